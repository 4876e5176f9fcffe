/**
 * The game seam of each code (`rulebook.game`, ADR 0075): whose turn, the legal calls, the legal
 * plays with the duties the laws impose, the dealer's discard.
 */
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/core/seat.js';
import { SOMERSET_1888 } from '../../src/laws/somerset-1888/index.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { WHIST_CLUB_1912 } from '../../src/laws/whist-club-1912/index.js';
import { freshRecord, type Judged, tryAct } from '../../src/server/engine.js';
import type { TableState } from '../../src/table/state.js';
import { given } from './given.js';
import { given as euchre } from './somerset-1888/given.js';
import { AuctionBoard } from './whist-club-1912/given.js';

const sorted = (cards: readonly string[]) => [...cards].sort();

/** A fresh contract-bridge board (no contract: the auction is to come) after `calls` from dealer North. */
function auction(...calls: readonly string[]): TableState {
  const fresh = freshRecord({ game: 'contract-bridge', rulebook: 'wbf-2007', seed: 3, board: 1 });
  if (!fresh.ok) throw new Error(fresh.error.message);
  let judged: Judged = fresh.value;
  const seats: readonly Seat[] = ['N', 'E', 'S', 'W'];
  calls.forEach((call, i) => {
    const next = tryAct(judged, { type: 'call', seat: seats[i % 4] as Seat, call });
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
  });
  return judged.state;
}

describe('contract bridge (wbf-2007) — the calls of the auction', () => {
  const game = WBF_2007.game;

  test('over an opponent’s 1H: pass, double, and every bid above it; no redouble, and only in turn', () => {
    const s = auction('1H');
    const calls = game.legalCalls(s, 'E');
    expect(calls.slice(0, 4)).toEqual(['P', 'X', '1S', '1NT']);
    expect(calls).not.toContain('XX');
    expect(calls).not.toContain('1H');
    expect(calls.at(-1)).toBe('7NT');
    expect(game.legalCalls(s, 'S')).toEqual([]);
    expect(game.turn(s)).toEqual({ seat: 'E', acts: ['call'] });
  });

  test('partner’s bid may not be doubled; an opponent’s double may be redoubled', () => {
    expect(game.legalCalls(auction('1H', 'P'), 'S')).not.toContain('X');
    expect(game.legalCalls(auction('1H', 'X'), 'S').slice(0, 2)).toEqual(['P', 'XX']);
  });

  test('after three passes following a bid the auction is over: no call, and play begins', () => {
    const s = auction('1H', 'P', 'P', 'P');
    expect(game.legalCalls(s, 'N')).toEqual([]);
    expect(game.turn(s)).toEqual({ seat: 'E', acts: ['play'] });
  });
});

describe('contract bridge (wbf-2007) — the legal plays', () => {
  const game = WBF_2007.game;

  test('Law 44C — a hand follows suit when it can; a hand whose turn it is not plays nothing', () => {
    const s = given().play('S', 'C4').state;
    expect(sorted(game.legalPlays(s, 'W'))).toEqual(['C6', 'CA', 'CK', 'CQ', 'CT']);
    expect(game.legalPlays(s, 'N')).toEqual([]);
    expect(game.legalPlays(given().state, 'S')).toHaveLength(13);
  });

  test('Law 50D1 — a major penalty card is played at the first legal opportunity', () => {
    // North drops the ace of hearts (an honour: a major penalty card); hearts are led.
    const s = given()
      .play('S', 'HT')
      .play('W', 'H2')
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' }).state;
    expect(game.legalPlays(s, 'N')).toEqual(['HA']);
  });

  test('Law 50D1(b) — following suit comes first: the penalty card waits', () => {
    const s = given()
      .play('S', 'C4')
      .play('W', 'C6')
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' }).state;
    expect(sorted(game.legalPlays(s, 'N'))).toEqual(['C3', 'C7', 'C8', 'C9']);
  });
});

describe('Auction Bridge (whist-club-1912) — the declarations by value', () => {
  const game = WHIST_CLUB_1912.game;
  const bidding = () => new AuctionBoard(undefined, null);

  test('Law 42 — the dealer must declare: no pass; royal spades are declarations', () => {
    const calls = game.legalCalls(bidding().state, 'N');
    expect(calls).not.toContain('P');
    expect(calls).toContain('1RS');
    expect(game.turn(bidding().state)).toEqual({ seat: 'N', acts: ['call'] });
  });

  test('Laws 43–45 — over one royal spade (9) only a declaration of greater value: 2C (12), not 2S (4)', () => {
    const calls = game.legalCalls(bidding().add({ type: 'call', seat: 'N', call: '1RS' }).state, 'E');
    expect(calls.slice(0, 2)).toEqual(['P', 'X']);
    expect(calls).toContain('2C');
    expect(calls).toContain('1NT');
    expect(calls).not.toContain('2S');
    expect(calls).not.toContain('1H');
  });

  test('Law 50 — the partner of an insufficient declaration made sufficient may not declare', () => {
    const call = (seat: Seat, c: string) => ({ type: 'call' as const, seat, call: c });
    const b = bidding()
      .add(call('N', '2H'))
      .add(call('E', '1C'))
      .add({ type: 'elect', seat: 'S', option: 'make-sufficient' })
      .add(call('S', 'P'));
    // West may not declare; nor double his partner's three clubs: he may only pass.
    expect(game.legalCalls(b.state, 'W')).toEqual(['P']);
  });

  test("Law 65 — a card exposed before the final declaration: the offender's partner may not bid or double", () => {
    const call = (seat: Seat, c: string) => ({ type: 'call' as const, seat, call: c });
    const open = bidding().add(call('N', '1H')).add(call('E', 'P')).add(call('S', 'P'));
    expect(game.legalCalls(open.state, 'W').slice(0, 2)).toEqual(['P', 'X']);
    expect(game.legalCalls(open.state, 'W')).toContain('1NT');
    const exposed = bidding()
      .add(call('N', '1H'))
      .add({ type: 'expose', seat: 'E', card: 'DK', how: 'dropped' })
      .add(call('E', 'P'))
      .add(call('S', 'P'));
    expect(game.legalCalls(exposed.state, 'W')).toEqual(['P']);
  });

  test('Law 83 — the hand follows suit', () => {
    const s = new AuctionBoard().play('S', 'C4').state;
    expect(sorted(game.legalPlays(s, 'W'))).toEqual(['C6', 'CA', 'CK', 'CQ', 'CT']);
  });
});

describe('euchre (somerset-1888) — the making of the trump, the discard', () => {
  const game = SOMERSET_1888.game;

  test('laws 74–76 — the first round in order: eldest, second hand (assist), third, the dealer', () => {
    expect(game.legalCalls(euchre().state, 'E')).toEqual(['pass', 'order-up', 'alone H']);
    expect(game.legalCalls(euchre().state, 'S')).toEqual([]);
    expect(game.legalCalls(euchre().calls('E:pass').state, 'S')).toEqual(['pass', 'assist', 'alone H']);
    expect(game.legalCalls(euchre().calls('E:pass S:pass W:pass').state, 'N')).toEqual([
      'turn-down',
      'pass',
      'take-up',
      'alone H',
    ]);
  });

  test('law 77 — the second round: pass, or make (or play alone in) any suit but the one turned down', () => {
    const s = euchre().calls('E:pass S:pass W:pass N:turn-down').state;
    expect(game.legalCalls(s, 'E')).toEqual([
      'pass',
      'make C',
      'make D',
      'make S',
      'alone C',
      'alone D',
      'alone S',
    ]);
  });

  test('law 82 — the dealer turns it down out of turn: his partner must pass', () => {
    const s = euchre().calls('N:turn-down E:pass').state;
    expect(game.legalCalls(s, 'S')).toEqual(['pass']);
  });

  test('laws 86, 88 — ordered up, the dealer discards any card but the trump card; no card is led before', () => {
    const s = euchre().calls('E:order-up').state;
    expect(game.turn(s)).toEqual({ seat: 'N', acts: ['discard'] });
    expect(game.legalDiscards(s, 'N')).not.toContain('H9');
    expect(game.legalDiscards(s, 'N')).toHaveLength(5);
    expect(game.legalDiscards(s, 'E')).toEqual([]);
    expect(game.legalPlays(s, 'E')).toEqual([]);
    const discarded = euchre().calls('E:order-up').discard('C7').state;
    expect(game.turn(discarded)).toEqual({ seat: 'E', acts: ['play'] });
    expect(game.legalPlays(discarded, 'E')).toHaveLength(5);
  });

  test('law 101 — the lone player’s partner plays no card', () => {
    const led = euchre().calls('E:alone H').discard('C7').play('E', 'HJ');
    expect(sorted(game.legalPlays(led.state, 'S'))).toEqual(['H8', 'HQ']);
    const s = led.play('S', 'H8').state;
    expect(game.turn(s)).toEqual({ seat: 'N', acts: ['play'] });
    expect(game.legalPlays(s, 'W')).toEqual([]);
  });
});
