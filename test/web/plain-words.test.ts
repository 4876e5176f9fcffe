/**
 * Plain words on the console: every option, provision, phase, act, duty, irregularity and status
 * of every rulebook, rendered in English, Norwegian and Russian through the functions the console
 * draws with (src/web/client/text.ts), holds no internal id, no `undefined`, no `None`.
 */
import { describe, expect, test } from 'vitest';
import type { Card, Suit } from '../../src/core/card.js';
import { seededRandom } from '../../src/core/random.js';
import { SEATS } from '../../src/core/seat.js';
import { OPTION_IDS, RULEBOOKS } from '../../src/laws/registry.js';
import { AUCTION_BRIDGE_DEMO_RECORD, EUCHRE_DEMO_RECORD } from '../../src/server/demo.js';
import {
  checkRecord,
  type Judged,
  type RecordEvent,
  robotAct,
  type TableView,
  viewOf as tableView,
  tryAct,
} from '../../src/server/engine.js';
import type { OptionId } from '../../src/table/event.js';
import { recordedRulings, rulingLog } from '../../src/table/rulings.js';
import type { Pending } from '../../src/table/state.js';
import { STATUSES } from '../../src/table/state.js';
import { AUCTION_CALLS, IMPOSSIBLE_CALLS } from '../../src/web/client/boxes/auction-bridge.js';
import { EUCHRE_CALLS } from '../../src/web/client/boxes/euchre.js';
import { boxFor } from '../../src/web/client/boxes/index.js';
import { BOX_WORDS } from '../../src/web/client/boxes/words.js';
import { fill, LANGS, type Lang, WORDS } from '../../src/web/client/i18n.js';
import { lawTextsHtml } from '../../src/web/client/law-text.js';
import { LAYOUT_WORDS } from '../../src/web/client/layout-words.js';
import { NAMES } from '../../src/web/client/names.js';
import { provisionalText, resultLine, tricksLine } from '../../src/web/client/result-line.js';
import { ROOM_WORDS } from '../../src/web/client/room-words.js';
import { rulingsHtml, rulingText, statusLine, whenText } from '../../src/web/client/rulings.js';
import { RULING_WORDS } from '../../src/web/client/rulings-words.js';
import { SESSION_WORDS } from '../../src/web/client/session-words.js';
import {
  callLabel,
  callName,
  cardName,
  eventText,
  irregularityText,
  lawsText,
  obligationText,
  optionText,
  phaseText,
  provisionText,
  turnText,
  vulnerableText,
} from '../../src/web/client/text.js';
import { given } from '../laws/given.js';

const en = NAMES.en;
/** Every id the engine sends a screen. */
const IDS = new Set<string>([
  ...OPTION_IDS,
  ...STATUSES,
  ...Object.keys(en.kinds),
  ...Object.keys(en.obligations),
  ...Object.keys(en.acts),
  ...Object.keys(en.phases),
  ...Object.keys(en.exposures),
  ...Object.keys(en.vulnerable),
]);
/** Ids that are also plain English words, allowed in English text (not in Norwegian or Russian). */
const ENGLISH_WORDS = new Set([
  'play',
  'call',
  'claim',
  'concede',
  'agree',
  'dispute',
  'ask',
  'attention',
  'withdraw',
  'discard',
  'expose',
  'touch',
  'revoke',
  'misinformation',
  'rectified',
  'established',
  'corrected',
  // The director's act of Law 82C, and the plain word ("a correct lead").
  'correct',
  'pending',
  'auction',
  'dropped',
  'named',
  'detached',
  'lifted',
  'NS',
  'EW',
  'All',
  // The 1888 code's own word, quoted in its options ("elect that it shall be played").
  'elect',
  // The act of taking back one's own last tap (ADR 0088): "Undo my last tap".
  'undo',
]);

/** The ids, `undefined`, `None` and unfilled placeholders found in a text. */
function leaks(text: string, lang: Lang): string[] {
  const found: string[] = [];
  for (const bad of ['{', '}', '[object']) if (text.includes(bad)) found.push(bad);
  for (const bad of ['undefined', 'null', 'NaN', 'None'])
    if (new RegExp(`(^|[^\\p{L}])${bad}($|[^\\p{L}])`, 'u').test(text)) found.push(bad);
  for (const id of IDS) {
    if (lang === 'en' && ENGLISH_WORDS.has(id)) continue;
    if (lang === 'ru' && (id === 'NS' || id === 'EW')) continue;
    if (lang === 'nb' && id === 'NS') continue;
    if (new RegExp(`(^|[^\\p{L}-])${id}($|[^\\p{L}-])`, 'u').test(text)) found.push(id);
  }
  if (lang !== 'en' && /\bLaws?\b/.test(text)) found.push('Law');
  return found;
}

function expectPlain(texts: readonly string[], lang: Lang): void {
  const bad = texts.flatMap((t) => leaks(t, lang).map((id) => `${id} in «${t}»`));
  expect(bad).toEqual([]);
}

function pendingOf(provision: string, id: OptionId): Pending {
  return { provision, chooser: ['director'], next: 'director', about: 0, options: [{ id, laws: [] }] };
}

describe.each(LANGS)('plain words on the console — %s', (lang) => {
  test('every option of every provision of every rulebook: its button, its laws, its line in the history', () => {
    const texts: string[] = [];
    for (const rulebook of Object.values(RULEBOOKS))
      for (const [ref, provision] of Object.entries(rulebook.provisions)) {
        texts.push(`${rulebook.title(ref, lang)} (${provisionText(lang, ref)})`);
        for (const [id, spec] of Object.entries(provision.options) as [
          OptionId,
          { readonly laws: readonly string[] },
        ][]) {
          for (const suit of [undefined, 'H' as Suit]) {
            const offer = { id, laws: spec.laws, ...(suit === undefined ? {} : { suit }) };
            const text = rulebook.optionText(pendingOf(ref, id), offer, lang);
            texts.push(optionText({ text, ...(suit === undefined ? {} : { suit }) }));
            texts.push(lawsText(lang, spec.laws));
            texts.push(
              eventText(lang, {
                type: 'elect',
                seat: 'S',
                option: id,
                ...(suit === undefined ? {} : { suit }),
              }),
            );
          }
        }
      }
    expect(texts.length).toBeGreaterThan(200);
    expectPlain(texts, lang);
  });

  test('every phase, and every act a seat or the director may be expected to make', () => {
    const texts: string[] = [];
    for (const phase of Object.keys(en.phases)) {
      texts.push(phaseText(lang, phase));
      texts.push(turnText(lang, { phase, next: null }));
    }
    for (const act of Object.keys(en.acts))
      for (const seat of ['S', 'director'])
        texts.push(turnText(lang, { phase: 'play', next: { seat, acts: [act] } }));
    texts.push(turnText(lang, { phase: 'play', next: { seat: 'W', acts: ['agree', 'dispute'] } }));
    expectPlain(texts, lang);
    // "South to act: elect" is gone: the director is asked to choose, in words.
    expect(turnText(lang, { phase: 'play', next: { seat: 'director', acts: ['elect'] } })).not.toMatch(
      /elect|act:/,
    );
  });

  test('every kind of duty, irregularity and status; every vulnerability; every event of the history', () => {
    const texts: string[] = [];
    for (const kind of Object.keys(en.obligations))
      texts.push(
        obligationText(lang, { seat: 'W', kind, suit: 'C', card: 'CK' as Card, laws: ['Law 50D2'] }),
      );
    for (const kind of Object.keys(en.kinds))
      for (const status of STATUSES)
        texts.push(irregularityText(lang, { offender: 'E', kind, status, laws: ['Law 54A', 'Laws 61, 64'] }));
    for (const v of Object.keys(en.vulnerable)) texts.push(vulnerableText(lang, v));
    for (const type of Object.keys(en.acts))
      texts.push(
        eventText(lang, { type, seat: 'N', card: 'SA', how: 'dropped', tricks: 2, call: '2S', of: 'E' }),
      );
    texts.push(eventText(lang, { type: 'finding', seat: 'director', fact: 'inadvertent', value: true }));
    expectPlain(texts, lang);
    // "play a clubs ♣": a suit is said once, in the language's words.
    const forbid = obligationText(lang, {
      seat: 'S',
      kind: 'forbid-lead-suit',
      suit: 'C',
      laws: ['Law 50D2'],
    });
    expect(forbid).toContain(`${en.suits.C === NAMES[lang].suits.C ? 'clubs' : NAMES[lang].suits.C} ♣`);
    expect(forbid).not.toMatch(/ a clubs/);
  });

  test('Law 54 is cited in the language; None is not shown', () => {
    expect(lawsText(lang, ['Law 54A', 'Law 54D'])).toBe(`${NAMES[lang].law} 54A, ${NAMES[lang].law} 54D`);
    expect(vulnerableText(lang, 'None')).not.toBe('None');
  });

  test('cards and calls are named in words', () => {
    const words = {
      en: ['king of hearts', 'two spades'],
      nb: ['hjerter konge', 'to spar'],
      ru: ['король червей', 'две пики'],
    }[lang];
    if (words.length > 0) {
      expect(cardName(lang, 'HK')).toBe(words[0]);
      expect(callName(lang, '2S')).toBe(words[1]);
    }
    for (const call of ['P', 'X', 'XX', '1C', '3NT', '7S']) expect(callName(lang, call)).toMatch(/^\p{L}/u);
    expectPlain([callName(lang, '3NT'), cardName(lang, 'ST')], lang);
  });

  test('the layout’s words: the start page, the seats’ links, the action panel, the claim, mis-taps, the history', () => {
    const words = LAYOUT_WORDS[lang];
    const values = {
      seat: WORDS[lang].seats.S,
      of: WORDS[lang].seats.W,
      n: '2',
      tricks: '4',
      left: '4',
      statement: 'the spade finesse',
      trick: '3',
      card: cardName(lang, 'HK'),
    };
    const texts = Object.values(words).flatMap((t: string | readonly string[]) =>
      (typeof t === 'string' ? [t] : [...t]).map((x) => fill(x, values)),
    );
    expect(texts.length).toBeGreaterThan(30);
    expectPlain(texts, lang);
    // Every placeholder a text names is one that is filled.
    for (const t of Object.values(words).flat())
      for (const m of String(t).matchAll(/\{(\w+)\}/g)) expect(Object.keys(values)).toContain(m[1]);
  });
});

/** A table after some acts (each must be recorded). */
function tableAfter(record: unknown, events: readonly RecordEvent[]): Judged {
  const start = checkRecord(record);
  if (!start.ok) throw new Error(start.error.message);
  let judged = start.value;
  for (const e of events) {
    const next = tryAct(judged, e);
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
  }
  return judged;
}

/** The table played on to its end by the computer player at every seat. */
function playedOut(judged: Judged): Judged {
  const rng = seededRandom(1912);
  let table = judged;
  for (let i = 0; i < 200 && table.state.phase !== 'ended'; i++) {
    const event = robotAct(table, new Set(SEATS), () => rng.next());
    if (event === null) break;
    const next = tryAct(table, event);
    if (!next.ok) break;
    table = next.value;
  }
  return table;
}

/** The words a box draws: its HTML without tags, entities undone, and its labels for screen readers. */
function boxTexts(html: string): string[] {
  const labels = Array.from(html.matchAll(/aria-label="([^"]*)"/g), (m) => m[1] ?? '');
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)));
  return [text, ...labels];
}

describe.each(LANGS)('plain words at each game’s own table — %s', (lang) => {
  const euchreIds = ['order-up', 'take-up', 'turn-down', 'alone', 'assist', 'make'];
  test('the director’s room’s words and a physical table’s evening links: every text plain, every placeholder filled', () => {
    const values = {
      calls: '3',
      trick: '4',
      tables: '7',
      table: '2',
      board: '5',
      round: '3',
      kind: WORDS[lang].seats.N,
      seat: WORDS[lang].seats.S,
      group: '2',
      moved: 'SA N→E',
      pair: '4',
      amount: '0.25',
      status: '403',
    };
    const strings = (x: unknown): string[] =>
      typeof x === 'string'
        ? [x]
        : typeof x === 'object' && x !== null
          ? Object.values(x).flatMap(strings)
          : [];
    const session = SESSION_WORDS[lang];
    const texts = [
      ...strings(ROOM_WORDS[lang]),
      session.evening,
      session.eveningHint,
      session.eveningLink,
      session.scorer,
      session.followNext,
      session.followRefused,
    ];
    expect(texts.length).toBeGreaterThan(60);
    expectPlain(
      texts.map((t) => fill(t, values)),
      lang,
    );
    for (const t of texts)
      for (const m of t.matchAll(/\{(\w+)\}/g)) expect(Object.keys(values)).toContain(m[1]);
    // Each language its own words: none of the room's headings is left in English.
    if (lang !== 'en') expect(ROOM_WORDS[lang].penaltyTitle).not.toBe(ROOM_WORDS.en.penaltyTitle);
  });

  test('every euchre call and every royal-spade declaration, drawn and named, and in the history', () => {
    const texts: string[] = [];
    for (const call of [...EUCHRE_CALLS, 'alone', ...AUCTION_CALLS, ...IMPOSSIBLE_CALLS]) {
      texts.push(callName(lang, call), callLabel(lang, call));
      texts.push(eventText(lang, { type: 'call', seat: 'E', call }));
    }
    expectPlain(texts, lang);
    for (const t of texts) for (const id of euchreIds) if (lang !== 'en') expect(t).not.toContain(id);
    for (const t of texts)
      expect(t).not.toMatch(/order-up|take-up|turn-down|\bRS\b|\bmake [CDHS]\b|\balone [CDHS]\b/);
  });

  test('the director’s panel explains the irregular calls and the making in words', () => {
    const texts = Object.values(BOX_WORDS[lang].explain).map((t) => fill(t, { offender: 'N' }));
    expect(texts.length).toBeGreaterThan(5);
    expectPlain(texts, lang);
  });

  test('the euchre table (making, trump card, discard, a lone hand, the points and the game) and the Auction Bridge score sheet', () => {
    const euchre = tableAfter(EUCHRE_DEMO_RECORD, [
      { type: 'call', seat: 'E', call: 'alone H' },
      { type: 'discard', seat: 'N', card: 'C9' },
    ]);
    const ended = playedOut(tableAfter(AUCTION_BRIDGE_DEMO_RECORD, []));
    expect(ended.state.phase).toBe('ended');
    const texts: string[] = [];
    const ctx = { lang, live: true, demo: 'euchre', director: true, caller: '' } as const;
    const euchreEnded = playedOut(euchre);
    expect(euchreEnded.state.phase).toBe('ended');
    for (const judged of [tableAfter(EUCHRE_DEMO_RECORD, []), euchre, euchreEnded])
      for (const viewer of ['N', 'E', 'director'] as const) {
        const view = tableView(judged, viewer, lang);
        const box = boxFor(view.game);
        texts.push(...boxTexts(box.calls(view, ctx)));
        for (const seat of ['N', 'E', 'S', 'W'] as const)
          texts.push(box.role(view, seat, ctx), ...boxTexts(box.beside(view, seat, ctx)));
        texts.push(box.hint(view, ctx) ?? '', ...boxTexts(box.score(view, ctx)));
      }
    const view = tableView(ended, 'S', lang);
    const sheet = boxFor('auction-bridge').score(view, {
      lang,
      live: true,
      demo: null,
      director: true,
      caller: '',
    });
    expect(sheet).toContain('data-line="above"');
    texts.push(...boxTexts(sheet));
    expectPlain(texts, lang);
  });
});
/** The ruling log, the law texts and the result line, rendered from real records in each language. */
describe.each(LANGS)('plain words on the console: rulings, law texts, result — %s', (lang) => {
  const wbf = RULEBOOKS['wbf-2007'];
  if (wbf === undefined) throw new Error('no wbf-2007');
  const revoke = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();
  const ruled = revoke.events.length;
  revoke
    .elect('director', 'artificial-score')
    .add({ type: 'correct', seat: 'director', replaces: ruled, option: 'adjust-tricks', tricks: 1 });
  const refused = given()
    .play('N', 'C9')
    .add({ type: 'finding', seat: 'director', fact: 'could-see-dummy', value: false })
    .elect('E', 'reject-lead')
    .elect('E', 'require-suit', { suit: 'C' })
    .add({ type: 'correct', seat: 'director', replaces: 1, value: true });
  const logs = [revoke.record, refused.record].map((record) => {
    const recorded = recordedRulings(record, wbf);
    if (recorded === null) throw new Error('the record does not replay');
    return rulingLog(recorded.rulings, recorded.course, wbf, lang);
  });
  const strip = (html: string) => html.replace(/<[^>]+>/g, ' ');

  test('every entry of the ruling log: what, who, when, where it stands, what may replace it', () => {
    const rulings = logs.flat();
    expect(new Set(rulings.map((r) => r.status))).toEqual(new Set(['in-force', 'corrected', 'void']));
    const texts = rulings.flatMap((r) => [
      rulingText(lang, r),
      statusLine(lang, r),
      whenText(lang, r),
      lawsText(lang, r.laws),
      ...(r.alternatives ?? []).map((a) => optionText(a)),
    ]);
    texts.push(strip(rulingsHtml(lang, { ...viewOf(revoke), rulings: logs[0] ?? [] }, true, (t) => t)));
    expectPlain(texts, lang);
  });

  test('the law texts of every option of every WBF rulebook: their labels and our paraphrases', () => {
    const texts: string[] = [];
    for (const name of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
      const rulebook = RULEBOOKS[name];
      if (rulebook === undefined) throw new Error(name);
      const laws = Object.values(rulebook.provisions).flatMap((p) =>
        Object.values(p.options).flatMap((o) => o.laws.map((l) => rulebook.cite?.(l) ?? l)),
      );
      const lawTexts = Object.fromEntries(
        laws.flatMap((l) => {
          const t = rulebook.lawText?.(l, lang);
          return t === null || t === undefined ? [] : [[l, t]];
        }),
      );
      texts.push(strip(lawTextsHtml(lang, laws, lawTexts, (t) => t)));
    }
    expect(texts.join(' ').length).toBeGreaterThan(5000);
    expectPlain(texts, lang);
  });

  test('the original texts (1888, 1912): the label and the printed source are in the language', () => {
    for (const name of ['whist-club-1912', 'somerset-1888'] as const) {
      const t = RULEBOOKS[name]?.lawText?.('Law 52', lang);
      expect(t?.kind).toBe('original');
      expectPlain([t?.source ?? 'undefined', RULING_WORDS[lang].original], lang);
    }
  });

  test('the result line: a contract made, down, passed out, an artificial score; tricks labelled; provisional', () => {
    const result = (tricks: { NS: number; EW: number }, score: { NS: number; EW: number }) => ({
      tricks,
      transfers: [],
      score,
    });
    const texts = [
      resultLine(lang, {
        contract: '4S',
        declarer: 'S',
        result: result({ NS: 11, EW: 2 }, { NS: 450, EW: 0 }),
      }),
      resultLine(lang, {
        contract: '3NTX',
        declarer: 'E',
        result: result({ NS: 6, EW: 7 }, { NS: 200, EW: 0 }),
      }),
      resultLine(lang, {
        contract: null,
        declarer: null,
        result: result({ NS: 0, EW: 0 }, { NS: 0, EW: 0 }),
      }),
      resultLine(lang, {
        contract: '4H',
        declarer: 'E',
        result: {
          ...result({ NS: 3, EW: 10 }, { NS: 0, EW: 420 }),
          artificial: { NS: 'average-minus', EW: 'average-plus' },
        },
      }),
      tricksLine(lang, 'played', { NS: 3, EW: 10 }),
      tricksLine(lang, 'after', { NS: 2, EW: 11 }),
      provisionalText(lang, { provisional: true }),
      RULING_WORDS[lang].noTrickLeft,
    ];
    expect(texts[0]).toBe(`4♠ ${RULING_WORDS[lang].seatLetters.S} +1 · ${RULING_WORDS[lang].sides.NS} 450`);
    expect(texts[1]).toBe(`3NTX ${RULING_WORDS[lang].seatLetters.E} −2 · ${RULING_WORDS[lang].sides.NS} 200`);
    expectPlain(
      texts.map((t) => t ?? 'undefined'),
      lang,
    );
  });
});

/** A view of a board for the renderers: what they read of it. */
function viewOf(b: ReturnType<typeof given>): TableView {
  return {
    lawTexts: {},
    rulings: [],
    voided: [],
    provisional: false,
    result: b.state.result,
  } as unknown as TableView;
}
