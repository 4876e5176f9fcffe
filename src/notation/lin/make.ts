/**
 * A board record written as LIN, the way BBO's hand records are: players (`pn`, South first),
 * the deal (`md`, dealer digit then South, West, North, East), the board (`ah`), vulnerability
 * (`sv`), the calls (`mb`, an alerted call with `!` and its explanation in `an`), the cards (`pc`)
 * and a claim (`mc`) when the play stops before thirteen tricks with a result. Nothing here
 * throws.
 *
 * What LIN cannot hold is returned in `lost` (said, never dropped silently): the event, site
 * and date (a hand record carries a vugraph title only), notes of calls that are not alerts,
 * notes of cards, an auction or play that a LIN reader could not replay in rotation.
 */
import { SUITS_DESCENDING } from '../../core/card.js';
import { ranksIn } from '../../core/card-set.js';
import type { Seat } from '../../core/seat.js';
import type { Call } from '../../games/contract-bridge/call.js';
import type { PbnBoardRecord } from '../pbn/game.js';
import { LIN_ORDER } from './read.js';

const DIGIT: Readonly<Record<Seat, string>> = { S: '1', W: '2', N: '3', E: '4' };
const SV = { None: 'o', NS: 'n', EW: 'e', All: 'b' } as const;

/** A value may not hold the pair separator. */
const clean = (text: string) => text.replace(/\|/g, '/').replace(/\r?\n/g, ' ');

export function linCall(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'p';
    case 'double':
      return 'd';
    case 'redouble':
      return 'r';
    default:
      return `${call.level}${call.strain === 'NT' ? 'N' : call.strain}`;
  }
}

export type LinOut = { readonly text: string; readonly lost: readonly string[] };

/** One board as LIN (one line). */
export function makeLinBoard(
  board: PbnBoardRecord,
  options: { readonly title?: string | null; readonly room?: 'open' | 'closed' | null } = {},
): LinOut {
  const lost: string[] = [];
  const pairs: string[] = [];
  const put = (command: string, value: string) => pairs.push(`${command}|${clean(value)}|`);
  if (board.board !== null) put('qx', `${options.room === 'closed' ? 'c' : 'o'}${board.board}`);
  if (SEATS_IN_LIN.some((s) => board.players[s] !== null))
    put('pn', LIN_ORDER.map((s) => board.players[s] ?? '').join(','));
  put('st', '');
  const dealer = board.dealer ?? board.dealSetup?.first ?? 'N';
  if (board.deal !== null) {
    const deal = board.deal;
    put(
      'md',
      `${DIGIT[dealer]}${LIN_ORDER.map((s) => SUITS_DESCENDING.map((suit) => `${suit}${ranksIn(deal.hands[s], suit).join('')}`).join('')).join(',')}`,
    );
  } else lost.push('the deal is not given in full: LIN needs at least three hands (md)');
  put('rh', '');
  if (board.board !== null) put('ah', `Board ${board.board}`);
  if (board.vulnerable !== null) put('sv', SV[board.vulnerable]);
  for (const [tag, value] of [
    ['Event', board.event],
    ['Site', board.site],
    ['Date', board.date],
    ['Scoring', board.scoring],
  ] as const)
    if (value !== null && value !== (options.title ?? null))
      lost.push(`${tag} "${value}": LIN has no place for it`);
  if (board.auction === null && board.contract !== null)
    lost.push(
      board.contract === 'passed-out'
        ? 'a passed-out board without its auction: LIN gives the result through the calls'
        : 'the contract given without its auction: LIN gives the contract only through the calls',
    );
  const notes = new Map((board.auction?.notes ?? []).map((n) => [n.index, n.text]));
  for (const c of board.auction?.calls ?? []) {
    const note = c.note === null ? undefined : notes.get(c.note);
    const alert = note !== undefined && /^alert\b/i.test(note);
    put('mb', `${linCall(c.call)}${alert ? '!' : ''}`);
    if (note !== undefined) {
      const explanation = note.replace(/^alert:?\s*/i, '');
      if (alert && explanation !== '') put('an', explanation);
      else if (!alert) put('an', note);
    }
    if (c.insufficient)
      lost.push(`an insufficient bid accepted (${linCall(c.call)}): LIN marks no such thing`);
    if (c.nags.length > 0)
      lost.push(`annotations $${c.nags.join(' $')} of call ${linCall(c.call)}: not in LIN`);
  }
  const play = board.play;
  if (play !== null) {
    for (const trick of play.tricks) {
      pairs.push('pg||');
      for (const p of trick.plays) {
        put('pc', p.card);
        if (p.irregularity !== null)
          lost.push(`${p.card} marked ${p.irregularity}: LIN marks no irregularities`);
        if (p.note !== null || p.nags.length > 0) lost.push(`a note or annotation of ${p.card}: not in LIN`);
      }
    }
    if (play.notes.length > 0) lost.push(`${play.notes.length} note(s) of the play: not in LIN`);
    const complete = play.end === 'complete';
    if (!complete && board.result !== null) put('mc', String(board.result));
  } else if (board.result !== null && board.contract !== null && board.contract !== 'passed-out')
    put('mc', String(board.result));
  pairs.push('pg||');
  return { text: `${pairs.join('')}\n`, lost };
}

const SEATS_IN_LIN: readonly Seat[] = LIN_ORDER;

/**
 * Several boards as one LIN file (a line each). The boards' event, when they share one, is the
 * file's title (`vg`); `rooms` gives each board's room (`qx|o…|` or `qx|c…|`, open by default).
 */
export function makeLin(
  boards: readonly PbnBoardRecord[],
  rooms: readonly ('open' | 'closed' | null)[] = [],
): LinOut {
  const events = new Set(boards.map((b) => b.event));
  const title = events.size === 1 ? (boards[0]?.event ?? null) : null;
  const outs = boards.map((b, i) => makeLinBoard(b, { title, room: rooms[i] ?? null }));
  return {
    text: `${title === null ? '' : `vg|${clean(title).replace(/,/g, ';')}|\n`}${outs.map((o) => o.text).join('')}`,
    lost: outs.flatMap((o, i) => o.lost.map((l) => `board ${boards[i]?.board ?? i + 1}: ${l}`)),
  };
}
