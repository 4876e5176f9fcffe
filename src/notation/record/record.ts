/**
 * The tablelaw record (`format: "tablelaw/1"`, DESIGN §4): the public interchange format of a
 * board — game, rulebook, board, contract or auction, and the physical acts at the table as an
 * ordered list of events.
 *
 * `parseRecord(text)` reads JSON and validates its *shape*: keys not listed are errors, every
 * value has its type, seats, cards, calls and option ids are well formed, the deal is a valid
 * deal. It lists every defect found, each with the index of the offending event (`at`) where
 * there is one and a path to the value (`events[3].card`). Whether an act is possible at the
 * table is the table's business (src/table), not the record's.
 *
 * `makeRecord(record)` writes a record back; `parseRecord(makeRecord(r))` gives `r` again.
 * Nothing here throws on bad input.
 */
import { isVulnerability, type Vulnerability } from '../../core/board.js';
import { type Card, isCard, isSuit } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { isSeat } from '../../core/seat.js';
import { isLevel, isStrain, parseCall, RISKS } from '../../games/contract-bridge/call.js';
import { OPTION_IDS, RULEBOOK_NAMES, type RulebookName } from '../../laws/registry.js';
import {
  type AnyRecord,
  dealOf,
  type EventType,
  EXPOSURES,
  GAMES,
  type GameId,
  RECORD_FORMAT,
  type RecordBoard,
  type RecordContract,
  type RecordDefect,
  type RecordError,
  type RecordEvent,
} from '../../table/event.js';

export { OPTION_IDS, RULEBOOK_NAMES, type RulebookName } from '../../laws/registry.js';
export {
  type Actor,
  type AnyRecord,
  dealOf,
  dealRulesOf,
  type EventType,
  EXPOSURES,
  type Exposure,
  GAMES,
  type GameId,
  type OptionId,
  RECORD_FORMAT,
  type RecordBoard,
  type RecordContract,
  type RecordDefect,
  type RecordError,
  type RecordEvent,
  type TablelawRecord,
} from '../../table/event.js';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys each event type allows (besides `type`), required ones first; `time` on every one. */
export const EVENT_KEYS: {
  readonly [T in EventType]: { readonly required: readonly string[]; readonly optional: readonly string[] };
} = {
  call: { required: ['seat', 'call'], optional: ['simultaneous', 'time'] },
  play: { required: ['seat'], optional: ['card', 'cards', 'by', 'trick', 'time'] },
  designate: { required: ['seat'], optional: ['card', 'words', 'time'] },
  touch: { required: ['seat', 'card'], optional: ['arranging', 'by', 'time'] },
  discard: { required: ['seat', 'card'], optional: ['time'] },
  expose: { required: ['seat', 'card', 'how'], optional: ['holder', 'time'] },
  'face-hand': { required: ['seat'], optional: ['time'] },
  claim: { required: ['seat', 'tricks'], optional: ['statement', 'time'] },
  concede: { required: ['seat', 'tricks'], optional: ['time'] },
  agree: { required: ['seat'], optional: ['time'] },
  dispute: { required: ['seat'], optional: ['time'] },
  ask: { required: ['seat', 'of', 'about'], optional: ['answer', 'time'] },
  attention: { required: ['seat'], optional: ['to', 'offender', 'time'] },
  elect: { required: ['seat', 'option'], optional: ['suit', 'card', 'trick', 'tricks', 'time'] },
  withdraw: { required: ['seat', 'card'], optional: ['time'] },
  'quit-trick': { required: ['seat'], optional: ['time'] },
  finding: { required: ['seat', 'fact', 'value'], optional: ['time'] },
  correct: {
    required: ['seat', 'replaces'],
    optional: ['option', 'suit', 'card', 'trick', 'tricks', 'value', 'time'],
  },
  undo: { required: ['seat'], optional: ['time'] },
};

const EVENT_TYPES = Object.keys(EVENT_KEYS) as EventType[];

/** An event's `time`: an ISO 8601 instant in UTC (`YYYY-MM-DDTHH:MM:SS[.sss]Z`) that is a real date. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
export function isInstant(text: string): boolean {
  if (!INSTANT.test(text)) return false;
  const ms = Date.parse(text);
  // Date.parse rolls 2026-02-30 over to March: the instant written back must be the one given.
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 19) === text.slice(0, 19);
}

const TOP_KEYS = ['format', 'game', 'rulebook', 'board', 'contract', 'events'] as const;

class Defects {
  readonly list: RecordDefect[] = [];
  add(kind: string, at: number | null, path: string, message: string): void {
    this.list.push({ kind, at, path, message });
  }
}

/** Parses JSON text and validates it as a record. */
export function parseRecord(text: string): Result<AnyRecord, RecordError> {
  let value: Json;
  try {
    value = JSON.parse(text) as Json;
  } catch (e) {
    const raw = e instanceof Error ? e.message : String(e);
    const { line, column } = jsonErrorPosition(text, raw);
    const reason = raw.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    const message = `line ${line}, column ${column}: the text is not JSON (${reason})`;
    return err({ kind: 'record-invalid', defects: [{ kind: 'json-syntax', at: null, path: '', message }] });
  }
  return validateRecord(value);
}

/**
 * Where JSON.parse stopped, as a 1-based line and column: the position its message gives, or the
 * end of the text ("Unexpected end of JSON input").
 */
function jsonErrorPosition(text: string, message: string): { line: number; column: number } {
  const m = /at position (\d+)/.exec(message);
  const offset = m === null ? text.length : Math.min(Number(m[1]), text.length);
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** Validates a JSON value (already parsed) as a record, listing every defect. */
export function validateRecord(value: unknown): Result<AnyRecord, RecordError> {
  const d = new Defects();
  const v = value as Json;
  if (!isObject(v)) {
    d.add('not-an-object', null, '', 'a record is a JSON object');
    return err({ kind: 'record-invalid', defects: d.list });
  }
  const {
    board: vBoard,
    contract: vContract,
    events: vEvents,
    format: vFormat,
    game: vGame,
    rulebook: vRulebook,
  } = v;
  for (const key of Object.keys(v))
    if (!(TOP_KEYS as readonly string[]).includes(key))
      d.add('unknown-key', null, key, `"${key}" is not a key of a tablelaw record`);
  if (vFormat === undefined)
    d.add('missing-key', null, 'format', `"format" is missing: a record begins "format": "${RECORD_FORMAT}"`);
  else if (vFormat !== RECORD_FORMAT)
    d.add(
      'unknown-format',
      null,
      'format',
      `"format" must be "${RECORD_FORMAT}", not ${JSON.stringify(vFormat)}`,
    );
  const game = vGame;
  if (game === undefined) d.add('missing-key', null, 'game', `"game" is missing (${GAMES.join(', ')})`);
  else if (typeof game !== 'string' || !(GAMES as readonly string[]).includes(game))
    d.add('unknown-game', null, 'game', `unknown game ${JSON.stringify(game)} (${GAMES.join(', ')})`);
  const rulebook = vRulebook;
  if (rulebook === undefined)
    d.add('missing-key', null, 'rulebook', `"rulebook" is missing (${RULEBOOK_NAMES.join(', ')})`);
  else if (typeof rulebook !== 'string' || !(RULEBOOK_NAMES as readonly string[]).includes(rulebook))
    d.add(
      'unknown-rulebook',
      null,
      'rulebook',
      `unknown rulebook ${JSON.stringify(rulebook)} (${RULEBOOK_NAMES.join(', ')})`,
    );
  const gameId = (GAMES as readonly string[]).includes(game as string) ? (game as GameId) : 'contract-bridge';
  const board = checkBoard(vBoard, gameId, d);
  let contract: RecordContract | undefined;
  if (vContract !== undefined) contract = checkContract(vContract, gameId, d);
  const events: RecordEvent[] = [];
  if (!Array.isArray(vEvents))
    d.add('missing-key', null, 'events', '"events" must be a list (it may be empty)');
  else
    (vEvents as readonly Json[]).forEach((e, i) => {
      const event = checkEvent(e, i, d);
      if (event !== null) events.push(event);
    });
  if (d.list.length > 0 || board === null) return err({ kind: 'record-invalid', defects: d.list });
  const record: AnyRecord = {
    format: RECORD_FORMAT,
    game: gameId,
    rulebook: rulebook as RulebookName,
    board,
    ...(contract === undefined ? {} : { contract }),
    events,
  };
  return ok(record);
}

function checkBoard(b: Json | undefined, game: GameId, d: Defects): RecordBoard | null {
  if (!isObject(b)) {
    d.add('missing-key', null, 'board', '"board" must be an object with number, dealer and deal');
    return null;
  }
  const { deal: bDeal, dealer: bDealer, number: bNumber, upcard: bUpcard, vulnerable: bVulnerable } = b;
  const allowed =
    game === 'euchre'
      ? ['number', 'dealer', 'deal', 'upcard', 'score']
      : ['number', 'dealer', 'vulnerable', 'deal'];
  for (const key of Object.keys(b))
    if (!allowed.includes(key)) d.add('unknown-key', null, `board.${key}`, `"${key}" is not a key of board`);
  let ok = true;
  if (typeof bNumber !== 'number' || !Number.isSafeInteger(bNumber) || bNumber < 1) {
    d.add('board-invalid', null, 'board.number', 'board.number must be a whole number from 1');
    ok = false;
  }
  const dealer = typeof bDealer === 'string' && isSeat(bDealer) ? bDealer : null;
  if (dealer === null) {
    d.add('board-invalid', null, 'board.dealer', 'board.dealer must be N, E, S or W');
    ok = false;
  }
  if (game !== 'euchre' && (typeof bVulnerable !== 'string' || !isVulnerability(bVulnerable))) {
    d.add('board-invalid', null, 'board.vulnerable', 'board.vulnerable must be None, NS, EW or All');
    ok = false;
  }
  if (game === 'euchre' && (typeof bUpcard !== 'string' || !isCard(bUpcard))) {
    d.add('board-invalid', null, 'board.upcard', 'board.upcard must be a card such as "HJ"');
    ok = false;
  }
  if (typeof bDeal !== 'string') {
    d.add('deal-invalid', null, 'board.deal', 'board.deal must be a deal in PBN syntax');
    ok = false;
  } else {
    const deal = dealOf(bDeal, game);
    if (!deal.ok) {
      d.add('deal-invalid', null, 'board.deal', deal.error);
      ok = false;
    }
  }
  // Euchre: the game score before the hand (docs/record-format.md), each side 0–4.
  const score = euchreScore(b['score'], d);
  if (score === false) ok = false;
  if (!ok || dealer === null) return null;
  return {
    number: bNumber as number,
    dealer,
    ...(game === 'euchre' ? { upcard: bUpcard as Card } : { vulnerable: bVulnerable as Vulnerability }),
    deal: bDeal as string,
    ...(score === undefined || score === false ? {} : { score }),
  };
}

function euchreScore(v: Json | undefined, d: Defects): { NS: number; EW: number } | undefined | false {
  if (v === undefined) return undefined;
  const point = (x: Json | undefined) => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 4;
  if (
    !isObject(v) ||
    Object.keys(v).some((k) => k !== 'NS' && k !== 'EW') ||
    !point(v['NS']) ||
    !point(v['EW'])
  ) {
    d.add('board-invalid', null, 'board.score', 'board.score must be { "NS": 0..4, "EW": 0..4 }');
    return false;
  }
  return { NS: v['NS'] as number, EW: v['EW'] as number };
}

function checkContract(c: Json, game: GameId, d: Defects): RecordContract | undefined {
  if (!isObject(c)) {
    d.add('contract-invalid', null, 'contract', '"contract" must be an object');
    return undefined;
  }
  const { declarer: cDeclarer, level: cLevel, risk: cRisk, strain: cStrain } = c;
  for (const key of Object.keys(c))
    if (!['level', 'strain', 'risk', 'declarer'].includes(key))
      d.add('unknown-key', null, `contract.${key}`, `"${key}" is not a key of contract`);
  // Each part narrowed by its check (null: not valid, and said so).
  const level = typeof cLevel === 'number' && isLevel(cLevel) ? cLevel : null;
  if (level === null) d.add('contract-invalid', null, 'contract.level', 'contract.level must be 1..7');
  // Auction Bridge adds royal spades (DESIGN §4).
  const strain: RecordContract['strain'] | null =
    typeof cStrain !== 'string'
      ? null
      : isStrain(cStrain)
        ? cStrain
        : game === 'auction-bridge' && cStrain === 'RS'
          ? cStrain
          : null;
  if (strain === null)
    d.add(
      'contract-invalid',
      null,
      'contract.strain',
      `contract.strain must be C, D, H, S${game === 'auction-bridge' ? ', RS' : ''} or NT`,
    );
  const risk = typeof cRisk === 'string' ? RISKS.find((r) => r === cRisk) : undefined;
  if (risk === undefined)
    d.add('contract-invalid', null, 'contract.risk', 'contract.risk must be "", "X" or "XX"');
  const declarer = typeof cDeclarer === 'string' && isSeat(cDeclarer) ? cDeclarer : null;
  if (declarer === null)
    d.add('contract-invalid', null, 'contract.declarer', 'contract.declarer must be N, E, S or W');
  if (level === null || strain === null || risk === undefined || declarer === null) return undefined;
  return { level, strain, risk, declarer };
}

function checkEvent(e: Json, at: number, d: Defects): RecordEvent | null {
  const path = `events[${at}]`;
  if (!isObject(e)) {
    d.add('event-invalid', at, path, `event ${at} must be an object`);
    return null;
  }
  const {
    call: eCall,
    card: eCard,
    cards: eCards,
    how: eHow,
    option: eOption,
    seat: eSeat,
    suit: eSuit,
    type: eType,
    value: eValue,
  } = e;
  const type = eType;
  if (typeof type !== 'string' || !(EVENT_TYPES as string[]).includes(type)) {
    d.add('unknown-event-type', at, `${path}.type`, `event ${at}: unknown type ${JSON.stringify(type)}`);
    return null;
  }
  const spec = EVENT_KEYS[type as EventType];
  const before = d.list.length;
  for (const key of Object.keys(e))
    if (key !== 'type' && !spec.required.includes(key) && !spec.optional.includes(key))
      d.add('unknown-key', at, `${path}.${key}`, `event ${at}: "${key}" is not a key of a ${type} event`);
  for (const key of spec.required)
    if (e[key] === undefined)
      d.add('missing-key', at, `${path}.${key}`, `event ${at}: a ${type} event needs "${key}"`);
  const seat = eSeat;
  if (seat !== undefined && !(typeof seat === 'string' && (isSeat(seat) || seat === 'director')))
    d.add(
      'unknown-seat',
      at,
      `${path}.seat`,
      `event ${at}: unknown seat ${JSON.stringify(seat)} (N, E, S, W or director)`,
    );
  if (type === 'finding' && seat !== 'director')
    d.add('unknown-seat', at, `${path}.seat`, `event ${at}: only the director makes a finding`);
  if (type === 'correct' && seat !== 'director')
    d.add('unknown-seat', at, `${path}.seat`, `event ${at}: only the director corrects a ruling (Law 82C)`);
  const time = e['time'];
  if (time !== undefined && !(typeof time === 'string' && isInstant(time)))
    d.add(
      'event-invalid',
      at,
      `${path}.time`,
      `event ${at}: time is an instant in UTC, as 2026-11-27T01:30:00.000Z`,
    );
  const card = (key: string) => {
    const c = e[key];
    if (c !== undefined && !(typeof c === 'string' && isCard(c)))
      d.add(
        'card-syntax',
        at,
        `${path}.${key}`,
        `event ${at}: ${JSON.stringify(c)} is not a card (suit then rank, "SA")`,
      );
  };
  const seatField = (key: string) => {
    const s = e[key];
    if (s !== undefined && !(typeof s === 'string' && isSeat(s)))
      d.add('unknown-seat', at, `${path}.${key}`, `event ${at}: ${key} must be N, E, S or W`);
  };
  const wholeNumber = (key: string, max: number) => {
    const n = e[key];
    if (n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= max))
      d.add('event-invalid', at, `${path}.${key}`, `event ${at}: ${key} must be a whole number 0..${max}`);
  };
  const text = (key: string) => {
    const t = e[key];
    if (t !== undefined && typeof t !== 'string')
      d.add('event-invalid', at, `${path}.${key}`, `event ${at}: ${key} must be text`);
  };
  card('card');
  switch (type) {
    case 'call': {
      if (typeof eCall !== 'string')
        d.add('call-syntax', at, `${path}.call`, `event ${at}: call must be text`);
      else if (!isEuchreCall(eCall) && !parseCall(eCall).ok && !AUCTION_BRIDGE_CALL.test(eCall.trim()))
        d.add('call-syntax', at, `${path}.call`, `event ${at}: "${eCall}" is not a call`);
      if (e['simultaneous'] !== undefined && typeof e['simultaneous'] !== 'boolean')
        d.add('event-invalid', at, `${path}.simultaneous`, `event ${at}: simultaneous must be true or false`);
      break;
    }
    case 'play': {
      if (e['by'] !== undefined && e['by'] !== 'dummy')
        d.add('event-invalid', at, `${path}.by`, `event ${at}: by must be "dummy"`);
      wholeNumber('trick', 12);
      const hasCard = eCard !== undefined;
      const cards = eCards;
      if (hasCard === (cards !== undefined))
        d.add('event-invalid', at, path, `event ${at}: a play has either "card" or "cards"`);
      if (cards !== undefined) {
        if (!Array.isArray(cards) || cards.length < 2)
          d.add('event-invalid', at, `${path}.cards`, `event ${at}: "cards" lists two or more cards`);
        else
          (cards as readonly Json[]).forEach((c, i) => {
            if (!(typeof c === 'string' && isCard(c)))
              d.add(
                'card-syntax',
                at,
                `${path}.cards[${i}]`,
                `event ${at}: ${JSON.stringify(c)} is not a card`,
              );
          });
      }
      break;
    }
    case 'designate': {
      const words = e['words'];
      if ((eCard === undefined) === (words === undefined))
        d.add('event-invalid', at, path, `event ${at}: a designation has either "card" or "words"`);
      if (words !== undefined && !(typeof words === 'string' && DESIGNATION_WORDS.test(words)))
        d.add(
          'event-invalid',
          at,
          `${path}.words`,
          `event ${at}: words are high, low, win, anything, a suit (S) or a rank (K)`,
        );
      break;
    }
    case 'touch':
      if (e['arranging'] !== undefined && typeof e['arranging'] !== 'boolean')
        d.add('event-invalid', at, `${path}.arranging`, `event ${at}: arranging must be true or false`);
      if (e['by'] !== undefined && e['by'] !== 'dummy')
        d.add('event-invalid', at, `${path}.by`, `event ${at}: by must be "dummy"`);
      break;
    case 'expose':
      if (!(typeof eHow === 'string' && (EXPOSURES as readonly string[]).includes(eHow)))
        d.add('event-invalid', at, `${path}.how`, `event ${at}: how must be one of ${EXPOSURES.join(', ')}`);
      seatField('holder');
      break;
    case 'claim':
    case 'concede':
      wholeNumber('tricks', 13);
      text('statement');
      break;
    case 'ask':
      seatField('of');
      text('about');
      text('answer');
      break;
    case 'attention':
      text('to');
      seatField('offender');
      break;
    case 'elect': {
      const option = eOption;
      if (!(typeof option === 'string' && (OPTION_IDS as readonly string[]).includes(option)))
        d.add(
          'unknown-option',
          at,
          `${path}.option`,
          `event ${at}: unknown option ${JSON.stringify(option)}`,
        );
      const suit = eSuit;
      if (suit !== undefined && !(typeof suit === 'string' && isSuit(suit)))
        d.add('event-invalid', at, `${path}.suit`, `event ${at}: suit must be C, D, H or S`);
      wholeNumber('trick', 13);
      wholeNumber('tricks', 13);
      break;
    }
    case 'finding': {
      text('fact');
      const value = eValue;
      if (!['string', 'number', 'boolean'].includes(typeof value))
        d.add(
          'event-invalid',
          at,
          `${path}.value`,
          `event ${at}: value must be text, a number or true/false`,
        );
      break;
    }
    case 'correct':
      correction(e, at, path, d);
      break;
    default:
      break;
  }
  if (d.list.length > before) return null;
  // The shape is checked: copy only the allowed keys.
  const out: Record<string, Json> = { type };
  for (const key of [...spec.required, ...spec.optional]) if (e[key] !== undefined) out[key] = e[key] as Json;
  return out as unknown as RecordEvent;
}

/**
 * A `correct` event (Law 82C): `replaces` an earlier act by its index; the new choice is either an
 * election's `option` (with its parameters) or a finding's `value`, never both. Whether the act
 * replaced is a ruling, and the choice one it allowed, is the table's to judge (correction.ts).
 */
function correction(e: JsonObject, at: number, path: string, d: Defects): void {
  const replaces = e['replaces'];
  // Whether it names an earlier act is the table's to say (the server checks one event alone).
  if (
    replaces !== undefined &&
    !(typeof replaces === 'number' && Number.isInteger(replaces) && replaces >= 0)
  )
    d.add(
      'event-invalid',
      at,
      `${path}.replaces`,
      `event ${at}: replaces must be the index of an earlier event`,
    );
  const option = e['option'];
  const value = e['value'];
  if ((option === undefined) === (value === undefined))
    d.add('event-invalid', at, path, `event ${at}: a correction gives either an "option" or a "value"`);
  if (
    option !== undefined &&
    !(typeof option === 'string' && (OPTION_IDS as readonly string[]).includes(option))
  )
    d.add('unknown-option', at, `${path}.option`, `event ${at}: unknown option ${JSON.stringify(option)}`);
  if (value !== undefined && !['string', 'number', 'boolean'].includes(typeof value))
    d.add('event-invalid', at, `${path}.value`, `event ${at}: value must be text, a number or true/false`);
  if (option === undefined)
    for (const key of ['suit', 'card', 'trick', 'tricks'])
      if (e[key] !== undefined)
        d.add('event-invalid', at, `${path}.${key}`, `event ${at}: "${key}" goes with an "option"`);
  const suit = e['suit'];
  if (suit !== undefined && !(typeof suit === 'string' && isSuit(suit)))
    d.add('event-invalid', at, `${path}.suit`, `event ${at}: suit must be C, D, H or S`);
  for (const key of ['trick', 'tricks']) {
    const n = e[key];
    if (n !== undefined && !(typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 13))
      d.add('event-invalid', at, `${path}.${key}`, `event ${at}: ${key} must be a whole number 0..13`);
  }
}

/** WBF Law 46: the words of an incomplete designation of dummy's card. */
const DESIGNATION_WORDS = /^(high|low|win|anything|[CDHS]|[2-9TJQKA])$/;

const EUCHRE_CALL = /^(pass|order-up|assist|take-up|turn-down|alone|(make|alone) [CDHS])$/;
/**
 * Auction Bridge calls beyond contract bridge's: royal spades (`1RS` … `7RS`), and the impossible
 * declarations of more than seven odd tricks that whist-club-1912 Law 50 judges (`8H` … `13NT`).
 */
const AUCTION_BRIDGE_CALL = /^([1-7]RS|([89]|1[0-3])(C|D|H|S|RS|NT))$/i;

function isEuchreCall(text: string): boolean {
  return EUCHRE_CALL.test(text);
}

/** A JSON value on one line, spaced as the project's formatter writes it (`{ "a": 1 }`). */
function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return entries.length === 0
      ? '{}'
      : `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

const LINE_WIDTH = 110;

/**
 * Writes a record as JSON: one key a line, an object that does not fit on its line spread one
 * key a line, one event a line — the layout the project's formatter keeps, so that records
 * written here stay as they are in the repository.
 */
export function makeRecord(record: AnyRecord): string {
  const head: [string, unknown][] = [
    ['format', record.format],
    ['game', record.game],
    ['rulebook', record.rulebook],
    ['board', record.board],
  ];
  if (record.contract !== undefined) head.push(['contract', record.contract]);
  const lines = head.map(([k, v]) => {
    const one = `  ${JSON.stringify(k)}: ${inline(v)},`;
    if (one.length <= LINE_WIDTH || typeof v !== 'object' || v === null) return one;
    const inner = Object.entries(v).map(([ik, iv]) => `    ${JSON.stringify(ik)}: ${inline(iv)}`);
    return `  ${JSON.stringify(k)}: {\n${inner.join(',\n')}\n  },`;
  });
  const events = record.events.map((e) => `    ${inline(e)}`);
  lines.push(events.length === 0 ? '  "events": []' : `  "events": [\n${events.join(',\n')}\n  ]`);
  return `{\n${lines.join('\n')}\n}\n`;
}

/** The first defect of an invalid record as the `{ kind, at, message }` of DESIGN §4. */
export function firstDefect(error: RecordError): { kind: string; at: number | null; message: string } {
  const d = error.defects[0];
  return d === undefined
    ? { kind: 'record-invalid', at: null, message: 'invalid record' }
    : { kind: d.kind, at: d.at, message: d.message };
}
