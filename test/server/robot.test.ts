/**
 * The computer player plays every game through the game's own legal acts (ADR 0075): seeded
 * boards of contract bridge (each WBF code), Auction Bridge and euchre, every seat a robot, are
 * played from the deal (the auction or the making included) to the end with no irregularity.
 */
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { SEATS } from '../../src/core/seat.js';
import { SOMERSET_1888 } from '../../src/laws/somerset-1888/index.js';
import {
  checkRecord,
  freshRecord,
  type GameId,
  type Judged,
  robotAct,
  tryAct,
} from '../../src/server/engine.js';
import { chooseCall } from '../../src/server/robot.js';
import { Hand } from '../laws/somerset-1888/given.js';

const ALL = new Set(SEATS);

/** The project's seeded random as the robot takes it. */
function source(seed: number): () => number {
  const random = seededRandom(seed);
  return () => random.next();
}

/** Plays a fresh seeded board to the end with four robots; the acts made and the final table. */
function robotBoard(game: GameId, rulebook: string, seed: number): { judged: Judged; acts: number } {
  const fresh = freshRecord({ game, rulebook, seed, board: 1 + (seed % 16) });
  if (!fresh.ok) throw new Error(fresh.error.message);
  let judged = fresh.value;
  const random = source(seed);
  let acts = 0;
  for (;;) {
    const event = robotAct(judged, ALL, random);
    if (event === null) return { judged, acts };
    const next = tryAct(judged, event);
    if (!next.ok) throw new Error(`seed ${seed}: ${JSON.stringify(event)} refused: ${next.error.message}`);
    judged = next.value;
    acts += 1;
    if (acts > 200) throw new Error(`seed ${seed}: no end after 200 acts`);
  }
}

const BOARDS = 1000;

describe.each([
  ['contract-bridge', 'wbf-1997'],
  ['contract-bridge', 'wbf-2007'],
  ['contract-bridge', 'wbf-2017'],
  ['auction-bridge', 'whist-club-1912'],
  ['euchre', 'somerset-1888'],
] as const)('the robot plays %s under %s', (game, rulebook) => {
  test(`${BOARDS} seeded boards from the deal to the end: no irregularity`, () => {
    let played = 0;
    let bids = 0;
    for (let seed = 1; seed <= BOARDS; seed++) {
      const { judged } = robotBoard(game, rulebook, seed);
      const { state } = judged;
      expect(state.phase, `seed ${seed}`).toBe('ended');
      expect(state.irregularities.toArray(), `seed ${seed}`).toEqual([]);
      if (state.tricks.length > 0) played += 1;
      bids += judged.record.events.filter(
        (e) => e.type === 'call' && !['P', 'pass', 'turn-down'].includes(e.call),
      ).length;
    }
    // Real auctions and makings, not only passes: most boards are played.
    expect(played).toBeGreaterThan(BOARDS / 2);
    expect(bids).toBeGreaterThan(BOARDS / 2);
  });
});

describe('the robot at euchre — Law 5: the left bower is a trump, not a card of its printed suit', () => {
  // Hearts trumps (East orders up the nine). East leads the ace of diamonds; West holds the queen
  // of diamonds and the knave of diamonds — the left bower, a trump.
  const diamondLed = () => new Hand().calls('E:order-up').discard('C7').play('E', 'DA').play('S', 'S9').state;

  test('holding a diamond, West must play it: the left bower does not follow diamonds', () => {
    expect(SOMERSET_1888.game.legalPlays(diamondLed(), 'W')).toEqual(['DQ']);
  });

  test('the robot follows with the queen of diamonds, whatever its seed', () => {
    const state = diamondLed();
    const judged = checkRecord(
      new Hand().calls('E:order-up').discard('C7').play('E', 'DA').play('S', 'S9').record,
    );
    if (!judged.ok) throw new Error(judged.error.message);
    expect(judged.value.state.hands).toEqual(state.hands);
    for (let seed = 1; seed <= 50; seed++)
      expect(robotAct(judged.value, new Set(['W'] as const), source(seed))).toEqual({
        type: 'play',
        seat: 'W',
        card: 'DQ',
      });
  });

  test('a trump led: the left bower follows it', () => {
    const s = new Hand().calls('E:order-up').discard('C7').play('E', 'HJ').play('S', 'HQ').state;
    expect([...SOMERSET_1888.game.legalPlays(s, 'W')].sort()).toEqual(['DJ', 'H7']);
  });
});

describe('the robot calls', () => {
  test('it passes when it may, most of the time, and otherwise makes one of the cheapest calls', () => {
    const random = source(7);
    const calls = ['P', 'X', '1C', '1D', '1H', '1S', '1NT', '7NT'];
    const made = Array.from({ length: 2000 }, () => chooseCall(calls, random));
    const passes = made.filter((c) => c === 'P').length;
    expect(passes).toBeGreaterThan(1300);
    expect(passes).toBeLessThan(1700);
    expect(new Set(made)).toEqual(new Set(['P', 'X', '1C', '1D', '1H']));
  });

  test('with no pass open (Auction Bridge, Law 42: the dealer must declare) it declares', () => {
    expect(chooseCall(['1S', '1C'], source(1))).toMatch(/^1[SC]$/);
  });

  test('with no call open it makes none', () => {
    expect(chooseCall([], source(1))).toBeUndefined();
  });
});
