import { describe, expect, test } from 'vitest';
import { euchreOf } from '../../../src/laws/somerset-1888/euchre.js';
import { ordered } from './given.js';

// East ordered it up (hearts); North took up the nine and discarded the seven of clubs. East leads.

describe('Law 46 — exposed cards liable to be called', () => {
  test('a card dropped face up is exposed; at its owner’s turn the adversaries may call it', () => {
    const b = ordered().add({ type: 'expose', seat: 'S', card: 'SQ', how: 'dropped' }).play('E', 'DA');
    const j = b.judge();
    expect(j.obligations).toEqual([{ seat: 'S', kind: 'exposed-card', card: 'SQ', laws: ['Law 46'] }]);
    expect(j.pending?.chooser).toEqual(['E', 'W']);
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([['call-card', 'SQ']]);
  });
  test('Law 46 I — two cards played at once: the first is played, the other exposed', () => {
    const j = ordered()
      .add({ type: 'play', seat: 'E', cards: ['DA', 'CA'] })
      .judge();
    expect(j.obligations).toEqual([{ seat: 'E', kind: 'exposed-card', card: 'CA', laws: ['Law 46'] }]);
    expect(j.irregularities[0]).toMatchObject({ kind: 'two-cards-played', laws: ['Law 46'] });
  });
  test('a card dropped below the table is not exposed', () => {
    const j = ordered().add({ type: 'expose', seat: 'S', card: 'SQ', how: 'below-table' }).judge();
    expect(j.obligations).toEqual([]);
  });
  test('Law 46 III and Law 91 — the trump card lifted from the pack is exposed', () => {
    const j = ordered().add({ type: 'expose', seat: 'N', card: 'H9', how: 'lifted' }).judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'exposed-card', card: 'H9', laws: ['Law 46', 'Law 91'] },
    ]);
  });
});

describe('Law 55 — no player compelled to revoke', () => {
  test('an exposed card that would not follow suit is not offered to be called', () => {
    const j = ordered()
      .add({ type: 'expose', seat: 'S', card: 'SQ', how: 'dropped' })
      .play('E', 'HJ')
      .judge();
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });
});

describe('Law 56 — the call repeated until the card is played', () => {
  test('not called at one turn, it may be called at the next', () => {
    const b = ordered().add({ type: 'expose', seat: 'S', card: 'SQ', how: 'dropped' }).play('E', 'DA');
    b.play('S', 'S9').plays('W:DQ N:D7');
    expect(euchreOf(b.state).exposed.map((x) => x.card)).toEqual(['SQ']);
    b.plays('E:CA');
    expect(b.judge().pending?.options[0]).toMatchObject({ id: 'call-card', card: 'SQ' });
    b.elect('W', 'call-card', { card: 'SQ' });
    expect(b.play('S', 'SJ').refusal().kind).toBe('card-called');
  });
});

describe('Law 47 — winning cards led without waiting for partner', () => {
  test('the second card is exposed and the partner may be called on to win the trick', () => {
    const b = ordered().plays('E:HJ S:H8 E:HA');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'played-without-waiting',
      offender: 'E',
      laws: ['Law 47'],
    });
    expect(j.obligations).toContainEqual({ seat: 'E', kind: 'exposed-card', card: 'HA', laws: ['Law 47'] });
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([
      ['win-trick', 'HJ'],
      ['win-trick', 'HA'],
    ]);
    const k = b.elect('N', 'win-trick', { card: 'HJ' }).judge();
    expect(k.obligations).toContainEqual({ seat: 'W', kind: 'win-trick', laws: ['Law 47'] });
  });
});

describe('Law 48 — cards thrown face up', () => {
  test('every card of that hand is exposed', () => {
    const j = ordered().add({ type: 'face-hand', seat: 'S' }).judge();
    expect(j.obligations.filter((o) => o.seat === 'S').length).toBe(5);
    expect(j.irregularities[0]).toMatchObject({ kind: 'hand-faced', laws: ['Law 48'] });
  });
});

describe('Law 49 — all four hands abandoned', () => {
  test('the hand ends, scored on the tricks taken', () => {
    const b = ordered().plays('E:HJ S:H8 W:H7 N:H9');
    for (const seat of ['N', 'E', 'S', 'W'] as const) b.add({ type: 'face-hand', seat });
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 1 });
    expect(j.result?.points).toEqual([{ side: 'NS', points: 2, laws: ['Law 2', 'Law 49'] }]);
  });
});

describe('Law 51 — a detached card', () => {
  test('named rightly by an adversary: it is exposed', () => {
    const b = ordered().add({ type: 'expose', seat: 'S', card: 'SQ', how: 'detached' });
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual(['call-card']);
    const j = b.elect('E', 'call-card', { card: 'SQ' }).judge();
    expect(j.obligations).toEqual([{ seat: 'S', kind: 'exposed-card', card: 'SQ', laws: ['Law 51'] }]);
  });
  test('named wrongly: a suit may be called from the namer’s side at its next lead', () => {
    const j = ordered()
      .add({ type: 'expose', seat: 'S', card: 'SQ', how: 'detached' })
      .elect('E', 'call-card', { card: 'SJ' })
      .judge();
    expect(j.irregularities.map((i) => i.kind)).toEqual(['detached-card', 'card-misnamed']);
    expect(j.obligations).toEqual([{ seat: 'EW', kind: 'suit-liable-to-be-called', laws: ['Law 51'] }]);
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(j.pending?.options.map((o) => o.suit)).toEqual(['C', 'D', 'H', 'S']);
  });
});

describe('Law 52 — a lead out of turn', () => {
  test('the adversaries may call the card led, or a suit', () => {
    const j = ordered().play('N', 'SA').judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'lead-out-of-turn',
      offender: 'N',
      status: 'pending',
      laws: ['Law 52'],
    });
    expect(j.pending?.chooser).toEqual(['E', 'W']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['call-card', 'call-suit']);
  });
  test('calling the card: it goes back to the hand exposed; the proper leader leads', () => {
    const j = ordered().play('N', 'SA').elect('W', 'call-card', { card: 'SA' }).judge();
    expect(j.obligations).toEqual([{ seat: 'N', kind: 'exposed-card', card: 'SA', laws: ['Law 52'] }]);
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('calling a suit from the offender’s partner at his next lead', () => {
    // North leads out of turn; the adversaries will call a suit. South then wins a trick and leads.
    const b = ordered().play('N', 'SA').elect('E', 'call-suit').plays('E:DA S:H8 W:DQ N:D7');
    const j = b.judge();
    expect(j.pending?.chooser).toEqual(['E', 'W']);
    expect(j.pending?.options.map((o) => [o.id, o.suit])).toEqual([
      ['call-suit', 'C'],
      ['call-suit', 'D'],
      ['call-suit', 'H'],
      ['call-suit', 'S'],
    ]);
    b.elect('W', 'call-suit', { suit: 'S' });
    expect(b.judge().obligations).toEqual([{ seat: 'S', kind: 'lead-suit', suit: 'S', laws: ['Law 52'] }]);
    const obeyed = b.play('S', 'SQ').judge();
    expect(obeyed.irregularities.filter((i) => i.kind === 'revoke')).toEqual([]);
  });
});

describe('Law 53 — the other three have followed the false lead', () => {
  test('the trick is complete and the error cannot be rectified', () => {
    const j = ordered().plays('N:SA E:CA S:SQ W:ST').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 52', 'Law 53'] });
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
  });
  test('only the second has played: his card is taken back, no penalty to him', () => {
    const b = ordered().plays('N:SA E:CA').elect('W', 'call-card', { card: 'SA' });
    expect(b.state.hands.E).toEqual(b.state.dealt.E);
    expect(b.judge().obligations.map((o) => o.seat)).toEqual(['N']);
  });
});

describe('Law 54 — a called suit not led', () => {
  test('leading another suit holding the suit called: the penalty of a revoke', () => {
    const b = ordered().play('N', 'SA').elect('E', 'call-suit').plays('E:DA S:H8 W:DQ N:D7');
    b.elect('W', 'call-suit', { suit: 'S' }).play('S', 'HQ');
    expect(b.judge().irregularities.at(-1)).toMatchObject({
      kind: 'revoke',
      offender: 'S',
      status: 'established',
      laws: ['Law 52', 'Law 54'],
    });
  });
});

describe('Law 57 — called to lead a suit he has none of', () => {
  test('the penalty is paid: no revoke', () => {
    const b = ordered().play('N', 'SA').elect('E', 'call-suit').plays('E:DA S:H8 W:DQ N:D7');
    b.elect('W', 'call-suit', { suit: 'C' }).play('S', 'HQ');
    const j = b.judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'call-not-obeyed', laws: ['Law 57'] });
    expect(j.irregularities.some((i) => i.kind === 'revoke')).toBe(false);
  });
});

describe('Law 58 — the third hand plays before the second', () => {
  test('the card stands', () => {
    const j = ordered().plays('E:DA W:DQ').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'play-out-of-turn', offender: 'W', laws: ['Law 58'] });
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });
});

describe('Law 59 — the fourth hand plays before his partner', () => {
  test('the second hand may be called on to win or lose the trick', () => {
    const b = ordered().plays('E:DA N:D7');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'fourth-hand-before-second', laws: ['Law 59'] });
    expect(j.pending?.options.map((o) => o.id)).toEqual(['win-trick', 'lose-trick']);
    const k = b.elect('E', 'win-trick').judge();
    expect(k.obligations).toEqual([{ seat: 'S', kind: 'win-trick', laws: ['Law 59'] }]);
    // South can win by trumping: a spade would break the duty (Law 54).
    expect(b.play('S', 'S9').judge().irregularities.at(-1)).toMatchObject({
      kind: 'revoke',
      laws: ['Law 59', 'Law 54'],
    });
  });
});

describe('Law 83 — attention called to the trick before partner plays', () => {
  test('the adversaries may require the partner’s highest, lowest, win or lose', () => {
    const b = ordered().plays('E:DA S:S9').add({ type: 'attention', seat: 'E', to: 'trick' });
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual([
      'play-highest',
      'play-lowest',
      'win-trick',
      'lose-trick',
    ]);
    b.elect('S', 'play-lowest');
    expect(b.judge().obligations).toEqual([{ seat: 'W', kind: 'play-lowest', laws: ['Law 83'] }]);
    // West's diamonds: the queen only (the knave is a trump): lowest is the queen.
    expect(
      b
        .play('W', 'DQ')
        .judge()
        .irregularities.some((i) => i.kind === 'revoke'),
    ).toBe(false);
  });
});

describe('Law 85 — the election final', () => {
  test('once either adversary has chosen, the other cannot choose again', () => {
    const b = ordered().play('N', 'SA').elect('W', 'call-card', { card: 'SA' }).elect('E', 'call-suit');
    expect(b.refusal().kind).toBe('not-offered');
  });
});
