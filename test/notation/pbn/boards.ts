/**
 * Test support: random but consistent boards — a seeded deal, a legal auction, the contract it
 * makes, and a play that follows suit — as PBN board records in export normal form.
 */
import { boardFor } from '../../../src/core/board.js';
import { type Card, suitOf } from '../../../src/core/card.js';
import { type CardSet, remove } from '../../../src/core/card-set.js';
import { type Deal, makeDeal, parseDeal } from '../../../src/core/deal.js';
import { type Random, randomDeal, randomInt, seededRandom } from '../../../src/core/random.js';
import { expectOk } from '../../../src/core/result.js';
import { bySeat, LHO, PARTNER, type Seat, SIDE_OF } from '../../../src/core/seat.js';
import {
  type Bid,
  bid,
  bidOutranks,
  type Call,
  type Contract,
  DOUBLE,
  LEVELS,
  PASS,
  REDOUBLE,
  STRAINS,
} from '../../../src/games/contract-bridge/call.js';
import { legalCards, naturalOrder, trickWinner } from '../../../src/games/trick.js';
import type { PbnBoardRecord, PbnCall, PbnPlay, PbnTrick } from '../../../src/notation/pbn/index.js';

const pick = <T>(random: Random, items: readonly T[]): T => items[randomInt(random, items.length)] as T;

/** A legal auction from `dealer`, ending with passes; `passOut` forces four passes. */
export function randomAuction(random: Random, dealer: Seat, passOut = false): { seat: Seat; call: Call }[] {
  const calls: { seat: Seat; call: Call }[] = [];
  let seat = dealer;
  let last: { seat: Seat; bid: Bid } | null = null;
  let risk: '' | 'X' | 'XX' = '';
  const ended = () => calls.length >= 4 && calls.slice(-3).every((c) => c.call.type === 'pass');
  while (!ended()) {
    const options: Call[] = [PASS];
    if (!passOut) {
      const higher = LEVELS.flatMap((l) => STRAINS.map((s) => bid(l, s))).filter(
        (b) => last === null || bidOutranks(b, last.bid),
      );
      if (higher.length > 0 && calls.length < 14) {
        const lowest = higher.slice(0, 4);
        options.push(pick(random, lowest), pick(random, lowest));
      }
      if (last !== null && SIDE_OF[last.seat] !== SIDE_OF[seat] && risk === '') options.push(DOUBLE);
      if (last !== null && SIDE_OF[last.seat] === SIDE_OF[seat] && risk === 'X') options.push(REDOUBLE);
      options.push(PASS);
    }
    const call = pick(random, options);
    if (call.type === 'bid') {
      last = { seat, bid: call };
      risk = '';
    } else if (call.type === 'double') risk = 'X';
    else if (call.type === 'redouble') risk = 'XX';
    calls.push({ seat, call });
    seat = LHO[seat];
  }
  return calls;
}

/** The contract an auction makes (null when passed out). */
export function contractOf(calls: readonly { seat: Seat; call: Call }[]): Contract | null {
  let lastIndex = -1;
  calls.forEach((c, i) => {
    if (c.call.type === 'bid') lastIndex = i;
  });
  const last = calls[lastIndex];
  if (last === undefined || last.call.type !== 'bid') return null;
  const strain = last.call.strain;
  let risk: '' | 'X' | 'XX' = '';
  for (const c of calls.slice(lastIndex + 1)) {
    if (c.call.type === 'double') risk = 'X';
    if (c.call.type === 'redouble') risk = 'XX';
  }
  const declarer = calls.find(
    (c) =>
      c.call.type === 'bid' &&
      c.call.strain === strain &&
      (c.seat === last.seat || c.seat === PARTNER[last.seat]),
  )?.seat as Seat;
  return { level: last.call.level, strain, risk, declarer };
}

/** Plays `tricks` tricks following suit (random legal cards); a last partial trick of `extra` cards. */
export function randomPlay(
  random: Random,
  deal: Deal,
  contract: Contract,
  tricks: number,
  extra = 0,
): PbnTrick[] {
  const order = naturalOrder(contract.strain === 'NT' ? null : contract.strain);
  const hands: Record<Seat, CardSet> = { ...deal.hands };
  const out: PbnTrick[] = [];
  let leader = LHO[contract.declarer];
  for (let t = 0; t < tricks + (extra > 0 ? 1 : 0); t++) {
    const count = t < tricks ? 4 : extra;
    const plays: { seat: Seat; card: Card }[] = [];
    let seat = leader;
    for (let i = 0; i < count; i++) {
      const led = plays[0] === undefined ? null : suitOf(plays[0].card);
      const card = pick(random, legalCards(hands[seat], led, order));
      hands[seat] = remove(hands[seat], card);
      plays.push({ seat, card });
      seat = LHO[seat];
    }
    const winner = count === 4 ? trickWinner(plays, order) : null;
    out.push({
      leader,
      plays: plays.map((p) => ({ ...p, irregularity: null, note: null, nags: [] })),
      winner,
    });
    if (winner !== null) leader = winner;
  }
  return out;
}

export type BoardOptions = {
  readonly number: number;
  readonly passOut?: boolean;
  /** Tricks played before a claim (13: played out). */
  readonly tricksPlayed?: number;
  readonly extraCards?: number;
  readonly event?: string;
};

/** A consistent board record from a seed. */
export function randomBoard(seed: number, options: BoardOptions): PbnBoardRecord {
  const random = seededRandom(seed);
  const board = expectOk(boardFor(options.number));
  const deal = randomDeal(random);
  const auctionCalls = randomAuction(random, board.dealer, options.passOut ?? false);
  const contract = contractOf(auctionCalls);
  const calls: PbnCall[] = auctionCalls.map((c) => ({ ...c, insufficient: false, note: null, nags: [] }));
  let play: PbnPlay | null = null;
  let result: number | null = null;
  if (contract !== null) {
    const played = options.tricksPlayed ?? 13;
    const extra = played < 13 ? (options.extraCards ?? 0) : 0;
    const tricks = randomPlay(random, deal, contract, played, extra);
    const won = tricks.filter(
      (t) => t.winner !== null && SIDE_OF[t.winner] === SIDE_OF[contract.declarer],
    ).length;
    const end = played === 13 ? 'complete' : 'stopped';
    play = { leader: LHO[contract.declarer], tricks, end, notes: [] };
    result = played === 13 ? won : won + randomInt(random, 13 - played + 1);
  }
  return {
    event: options.event ?? 'Club pairs',
    site: 'Oslo',
    date: '2024.03.14',
    board: board.number,
    players: bySeat((s) => `Player ${s}`),
    dealer: board.dealer,
    vulnerable: board.vulnerable,
    deal,
    dealSetup: expectOk(parseDeal(makeDeal(deal, board.dealer))),
    scoring: 'MP',
    declarer: contract?.declarer ?? null,
    contract: contract ?? 'passed-out',
    result,
    auction: { first: board.dealer, dealer: board.dealer, calls, end: 'passes', notes: [] },
    play,
  };
}
