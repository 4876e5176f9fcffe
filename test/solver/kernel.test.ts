import { describe, expect, test } from 'vitest';
import { dealFromPbn } from '../../src/core/deal.js';
import { expectOk } from '../../src/core/result.js';
import type { Seat } from '../../src/core/seat.js';
import type { Strain } from '../../src/games/contract-bridge/call.js';
import { Engine } from '../../src/solver/engine.js';
import { loadPosition, validatePosition } from '../../src/solver/position.js';
import { guessNs, narrowNs } from '../../src/solver/solve.js';

// The search runs on one kernel per thread (kernel.ts); each Engine swaps its own state in before
// any of its methods runs. Engines used in turn must behave exactly as engines used alone: the
// same answers, the same node counts (the killer moves and the tables are each engine's own).

const DEALS = [
  'N:AKQ2.K54.QJ3.T98 JT9.QJ3.AK2.7654 876.A987.T987.AK 543.T62.654.QJ32',
  'N:T9876.AQ.K43.A52 AK.JT987.Q5.KQ43 QJ5.K65.AJT9.T98 432.432.8762.J76',
];

type Job = { engine: Engine; pbn: string; strain: Strain; leader: Seat };

/** A job on deal `deal` of `DEALS`, with an engine of its own. */
const jobOf = (deal: number, strain: Strain, leader: Seat, entryBits = 14): Job => ({
  engine: new Engine({ entryBits }),
  pbn: DEALS[deal] as string,
  strain,
  leader,
});

const load = (job: Job): void => {
  const deal = expectOk(dealFromPbn(job.pbn));
  const position = expectOk(validatePosition({ hands: deal.hands, strain: job.strain, leader: job.leader }));
  loadPosition(job.engine, position);
  job.engine.setBudget(Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
};

/** Solves a loaded job to the exact North-South tricks. */
const settle = (job: Job): number => narrowNs(job.engine, 0, 13, guessNs(job.engine)).lower;

/**
 * Narrows the North-South tricks of a loaded job one question at a time (guess: one above the
 * lower bound), calling `between` after each question; returns the exact count.
 */
const askInTurn = (job: Job, between: () => void): number => {
  let lower = 0;
  let upper = 13;
  let guess = 7;
  while (lower < upper) {
    const target = Math.max(lower + 1, Math.min(guess, upper));
    if (job.engine.search(target)) lower = target;
    else upper = target - 1;
    guess = lower + 1;
    between();
  }
  return lower;
};

describe('solver kernel — engines used in turn', () => {
  test('two engines, loaded one after the other and searched in turn, match each alone', () => {
    const a: Job = jobOf(0, 'S', 'W');
    const b: Job = jobOf(1, 'NT', 'E');
    const aloneA: Job = { ...a, engine: new Engine({ entryBits: 14 }) };
    const aloneB: Job = { ...b, engine: new Engine({ entryBits: 14 }) };
    load(aloneA);
    const tricksA = settle(aloneA);
    load(aloneB);
    const tricksB = settle(aloneB);

    // Interleaved: A loaded, B loaded (A's position must survive), then questions in turn.
    load(a);
    load(b);
    const answers: boolean[] = [];
    for (let t = 5; t <= 9; t++) {
      answers.push(a.engine.search(t));
      answers.push(b.engine.search(t));
    }
    for (let t = 5; t <= 9; t++) {
      expect(answers[(t - 5) * 2]).toBe(tricksA >= t);
      expect(answers[(t - 5) * 2 + 1]).toBe(tricksB >= t);
    }
    expect(a.engine.nodes).toBeGreaterThan(0);
    expect(b.engine.nodes).toBeGreaterThan(0);
    expect(a.engine.stopped).toBeNull();
  });

  test('node counts of an engine do not depend on other engines used in between', () => {
    const solo: Job = jobOf(0, 'H', 'N');
    load(solo);
    const soloTricks = settle(solo);
    const soloNodes = solo.engine.nodes;

    const mixed: Job = { ...solo, engine: new Engine({ entryBits: 14 }) };
    const other: Job = jobOf(1, 'C', 'S');
    load(mixed);
    load(other);
    // Each question of `mixed` is followed by a whole solve of `other`.
    const lower = askInTurn(mixed, () => {
      load(other);
      settle(other);
    });
    expect(lower).toBe(soloTricks);
    // The same questions in the same order as a solo run with the same guesses.
    const again: Job = { ...solo, engine: new Engine({ entryBits: 14 }) };
    load(again);
    const lo2 = askInTurn(again, () => {});
    expect(lo2).toBe(soloTricks);
    expect(mixed.engine.nodes).toBe(again.engine.nodes);
    expect(soloNodes).toBeGreaterThan(0);
  });

  test('a played card and a closed trick stay with their engine', () => {
    const a: Job = jobOf(0, 'NT', 'E', 12);
    const b: Job = jobOf(1, 'NT', 'E', 12);
    load(a);
    load(b);
    // East leads the club seven for A, then B's state is touched, then A's trick goes on.
    a.engine.playCard(0, 5);
    b.engine.playCard(3, 12);
    expect(a.engine.played).toBe(1);
    expect(b.engine.played).toBe(1);
    expect((a.engine.hand[4] as number) & (1 << 5)).toBe(0);
    expect(b.engine.trickSuit[0]).toBe(3);
    expect(a.engine.trickSuit[0]).toBe(0);
    a.engine.unplayCard();
    expect(a.engine.played).toBe(0);
    expect(b.engine.played).toBe(1);
    expect((a.engine.hand[4] as number) & (1 << 5)).not.toBe(0);

    // A's trick completed and closed (South's club ace wins it), B's state touched in between.
    a.engine.playCard(0, 5); // East: club seven
    a.engine.playCard(0, 12); // South: club ace
    a.engine.playCard(0, 0); // West: club two
    a.engine.playCard(0, 8); // North: club ten
    const undo = a.engine.closeTrick();
    b.engine.unplayCard();
    expect(b.engine.played).toBe(0);
    expect(b.engine.tricksLeft).toBe(13);
    expect(a.engine.tricksLeft).toBe(12);
    expect(a.engine.closed).toBe(1);
    expect(a.engine.leader).toBe(2);
    expect(a.engine.nsWon).toBe(1);
    expect((a.engine.present[0] as number) & (1 << 12)).toBe(0);
    a.engine.reopenTrick(undo);
    expect(a.engine.played).toBe(4);
    expect(a.engine.leader).toBe(1);
    expect(a.engine.nsWon).toBe(0);
    expect(a.engine.trickRank[1]).toBe(12);
  });
});
