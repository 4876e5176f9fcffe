/**
 * Per-seat views (src/table/view.ts, ADR 0073): what each seat may see of hands, decisions and
 * the log. The same rules are checked on the wire, independently, by test/server/leaks.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { SOMERSET_1888 } from '../../src/laws/somerset-1888/index.js';
import { WBF_1997 } from '../../src/laws/wbf-1997/index.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { WBF_2017 } from '../../src/laws/wbf-2017/index.js';
import { WHIST_CLUB_1912 } from '../../src/laws/whist-club-1912/index.js';
import type { RecordEvent } from '../../src/table/event.js';
import { dealtFor, eventFor, hiddenFrom, seesHand, viewFor } from '../../src/table/view.js';
import { given } from '../laws/given.js';
import { given as euchreHand, lone } from '../laws/somerset-1888/given.js';
import { given as auctionBridge } from '../laws/whist-club-1912/given.js';

/** The state before and after the last event of a board given as acts. */
function lastStep<B extends { events: RecordEvent[]; state: ReturnType<typeof given>['state'] }>(b: B) {
  const after = b.state;
  const event = b.events.pop() as RecordEvent;
  const before = b.state;
  b.events.push(event);
  return { event, before, after };
}

describe('Somerset law 86 — the dealer discards face down: the card is his alone', () => {
  // North deals; East orders it up; North takes up the nine of hearts and discards the seven of clubs.
  const step = () => lastStep(euchreHand().calls('E:order-up').discard('C7'));
  test('the dealer and the director are sent the card; every other seat the event with the card null', () => {
    const { event, before, after } = step();
    expect(eventFor(event, before, after, 'N', SOMERSET_1888.game)).toEqual(event);
    expect(eventFor(event, before, after, 'director', SOMERSET_1888.game)).toEqual(event);
    for (const seat of ['E', 'S', 'W'] as const)
      expect(eventFor(event, before, after, seat, SOMERSET_1888.game)).toEqual({
        type: 'discard',
        seat: 'N',
        card: null,
      });
  });
  test('the discard is hidden from the others while the hand is played, shown once it has ended', () => {
    const b = euchreHand().calls('E:order-up').discard('C7');
    expect(hiddenFrom(b.state, 'E', SOMERSET_1888.game)('C7')).toBe(true);
    expect(hiddenFrom(b.state, 'N', SOMERSET_1888.game)('C7')).toBe(false);
    const ended = b.continuePlay().state;
    expect(ended.phase).toBe('ended');
    expect(hiddenFrom(ended, 'E', SOMERSET_1888.game)('C7')).toBe(false);
  });
  test('a card played is shown to all (hidden before, on the table after)', () => {
    const { event, before, after } = lastStep(euchreHand().calls('E:order-up').discard('C7').play('E', 'HJ'));
    expect(eventFor(event, before, after, 'S', SOMERSET_1888.game)).toEqual(event);
  });
});

describe('Somerset law 105 — against a lone hand, an adversary leads out of turn: both hands face up', () => {
  test('every seat sees the two adversaries’ hands whole; the lone player’s partner’s stays hidden', () => {
    const s = lone().play('S', 'SQ').state;
    for (const viewer of ['E', 'W'] as const) {
      expect(seesHand(s, viewer, 'N', SOMERSET_1888.game)).toBe(true);
      expect(seesHand(s, viewer, 'S', SOMERSET_1888.game)).toBe(true);
    }
    expect(seesHand(s, 'N', 'W', SOMERSET_1888.game)).toBe(false);
    expect(viewFor(s, 'W', SOMERSET_1888.game).seen).toEqual({ N: true, E: false, S: true, W: true });
  });
});

describe('Law 67B1 — the offender places a card: the options name his cards to him alone', () => {
  // 4H by East, dummy West; East failed to play to trick one; found after the next trick began.
  const late = () =>
    given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'quit-trick', seat: 'S' })
      .plays('W:D6 N:DJ')
      .add({ type: 'attention', seat: 'N', to: 'defective-trick' });
  test('East (and the director) are offered each club; the others one option without a card', () => {
    const s = late().state;
    expect(viewFor(s, 'E', WBF_2007.game).pending?.options.map((o) => o.card)).toEqual(['C2', 'C5', 'CJ']);
    expect(viewFor(s, 'director', WBF_2007.game).pending?.options).toHaveLength(3);
    for (const seat of ['N', 'S', 'W'] as const)
      expect(viewFor(s, seat, WBF_2007.game).pending?.options).toEqual([
        { id: 'designate-card', laws: ['Law 67B1'], hidden: true },
      ]);
  });
});

describe('Law 41 — dummy’s hand is faced after the opening lead', () => {
  // 4H by East, dummy West, South on lead.
  test('before the lead a defender sees only his own hand; after it dummy’s too, and a download gives the same', () => {
    const before = given().state;
    expect(viewFor(before, 'N', WBF_2007.game).seen).toEqual({ N: true, E: false, S: false, W: false });
    expect(dealtFor(before, 'N')).toMatchObject({ E: null, S: null, W: null });
    const after = given().play('S', 'C4').state;
    expect(viewFor(after, 'N', WBF_2007.game).seen).toEqual({ N: true, E: false, S: false, W: true });
    expect(dealtFor(after, 'N').W).toHaveLength(13);
    expect(dealtFor(after, 'N').E).toBeNull();
    expect(viewFor(after, 'N', WBF_2007.game).dealt).toBeNull();
    expect(viewFor(after, 'director', WBF_2007.game).dealt?.E).toHaveLength(13);
  });
  test('a card of declarer’s hand touched is no one else’s to see; dummy’s touched card, once faced, is', () => {
    const b = given().play('S', 'C4').add({ type: 'touch', seat: 'W', card: 'CA' });
    const { event, before, after } = lastStep(b);
    expect(eventFor(event, before, after, 'N', WBF_2007.game)).toEqual(event);
    const hidden = lastStep(given().play('S', 'C4').add({ type: 'touch', seat: 'E', card: 'SA' }));
    expect(eventFor(hidden.event, hidden.before, hidden.after, 'N', WBF_2007.game)).toMatchObject({
      card: null,
    });
    expect(eventFor(hidden.event, hidden.before, hidden.after, 'E', WBF_2007.game)).toMatchObject({
      card: 'SA',
    });
  });
});

describe('Law 48A — declarer’s exposed card is no penalty card: no one else is sent it', () => {
  test('the defenders and dummy are sent the exposure with the card null; a defender’s exposed card (Law 49) is seen by all', () => {
    const declarer = lastStep(
      given().play('S', 'C4').add({ type: 'expose', seat: 'E', card: 'SA', how: 'dropped' }),
    );
    for (const seat of ['N', 'S', 'W'] as const)
      expect(eventFor(declarer.event, declarer.before, declarer.after, seat, WBF_2007.game)).toMatchObject({
        card: null,
      });
    const defender = lastStep(
      given().play('S', 'C4').add({ type: 'expose', seat: 'N', card: 'S8', how: 'dropped' }),
    );
    expect(defender.after.penaltyCards.map((p) => p.card)).toContain('S8');
    for (const seat of ['E', 'S', 'W'] as const)
      expect(eventFor(defender.event, defender.before, defender.after, seat, WBF_2007.game)).toMatchObject({
        card: 'S8',
      });
  });
});

describe('Law 63A1 — an established revoke nobody has drawn attention to: the director’s alone', () => {
  // 4H by East, dummy West, South on lead with C4. North (clubs 9873) discards S2 on trick one;
  // dummy wins it and leads CT; North plays to trick two: the revoke is established (Law 63A1).
  const established = () => given().plays('S:C4 W:C6 N:S2 E:C2 W:CT N:C7');
  test('established and unnoticed: in the director’s view, in no seat’s', () => {
    const s = established().state;
    expect(viewFor(s, 'director', WBF_2007.game).irregularities).toEqual([
      expect.objectContaining({ kind: 'revoke', status: 'established' }),
    ]);
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      expect(viewFor(s, seat, WBF_2007.game).irregularities).toEqual([]);
  });
  test('attention drawn to it (Law 63B: noted, not corrected): every seat is shown it', () => {
    const s = established().add({ type: 'attention', seat: 'E', to: 'revoke' }).state;
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      expect(viewFor(s, seat, WBF_2007.game).irregularities).toEqual([
        expect.objectContaining({ kind: 'revoke', status: 'established', noticed: true }),
      ]);
  });
  test('play ended (every card shown): every seat is shown it', () => {
    const s = established().continuePlay().state;
    expect(s.phase).toBe('ended');
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      expect(viewFor(s, seat, WBF_2007.game).irregularities.map((i) => i.kind)).toEqual(['revoke']);
  });
});

describe('Law 68C — the claimer faces his hand until the claim is resolved', () => {
  // 4H by East, dummy West, South on lead: one trick played, then declarer claims the rest.
  const claimed = (rulebook: 'wbf-1997' | 'wbf-2007' | 'wbf-2017') =>
    given()
      .under(rulebook)
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'claim', seat: 'E', tricks: 12, statement: 'trumps, then the clubs' });
  const games = { 'wbf-1997': WBF_1997.game, 'wbf-2007': WBF_2007.game, 'wbf-2017': WBF_2017.game };
  for (const rulebook of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const)
    test(`${rulebook}: from the claim every seat sees declarer's remaining cards; before it none did`, () => {
      const game = games[rulebook];
      const before = given().under(rulebook).plays('S:C4 W:C6 N:C3 E:C2').state;
      const s = claimed(rulebook).state;
      for (const seat of ['N', 'S'] as const) {
        expect(seesHand(before, seat, 'E', game)).toBe(false);
        expect(seesHand(s, seat, 'E', game)).toBe(true);
        expect(viewFor(s, seat, game).hands.E).toHaveLength(12);
        // The defenders' hands stay their own: neither sees his partner's, declarer sees neither.
        expect(seesHand(s, seat, seat === 'N' ? 'S' : 'N', game)).toBe(false);
        expect(seesHand(s, 'E', seat, game)).toBe(false);
      }
    });
  test('disputed (Law 70): the hand stays faced while the director decides; ruled on, the board ends', () => {
    const disputed = claimed('wbf-2007').add({ type: 'dispute', seat: 'S' });
    expect(disputed.state.pending?.provision).toBe('70');
    expect(seesHand(disputed.state, 'N', 'E', WBF_2007.game)).toBe(true);
    const ruled = disputed.elect('director', 'award-tricks', { tricks: 10 }).state;
    expect(ruled.phase).toBe('ended');
    expect(ruled.claim).toBeNull();
  });
  test('2017 Law 68D2(b): play continues, the claim is void — the hand is no longer faced', () => {
    const disputed = claimed('wbf-2017').add({ type: 'dispute', seat: 'S' });
    const offered = disputed.state.pending?.options.map((o) => o.id) ?? [];
    expect(offered).toContain('play-on');
    const on = disputed.elect('S', 'play-on').state;
    expect(on.claim).toBeNull();
    expect(on.phase).toBe('play');
    expect(seesHand(on, 'N', 'E', WBF_2017.game)).toBe(false);
  });
  test('a concession faces nothing (68C speaks of the claimer)', () => {
    const s = given().plays('S:C4 W:C6 N:C3 E:C2').add({ type: 'concede', seat: 'E', tricks: 2 }).state;
    expect(s.claim?.kind).toBe('concede');
    expect(seesHand(s, 'N', 'E', WBF_2007.game)).toBe(false);
  });
  test('the card a defender could not see before the claim is sent to him in the log from then on', () => {
    const b = claimed('wbf-2007');
    const { event, before, after } = lastStep(b.add({ type: 'touch', seat: 'E', card: 'SA' }));
    expect(eventFor(event, before, after, 'N', WBF_2007.game)).toEqual(event);
  });
  test('Auction Bridge (1912): a claim alone faces no hand (Law 72: only when the adversaries require it)', () => {
    const s = auctionBridge()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'claim', seat: 'E', tricks: 12 }).state;
    expect(s.claim?.seat).toBe('E');
    expect(seesHand(s, 'N', 'E', WHIST_CLUB_1912.game)).toBe(false);
  });
});

describe("Somerset laws 86, 91, 101 — the game's part of a view: the trump card, the making, the discard", () => {
  test('every seat sees the trump card and the making; the discard card only the dealer and the director', () => {
    const s = euchreHand().calls('E:order-up').discard('C7').state;
    for (const viewer of ['N', 'E', 'S', 'W', 'director'] as const) {
      const part = viewFor(s, viewer, SOMERSET_1888.game).part.euchre;
      expect(part?.upcard).toBe(s.part.euchre?.upcard);
      expect(part?.calls).toEqual([{ seat: 'E', call: 'order-up' }]);
      expect(part?.maker).toBe('E');
      expect(part?.discarded).toBe(true);
      expect(part?.discard).toBe(viewer === 'N' || viewer === 'director' ? 'C7' : null);
    }
  });
  test('the lone player and the hand lying face down (law 101) are in every view', () => {
    const s = lone().state;
    const part = viewFor(s, 'E', SOMERSET_1888.game).part.euchre;
    expect(part?.lone).not.toBeNull();
    expect(part?.sittingOut).toBe(s.part.euchre?.sittingOut);
  });
  test("a seat's legal calls are in its view; another seat's are not", () => {
    const s = euchreHand().state;
    const toCall = s.part.euchre?.making.toCall;
    for (const viewer of ['N', 'E', 'S', 'W'] as const)
      expect(viewFor(s, viewer, SOMERSET_1888.game).calls).toEqual(SOMERSET_1888.game.legalCalls(s, viewer));
    expect(viewFor(s, toCall ?? 'N', SOMERSET_1888.game).calls).toContain('order-up');
  });
});

describe('Whist Club Laws 42–45 — the Auction Bridge part of a view: the declarations as made', () => {
  test('royal spades and the final declaration are shown as declared; contract bridge views have no part', () => {
    const b = auctionBridge(undefined, null);
    for (const [seat, call] of [
      ['N', '1H'],
      ['E', '1RS'],
      ['S', 'P'],
      ['W', 'P'],
      ['N', 'P'],
    ] as const)
      b.add({ type: 'call', seat, call });
    const part = viewFor(b.state, 'S', WHIST_CLUB_1912.game).part.auctionBridge;
    expect(part?.calls.map((c) => `${c.seat}:${c.call}`)).toEqual(['N:1H', 'E:1RS', 'S:P', 'W:P', 'N:P']);
    expect(part?.contract).toBe('1RS');
    expect(part?.declarer).toBe('E');
    expect(viewFor(given().state, 'S', WBF_2007.game).part).toEqual({});
  });
});
