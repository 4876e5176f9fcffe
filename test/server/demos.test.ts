/**
 * The demo tables of each game (ADR 0089): `POST /api/tables {"demo": NAME}` makes a table of
 * that game whose record replays, at the point its hint describes; an unknown name is refused.
 */
import { describe, expect, test } from 'vitest';
import { DEMOS } from '../../src/server/demo.js';
import { checkRecord, viewOf } from '../../src/server/engine.js';
import { createSpecOf } from '../../src/server/server.js';

describe('the demo tables of each game', () => {
  test('each demo name makes a table of its game, from its record', () => {
    for (const [name, record] of Object.entries(DEMOS)) {
      const spec = createSpecOf({ demo: name });
      expect(spec, name).toEqual({ kind: 'record', record, robots: [] });
    }
    expect(createSpecOf({ demo: true })).toEqual({
      kind: 'record',
      record: DEMOS['contract-bridge'],
      robots: [],
    });
  });

  test('an unknown demo is refused with a reason', () => {
    expect(createSpecOf({ demo: 'whist' })).toMatch(/"demo" is true or one of/);
    expect(createSpecOf({ demo: 3 })).toMatch(/"demo" is true or one of/);
  });

  test('each demo stands where its hint says: a bid out of turn, a lead out of turn, the making', () => {
    const at = (name: keyof typeof DEMOS) => {
      const judged = checkRecord(DEMOS[name]);
      if (!judged.ok) throw new Error(judged.error.message);
      return viewOf(judged.value, 'director', 'en');
    };
    const auction = at('auction');
    expect(auction.phase).toBe('auction');
    expect(auction.next).toEqual({ seat: 'E', acts: ['call'] });
    const royal = at('auction-bridge');
    expect(royal.part.auctionBridge?.contract).toBe('2RS');
    expect(royal.next).toEqual({ seat: 'W', acts: ['play'] });
    const euchre = at('euchre');
    expect(euchre.part.euchre?.upcard).toBe('H9');
    expect(euchre.next).toEqual({ seat: 'E', acts: ['call'] });
    expect(euchre.calls).toEqual(['pass', 'order-up', 'alone H']);
  });
});
