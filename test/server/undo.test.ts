/**
 * `undo` over a real server (ADR 0088): a seat's link takes back its own last tap before anyone
 * else acts; every screen is sent the table as before it; another seat's link, a tap no longer
 * last, and dummy's own link are refused with a reason; the table survives a restart of the
 * server with the undo replayed from the store. And Law 68C on the wire: the claimer's hand
 * reaches the other seats from the claim on.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../src/server/server.js';
import { given } from '../laws/given.js';
import { DRIVER, serve, tempDb } from './helpers.js';
import { Sitting } from './wire.js';

let server: RunningServer | null = null;
let sitting: Sitting | null = null;
afterEach(async () => {
  sitting?.close();
  sitting = null;
  await server?.close();
  server = null;
});

/** 4H by East, dummy West, South on lead (DESIGN §4's deal), under WBF 2017. */
const record = () => given().under('wbf-2017').record;

async function seat(file = tempDb()): Promise<Sitting> {
  server = await serve(file);
  const s = await Sitting.create(server.url, { record: record() });
  if (typeof s === 'string') throw new Error(s);
  sitting = s;
  return s;
}

describe(`Undo over the wire (${DRIVER})`, () => {
  test('South leads, taps a second card by mistake and undoes it: every screen shows the table as before', async () => {
    const s = await seat();
    expect((await s.act('S', { type: 'play', seat: 'S', card: 'C4' })).type).toBe('ack');
    expect((await s.act('S', { type: 'play', seat: 'S', card: 'D3' })).type).toBe('ack');
    expect(s.view('director').irregularities.length).toBeGreaterThan(0);
    expect((await s.act('S', { type: 'undo', seat: 'S' })).type).toBe('ack');
    for (const who of ['director', 'N', 'E', 'S', 'W'] as const) {
      const v = s.view(who);
      expect(v.irregularities).toEqual([]);
      expect(v.trick?.plays.map((p) => p.card)).toEqual(['C4']);
    }
    expect(s.view('S').hands.S).toContain('D3');
    const events = (await s.record()).events.map((e) => e['type']);
    expect(events).toEqual(['play', 'play', 'undo']);
    expect(await s.leaks()).toEqual([]);
  });

  test('refused with a reason, nothing changed: another seat’s act is last; an undo again; dummy’s own link', async () => {
    const s = await seat();
    await s.act('S', { type: 'play', seat: 'S', card: 'C4' });
    // Declarer plays dummy's card; South cannot undo it, dummy's own link may not, declarer may.
    await s.act('E', { type: 'play', seat: 'W', card: 'C6' });
    const south = await s.act('S', { type: 'undo', seat: 'S' });
    expect(south).toMatchObject({ type: 'error', error: { kind: 'not-last-act' } });
    const dummy = await s.act('W', { type: 'undo', seat: 'W' });
    expect(dummy).toMatchObject({ type: 'error', error: { kind: 'not-dummys-act' } });
    const other = await s.act('N', { type: 'undo', seat: 'E' });
    expect(other).toMatchObject({ type: 'error', error: { kind: 'not-your-seat' } });
    expect(s.view('director').seq).toBe(2);
    expect((await s.act('E', { type: 'undo', seat: 'W' })).type).toBe('ack');
    const again = await s.act('E', { type: 'undo', seat: 'W' });
    expect(again).toMatchObject({ type: 'error', error: { kind: 'nothing-to-undo' } });
    expect(s.view('N').trick?.plays.map((p) => p.card)).toEqual(['C4']);
  });

  test('an election undone by its own seat is no ruling: the decision is open again, the ruling log empty', async () => {
    const s = await seat();
    // North leads out of turn; declarer (East) accepts, then takes the election back.
    await s.act('N', { type: 'play', seat: 'N', card: 'C3' });
    await s.act('E', { type: 'elect', seat: 'E', option: 'accept-lead' });
    const rulings = () => (s.view('director') as unknown as { rulings?: readonly unknown[] }).rulings ?? [];
    expect(rulings()).toHaveLength(1);
    expect((await s.act('E', { type: 'undo', seat: 'E' })).type).toBe('ack');
    expect(s.view('director').pending?.options.map((o) => o.id)).toContain('accept-lead');
    expect(rulings()).toEqual([]);
  });

  test('an undo right after the server restarts (the table loaded from the store) undoes the last act', async () => {
    const file = tempDb();
    const s = await seat(file);
    await s.act('S', { type: 'play', seat: 'S', card: 'C4' });
    await s.act('E', { type: 'play', seat: 'W', card: 'C6' });
    const links = s.links;
    s.close();
    sitting = null;
    await server?.close();
    server = await serve(file);
    const again = await Sitting.join(server.url, links);
    sitting = again;
    expect((await again.act('E', { type: 'undo', seat: 'W' })).type).toBe('ack');
    expect(again.view('S').trick?.plays.map((p) => p.card)).toEqual(['C4']);
  });

  test('Law 68C — declarer claims: both defenders are sent his remaining cards until the claim is resolved', async () => {
    const s = await seat();
    for (const [who, seatOf, card] of [
      ['S', 'S', 'C4'],
      ['E', 'W', 'C6'],
      ['N', 'N', 'C3'],
      ['E', 'E', 'C2'],
    ] as const)
      await s.act(who, { type: 'play', seat: seatOf, card });
    expect(s.view('N').hands.E).toEqual([]);
    await s.act('E', { type: 'claim', seat: 'E', tricks: 12, statement: 'trumps first' });
    for (const who of ['N', 'S'] as const) expect(s.view(who).hands.E).toHaveLength(12);
    expect(s.view('N').claim).toMatchObject({
      seat: 'E',
      kind: 'claim',
      tricks: 12,
      statement: 'trumps first',
    });
    await s.act('S', { type: 'dispute', seat: 'S' });
    expect(s.view('N').hands.E).toHaveLength(12);
    expect(await s.leaks()).toEqual([]);
  });
});
