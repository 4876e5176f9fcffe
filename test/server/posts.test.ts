/**
 * The server's creating requests over a real server on loopback: tables, sessions and the
 * director's rulings at a session (Law 90 penalties, Law 87) are each a POST of JSON — any other
 * method is answered 405 naming what to post, any other body type 415 — and the tables and
 * sessions one address creates are rate-limited (429, with what is limited and when to try
 * again). Nothing is made by a refusal.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { openStore, seeded, tempDb } from './helpers.js';

const servers: RunningServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function serve(): Promise<RunningServer> {
  const s = await startServer({
    store: await openStore(tempDb()),
    port: 0,
    robotDelay: 0,
    random: seeded(7),
    limits: { createRate: { burst: 2, refillMs: 60_000 }, sessionRate: { burst: 1, refillMs: 30_000 } },
  });
  servers.push(s);
  return s;
}

type Refusal = { error: { kind: string; message: string } };

const PATHS = [
  ['/api/tables', 'POST a table to create it'],
  ['/api/sessions', 'POST a session to create it'],
  ['/api/sessions/nosuch/penalties', 'POST a procedural penalty (Law 90) to give it'],
  ['/api/sessions/nosuch/fouled', 'POST a decision on a fouled board (Law 87) to give it'],
  ['/api/sessions/nosuch/found', 'POST the cards as found at a table (Law 87) to give it'],
] as const;

describe('creating requests: a POST of JSON, at a rate', () => {
  test.each(PATHS)(
    '%s: another method is 405, another body type 415, and nothing is made',
    async (path, what) => {
      const s = await serve();
      const tables = s.host.size;
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const res = await fetch(`${s.url}${path}`, { method });
        expect(res.status, method).toBe(405);
        expect(await res.json()).toEqual({ error: { kind: 'method', message: what } });
      }
      const text = await fetch(`${s.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"demo":true}',
      });
      expect(text.status).toBe(415);
      expect(((await text.json()) as Refusal).error.kind).toBe('content-type');
      expect(s.host.size).toBe(tables);
    },
  );

  test('past the burst, tables and sessions are refused 429 saying what is limited', async () => {
    const s = await serve();
    const post = (path: string, body: unknown) =>
      fetch(`${s.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post('/api/tables', { demo: true })).status).toBe(201);
    expect((await post('/api/tables', { demo: true })).status).toBe(201);
    const table = await post('/api/tables', { demo: true });
    expect(table.status).toBe(429);
    expect(table.headers.get('retry-after')).toBe('60');
    expect(((await table.json()) as Refusal).error.message).toMatch(
      /^tables are created at most 2 at once, then one each 60000 ms; try again in 60 s$/,
    );
    expect((await post('/api/sessions', { tables: 3, boardsPerRound: 1 })).status).toBe(201);
    const session = await post('/api/sessions', { tables: 3, boardsPerRound: 1 });
    expect(session.status).toBe(429);
    expect(((await session.json()) as Refusal).error).toEqual({
      kind: 'rate-limited',
      message: 'sessions are created at most 1 at once, then one each 30000 ms; try again in 30 s',
    });
  });
});
