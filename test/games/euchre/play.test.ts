import { describe, expect, test } from 'vitest';
import { has } from '../../../src/core/card-set.js';
import { expectOk } from '../../../src/core/result.js';
import {
  ASSIST,
  alone,
  declare,
  declareAll,
  discard,
  discards,
  type EuchreHandState,
  legalPlays,
  ORDER_UP,
  PASS,
  playCard,
  playCards,
  scoreHand,
  startEuchreHand,
} from '../../../src/games/euchre/index.js';
import { euchreDeal } from './helpers.js';

/** West (eldest) orders up hearts; South (dealer) holds ♠10 ♥KQ ♦A ♣9 and the ♥J on the pack. */
const orderedUp = (): EuchreHandState => expectOk(declare(startEuchreHand(euchreDeal()), 'W', ORDER_UP));

describe('Law 86 — the dealer must at once discard one card', () => {
  test('the dealer discards any card of his hand; then the eldest hand leads', () => {
    const s = orderedUp();
    expect(discards(s).sort()).toEqual(['C9', 'DA', 'HK', 'HQ', 'ST']);
    const d = expectOk(discard(s, 'S', 'C9'));
    expect(d).toMatchObject({ phase: 'play', toPlay: 'W', discard: 'C9' });
    expect(has(d.hands.S, 'C9')).toBe(false);
  });

  test('no card is led before the discard; only the dealer discards; a card he has not is refused', () => {
    const s = orderedUp();
    expect(playCard(s, 'W', 'CA')).toMatchObject({
      ok: false,
      error: { kind: 'discard-due', laws: ['Law 86'] },
    });
    expect(discard(s, 'W', 'CA')).toMatchObject({ ok: false, error: { kind: 'not-the-dealer' } });
    expect(discard(s, 'S', 'CA')).toMatchObject({ ok: false, error: { kind: 'card-not-in-hand' } });
  });
});

describe('Law 88 — the trump card cannot be discarded', () => {
  test('discarding the ♥J is refused', () => {
    expect(discard(orderedUp(), 'S', 'HJ')).toMatchObject({
      ok: false,
      error: { kind: 'trump-card-not-discarded', laws: ['Law 88'] },
    });
  });
});

describe('Law 91 — the trump card is left in view till played', () => {
  test('the dealer plays the ♥J from the pack; it is then played', () => {
    const s = expectOk(discard(orderedUp(), 'S', 'C9'));
    expect(has(s.hands.S, 'HJ')).toBe(false);
    const t = expectOk(playCards(s, ['DJ', 'H9', 'HA']));
    expect(legalPlays(t).sort()).toEqual(['HJ', 'HK', 'HQ']);
    const u = expectOk(playCard(t, 'S', 'HJ'));
    expect(u.upcardPlace).toBe('played');
    expect(u.tricks[0]?.winner).toBe('S');
  });
});

describe('The play — eldest leads, follow by effective suit, the winner leads', () => {
  test('the left bower led calls for trumps: North must play his ♥9, not his ♦Q', () => {
    const s = expectOk(playCard(expectOk(discard(orderedUp(), 'S', 'C9')), 'W', 'DJ'));
    expect(legalPlays(s)).toEqual(['H9']);
    expect(playCard(s, 'N', 'DQ')).toMatchObject({
      ok: false,
      error: { kind: 'must-follow-suit', led: 'H' },
    });
    expect(playCard(s, 'E', 'HA')).toMatchObject({
      ok: false,
      error: { kind: 'not-your-turn', toPlay: 'N' },
    });
  });

  test('a whole hand: West ordered up and is euchred — North–South score two (law 2)', () => {
    const s = expectOk(discard(orderedUp(), 'S', 'C9'));
    const done = expectOk(
      playCards(s, [
        ...(['DJ', 'H9', 'HA', 'HJ'] as const),
        ...(['DA', 'DT', 'DQ', 'DK'] as const),
        ...(['HK', 'HT', 'SA', 'SJ'] as const),
        ...(['ST', 'S9', 'SK', 'SQ'] as const),
        ...(['C7', 'C8', 'HQ', 'CA'] as const),
      ]),
    );
    expect(done.phase).toBe('complete');
    expect(done.tricks.map((t) => t.winner)).toEqual(['S', 'S', 'S', 'N', 'S']);
    expect(done.won).toEqual({ NS: 5, EW: 0 });
    expect(scoreHand(done)).toMatchObject({ makers: 'EW', outcome: 'euchre', side: 'NS', points: 2 });
    expect(playCard(done, 'N', 'SA')).toMatchObject({ ok: false, error: { kind: 'not-playing' } });
  });
});

describe("Law 101 — the lone player's partner lays his cards face down and takes no part", () => {
  test('North assists, South takes it alone: three cards to a trick; the partner is skipped and may not play', () => {
    const s = expectOk(
      discard(expectOk(declareAll(startEuchreHand(euchreDeal()), [PASS, ASSIST, alone('H')])), 'S', 'C9'),
    );
    expect(s).toMatchObject({ lone: 'S', toPlay: 'W' });
    const t = expectOk(playCard(s, 'W', 'CA'));
    expect(t.toPlay).toBe('E');
    expect(playCard(t, 'N', 'C7')).toMatchObject({
      ok: false,
      error: { kind: 'sits-out', laws: ['Law 101'] },
    });
    const u = expectOk(playCards(t, ['C8', 'HQ']));
    expect(u.tricks[0]).toMatchObject({ winner: 'S' });
    expect(u.tricks[0]?.plays).toHaveLength(3);
  });
});

describe('Law 89 — when the eldest hand sits out, the second player leads', () => {
  test("East takes West's lone hand: North leads after the discard", () => {
    const s = expectOk(declareAll(startEuchreHand(euchreDeal()), [alone('H'), alone('H')]));
    expect(expectOk(discard(s, 'S', 'ST')).toPlay).toBe('N');
  });
});
