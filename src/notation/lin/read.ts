/**
 * A LIN board read into the board record the PBN reader gives (`PbnBoardRecord`), so `show`,
 * `table`, `solve` and `convert` treat a LIN file as they treat a PBN file.
 *
 * Readings (docs/lin.md):
 * - The deal: `md`'s digit is the dealer (1 South, 2 West, 3 North, 4 East); the hands follow
 *   South, West, North, East, each as suit letters followed by ranks (`S269H2568…`); a fourth
 *   hand left out is the cards the other three do not hold.
 * - The board number: `ah|Board 12|`, else the digits of `qx|o12|`. `qx`'s letter is the room
 *   (`o` open, `c` closed); in a vugraph file `pn` names eight players, the open room's then the
 *   closed room's.
 * - The auction: `mb` calls in rotation from the dealer; `!` after a call is an alert, and `an`
 *   gives the explanation of the call before it. Both become the call's note (PBN's `=n=`, with a
 *   `Note` tag), which is what PBN keeps of an alert.
 * - The play: `pc` cards in playing order; tricks are formed under the contract's trump, the
 *   first led by declarer's left-hand opponent, each later one by the winner of the one before.
 * - `mc|N|`: a claim (or concession) agreed at BBO: declarer's side takes N tricks in all; the
 *   result is N and the play stops there.
 * - `up|N|`: BBO's undo — the last N calls or cards are taken back. They are not in the board
 *   read (the table never saw them as acts), and each undo is reported in `lost`.
 * - `nt` (commentary) has no place in a board record: reported in `lost`, with every command not
 *   read.
 */
import type { Vulnerability } from '../../core/board.js';
import { type Card, isCard, RANKS, type Rank, type Suit } from '../../core/card.js';
import { has as cardSetHas } from '../../core/card-set.js';
import type { Deal, DealSetup } from '../../core/deal.js';
import { validateDeal } from '../../core/deal.js';
import { err, ok, type Result } from '../../core/result.js';
import { bySeat, LHO, SEATS, type Seat } from '../../core/seat.js';
import { auctionOf, auctionOutcome } from '../../games/contract-bridge/auction.js';
import { type Call, type Contract, parseCall } from '../../games/contract-bridge/call.js';
import { naturalOrder, trickWinner } from '../../games/trick.js';
import type {
  PbnAuction,
  PbnBoardRecord,
  PbnCall,
  PbnNote,
  PbnPlay,
  PbnPlayedCard,
  PbnTrick,
} from '../pbn/game.js';
import { type LinError, type LinFileSyntax, type LinPair, parseLin } from './parse.js';

/** The seats in LIN's order (`md` hands, `pn` names): South, West, North, East. */
export const LIN_ORDER: readonly Seat[] = ['S', 'W', 'N', 'E'];

const DEALER_DIGIT: Readonly<Record<string, Seat>> = { '1': 'S', '2': 'W', '3': 'N', '4': 'E' };

export type LinBoard = {
  readonly record: PbnBoardRecord;
  /** `o` open room, `c` closed room (from `qx`), or null. */
  readonly room: 'open' | 'closed' | null;
  /** Declarer's total tricks claimed or conceded (`mc`), or null. */
  readonly claim: number | null;
  /** The calls that were alerted (`!`), by index in the auction, with the explanation if any. */
  readonly alerts: readonly { readonly index: number; readonly explanation: string | null }[];
  /** Commentary (`nt`), in order. */
  readonly commentary: readonly string[];
  /** What a board record cannot keep: each undo, commentary, commands not read. */
  readonly lost: readonly string[];
};

export type LinFile = {
  /** The vugraph title (`vg`'s first field), or null. */
  readonly title: string | null;
  /** Each board read, or the defect that stops it (a board is read on its own). */
  readonly boards: readonly Result<LinBoard, LinError>[];
};

/** Reads a LIN text: every board on its own, so a defect in one leaves the others readable. */
export function readLin(text: string): Result<LinFile, LinError> {
  const syntax = parseLin(text);
  if (!syntax.ok) return syntax;
  return ok(readLinSyntax(syntax.value));
}

export function readLinSyntax(syntax: LinFileSyntax): LinFile {
  const vg = syntax.header.find((p) => p.command === 'vg');
  const title = vg === undefined ? null : (vg.value.split(',')[0] ?? '').trim() || null;
  return { title, boards: syntax.boards.map((pairs) => readLinBoard(pairs, title)) };
}

const bad = (pair: LinPair, message: string): Result<never, LinError> =>
  err({ kind: 'lin-value', command: pair.command, message, ...pair.at });

/** The four hands of an `md` value, the dealer first. */
function readDeal(pair: LinPair): Result<{ dealer: Seat; setup: DealSetup; deal: Deal }, LinError> {
  const value = pair.value.trim();
  const dealer = DEALER_DIGIT[value[0] ?? ''];
  if (dealer === undefined)
    return bad(
      pair,
      `the deal begins with the dealer: 1 (South), 2 (West), 3 (North) or 4 (East), not "${value[0] ?? ''}"`,
    );
  const parts = value.slice(1).split(',');
  const hands: Partial<Record<Seat, Card[]>> = {};
  for (let h = 0; h < 4; h++) {
    const text = (parts[h] ?? '').trim();
    const seat = LIN_ORDER[h] as Seat;
    if (text === '') continue;
    const cards: Card[] = [];
    let suit: Suit | null = null;
    for (const ch of text.toUpperCase()) {
      if (ch === 'S' || ch === 'H' || ch === 'D' || ch === 'C') {
        suit = ch;
        continue;
      }
      const rank = ch === '1' ? null : ch === '0' ? 'T' : ch;
      if (rank === null) continue;
      if (suit === null || !(RANKS as readonly string[]).includes(rank))
        return bad(pair, `"${ch}" in ${seatName(seat)}'s hand is neither a suit letter (SHDC) nor a rank`);
      cards.push(`${suit}${rank as Rank}`);
    }
    hands[seat] = cards;
  }
  const known = SEATS.filter((s) => hands[s] !== undefined);
  if (known.length < 3) return bad(pair, `the deal gives ${known.length} hands; LIN gives at least three`);
  if (known.length === 3) {
    const missing = SEATS.find((s) => hands[s] === undefined) as Seat;
    const held = new Set(known.flatMap((s) => hands[s] ?? []));
    hands[missing] = SUITS_ALL.filter((c) => !held.has(c));
  }
  const setup: DealSetup = { first: dealer, hands: bySeat((s) => hands[s] ?? null) };
  const deal = validateDeal(setup);
  if (!deal.ok) {
    const defect = deal.error.defects[0];
    const what =
      defect === undefined
        ? 'the deal is not valid'
        : defect.kind === 'duplicate-card'
          ? `${defect.card} is in two hands (${defect.seats.map(seatName).join(' and ')})`
          : defect.kind === 'hand-size'
            ? `${seatName(defect.seat)} holds ${defect.size} cards, not ${defect.expected}`
            : defect.kind === 'missing-cards'
              ? `no hand holds ${defect.cards.join(' ')}`
              : 'the deal is not valid';
    return bad(pair, what);
  }
  return ok({ dealer, setup, deal: deal.value });
}

const SUITS_ALL: readonly Card[] = (['S', 'H', 'D', 'C'] as const).flatMap((s) =>
  RANKS.map((r): Card => `${s}${r}`),
);

const seatName = (s: Seat) => ({ N: 'North', E: 'East', S: 'South', W: 'West' })[s];

function readVulnerable(pair: LinPair): Result<Vulnerability, LinError> {
  switch (pair.value.trim().toLowerCase()) {
    case 'o':
    case '0':
    case '-':
    case '':
      return ok('None');
    case 'n':
      return ok('NS');
    case 'e':
      return ok('EW');
    case 'b':
      return ok('All');
    default:
      return bad(
        pair,
        `vulnerability is o (none), n (North–South), e (East–West) or b (both), not "${pair.value}"`,
      );
  }
}

/** A LIN call (`p`, `d`, `r`, `1C` … `7N`), with `!` for an alert. */
function readCall(pair: LinPair): Result<{ call: Call; alert: boolean }, LinError> {
  let text = pair.value.trim();
  const alert = text.endsWith('!');
  if (alert) text = text.slice(0, -1);
  const lower = text.toLowerCase();
  const pbn =
    lower === 'p'
      ? 'Pass'
      : lower === 'd'
        ? 'X'
        : lower === 'r'
          ? 'XX'
          : text.toUpperCase().replace(/N$/, 'NT');
  const call = parseCall(pbn);
  if (!call.ok) return bad(pair, `"${pair.value}" is not a call (p, d, r, 1C … 7N)`);
  return ok({ call: call.value, alert });
}

type Act =
  | { readonly kind: 'call'; readonly call: Call; alert: boolean; explanation: string | null }
  | { readonly kind: 'card'; readonly card: Card; readonly pair: LinPair };

function readLinBoard(pairs: readonly LinPair[], title: string | null): Result<LinBoard, LinError> {
  let room: 'open' | 'closed' | null = null;
  let number: number | null = null;
  let names: readonly string[] = [];
  let dealt: { dealer: Seat; setup: DealSetup; deal: Deal } | null = null;
  let vulnerable: Vulnerability | null = null;
  let claim: number | null = null;
  const acts: Act[] = [];
  const commentary: string[] = [];
  const lost: string[] = [];
  for (const pair of pairs) {
    switch (pair.command) {
      case 'qx': {
        const m = /^([oc])?\s*(\d+)/i.exec(pair.value.trim());
        room = m?.[1] === undefined ? null : m[1].toLowerCase() === 'o' ? 'open' : 'closed';
        if (m !== null && number === null) number = Number(m[2]);
        break;
      }
      case 'ah': {
        const m = /(\d+)/.exec(pair.value);
        if (m !== null) number = Number(m[1]);
        break;
      }
      case 'pn':
        names = pair.value.split(',').map((n) => n.trim());
        break;
      case 'md': {
        const deal = readDeal(pair);
        if (!deal.ok) return deal;
        dealt = deal.value;
        break;
      }
      case 'sv': {
        const v = readVulnerable(pair);
        if (!v.ok) return v;
        vulnerable = v.value;
        break;
      }
      case 'mb': {
        const call = readCall(pair);
        if (!call.ok) return call;
        acts.push({ kind: 'call', call: call.value.call, alert: call.value.alert, explanation: null });
        break;
      }
      case 'an': {
        const last = [...acts].reverse().find((a) => a.kind === 'call');
        if (last === undefined || last.kind !== 'call') {
          lost.push(`an explanation before any call (line ${pair.at.line}): "${pair.value}"`);
          break;
        }
        last.explanation = pair.value.trim();
        last.alert = true;
        break;
      }
      case 'pc': {
        const text = pair.value
          .trim()
          .toUpperCase()
          .replace(/^([SHDC])10$/, '$1T');
        if (!isCard(text)) return bad(pair, `"${pair.value}" is not a card (e.g. SA, HT, C2)`);
        acts.push({ kind: 'card', card: text, pair });
        break;
      }
      case 'mc': {
        const n = Number(pair.value.trim());
        if (!Number.isInteger(n) || n < 0 || n > 13)
          return bad(pair, `a claim gives declarer's tricks, 0 to 13, not "${pair.value}"`);
        claim = n;
        break;
      }
      case 'up': {
        const n = pair.value.trim() === '' ? 1 : Number(pair.value.trim());
        if (!Number.isInteger(n) || n < 1)
          return bad(pair, `an undo takes back a number of acts, not "${pair.value}"`);
        const undone = acts.splice(Math.max(0, acts.length - n), n);
        lost.push(
          `an undo at line ${pair.at.line} took back ${undone.map((a) => (a.kind === 'call' ? callText(a.call) : a.card)).join(' ') || 'nothing'}: not in the board`,
        );
        break;
      }
      case 'nt':
        commentary.push(pair.value);
        lost.push(
          `commentary (line ${pair.at.line}): "${pair.value.length > 40 ? `${pair.value.slice(0, 40)}…` : pair.value}"`,
        );
        break;
      case 'st':
      case 'rh':
      case 'pg':
      case 'pf':
      case 'sk':
      case 'hc':
        break;
      default:
        lost.push(
          `"${pair.command}|${pair.value}|" at line ${pair.at.line}, column ${pair.at.column}: not read`,
        );
    }
  }
  const first = pairs[0];
  const at = first?.at ?? { line: 1, column: 1 };
  if (dealt === null) return err({ kind: 'lin-value', message: 'a board without a deal (md)', ...at });
  const { dealer } = dealt;
  // Players: South, West, North, East; in a vugraph file, the closed room's are the second four.
  const offset = room === 'closed' && names.length >= 8 ? 4 : 0;
  const players = bySeat((s) => {
    const name = names[offset + LIN_ORDER.indexOf(s)];
    return name === undefined || name === '' ? null : name;
  });
  // The auction.
  const calls: PbnCall[] = [];
  const notes: PbnNote[] = [];
  const alerts: { index: number; explanation: string | null }[] = [];
  let seat = dealer;
  for (const act of acts) {
    if (act.kind !== 'call') continue;
    let note: number | null = null;
    if (act.alert) {
      alerts.push({ index: calls.length, explanation: act.explanation });
      note = notes.length + 1;
      notes.push({ index: note, text: act.explanation === null ? 'Alert' : `Alert: ${act.explanation}` });
    }
    calls.push({ seat, call: act.call, insufficient: false, note, nags: [] });
    seat = LHO[seat];
  }
  const auctionCalls = calls.map((c) => c.call);
  const built = auctionOf(dealer, auctionCalls);
  if (!built.ok) {
    const index = 'index' in built.error ? (built.error as { index: number }).index : calls.length - 1;
    const pair = pairs.filter((p) => p.command === 'mb')[index] ?? first;
    return err({
      kind: 'lin-value',
      command: 'mb',
      message: `call ${index + 1} of the auction is not allowed there (${built.error.kind})`,
      ...(pair?.at ?? at),
    });
  }
  const outcome = auctionOutcome(built.value);
  const ended = outcome.kind !== 'in-progress';
  const auction: PbnAuction | null =
    calls.length === 0 ? null : { first: dealer, dealer, calls, end: ended ? 'passes' : 'stopped', notes };
  const contract: Contract | 'passed-out' | null =
    outcome.kind === 'contract' ? outcome.contract : outcome.kind === 'passed-out' ? 'passed-out' : null;
  // The play.
  const cards = acts.filter((a): a is Extract<Act, { kind: 'card' }> => a.kind === 'card');
  let play: PbnPlay | null = null;
  let result: number | null = claim;
  if (cards.length > 0) {
    if (contract === null || contract === 'passed-out')
      return bad(
        cards[0]?.pair as LinPair,
        contract === null
          ? 'a card played before the auction has ended'
          : 'a card played on a passed-out board',
      );
    const read = readPlay(cards, contract, dealt.deal);
    if (!read.ok) return read;
    play = {
      ...read.value,
      end:
        read.value.tricks.length === 13 && read.value.tricks.every((t) => t.winner !== null)
          ? 'complete'
          : 'stopped',
    };
    if (result === null && play.end === 'complete') {
      const side = contract.declarer === 'N' || contract.declarer === 'S' ? ['N', 'S'] : ['E', 'W'];
      result = play.tricks.filter((t) => t.winner !== null && side.includes(t.winner)).length;
    }
  }
  const record: PbnBoardRecord = {
    event: title,
    site: null,
    date: null,
    board: number,
    players,
    dealer,
    vulnerable,
    deal: dealt.deal,
    dealSetup: dealt.setup,
    scoring: null,
    declarer: contract !== null && contract !== 'passed-out' ? contract.declarer : null,
    contract,
    result: contract === 'passed-out' ? null : result,
    auction,
    play,
  };
  return ok({ record, room, claim, alerts, commentary, lost });
}

function callText(call: Call): string {
  return call.type === 'pass'
    ? 'p'
    : call.type === 'double'
      ? 'd'
      : call.type === 'redouble'
        ? 'r'
        : `${call.level}${call.strain === 'NT' ? 'N' : call.strain}`;
}

/** Cards in playing order into tricks: each led by the previous trick's winner (the first by declarer's LHO). */
function readPlay(
  cards: readonly Extract<Act, { kind: 'card' }>[],
  contract: Contract,
  deal: Deal,
): Result<Omit<PbnPlay, 'end'>, LinError> {
  const order = naturalOrder(contract.strain === 'NT' ? null : (contract.strain as Suit));
  const holder = new Map<Card, Seat>();
  for (const s of SEATS) for (const c of handCards(deal, s)) holder.set(c, s);
  const played = new Set<Card>();
  const tricks: PbnTrick[] = [];
  let leader: Seat = LHO[contract.declarer];
  for (let i = 0; i < cards.length; i += 4) {
    const group = cards.slice(i, i + 4);
    const plays: PbnPlayedCard[] = [];
    let seat = leader;
    for (const c of group) {
      const owner = holder.get(c.card);
      if (played.has(c.card)) return bad(c.pair, `${c.card} was played before`);
      if (owner !== seat)
        return bad(
          c.pair,
          `${c.card} is ${owner === undefined ? 'in no hand' : `${seatName(owner)}'s`}, but it was ${seatName(seat)}'s turn to play`,
        );
      played.add(c.card);
      plays.push({ seat, card: c.card, irregularity: null, note: null, nags: [] });
      seat = LHO[seat];
    }
    const winner = plays.length === 4 ? trickWinner(plays, order) : null;
    tricks.push({ leader, plays, winner });
    if (winner !== null) leader = winner;
  }
  return ok({ leader: LHO[contract.declarer], tricks, notes: [] });
}

function handCards(deal: Deal, seat: Seat): Card[] {
  return SUITS_ALL.filter((c) => hasCard(deal, seat, c));
}

function hasCard(deal: Deal, seat: Seat, card: Card): boolean {
  return cardSetHas(deal.hands[seat], card);
}
