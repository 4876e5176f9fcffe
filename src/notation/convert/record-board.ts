/**
 * The tablelaw record and the board record of a hand record (PBN, LIN) each way.
 *
 * - `boardOfRecord`: a judged contract bridge record as the board a scoring program reads — the
 *   final contract and declarer, the result **after** the transfers the laws made (a revoke's
 *   tricks), the score, and a commentary naming each irregularity, the ruling and its laws, so
 *   any program that shows PBN commentary (BridgeComposer, scoring programs) shows the ruling.
 * - `recordOfBoard`: a hand record's board as a tablelaw record to judge (the calls and cards as
 *   events; a result short of thirteen tricks as a claim the defenders agreed to).
 * What one side cannot hold is listed in `lost`, never dropped silently. Nothing here throws.
 */

import type { Card } from '../../core/card.js';
import { makeDeal } from '../../core/deal.js';
import { err, ok, type Result } from '../../core/result.js';
import { type BySeat, bySeat, LHO, PARTNER, SEATS, type Seat, SIDE_OF } from '../../core/seat.js';
import { makeCall } from '../../games/contract-bridge/call.js';
import { judgeRecord } from '../../laws/judge.js';
import type { Lang } from '../../table/rulebook.js';
import type { TableState } from '../../table/state.js';
import type { PbnBoardRecord } from '../pbn/game.js';
import type { AnyRecord, RecordEvent } from '../record/record.js';

export type ConvertError = { readonly kind: 'convert'; readonly message: string };

export type BoardOut = {
  readonly board: PbnBoardRecord;
  /** The score of the board for North–South and East–West (after an artificial score: none). */
  readonly score: { readonly NS: number; readonly EW: number } | null;
  /** Lines of commentary: each irregularity, its ruling and laws; an adjusted score. */
  readonly commentary: readonly string[];
  readonly lost: readonly string[];
};

const words = (id: string) => id.replace(/-/g, ' ');
const SEAT_NAME: Readonly<Record<string, string>> = {
  N: 'North',
  E: 'East',
  S: 'South',
  W: 'West',
  director: 'the director',
};

/** A judged record as a board of a hand record, with its rulings as commentary. */
export function boardOfRecord(record: AnyRecord, lang: Lang = 'en'): Result<BoardOut, ConvertError> {
  if (record.game !== 'contract-bridge')
    return err({
      kind: 'convert',
      message: `a ${record.game} record has no PBN or LIN form (both are contract bridge hand records)`,
    });
  const judged = judgeRecord(record, lang);
  if (!judged.ok)
    return err({ kind: 'convert', message: `the record does not replay: ${judged.error.message}` });
  const { state, judgement } = judged;
  const lost: string[] = [];
  const result = judgement.result;
  const board = boardOfState(state);
  const commentary: string[] = [];
  for (const irregularity of judgement.irregularities) {
    const by = SEAT_NAME[irregularity.offender] ?? irregularity.offender;
    const laws = irregularity.laws.length > 0 ? ` (${irregularity.laws.join(', ')})` : '';
    const finding =
      irregularity.finding === undefined ? '' : `; finding: ${JSON.stringify(irregularity.finding)}`;
    commentary.push(
      `Irregularity: ${words(irregularity.kind)} by ${by}, ${words(irregularity.status)}${laws}${finding}`,
    );
  }
  for (const event of record.events) commentary.push(...ruling(event));
  for (const transfer of result?.transfers ?? [])
    commentary.push(
      `Transfer: ${transfer.tricks} trick${transfer.tricks === 1 ? '' : 's'} to ${transfer.to} (${transfer.laws.join(', ')})`,
    );
  let score: BoardOut['score'] = result === null ? null : { NS: result.score.NS, EW: result.score.EW };
  if (result?.artificial !== undefined) {
    commentary.push(
      `Artificial adjusted score (Law 12C2): North–South ${words(result.artificial.NS)}, East–West ${words(result.artificial.EW)}`,
    );
    score = null;
  }
  if (judgement.pending !== null)
    commentary.push(
      `A decision is pending (${judgement.pending.options.map((o) => o.id).join(', ')}): the result is provisional`,
    );
  if (state.phase !== 'ended') lost.push('the board has not ended: the result is what stands so far');
  return ok({ board, score, commentary, lost });
}

/**
 * What a board record shows of a table besides its play: the heading a front end gives it, and
 * the hands as its reader may see them (`dealtFor`) — all four make the deal; fewer, a deal
 * setup with the hidden hands `-`. By default no heading and the whole deal.
 */
export type BoardHeading = {
  readonly event: string | null;
  readonly scoring: string | null;
  readonly hands?: BySeat<readonly Card[] | null>;
};

/**
 * A contract bridge table as the board a hand record holds: the final contract and declarer,
 * declarer's tricks after the transfers the laws made, the auction as called and the tricks as
 * quitted. The one builder of a board record for the command line's `convert` and the server's
 * PBN download.
 */
export function boardOfState(
  state: TableState,
  heading: BoardHeading = { event: null, scoring: null },
): PbnBoardRecord {
  const hands = heading.hands;
  const whole = hands === undefined || SEATS.every((s) => hands[s] !== null);
  const contract = state.contract;
  const declarer = state.declarer;
  const declarerTricks =
    state.result !== null && declarer !== null ? state.result.tricks[SIDE_OF[declarer]] : null;
  const dealer = state.board.dealer;
  const auction = state.auction;
  const leader = declarer === null ? null : LHO[declarer];
  return {
    event: heading.event,
    site: null,
    date: null,
    board: state.board.number,
    players: bySeat(() => null),
    dealer,
    vulnerable: state.board.vulnerable,
    deal: whole ? { hands: state.dealt } : null,
    dealSetup: whole || hands === undefined ? null : { first: dealer, hands },
    scoring: heading.scoring,
    declarer,
    contract: contract ?? (state.phase === 'ended' ? 'passed-out' : null),
    result: declarerTricks,
    auction:
      auction === null || auction.calls.length === 0
        ? null
        : {
            first: auction.dealer,
            dealer: auction.dealer,
            calls: auction.calls.map((call, i) => ({
              seat: SEATS[(SEATS.indexOf(auction.dealer) + i) % 4] as Seat,
              call,
              insufficient: false,
              note: null,
              nags: [],
            })),
            end: state.phase === 'auction' ? 'stopped' : 'passes',
            notes: [],
          },
    play:
      leader === null || state.tricks.length === 0
        ? null
        : {
            leader,
            tricks: state.tricks.map((t) => ({
              leader: t.leader,
              winner: t.winner,
              plays: t.plays.map((p) => ({
                seat: p.seat,
                card: p.card,
                irregularity: null,
                note: null,
                nags: [],
              })),
            })),
            end: state.tricks.length === state.totalTricks ? 'complete' : 'stopped',
            notes: [],
          },
  };
}

/** The ruling an event records, in words (a director's finding, a choice among options). */
function ruling(event: RecordEvent): string[] {
  const e = event as {
    type: string;
    seat?: string;
    option?: string;
    fact?: string;
    value?: unknown;
    suit?: string;
    card?: string;
    tricks?: number;
  };
  const who = SEAT_NAME[e.seat ?? ''] ?? e.seat ?? '';
  if (e.type === 'elect') {
    const detail = [e.suit, e.card, e.tricks === undefined ? undefined : `${e.tricks} tricks`].filter(
      (x) => x !== undefined,
    );
    return [
      `Ruling: ${who} chose ${words(e.option ?? '')}${detail.length > 0 ? ` (${detail.join(', ')})` : ''}`,
    ];
  }
  if (e.type === 'finding') return [`Finding by ${who}: ${words(e.fact ?? '')} = ${JSON.stringify(e.value)}`];
  return [];
}

export type RecordOut = { readonly record: AnyRecord; readonly lost: readonly string[] };

/**
 * A hand record's board as a tablelaw record (contract bridge, the rulebook given): the auction's
 * calls and the play's cards as events in order. A result with fewer than thirteen tricks played
 * becomes declarer's claim of the tricks the result gives him beyond those he won, agreed by both
 * defenders. Notes, annotations and players are not in a record: listed in `lost`.
 */
export function recordOfBoard(board: PbnBoardRecord, rulebook = 'wbf-2017'): Result<RecordOut, ConvertError> {
  if (board.deal === null) return err({ kind: 'convert', message: 'a record needs the whole deal' });
  const number = board.board ?? 1;
  const dealer = board.dealer ?? board.auction?.dealer ?? 'N';
  const lost: string[] = [];
  const events: RecordEvent[] = [];
  for (const c of board.auction?.calls ?? [])
    events.push({ type: 'call', seat: c.seat, call: makeCall(c.call) });
  const notes = [...(board.auction?.notes ?? []), ...(board.play?.notes ?? [])];
  if (notes.length > 0) lost.push(`${notes.length} note(s) (alerts, explanations): not events of a record`);
  if (SEATS.some((s) => board.players[s] !== null)) lost.push('the players: a record has no players');
  for (const [tag, value] of [
    ['Event', board.event],
    ['Site', board.site],
    ['Date', board.date],
  ] as const)
    if (value !== null) lost.push(`${tag} "${value}": a record has no place for it`);
  const contract = board.contract;
  const record: { -readonly [K in keyof AnyRecord]: AnyRecord[K] } = {
    format: 'tablelaw/1',
    game: 'contract-bridge',
    rulebook,
    board: {
      number,
      dealer,
      ...(board.vulnerable === null ? {} : { vulnerable: board.vulnerable }),
      deal: makeDeal(board.deal, dealer),
    },
    events,
  };
  if (board.auction === null || board.auction.end !== 'passes') {
    if (contract === null)
      return err({ kind: 'convert', message: 'neither a finished auction nor a contract' });
    if (contract === 'passed-out') return ok({ record: { ...record, events: [] }, lost });
    record.contract = contract;
    if (board.auction !== null) {
      lost.push('an unfinished auction: the contract is given instead of the calls');
      events.length = 0;
    }
  }
  let won = 0;
  let played = 0;
  for (const trick of board.play?.tricks ?? []) {
    for (const p of trick.plays) {
      events.push({ type: 'play', seat: p.seat, card: p.card });
      played++;
    }
    if (
      trick.winner !== null &&
      contract !== null &&
      contract !== 'passed-out' &&
      SIDE_OF[trick.winner] === SIDE_OF[contract.declarer]
    )
      won++;
  }
  if (contract !== null && contract !== 'passed-out' && board.result !== null && played < 52) {
    if (played % 4 !== 0) lost.push('an unfinished trick before the claim: its cards stay played');
    const declarer = contract.declarer;
    const more = board.result - won;
    if (more >= 0 && more <= 13 - Math.floor(played / 4)) {
      events.push({ type: 'claim', seat: declarer, tricks: more });
      events.push({ type: 'agree', seat: LHO[declarer] });
      events.push({ type: 'agree', seat: PARTNER[LHO[declarer]] });
    } else lost.push(`the result ${board.result} does not fit the tricks played: not made a claim`);
  }
  return ok({ record, lost });
}
