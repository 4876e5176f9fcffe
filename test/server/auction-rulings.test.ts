/**
 * The last auction provisions over a real server (ADR 0102): each seat sends its own calls on the
 * wire; the state frames carry the judgement's pending chooser and options with their laws; no
 * frame or download to a seat holds a card it may not see. Hostile variants: an act while the
 * left-hand opponent decides is refused with a reason and changes nothing.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Seat } from '../../src/core/seat.js';
import type { RunningServer } from '../../src/server/server.js';
import { auction } from '../laws/auction-given.js';
import { serve } from './helpers.js';
import { Sitting, type Who, type WireView } from './wire.js';

type Rulebook = 'wbf-1997' | 'wbf-2007' | 'wbf-2017';
type Irregularity = WireView['irregularities'][number] & {
  readonly offender: string;
  readonly laws: readonly string[];
  readonly finding?: { readonly fact: string; readonly value: unknown; readonly by: string };
};
type Pending = Omit<NonNullable<WireView['pending']>, 'options'> & {
  readonly provision: string;
  readonly options: readonly { readonly id: string; readonly laws: readonly string[] }[];
};

let server: RunningServer | null = null;
const tables: Sitting[] = [];
afterEach(async () => {
  for (const t of tables.splice(0)) t.close();
  await server?.close();
  server = null;
});

/** A table of the issue's deal (North deals), its auction to come over the wire. */
async function table(rulebook: Rulebook): Promise<Sitting> {
  server = await serve();
  const made = await Sitting.create(server.url, { record: auction(rulebook).record });
  if (typeof made === 'string') throw new Error(made);
  tables.push(made);
  return made;
}

/** Calls `'N:1D E:1C'`, each sent by its own seat; every one must be acknowledged. */
async function calls(t: Sitting, text: string): Promise<void> {
  for (const token of text.trim().split(/\s+/)) {
    const [seat, call] = token.split(':') as [Seat, string];
    const answer = await t.act(seat, { type: 'call', seat, call });
    expect(answer, token).toMatchObject({ type: 'ack' });
  }
}

async function elect(t: Sitting, seat: Seat, option: string): Promise<void> {
  expect(await t.act(seat, { type: 'elect', seat, option })).toMatchObject({ type: 'ack' });
}

const irregularities = (t: Sitting, who: Who): readonly Irregularity[] =>
  t.view(who).irregularities as readonly Irregularity[];
const pending = (t: Sitting, who: Who): Pending | null => t.view(who).pending as Pending | null;

/** Every seat and the director was sent the same judgement (chooser, options and laws). */
function sameForAll(t: Sitting): void {
  const director = t.view('director');
  for (const who of ['N', 'E', 'S', 'W'] as const) {
    const v = t.view(who);
    expect(v.seq, who).toBe(director.seq);
    expect(v.next, who).toEqual(director.next);
    expect(v.irregularities, who).toEqual(director.irregularities);
    expect(v.obligations, who).toEqual(director.obligations);
    expect(v.pending?.chooser ?? null, who).toEqual(director.pending?.chooser ?? null);
    expect(v.pending?.options ?? null, who).toEqual(director.pending?.options ?? null);
  }
}

/** Downloads by every seat, then no frame or answer to a seat held a card it may not see. */
async function noLeaks(t: Sitting): Promise<void> {
  await t.download();
  await t.settle();
  expect(await t.leaks()).toEqual([]);
  expect(t.serverErrors).toEqual([]);
}

/** An act refused with `kind`, the table as it was: no event, no frame with a new view. */
async function refused(t: Sitting, who: Who, event: unknown, kind: string, says: RegExp): Promise<void> {
  const before = (await t.record()).events.length;
  const seq = t.view('director').seq;
  const answer = await t.act(who, event);
  expect(answer).toMatchObject({ type: 'error', error: { kind } });
  expect((answer['error'] as { message: string }).message).toMatch(says);
  await t.settle();
  expect((await t.record()).events.length).toBe(before);
  for (const w of ['director', 'N', 'E', 'S', 'W'] as const) expect(t.view(w).seq, w).toBe(seq);
}

describe('Law 27C — an insufficient bid replaced before the director rules, on the wire', () => {
  test('2017: E’s 1♣ over 1♦ replaced at once by a pass; S’s decision 27C is in every frame; rejected, W must pass throughout (27B2)', async () => {
    const t = await table('wbf-2017');
    await calls(t, 'N:1D E:1C E:P');
    sameForAll(t);
    const open = pending(t, 'W');
    expect(open).toMatchObject({ provision: '27C', chooser: ['S'], next: 'S' });
    expect(open?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 27A1', 'Law 27C']],
      ['reject-call', ['Law 27C', 'Law 27B']],
    ]);
    expect(t.view('E').next).toEqual({ seat: 'S', acts: ['elect'] });
    expect(irregularities(t, 'N')[0]).toMatchObject({
      kind: 'insufficient-bid',
      offender: 'E',
      status: 'pending',
    });

    await elect(t, 'S', 'reject-call');
    sameForAll(t);
    expect(pending(t, 'N')).toBeNull();
    expect(irregularities(t, 'S')[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 27C', 'Law 27B2'],
      finding: { fact: 'comparable-call', value: false, by: 'default' },
    });
    expect(t.view('W').obligations).toMatchObject([{ seat: 'W', kind: 'must-pass', laws: ['Law 27B2'] }]);
    expect(t.view('W').next).toEqual({ seat: 'S', acts: ['call'] });
    await noLeaks(t);
  });

  test('2007: accepted, the insufficient bid stands and the replacement is cancelled (27A1 with 27C); S calls over 1♣', async () => {
    const t = await table('wbf-2007');
    await calls(t, 'N:1D E:1C E:2C');
    expect(pending(t, 'S')).toMatchObject({ provision: '27C', chooser: ['S'] });
    await elect(t, 'S', 'accept-call');
    sameForAll(t);
    expect(irregularities(t, 'E')[0]?.laws).toEqual(['Law 27A1', 'Law 27C']);
    expect(t.view('E').obligations).toEqual([]);
    expect(t.view('S').next).toEqual({ seat: 'S', acts: ['call'] });
    await calls(t, 'S:1S');
    await noLeaks(t);
  });

  test('2017: the replacement is the lowest sufficient bid in the suit (27B1(a)): no rectification', async () => {
    const t = await table('wbf-2017');
    await calls(t, 'N:1D E:1C E:2C');
    await elect(t, 'S', 'reject-call');
    expect(irregularities(t, 'director')[0]?.laws).toEqual(['Law 27C', 'Law 27B1(a)']);
    expect(t.view('W').obligations).toEqual([]);
    await noLeaks(t);
  });

  test('1997 has no 27C: its decision is 27, the early call the correction of its Law 27B', async () => {
    const t = await table('wbf-1997');
    await calls(t, 'N:1D E:1C E:P');
    const open = pending(t, 'N');
    expect(open).toMatchObject({ provision: '27', chooser: ['S'] });
    expect(open?.options.map((o) => o.id)).toEqual(['accept-call', 'reject-call']);
    expect(open?.options.flatMap((o) => o.laws)).not.toContain('Law 27C');
    await elect(t, 'S', 'reject-call');
    const ruled = irregularities(t, 'W')[0];
    expect(ruled?.laws).toContain('Law 27B');
    expect(ruled?.laws).not.toContain('Law 27C');
    expect(t.view('W').obligations).toMatchObject([{ seat: 'W', kind: 'must-pass' }]);
    await noLeaks(t);
  });

  test('hostile: a second early call by E, a call by W, and a decision by anyone but S are refused with a reason; nothing changes', async () => {
    const t = await table('wbf-2017');
    await calls(t, 'N:1D E:1C E:P');
    await refused(
      t,
      'E',
      { type: 'call', seat: 'E', call: '2C' },
      'awaiting-decision',
      /S must first decide \(Law 27C\)/,
    );
    await refused(t, 'W', { type: 'call', seat: 'W', call: '1H' }, 'awaiting-decision', /Law 27C/);
    await refused(
      t,
      'N',
      { type: 'elect', seat: 'N', option: 'accept-call' },
      'not-offered',
      /N is not the one to choose \(S\)/,
    );
    // A seat's link cannot speak for another seat.
    await refused(
      t,
      'E',
      { type: 'elect', seat: 'S', option: 'accept-call' },
      'not-your-seat',
      /this link is E's: it cannot act for S/,
    );
    expect(pending(t, 'S')).toMatchObject({ provision: '27C', chooser: ['S'] });
    // Malformed or unoffered input is refused with a reason and changes nothing either.
    await refused(t, 'S', { type: 'call', seat: 'S', call: '1Z' }, 'call-syntax', /"1Z" is not a call/);
    await refused(
      t,
      'S',
      { type: 'elect', seat: 'S', option: 'forbid-suit', suit: 'S' },
      'not-offered',
      /not among the options offered \(accept-call, reject-call\)/,
    );
    await refused(
      t,
      'S',
      { type: 'elect', seat: 'S', option: 'accept' },
      'unknown-option',
      /unknown option "accept"/,
    );
    // The decision S then makes is the one judged.
    await elect(t, 'S', 'reject-call');
    expect(irregularities(t, 'N')[0]?.laws).toEqual(['Law 27C', 'Law 27B2']);
    await noLeaks(t);
  });
});

// W, barred throughout (27B2), bids 2♥ where the pass substituted for it (37B) ends the auction.
const BARRED_ENDS = async (t: Sitting) => {
  await calls(t, 'N:1D E:1C');
  await elect(t, 'S', 'reject-call');
  await calls(t, 'E:P S:P W:2H');
};

describe('Law 37A — the LHO calls over the barred call whose substituted pass closed the auction, on the wire', () => {
  test('2007: the auction is closed and Law 26 is N’s decision; N’s 2♠ reopens it: 2♥ and 2♠ stand, E to call', async () => {
    const t = await table('wbf-2007');
    await BARRED_ENDS(t);
    sameForAll(t);
    expect(t.view('S').phase).toBe('play');
    expect(irregularities(t, 'E')[1]).toMatchObject({
      kind: 'inadmissible-call',
      offender: 'W',
      laws: ['Law 37B'],
    });
    expect(pending(t, 'E')).toMatchObject({ provision: '26', chooser: ['N'] });
    await calls(t, 'N:2S');
    sameForAll(t);
    expect(t.view('W').phase).toBe('auction');
    expect(pending(t, 'W')).toBeNull();
    expect(irregularities(t, 'S')[1]).toMatchObject({ status: 'no-rectification', laws: ['Law 37A'] });
    expect(t.view('N').next).toEqual({ seat: 'E', acts: ['call'] });
    expect(t.view('W').obligations).toMatchObject([{ seat: 'W', kind: 'must-pass', laws: ['Law 27B2'] }]);
    await noLeaks(t);
  });

  test('1997 cites its Law 35B for the same record', async () => {
    const t = await table('wbf-1997');
    await BARRED_ENDS(t);
    await calls(t, 'N:2S');
    expect(t.view('W').phase).toBe('auction');
    expect(irregularities(t, 'S')[1]).toMatchObject({ status: 'no-rectification', laws: ['Law 35B'] });
    await noLeaks(t);
  });

  test('assessed first: N’s Law 26 election, then his 2♠ is a call after the final pass and the auction stays closed', async () => {
    const t = await table('wbf-2007');
    await BARRED_ENDS(t);
    await elect(t, 'N', 'waive-penalty');
    await calls(t, 'N:2S');
    expect(t.view('N').phase).toBe('play');
    expect(irregularities(t, 'director').at(-1)).toMatchObject({ kind: 'call-after-close', offender: 'N' });
    await noLeaks(t);
  });
});

describe('Law 38D — the LHO calls over a bid of more than seven whose substituted pass ended the auction', () => {
  test('2017: W’s 8♠ after 1♦ P P is cancelled and ends the auction; N’s 2♣ then takes Law 26 away', async () => {
    const t = await table('wbf-2017');
    await calls(t, 'N:1D E:P S:P W:8S');
    expect(pending(t, 'S')).toMatchObject({ provision: '26', chooser: ['N'] });
    await calls(t, 'N:2C');
    sameForAll(t);
    expect(irregularities(t, 'E').map((i) => [i.kind, i.offender, i.laws])).toEqual([
      ['inadmissible-call', 'W', ['Law 38B', 'Law 38C', 'Law 38D']],
      ['call-after-close', 'N', ['Law 39A', 'Law 39B']],
    ]);
    expect(pending(t, 'E')).toBeNull();
    expect(t.view('E').next).toEqual({ seat: 'E', acts: ['play'] });
    await noLeaks(t);
  });
});

describe('1997 Law 35C — the LHO calls over a bid of more than seven whose substituted pass ended the auction', () => {
  test('1997: W’s 8♠ cancelled, the auction closed; N’s 2♣ condones it under 35C and takes the lead penalty away', async () => {
    const t = await table('wbf-1997');
    await calls(t, 'N:1D E:P S:P W:8S');
    expect(pending(t, 'N')).toMatchObject({ chooser: ['N'] });
    await calls(t, 'N:2C');
    sameForAll(t);
    const ruled = irregularities(t, 'W');
    expect(ruled[0]).toMatchObject({ kind: 'inadmissible-call', offender: 'W' });
    expect(ruled[0]?.laws).toContain('Law 35C');
    expect(ruled[0]?.laws).not.toContain('Law 38D');
    expect(ruled[1]).toMatchObject({ kind: 'call-after-close', offender: 'N' });
    expect(pending(t, 'E')).toBeNull();
    expect(t.view('E').next).toEqual({ seat: 'E', acts: ['play'] });
    await noLeaks(t);
  });
});

describe('Law 39B (1997 Law 35D) — the LHO calls over a defender’s call after the final pass', () => {
  const closed = 'N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P';
  for (const [rulebook, law] of [
    ['wbf-2017', 'Law 39B'],
    ['wbf-1997', 'Law 35D'],
  ] as const)
    test(`${rulebook}: E bids 5♣ after the final pass, S calls before the ruling: no rectification, ${law}; W to lead`, async () => {
      const t = await table(rulebook);
      await calls(t, closed);
      await calls(t, 'E:5C');
      expect(pending(t, 'W')).toMatchObject({ provision: '26', chooser: ['S'] });
      await calls(t, 'S:P');
      sameForAll(t);
      const ruled = irregularities(t, 'W');
      expect(ruled.map((i) => [i.offender, i.status])).toEqual([
        ['E', 'no-rectification'],
        ['S', 'no-rectification'],
      ]);
      expect(ruled[0]?.laws).toContain(law);
      expect(pending(t, 'W')).toBeNull();
      expect(t.view('N').next).toEqual({ seat: 'W', acts: ['play'] });
      // Dummy is not faced before the opening lead: the leak check holds S's hand from E and W.
      await noLeaks(t);
    });
});

describe('Law 39A — a call after an auction passed out, on the wire', () => {
  test('2007: four passes end the board; N’s 1♠ is recorded, judged a call after the final pass, and the board stays passed out', async () => {
    const t = await table('wbf-2007');
    await calls(t, 'N:P E:P S:P');
    // Before the fourth pass no seat sees another's hand.
    await noLeaks(t);
    await calls(t, 'W:P N:1S');
    sameForAll(t);
    expect(t.view('E').phase).toBe('ended');
    expect(irregularities(t, 'S')).toMatchObject([{ kind: 'call-after-close', offender: 'N' }]);
    expect((await t.record()).events.at(-1)).toMatchObject({ type: 'call', seat: 'N', call: '1S' });
    await noLeaks(t);
  });
});
