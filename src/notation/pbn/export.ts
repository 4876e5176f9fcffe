/**
 * Writing board records in PBN's export form (PBN 2.1 §2.1, §3.4): the file opens with
 * `% PBN 2.1` and `% EXPORT`; every game gives the fifteen mandatory tags in the standard's
 * order (Event, Site, Date, Board, West, North, East, South, Dealer, Vulnerable, Deal, Scoring,
 * Declarer, Contract, Result) — an unknown value as `?`, a passed-out board's Declarer and
 * Result as `` — then the Auction section (dealer first, four calls a line, `*` when the
 * auction was not finished, `+` when it is to be continued) with its Note tags, then the Play
 * section (opening leader first, one trick a line with the cards by seat, `-` for a card not
 * played, `*` when the play stopped before thirteen tricks) with its Note tags. The deal is
 * written from the dealer. Line ends are CRLF, as the export format requires.
 *
 * `readBoard(parsePbn(makeBoardPbn(r)).games[0])` gives `r` back for a record in this normal
 * form (auction first seat = dealer, NAGs ascending). Throws nothing.
 */
import { makeDeal, makeDealSetup } from '../../core/deal.js';
import { LHO, rotation, SEAT_NAMES, type Seat } from '../../core/seat.js';
import { makeCall, makeContract } from '../../games/contract-bridge/call.js';
import type { PbnAuction, PbnBoardRecord, PbnNote, PbnPlay, PbnPlayedCard } from './game.js';
import { makePbn, type PbnWriteOptions } from './make.js';
import { NOWHERE, type PbnGameInput, type PbnSectionToken, type PbnTagInput } from './syntax.js';

export const EXPORT_PREAMBLE: readonly string[] = ['% PBN 2.1', '% EXPORT'];

function tag(name: string, value: string, lines: readonly (readonly PbnSectionToken[])[] = []): PbnTagInput {
  return {
    name,
    value,
    at: NOWHERE,
    valueAt: NOWHERE,
    section: lines.length > 0 ? { kind: 'tokens', lines } : null,
  };
}

const item = (text: string): PbnSectionToken => ({ type: 'item', text, at: NOWHERE });

function annotations(note: number | null, nags: readonly number[]): PbnSectionToken[] {
  const out: PbnSectionToken[] = [];
  if (note !== null) out.push({ type: 'note', index: note, at: NOWHERE });
  for (const value of nags) out.push({ type: 'nag', value, at: NOWHERE });
  return out;
}

function noteTags(notes: readonly PbnNote[]): PbnTagInput[] {
  return notes.map((n) => tag('Note', `${n.index}:${n.text}`));
}

function inLines(slots: readonly PbnSectionToken[][]): PbnSectionToken[][] {
  const lines: PbnSectionToken[][] = [];
  for (let i = 0; i < slots.length; i += 4) lines.push(slots.slice(i, i + 4).flat());
  return lines;
}

function auctionTags(auction: PbnAuction): PbnTagInput[] {
  const slots: PbnSectionToken[][] = [];
  let seat = auction.first;
  while (seat !== auction.dealer) {
    slots.push([item('-')]);
    seat = LHO[seat];
  }
  for (const call of auction.calls) {
    for (let guard = 0; seat !== call.seat && guard < 3; guard++) {
      slots.push([{ type: 'irregularity', letter: 'S', at: NOWHERE }]);
      seat = LHO[seat];
    }
    const slot: PbnSectionToken[] = [];
    if (call.insufficient) slot.push({ type: 'irregularity', letter: 'I', at: NOWHERE });
    slot.push(
      item(call.call.type === 'pass' ? 'Pass' : makeCall(call.call)),
      ...annotations(call.note, call.nags),
    );
    slots.push(slot);
    seat = LHO[call.seat];
  }
  if (auction.end === 'stopped') slots.push([{ type: 'end', at: NOWHERE }]);
  if (auction.end === 'continue') slots.push([{ type: 'continue', at: NOWHERE }]);
  return [tag('Auction', auction.first, inLines(slots)), ...noteTags(auction.notes)];
}

function cardSlot(play: PbnPlayedCard): PbnSectionToken[] {
  const slot: PbnSectionToken[] = [];
  if (play.irregularity !== null)
    slot.push({ type: 'irregularity', letter: play.irregularity === 'revoke' ? 'R' : 'L', at: NOWHERE });
  slot.push(item(play.card), ...annotations(play.note, play.nags));
  return slot;
}

function playTags(play: PbnPlay): PbnTagInput[] {
  const columns = rotation(play.leader);
  const lines: PbnSectionToken[][] = play.tricks.map((trick) =>
    columns.flatMap((seat) => {
      const card = trick.plays.find((p) => p.seat === seat);
      return card === undefined ? [item('-')] : cardSlot(card);
    }),
  );
  if (play.end === 'continue') {
    // '+' stands in the column of the player to play next (§3.6).
    const last = play.tricks.at(-1);
    const open = last !== undefined && last.winner === null;
    const lastPlay = last?.plays.at(-1);
    const next: Seat = open && lastPlay !== undefined ? LHO[lastPlay.seat] : (last?.winner ?? play.leader);
    const cells: PbnSectionToken[][] = columns.map((seat) => {
      const card = open ? last.plays.find((p) => p.seat === seat) : undefined;
      if (card !== undefined) return cardSlot(card);
      return seat === next ? [{ type: 'continue', at: NOWHERE }] : [item('-')];
    });
    if (open) lines[lines.length - 1] = cells.flat();
    else lines.push(cells.flat());
  }
  if (play.end === 'stopped') lines.push([{ type: 'end', at: NOWHERE }]);
  return [tag('Play', play.leader, lines), ...noteTags(play.notes)];
}

const text = (value: string | null) => value ?? '?';

/** The seats in the order the export form names the players (§3.4). */
export const PLAYER_TAG_ORDER: readonly Seat[] = ['W', 'N', 'E', 'S'];

/** A board record as a game of export-form tags (positions NOWHERE, inheritance unused). */
export function boardGame(record: PbnBoardRecord, preamble: readonly string[] = []): PbnGameInput {
  const passedOut = record.contract === 'passed-out';
  const first: Seat = record.dealer ?? record.dealSetup?.first ?? 'N';
  const deal =
    record.deal !== null
      ? makeDeal(record.deal, first)
      : record.dealSetup !== null
        ? makeDealSetup(record.dealSetup, first)
        : '?';
  const contract =
    record.contract === 'passed-out'
      ? 'Pass'
      : record.contract === null
        ? '?'
        : makeContract(record.contract);
  const tags: PbnTagInput[] = [
    tag('Event', text(record.event)),
    tag('Site', text(record.site)),
    tag('Date', text(record.date)),
    tag('Board', record.board === null ? '?' : String(record.board)),
    ...PLAYER_TAG_ORDER.map((s) => tag(SEAT_NAMES[s], text(record.players[s]))),
    tag('Dealer', record.dealer ?? '?'),
    tag('Vulnerable', record.vulnerable ?? '?'),
    tag('Deal', deal),
    tag('Scoring', text(record.scoring)),
    tag('Declarer', record.declarer ?? (passedOut ? '' : '?')),
    tag('Contract', contract),
    tag('Result', record.result === null ? (passedOut ? '' : '?') : String(record.result)),
  ];
  if (record.auction !== null) tags.push(...auctionTags(record.auction));
  if (record.play !== null) tags.push(...playTags(record.play));
  return { preamble, tags };
}

/** A whole export-form file of boards (`% PBN 2.1`, `% EXPORT`, then a game per board). */
export function makeBoardsPbn(records: readonly PbnBoardRecord[], options: PbnWriteOptions = {}): string {
  const games = records.map((r, i) => boardGame(r, i === 0 ? EXPORT_PREAMBLE : []));
  return makePbn({ games, trailer: games.length === 0 ? EXPORT_PREAMBLE : [] }, options);
}

/** One board as an export-form file. */
export function makeBoardPbn(record: PbnBoardRecord, options: PbnWriteOptions = {}): string {
  return makeBoardsPbn([record], options);
}
