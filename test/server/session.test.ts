/**
 * A club session at the server (Laws 78, 12C): created from a movement, every table of every
 * round made at once with deals from the cryptographic source; the director's room lists the
 * tables, those calling the director first, oldest first; a finished board's result reaches the
 * director's results at once and the public results only once every table has played it; the
 * session survives a restart of the server on the same store.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { SEATS } from '../../src/core/seat.js';
import { checkRecord, type RecordEvent, robotAct, tryAct } from '../../src/server/engine.js';
import type { RunningServer } from '../../src/server/server.js';
import { Client, linkParts, seeded, serve, tempDb } from './helpers.js';

const running: RunningServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.close().catch(() => undefined);
});

type Created = { id: string; deals: string; tables: number; links: { room: string; results: string } };
type RoomTable = {
  round: number;
  table: number;
  board: number;
  ns: string;
  phase: string;
  calling: number | null;
  links: { director: string };
};

const tokenOf = (link: string) => new URLSearchParams(link.slice(link.indexOf('#') + 1)).get('k') ?? '';

async function get<T>(url: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

async function create(server: RunningServer, body: unknown): Promise<Created> {
  const res = await fetch(`${server.url}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

/** Plays a whole board at a table through its director's link (random legal acts, seeded). */
async function playBoard(server: RunningServer, link: string, seed: number): Promise<void> {
  const { table, token } = linkParts(link);
  const res = await fetch(`${server.url}/api/tables/${table}/record`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const start = checkRecord(await res.json());
  if (!start.ok) throw new Error(start.error.message);
  let judged = start.value;
  const events: RecordEvent[] = [];
  const random = seeded(seed);
  for (;;) {
    const event = robotAct(judged, new Set(SEATS), random);
    if (event === null) break;
    const next = tryAct(judged, event);
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
    events.push(event);
  }
  const c = await Client.connect(server.url);
  await c.hello(table, token);
  for (const [i, event] of events.entries())
    await c.request({ type: 'act', id: i, event }, (m) => m.type === 'ack' || m.type === 'error');
  c.close();
}

describe('a club session at the server', () => {
  test('a 3-table Mitchell: every table of every round, deals from the random source; the room lists them', async () => {
    const server = await serve();
    running.push(server);
    const s = await create(server, {
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 2,
      event: 'Club night',
    });
    expect(s.deals).toBe('random');
    expect(s.tables).toBe(18);
    const room = await get<{ viewer: string; tables: RoomTable[] }>(
      `${server.url}/api/sessions/${s.id}`,
      tokenOf(s.links.room),
    );
    expect(room.body.viewer).toBe('director');
    expect(room.body.tables).toHaveLength(18);
    expect(room.body.tables.every((t) => t.calling === null && t.phase === 'auction')).toBe(true);
    // The public link sees no table.
    const pub = await get<{ viewer: string; tables?: unknown }>(
      `${server.url}/api/sessions/${s.id}`,
      tokenOf(s.links.results),
    );
    expect(pub.body).toEqual({ id: s.id, event: 'Club night', viewer: 'public' });
    // A wrong token and an unknown session get the same answer.
    expect((await get(`${server.url}/api/sessions/${s.id}`, 'nope')).status).toBe(403);
    expect((await get(`${server.url}/api/sessions/nothing`, tokenOf(s.links.room))).status).toBe(403);
  });

  test('two tables call the director: the room shows both first, the older call first', async () => {
    const server = await serve();
    running.push(server);
    const s = await create(server, { tables: 3, movement: 'mitchell', boardsPerRound: 1 });
    const token = tokenOf(s.links.room);
    const { body } = await get<{ tables: RoomTable[] }>(`${server.url}/api/sessions/${s.id}`, token);
    const [first, second] = [body.tables[4], body.tables[1]] as [RoomTable, RoomTable];
    for (const t of [first, second]) {
      const c = await Client.connect(server.url);
      const { table, token: tableToken } = linkParts(t.links.director);
      await c.hello(table, tableToken);
      const answer = await c.request(
        { type: 'act', id: 1, event: { type: 'attention', seat: 'N' } },
        (m) => m.type === 'ack' || m.type === 'error',
      );
      expect(answer.type).toBe('ack');
      c.close();
      await new Promise((r) => setTimeout(r, 20));
    }
    const room = await get<{ tables: RoomTable[] }>(`${server.url}/api/sessions/${s.id}`, token);
    const calling = room.body.tables.filter((t) => t.calling !== null);
    expect(calling.map((t) => [t.table, t.board])).toEqual([
      [first.table, first.board],
      [second.table, second.board],
    ]);
    expect(room.body.tables.slice(0, 2)).toEqual(calling);
  });

  test('a finished board: in the director’s results at once (provisional), in the public results only when every table has played it; Law 90 — a procedural penalty in the ranking; kept across a restart', async () => {
    const file = tempDb();
    const server = await serve(file);
    running.push(server);
    const s = await create(server, {
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
      event: 'Restart night',
    });
    const director = tokenOf(s.links.room);
    const room = await get<{ tables: RoomTable[] }>(`${server.url}/api/sessions/${s.id}`, director);
    const board1 = room.body.tables.filter((t) => t.board === 1);
    expect(board1).toHaveLength(3);
    await playBoard(server, (board1[0] as RoomTable).links.director, 1);
    type Json = { provisional: boolean; inPlay: number[]; boards: { board: number; results: unknown[] }[] };
    const mine = await get<Json>(`${server.url}/api/sessions/${s.id}/results`, director);
    expect(mine.status).toBe(200);
    expect(mine.body.provisional).toBe(true);
    expect(mine.body.boards.map((b) => [b.board, b.results.length])).toEqual([[1, 1]]);
    const before = await get<Json>(`${server.url}/api/sessions/${s.id}/results`, tokenOf(s.links.results));
    expect(before.body.boards).toEqual([]);
    for (const [i, t] of board1.slice(1).entries()) await playBoard(server, t.links.director, 2 + i);
    const after = await get<Json>(`${server.url}/api/sessions/${s.id}/results`, tokenOf(s.links.results));
    expect(after.body.boards.map((b) => [b.board, b.results.length])).toEqual([[1, 3]]);
    // Law 90: the director takes a quarter of a top from the pair North–South at the first table.
    const pair = (board1[0] as RoomTable).ns;
    const give = (token: string, body: unknown) =>
      fetch(`${server.url}/api/sessions/${s.id}/penalties`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    const before90 = await get<{ ranking: { pair: string; points: number }[] }>(
      `${server.url}/api/sessions/${s.id}/results`,
      director,
    );
    const given = await give(director, { board: 1, pair, amount: 0.25, reason: 'slow play' });
    expect(given.status).toBe(201);
    expect((await give(tokenOf(s.links.results), { board: 1, pair, amount: 0.25, reason: 'x' })).status).toBe(
      403,
    );
    expect((await give(director, { board: 1, pair: 'nobody', amount: 0.25, reason: 'x' })).status).toBe(400);
    expect((await give(director, { board: 1, pair, amount: 2, reason: 'x' })).status).toBe(400);
    type Ranked = {
      ranking: { pair: string; points: number; penalties?: number }[];
      penalties?: { board: number; pair: string; law: string; reason?: string }[];
    };
    const after90 = await get<Ranked>(`${server.url}/api/sessions/${s.id}/results`, director);
    expect(after90.body.penalties).toMatchObject([{ board: 1, pair, law: 'Law 90', reason: 'slow play' }]);
    const points = (r: { ranking: { pair: string; points: number }[] }) =>
      r.ranking.find((e) => e.pair === pair)?.points ?? Number.NaN;
    expect(points(after90.body)).toBeLessThan(points(before90.body));
    // The server stops and starts again on the same store: the session is there as it was.
    await server.close();
    running.splice(0);
    const again = await serve(file);
    running.push(again);
    const resumed = await get<{ tables: RoomTable[] }>(`${again.url}/api/sessions/${s.id}`, director);
    expect(resumed.status).toBe(200);
    expect(resumed.body.tables.filter((t) => t.phase === 'ended').map((t) => t.board)).toEqual([1, 1, 1]);
    const page = await fetch(`${again.url}/api/sessions/${s.id}/results.html`, {
      headers: { authorization: `Bearer ${director}` },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Restart night');
    // The penalty was stored with the session.
    const kept = await get<Ranked>(`${again.url}/api/sessions/${s.id}/results`, director);
    expect(kept.body.penalties).toHaveLength(1);
    expect(html).toMatch(/Board 1/);
  });

  test('a session is bounded: too many tables refused before any is made (413); sessions from one address rate-limited (429)', async () => {
    const server = await serve();
    running.push(server);
    const post = (body: unknown) =>
      fetch(`${server.url}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const tables = server.host.size;
    const big = await post({ tables: 30, movement: 'mitchell', boardsPerRound: 8 });
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { kind: string } }).error.kind).toBe('session-too-large');
    expect(server.host.size).toBe(tables);
    expect((await post({ tables: 3, boardsPerRound: 1 })).status).toBe(201);
    expect((await post({ tables: 3, boardsPerRound: 1 })).status).toBe(201);
    const limited = await post({ tables: 3, boardsPerRound: 1 });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });

  test('bad requests are refused with a reason; a token in the URL is refused', async () => {
    const server = await serve();
    running.push(server);
    const post = (body: unknown) =>
      fetch(`${server.url}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ tables: 1 })).status).toBe(400);
    expect((await post({ tables: 3, movement: 'swiss' })).status).toBe(400);
    expect((await post({ tables: 3, handRecord: 'not pbn [' })).status).toBe(400);
    expect((await fetch(`${server.url}/api/sessions/x?token=y`)).status).toBe(400);
  });
});
