import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/core/card.js';
import { fromCards, size } from '../../../src/core/card-set.js';
import { type Deal, dealFromPbn } from '../../../src/core/deal.js';
import { expectOk } from '../../../src/core/result.js';
import type { Seat } from '../../../src/core/seat.js';
import { type Contract, dummyOf, type Strain } from '../../../src/games/contract-bridge/call.js';
import {
  checkPlay,
  controllerOf,
  declarerTricks,
  defenderTricks,
  isPlayComplete,
  ledSuit,
  legalPlays,
  openingLeader,
  type PlayState,
  playCard,
  playCards,
  startPlay,
  trickNumber,
  trumpOf,
} from '../../../src/games/contract-bridge/play.js';

/**
 * North holds the top of every suit; West has a single spade.
 *   N  AKQJ.AKQ.AKQ.AKQ     E  T987.JT9.JT9.JT9
 *   S  6543.876.876.876     W  2.5432.5432.5432
 */
const DEAL: Deal = expectOk(
  dealFromPbn('N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432'),
);

const contract = (strain: Strain, declarer: Seat): Contract => ({ level: 4, strain, risk: '', declarer });

const play = (state: PlayState, seat: Seat, card: Card): PlayState => expectOk(playCard(state, seat, card));

describe('Law 41A — the opening lead', () => {
  test('declarer’s left-hand opponent leads; nothing is played yet', () => {
    const state = startPlay(DEAL, contract('S', 'S'));
    expect(openingLeader(state.contract)).toBe('W');
    expect(state.toPlay).toBe('W');
    expect(state.trump).toBe('S');
    expect(trickNumber(state)).toBe(1);
    expect(ledSuit(state)).toBeNull();
    expect(legalPlays(state)).toHaveLength(13);
    expect(startPlay(DEAL, contract('NT', 'E')).trump).toBeNull();
    expect(trumpOf('NT')).toBeNull();
    expect(trumpOf('D')).toBe('D');
  });

  test('any other player trying to lead is refused', () => {
    const state = startPlay(DEAL, contract('S', 'S'));
    expect(playCard(state, 'N', 'SA')).toEqual({
      ok: false,
      error: { kind: 'not-your-turn', seat: 'N', toPlay: 'W', trick: 1 },
    });
  });
});

describe('Law 41D, Law 45B — declarer plays dummy’s cards', () => {
  test('dummy’s cards are chosen by declarer; the defenders choose their own', () => {
    const c = contract('H', 'W');
    expect(dummyOf(c)).toBe('E');
    expect(controllerOf('E', c)).toBe('W');
    expect(controllerOf('W', c)).toBe('W');
    expect(controllerOf('N', c)).toBe('N');
    expect(controllerOf('S', c)).toBe('S');
  });

  test('dummy’s card is played as dummy’s hand, in dummy’s turn', () => {
    // 4S by S: W leads, then dummy (N) plays, chosen by South.
    let state = play(startPlay(DEAL, contract('S', 'S')), 'W', 'H2');
    expect(state.toPlay).toBe('N');
    expect(controllerOf('N', state.contract)).toBe('S');
    expect(playCard(state, 'S', 'H8').ok).toBe(false);
    state = play(state, 'N', 'HA');
    expect(state.hands.N).toEqual(
      fromCards(['SA', 'SK', 'SQ', 'SJ', 'HK', 'HQ', 'DA', 'DK', 'DQ', 'CA', 'CK', 'CQ']),
    );
  });
});

describe('Law 44 — sequence and procedure of play', () => {
  test('44C: a player must follow suit when able', () => {
    const state = play(startPlay(DEAL, contract('S', 'S')), 'W', 'H2');
    expect(legalPlays(state)).toEqual(['HA', 'HK', 'HQ']);
    expect(playCard(state, 'N', 'SA')).toEqual({
      ok: false,
      error: { kind: 'must-follow-suit', seat: 'N', card: 'SA', led: 'H', trick: 1 },
    });
    expect(checkPlay(state, 'N', 'HQ').ok).toBe(true);
  });

  test('a card not in the hand is refused', () => {
    const state = startPlay(DEAL, contract('S', 'S'));
    expect(playCard(state, 'W', 'SA')).toEqual({
      ok: false,
      error: { kind: 'card-not-in-hand', seat: 'W', card: 'SA', trick: 1 },
    });
  });

  test('a refusal changes nothing', () => {
    const state = play(startPlay(DEAL, contract('S', 'S')), 'W', 'H2');
    const before = JSON.stringify(state);
    playCard(state, 'N', 'SA');
    playCard(state, 'E', 'HJ');
    expect(JSON.stringify(state)).toBe(before);
  });

  test('44D, 44E: unable to follow, a player may ruff, and the highest trump wins', () => {
    // 4H by W: N leads, E is dummy. Trick 1: N SA, E ST, S S3, W S2 — North wins.
    let state = expectOk(playCards(startPlay(DEAL, contract('H', 'W')), ['SA', 'ST', 'S3', 'S2']));
    expect(state.tricks[0]).toEqual({
      leader: 'N',
      winner: 'N',
      plays: [
        { seat: 'N', card: 'SA' },
        { seat: 'E', card: 'ST' },
        { seat: 'S', card: 'S3' },
        { seat: 'W', card: 'S2' },
      ],
    });
    // Trick 2: N SK, E S9, S S4, and West, out of spades, may play any card.
    state = expectOk(playCards(state, ['SK', 'S9', 'S4']));
    expect(legalPlays(state)).toHaveLength(12);
    const ruffed = play(state, 'W', 'H2');
    expect(ruffed.tricks[1]?.winner).toBe('W');
    expect(ruffed.toPlay).toBe('W');
    expect(ruffed.won).toEqual({ NS: 1, EW: 1 });
    expect(declarerTricks(ruffed)).toBe(1);
    expect(defenderTricks(ruffed)).toBe(1);
  });

  test('44F: without trumps, the highest card of the suit led wins; a discard never does', () => {
    const state = expectOk(
      playCards(startPlay(DEAL, contract('NT', 'W')), ['SA', 'ST', 'S3', 'S2', 'SK', 'S9', 'S4']),
    );
    const discarded = play(state, 'W', 'H2');
    expect(discarded.tricks[1]?.winner).toBe('N');
    expect(discarded.toPlay).toBe('N');
    // A trump suit other than the discard's suit does not help the discard either.
    const inClubs = expectOk(
      playCards(startPlay(DEAL, contract('C', 'W')), ['SA', 'ST', 'S3', 'S2', 'SK', 'S9', 'S4']),
    );
    expect(play(inClubs, 'W', 'H5').tricks[1]?.winner).toBe('N');
    expect(play(inClubs, 'W', 'C2').tricks[1]?.winner).toBe('W');
  });

  test('a player able to follow may not ruff', () => {
    // 4C by S. Trick 1: W S2, N SA, E S7, S S3. Trick 2: N SK, E S8, S S4, W (void) ruffs C2.
    const c = contract('C', 'S');
    let state = expectOk(playCards(startPlay(DEAL, c), ['S2', 'SA', 'S7', 'S3', 'SK', 'S8', 'S4', 'C2']));
    expect(state.tricks[1]?.winner).toBe('W');
    // W leads a heart, N and E follow; South, holding hearts, may not ruff.
    state = expectOk(playCards(state, ['H2', 'HA', 'H9']));
    expect(legalPlays(state)).toEqual(['H8', 'H7', 'H6']);
    expect(playCard(state, 'S', 'C8').ok).toBe(false);
  });

  test('44G: the winner of a trick leads to the next', () => {
    const state = expectOk(playCards(startPlay(DEAL, contract('S', 'S')), ['H2', 'HQ', 'HJ', 'H6']));
    expect(state.tricks[0]?.winner).toBe('N');
    expect(state.toPlay).toBe('N');
    expect(state.trick).toEqual([]);
    expect(trickNumber(state)).toBe(2);
  });
});

describe('the end of play', () => {
  test('13 tricks, then play has ended', () => {
    let state = startPlay(DEAL, contract('S', 'S'));
    while (!isPlayComplete(state)) {
      const seat = state.toPlay as Seat;
      const card = legalPlays(state)[0] as Card;
      state = play(state, seat, card);
    }
    expect(state.tricks).toHaveLength(13);
    expect(state.won.NS + state.won.EW).toBe(13);
    // North holds every top card and South follows with the rest: N-S win every trick.
    expect(declarerTricks(state)).toBe(13);
    for (const seat of ['N', 'E', 'S', 'W'] as const) expect(size(state.hands[seat])).toBe(0);
    expect(legalPlays(state)).toEqual([]);
    expect(playCard(state, 'N', 'SA')).toEqual({ ok: false, error: { kind: 'play-ended' } });
    expect(playCards(state, ['SA'])).toEqual({ ok: false, error: { kind: 'play-ended' } });
  });

  test('an ending of fewer cards is played to its last trick', () => {
    const ending = expectOk(
      dealFromPbn('N:A.K.. K.A.. Q.Q.. J.J..', { pack: '52', handSize: 'equal', complete: false }),
    );
    const state = expectOk(playCards(startPlay(ending, contract('NT', 'S')), ['SJ', 'SA', 'SK', 'SQ']));
    expect(state.totalTricks).toBe(2);
    expect(state.tricks[0]?.winner).toBe('N');
    const done = expectOk(playCards(state, ['HK', 'HA', 'HQ', 'HJ']));
    expect(isPlayComplete(done)).toBe(true);
    expect(done.won).toEqual({ NS: 1, EW: 1 });
  });
});
