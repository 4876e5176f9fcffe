import { describe, expect, test } from 'vitest';
import { WBF_2007 } from '../../../src/laws/wbf-2007/index.js';
import { viewFor } from '../../../src/table/view.js';
import { given } from '../given.js';

// 4H by East, dummy West. Trick 1 (S:C4 W:C6 N:C3 E:C2) is won in dummy; then North drops the
// heart ace; dummy leads D6 (N:DJ E:DK S:D2) and East leads D7 — North, void, must play the ace.
const exposeHA = () =>
  given().plays('S:C4 W:C6 N:C3 E:C2').add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' });
const northVoidInDiamonds = () => exposeHA().plays('W:D6 N:DJ E:DK S:D2 E:D7 S:D3 W:D8');

describe("Law 49 — exposure of a defender's card", () => {
  test('a dropped honour is a major penalty card', () => {
    const j = exposeHA().judge();
    expect(j.irregularities).toEqual([
      {
        seq: 4,
        kind: 'exposed-card',
        offender: 'N',
        status: 'rectified',
        laws: ['Law 49', 'Law 50'],
        unauthorised: { side: 'NS', laws: ['Law 50E2'] },
      },
    ]);
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'HA', major: true, laws: ['Law 50D'] },
    ]);
  });
  test("declarer's exposed card is never a penalty card (Law 48A)", () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'expose', seat: 'E', card: 'SA', how: 'dropped' })
      .judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 48A'] });
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 50B — major and minor penalty cards', () => {
  test('a single spot card exposed unintentionally is minor', () => {
    const j = given().plays('S:C4').add({ type: 'expose', seat: 'N', card: 'S6', how: 'dropped' }).judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'S6', major: false, laws: ['Law 50C'] },
    ]);
  });
  test('with two penalty cards both are major', () => {
    const j = given()
      .plays('S:C4')
      .add({ type: 'expose', seat: 'N', card: 'S6', how: 'dropped' })
      .add({ type: 'expose', seat: 'N', card: 'S4', how: 'seen-by-partner' })
      .judge();
    expect(j.obligations.map((o) => o.major)).toEqual([true, true]);
  });
});

describe('Law 50C — minor penalty card', () => {
  test('a lower spot card of its suit played first is a failure to play the penalty card (Law 52)', () => {
    // South's S6 minor; spades led by East later: South plays S3 below it.
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'expose', seat: 'S', card: 'S9', how: 'dropped' })
      .plays('W:D6 N:DJ E:DK S:D2 E:SA')
      .play('S', 'S3');
    const j = b.judge();
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'penalty-card-not-played',
      offender: 'S',
      laws: ['Law 52'],
    });
    expect(j.pending?.options.map((o) => o.id)).toEqual(['accept-card', 'reject-card']);
  });
  test('an honour of the same suit may be played first', () => {
    const j = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'expose', seat: 'S', card: 'S9', how: 'dropped' })
      .plays('W:D6 N:DJ E:DK S:D2 E:SA S:SK')
      .judge();
    expect(j.pending).toBeNull();
    expect(j.obligations).toEqual([
      { seat: 'S', kind: 'penalty-card', card: 'S9', major: false, laws: ['Law 50C'] },
    ]);
  });
});

describe('Law 50C — a minor penalty card bars every spot card of its suit, higher ones too (1997, 2007, 2017)', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
    // South's S5 dropped (minor); East leads SA: South plays the S9, above it but below honour rank.
    const higher = () =>
      given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2')
        .add({ type: 'expose', seat: 'S', card: 'S5', how: 'dropped' })
        .plays('W:D6 N:DJ E:DK S:D2 E:SA')
        .play('S', 'S9');
    test(`${code}: declarer gets the Law 52 choice`, () => {
      const j = higher().judge();
      expect(j.irregularities.at(-1)).toMatchObject({
        kind: 'penalty-card-not-played',
        offender: 'S',
        laws: ['Law 52'],
      });
      expect(j.pending?.options.map((o) => o.id)).toEqual(['accept-card', 'reject-card']);
    });
    test(`${code}: the ten, an honour, may still be played first`, () => {
      const j = given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2')
        .add({ type: 'expose', seat: 'S', card: 'S5', how: 'dropped' })
        .plays('W:D6 N:DJ E:DK S:D2 E:SA S:ST')
        .judge();
      expect(j.pending).toBeNull();
    });
  }
});

describe('Law 50D1 — major penalty card played at the first legal opportunity', () => {
  test('following suit comes first: the ace stays on the table while North follows', () => {
    const j = exposeHA().plays('W:D6 N:DJ').judge();
    expect(j.pending).toBeNull();
    expect(j.obligations[0]).toMatchObject({ card: 'HA', major: true });
  });
  test('void in the suit led, North plays the ace: the penalty card is gone', () => {
    const j = northVoidInDiamonds().play('N', 'HA').judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities).toHaveLength(1);
  });
});

describe('Law 52B1 — failure to play a penalty card: declarer accepts', () => {
  test('a spade instead of the ace: declarer may accept or reject', () => {
    const j = northVoidInDiamonds().play('N', 'S2').judge();
    expect(j.irregularities.at(-1)).toEqual({
      seq: 12,
      kind: 'penalty-card-not-played',
      offender: 'N',
      status: 'pending',
      laws: ['Law 52'],
    });
    expect(j.pending?.options).toMatchObject([
      { id: 'accept-card', laws: ['Law 52B1'] },
      { id: 'reject-card', laws: ['Law 52B2'], card: 'HA' },
    ]);
  });
  test('accepted, the penalty card remains a penalty card', () => {
    const j = northVoidInDiamonds().play('N', 'S2').elect('E', 'accept-card').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ status: 'rectified', laws: ['Law 52B1'] });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'HA', major: true, laws: ['Law 50D'] },
    ]);
  });
});

describe('Law 52B2 — failure to play a penalty card: declarer rejects', () => {
  test('the ace is played instead and the spade becomes a major penalty card', () => {
    const b = northVoidInDiamonds().play('N', 'S2').elect('E', 'reject-card', { card: 'HA' });
    const j = b.judge();
    expect(j.irregularities.at(-1)).toMatchObject({ status: 'rectified', laws: ['Law 52B2'] });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'S2', major: true, laws: ['Law 50D'] },
    ]);
    expect(b.state.tricks.at(-1)?.winner).toBe('N');
  });
});

describe("Law 50D2 — major penalty card: offender's partner to lead", () => {
  // North's opening lead out of turn refused (54D): South, his partner, is to lead.
  const refused = () => given().play('N', 'C9').elect('E', 'reject-lead');
  test('declarer requires the suit: the card is picked up and South must lead a club', () => {
    const j = refused().elect('E', 'require-suit', { suit: 'C' }).judge();
    expect(j.obligations).toEqual([{ seat: 'S', kind: 'lead-suit', suit: 'C', laws: ['Law 50D2(a)'] }]);
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test('not complying when able is a revoke (Law 61A)', () => {
    const j = refused().elect('E', 'require-suit', { suit: 'C' }).play('S', 'D2').judge();
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'revoke',
      offender: 'S',
      status: 'latent',
      laws: ['Law 61A', 'Law 50D2'],
    });
  });
  test('declarer forbids the suit while South keeps the lead; the card is picked up', () => {
    const j = refused().elect('E', 'forbid-suit', { suit: 'C' }).judge();
    expect(j.obligations).toEqual([
      { seat: 'S', kind: 'forbid-lead-suit', suit: 'C', laws: ['Law 50D2(a)'] },
    ]);
  });
  test('declarer leaves the card: it stays a penalty card and South leads anything', () => {
    const j = refused().elect('E', 'leave-penalty-card').play('S', 'D2').judge();
    expect(j.irregularities).toHaveLength(1);
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'C9', major: true, laws: ['Law 50D'] },
    ]);
  });
});

describe('Law 51A — two or more penalty cards playable: declarer designates', () => {
  test('North, void in diamonds, holds two major penalty cards', () => {
    const b = exposeHA()
      .add({ type: 'expose', seat: 'N', card: 'S8', how: 'dropped' })
      .plays('W:D6 N:DJ E:DK S:D2 E:D7 S:D3 W:D8');
    const j = b.judge();
    expect(j.pending?.chooser).toEqual(['E']);
    expect(j.pending?.options).toMatchObject([
      { id: 'designate-card', card: 'HA', laws: ['Law 51A'] },
      { id: 'designate-card', card: 'S8', laws: ['Law 51A'] },
    ]);
    const after = b.elect('E', 'designate-card', { card: 'S8' }).play('N', 'S8').judge();
    expect(after.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'HA', major: true, laws: ['Law 50D'] },
    ]);
  });
});

describe("Law 51B — two or more penalty cards: offender's partner to lead", () => {
  test('declarer may require or forbid either suit; those of the suit are picked up', () => {
    const b = given()
      .play('N', 'C9')
      .add({ type: 'expose', seat: 'N', card: 'S8', how: 'dropped' })
      .elect('E', 'reject-lead');
    const j = b.judge();
    expect(j.pending?.options.map((o) => `${o.id}${o.suit ?? ''}`)).toEqual([
      'require-suitS',
      'require-suitC',
      'forbid-suitS',
      'forbid-suitC',
      'leave-penalty-card',
    ]);
    expect(j.pending?.options[0]?.laws).toEqual(['Law 51B']);
    const after = b.elect('E', 'forbid-suit', { suit: 'S' }).judge();
    expect(after.obligations.map((o) => o.card ?? o.suit)).toEqual(['C9', 'S']);
  });
});

describe('Law 50A — a penalty card stays face up before its owner', () => {
  test('every player sees it until it is played', () => {
    const b = given().play('N', 'C9').elect('E', 'reject-lead');
    expect(viewFor(b.state, 'E', WBF_2007.game).hands.N).toEqual(['C9']);
    expect(viewFor(b.state, 'S', WBF_2007.game).hands.N).toEqual(['C9']);
  });
});

describe("Law 50E2 — information from a penalty card is unauthorised for the offender's partner", () => {
  test('recorded on the irregularity that made the card a penalty card', () => {
    expect(exposeHA().judge().irregularities[0]?.unauthorised).toEqual({ side: 'NS', laws: ['Law 50E2'] });
  });
  test('a revoke card withdrawn from a defender’s hand: 16D and 50E2 both', () => {
    const j = given()
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .judge();
    expect(j.irregularities[0]?.unauthorised).toEqual({ side: 'NS', laws: ['Law 16D', 'Law 50E2'] });
  });
});

describe('Law 50E3 — the information damaged the non-offending side: the director may adjust', () => {
  /** Plays to the end, answering every decision with its first option. */
  const playOut = (b: ReturnType<typeof exposeHA>) => {
    for (let i = 0; i < 20 && b.state.phase === 'play'; i++) {
      const s = b.state;
      const o = s.pending?.options[0];
      if (s.pending !== null && o !== undefined)
        b.elect(s.pending.chooser[0] as 'E', o.id, {
          ...(o.suit === undefined ? {} : { suit: o.suit }),
          ...(o.card === undefined ? {} : { card: o.card }),
        });
      b.continuePlay();
    }
    return b;
  };
  test('no decision unless a non-offender says so', () => {
    expect(playOut(exposeHA()).judge().pending).toBeNull();
  });
  test("declarer draws attention to it: at the end, the director's decision", () => {
    const b = playOut(exposeHA().add({ type: 'attention', seat: 'E', to: 'unauthorised-information' }));
    const j = b.judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 49', 'Law 50', 'Law 50E3']);
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 50E3']],
      ['adjust-tricks', ['Law 50E3', 'Law 12C1']],
      ['artificial-score', ['Law 50E3', 'Law 12C2']],
    ]);
    const adjusted = b.elect('director', 'adjust-tricks', { tricks: 1 }).judge();
    expect(adjusted.result?.transfers.at(-1)).toEqual({
      to: 'EW',
      tricks: 1,
      laws: ['Law 50E3', 'Law 12C1'],
    });
  });
});
