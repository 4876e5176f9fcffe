/**
 * The calls the console's auction grid shows as awaiting the director's ruling (`awaitingCalls`),
 * from a seat's view and log: while a decision on an auction irregularity is open, the view's
 * `pending.about` is the index in the log of the irregular call, and the view's auction holds
 * only the calls that stand — so the log's calls from `about` on are those awaiting the ruling.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { judge, viewOf } from '../../src/server/engine.js';
import { awaitingCalls } from '../../src/web/client/awaiting.js';
import { auction } from '../laws/auction-given.js';

function viewAfter(rulebook: 'wbf-2017' | 'wbf-2007', calls: string) {
  const board = auction(rulebook).calls(calls);
  const judged = judge(board.record);
  if (!judged.ok) throw new Error(judged.error.message);
  return { view: viewOf(judged.value, 'W', 'en'), events: board.record.events };
}

const awaiting = (calls: string, rulebook: 'wbf-2017' | 'wbf-2007' = 'wbf-2017') => {
  const { view, events } = viewAfter(rulebook, calls);
  expect(view.pending).not.toBeNull();
  return {
    standing: view.auction.map((c) => `${c.seat}:${c.call}`),
    awaiting: awaitingCalls(view, events).map((c) => `${c.seat}:${c.call}`),
  };
};

describe('Law 27C — the insufficient bid and the call that replaced it await the ruling', () => {
  test('N 1♦, E 1♣ then at once a pass: 1♦ stands, 1♣ and the pass await', () => {
    expect(awaiting('N:1D E:1C E:P')).toEqual({ standing: ['N:1D'], awaiting: ['E:1C', 'E:P'] });
  });
});

describe('no decision open — nothing awaits', () => {
  test('N 1♦, E pass, S 1♠: every call stands', () => {
    const { view, events } = viewAfter('wbf-2017', 'N:1D E:P S:1S');
    expect(view.pending).toBeNull();
    expect(awaitingCalls(view, events)).toEqual([]);
  });
});

describe('Law 29 — a call out of rotation awaits the ruling', () => {
  test('N 1♦, S 1♠ (East’s turn): 1♦ stands, S’s 1♠ awaits', () => {
    for (const rulebook of ['wbf-2017', 'wbf-2007'] as const)
      expect(awaiting('N:1D S:1S', rulebook)).toEqual({ standing: ['N:1D'], awaiting: ['S:1S'] });
  });
});

describe('the grid never shows a call twice — property', () => {
  const SEAT = fc.constantFrom('N', 'E', 'S', 'W');
  const CALL = fc.constantFrom('P', 'X', 'XX', '1C', '1D', '1S', '2H', '3NT');
  test('over any calls from any seats that the engine records: what awaits the ruling is the tail of the log’s calls, and nothing awaits without a decision open', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(SEAT, CALL), { maxLength: 8 }), (made) => {
        const withCalls = (calls: readonly (readonly [string, string])[]) =>
          auction('wbf-2017').calls(calls.map(([s, c]) => `${s}:${c}`).join(' ') || 'N:P');
        // Each call in turn, kept if the engine records it (an impossible act is refused).
        const kept: (readonly [string, string])[] = [];
        for (const made1 of made) if (withCalls([...kept, made1]).outcome().ok) kept.push(made1);
        const board = withCalls(kept.length === 0 ? [['N', 'P']] : kept);
        const judged = judge(board.record);
        if (!judged.ok) throw new Error(judged.error.message);
        const view = viewOf(judged.value, 'W', 'en');
        const events = board.record.events;
        const waiting = awaitingCalls(view, events);
        if (view.pending === null) expect(waiting).toEqual([]);
        // What waits is the tail of the log's calls, in the order made.
        const logged = events.flatMap((e) => (e.type === 'call' ? [`${e.seat}:${e.call}`] : []));
        const tail = waiting.map((c) => `${c.seat}:${c.call}`);
        expect(logged.slice(logged.length - tail.length)).toEqual(tail);
      }),
      { numRuns: 200, seed: 27 },
    );
  });
});
