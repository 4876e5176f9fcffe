/**
 * The table layer knows no game (ADR 0076): each game sets up its board, its trick order and its
 * own part of the state through its `TableGame`; the view's and the judgement's game parts come
 * from the game; the rulebook judges a player's act with its seat narrowed to a seat.
 */
import { describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import { bridgeOrder } from '../../src/games/contract-bridge/play.js';
import { SOMERSET_1888 } from '../../src/laws/somerset-1888/index.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { WHIST_CLUB_1912 } from '../../src/laws/whist-club-1912/index.js';
import type { AnyRecord, RecordContract } from '../../src/table/event.js';
import { evolve, physicallyPossible } from '../../src/table/evolve.js';
import { obligationsOf } from '../../src/table/judgement.js';
import { ledSuit, startTable } from '../../src/table/mechanics.js';
import type { TableRulebook } from '../../src/table/rulebook.js';
import { viewFor } from '../../src/table/view.js';
import { EXAMPLE_DEAL } from '../laws/given.js';
import { Hand } from '../laws/somerset-1888/given.js';

function bridgeRecord(game: 'contract-bridge' | 'auction-bridge', contract?: RecordContract): AnyRecord {
  return {
    format: 'tablelaw/1',
    game,
    rulebook: game === 'contract-bridge' ? 'wbf-2007' : 'whist-club-1912',
    board: { number: 1, dealer: 'N', vulnerable: 'None', deal: EXAMPLE_DEAL },
    ...(contract === undefined ? {} : { contract }),
    events: [],
  };
}

function started(record: AnyRecord, rulebook: TableRulebook) {
  const start = startTable(record, rulebook.game);
  if (!start.ok) throw new Error(start.error.message);
  return start.value;
}

describe('ADR 0076 — each game sets up its own board (TableGame.start)', () => {
  test('contract bridge: the auction from the dealer, no declarer, no trump, no part of its own', () => {
    const s = started(bridgeRecord('contract-bridge'), WBF_2007);
    expect(s.phase).toBe('auction');
    expect(s.auction?.dealer).toBe('N');
    expect(s.declarer).toBeNull();
    expect(s.dummy).toBeNull();
    expect(s.order).toBe(bridgeOrder(null));
    expect(s.part).toEqual({});
  });

  test("contract bridge: a record's contract starts the play (Law 41A: declarer's LHO leads)", () => {
    const s = started(
      bridgeRecord('contract-bridge', { level: 4, strain: 'H', risk: '', declarer: 'E' }),
      WBF_2007,
    );
    expect(s.phase).toBe('play');
    expect([s.declarer, s.dummy, s.turn]).toEqual(['E', 'W', 'S']);
    expect(s.order).toBe(bridgeOrder('H'));
  });

  test('contract bridge refuses royal spades; Auction Bridge plays them as spades (1912 Law 4)', () => {
    const rs: RecordContract = { level: 1, strain: 'RS', risk: '', declarer: 'S' };
    expect(startTable(bridgeRecord('contract-bridge', rs), WBF_2007.game)).toMatchObject({
      ok: false,
      error: { kind: 'contract-invalid' },
    });
    const s = started(bridgeRecord('auction-bridge', rs), WHIST_CLUB_1912);
    expect(s.trump).toBe('S');
    expect(s.order).toBe(bridgeOrder('S'));
    expect(s.part.auctionBridge?.contract?.strain).toBe('RS');
    expect(s.part.euchre).toBeUndefined();
  });

  test('euchre: the making to come, five tricks, its own part; a board needs its trump card', () => {
    const hand = new Hand();
    const s = started(hand.record, SOMERSET_1888);
    expect(s.phase).toBe('auction');
    expect(s.totalTricks).toBe(5);
    expect(s.declarer).toBeNull();
    expect(s.part.euchre?.upcard).toBe('H9');
    expect(s.part.auctionBridge).toBeUndefined();
    const { upcard: _, ...board } = hand.record.board;
    expect(startTable({ ...hand.record, board }, SOMERSET_1888.game)).toMatchObject({
      ok: false,
      error: { kind: 'board-invalid' },
    });
  });
});

describe('ADR 0076 — the trick order is the game’s (euchre law 5: the left bower is a trump)', () => {
  test('once hearts are made, the knave of diamonds counts as a heart, led or followed', () => {
    const made = new Hand().calls('E:order-up').discard('C7');
    const s = made.state;
    expect(s.phase).toBe('play');
    expect(s.order.trump).toBe('H');
    expect(s.order.effectiveSuit('DJ')).toBe('H');
    const ledLeft = made.play('E', 'HJ').play('S', 'HQ').play('W', 'DJ');
    expect(ledSuit(ledLeft.state)).toBe('H');
    expect(ledLeft.judge().irregularities).toEqual([]);
  });
});

describe('ADR 0076 — the view and the judgement take the game’s own parts', () => {
  test('euchre: an exposed card lies face up before its owner for every seat (laws 46, 105), and the judgement lists it', () => {
    const exposed = new Hand().calls('E:order-up').discard('C7').add({
      type: 'expose',
      seat: 'W',
      card: 'DJ',
      how: 'dropped',
    });
    const s = exposed.state;
    const own = s.part.euchre?.exposed.filter((x) => x.seat === 'W').map((x) => x.card) ?? [];
    expect(own).toEqual(['DJ']);
    expect(viewFor(s, 'E', SOMERSET_1888.game).hands.W).toEqual(['DJ']);
    expect(viewFor(s, 'W', SOMERSET_1888.game).hands.W).toContain('DJ');
    expect(obligationsOf(s, SOMERSET_1888.game)).toContainEqual(
      expect.objectContaining({ seat: 'W', kind: 'exposed-card', card: 'DJ' as Card }),
    );
    // A bridge game has nothing of its own there.
    expect(obligationsOf(s, WBF_2007.game)).toEqual(obligationsOf(s, WHIST_CLUB_1912.game));
    expect(viewFor(s, 'E', WBF_2007.game).hands.W).toEqual([]);
  });
});

describe('ADR 0076 — who may act, without a test of the rulebook’s name', () => {
  const play = started(
    bridgeRecord('contract-bridge', { level: 4, strain: 'H', risk: '', declarer: 'E' }),
    WBF_2007,
  );

  test('a dispute with no claim: the WBF game judges it itself (68B2, 69B), other codes refuse it', () => {
    expect(WBF_2007.game.judgesEveryDispute).toBe(true);
    expect(WHIST_CLUB_1912.game.judgesEveryDispute).toBeUndefined();
    const dispute = { type: 'dispute', seat: 'N' } as const;
    expect(physicallyPossible(play, dispute, 0, [], true)).toBeNull();
    expect(physicallyPossible(play, dispute, 0)).toMatchObject({ kind: 'no-claim' });
  });

  test('the director plays no card: refused, the state unchanged', () => {
    const refused = evolve(play, { type: 'play', seat: 'director', card: 'S4' }, 0, WBF_2007);
    expect(refused).toMatchObject({ ok: false, error: { kind: 'not-for-director', at: 0 } });
  });
});
