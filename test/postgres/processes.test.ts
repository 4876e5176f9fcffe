/**
 * Several server processes, one PostgreSQL: a table opened through one process is played
 * through both; acts accepted by one reach the sockets held by the other; acts sent at once
 * through two processes are ordered by the database; and a process killed with SIGKILL while
 * four players play through it loses nothing acknowledged — they go on through the other.
 * Runs the built server (dist/; `npm test` builds before testing) on a real PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { SEATS, type Seat } from '../../src/core/seat.js';
import { DEMO_RECORD } from '../../src/server/demo.js';
import { checkRecord, notYours, type RecordEvent, robotAct, tryAct } from '../../src/server/engine.js';
import { Client, linkParts, MAIN, type Message, seeded, spawnServer } from '../server/helpers.js';
import { type Cluster, startCluster } from './cluster.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

const start = () => spawnServer(cluster.url, children);

type Table = { id: string; links: { director: string } & Record<Seat, string> };

async function openTable(url: string): Promise<Table> {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ demo: true }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Table;
}

/** A whole board of legal acts for the demo deal, each with the seat whose link sends it. */
function board(seed: number): { event: RecordEvent; sender: Seat }[] {
  const first = checkRecord(DEMO_RECORD);
  if (!first.ok) throw new Error(first.error.message);
  let judged = first.value;
  const random = seeded(seed);
  const all = new Set(SEATS);
  const out: { event: RecordEvent; sender: Seat }[] = [];
  for (;;) {
    const event = robotAct(judged, all, random);
    if (event === null) return out;
    const sender = SEATS.find((s) => notYours(judged.state, s, event) === null);
    if (sender === undefined) throw new Error(`no seat may send ${JSON.stringify(event)}`);
    out.push({ event, sender });
    const next = tryAct(judged, event);
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
  }
}

async function record(url: string, table: Table): Promise<unknown> {
  const res = await fetch(`${url}/api/tables/${table.id}/record`, {
    headers: { authorization: `Bearer ${linkParts(table.links.director).token}` },
  });
  expect(res.status).toBe(200);
  return res.json();
}

/** The length of the log a client's latest state shows (from + events). */
function logLength(m: Message): number {
  const log = m['log'] as { from: number; events: unknown[] };
  return log.from + log.events.length;
}

describe('several server processes on one PostgreSQL', () => {
  test('a table opened through one process is played through both; the record is the same from either', async () => {
    expect(existsSync(MAIN), `${MAIN} is missing: build first (npm run build)`).toBe(true);
    const [a, b] = await Promise.all([start(), start()]);
    expect(a.driver).toBe('pg');
    for (const proc of [a, b]) {
      expect((await fetch(`${proc.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${proc.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    }
    const table = await openTable(a.url);
    const acts = board(3);
    const clients = new Map<string, Client>();
    for (const [i, proc] of [a, b].entries())
      for (const seat of SEATS) {
        const c = await Client.connect(proc.url);
        const hello = await c.hello(table.id, linkParts(table.links[seat]).token);
        expect(hello.type).toBe('state');
        clients.set(`${i}${seat}`, c);
      }
    // Each act through the process of its parity; every client of the other process sees it.
    for (const [seq, { event, sender }] of acts.entries()) {
      const via = clients.get(`${seq % 2}${sender}`) as Client;
      const other = clients.get(`${(seq + 1) % 2}${sender === 'N' ? 'E' : 'N'}`) as Client;
      const seen = other.next((m) => m.type === 'state' && logLength(m) === seq + 1);
      const ack = await via.request(
        { type: 'act', id: seq, event },
        (m) => m.type === 'ack' || m.type === 'error',
      );
      expect(ack).toMatchObject({ type: 'ack', seq });
      await seen;
    }
    const fromA = await record(a.url, table);
    const fromB = await record(b.url, table);
    expect(fromB).toEqual(fromA);
    // Each act as sent, with the time the process that recorded it stamped on it.
    expect((fromA as { events: RecordEvent[] }).events.map(({ time: _, ...e }) => e)).toEqual(
      acts.map((x) => x.event),
    );
    for (const c of clients.values()) c.close();
  }, 120_000);

  test('acts sent at once through two processes are ordered by the database: both processes show one log', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const table = await openTable(b.url);
    const west = linkParts(table.links.W).token;
    const ca = await Client.connect(a.url);
    const cb = await Client.connect(b.url);
    await ca.hello(table.id, west);
    await cb.hello(table.id, west);
    // West (632.843.T843.752 in the demo deal) leads through both at the same instant, two different cards.
    const [ra, rb] = await Promise.all([
      ca.request(
        { type: 'act', id: 1, event: { type: 'play', seat: 'W', card: 'S6' } },
        (m) => m.type !== 'state',
      ),
      cb.request(
        { type: 'act', id: 1, event: { type: 'play', seat: 'W', card: 'H8' } },
        (m) => m.type !== 'state',
      ),
    ]);
    // Each is either recorded (one seq each, never the same) or refused with a reason.
    const seqs = [ra, rb].filter((m) => m.type === 'ack').map((m) => m['seq']);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.length).toBeGreaterThanOrEqual(1);
    for (const m of [ra, rb])
      if (m.type === 'error') expect((m['error'] as { kind: string }).kind).not.toBe('internal-error');
    const fromA = await record(a.url, table);
    const fromB = await record(b.url, table);
    expect(fromB).toEqual(fromA);
    expect((fromA as { events: unknown[] }).events).toHaveLength(seqs.length);
    ca.close();
    cb.close();
  }, 60_000);

  test('SIGKILL one process while four players play through it: they go on through the other; nothing acknowledged is lost or doubled', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const table = await openTable(a.url);
    const acts = board(11);
    const acked = new Set<number>();
    let killedAt = -1;
    /** A player: sends its own act whenever the log it is shown has reached it; joins again elsewhere when its server goes. */
    const player = (seat: Seat) =>
      new Promise<void>((done, fail) => {
        const token = linkParts(table.links[seat]).token;
        let length = 0;
        const join = async (url: string) => {
          const c = await Client.connect(url);
          c.ws.on('error', () => undefined);
          c.ws.on('close', () => {
            if (length < acts.length) join(b.url).catch(fail);
          });
          c.ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as Message;
            if (m.type === 'ack') acked.add(m['seq'] as number);
            if (m.type === 'error') fail(new Error(JSON.stringify(m)));
            if (m.type !== 'state') return;
            length = logLength(m);
            if (length >= acts.length) {
              c.ws.removeAllListeners('close');
              c.close();
              done();
              return;
            }
            const next = acts[length];
            if (next?.sender === seat) c.send({ type: 'act', id: length, event: next.event });
            if (killedAt < 0 && length >= 20) {
              killedAt = length;
              a.child.kill('SIGKILL');
            }
          });
          c.send({ type: 'hello', table: table.id, token, lang: 'en' });
        };
        join(a.url).catch(fail);
      });
    await Promise.all(SEATS.map(player));
    expect(killedAt).toBeGreaterThanOrEqual(20);
    // The survivor is still ready.
    expect((await fetch(`${b.url}/readyz`)).status).toBe(200);
    const stored = (await record(b.url, table)) as { events: RecordEvent[] };
    // Nothing lost, nothing twice: the log is exactly the board, and holds every acknowledged act.
    expect(stored.events.every((e) => typeof e.time === 'string')).toBe(true);
    expect(stored.events.map(({ time: _, ...e }) => e)).toEqual(acts.map((x) => x.event));
    for (const seq of acked) expect(seq).toBeLessThan(stored.events.length);
    expect(acked.size).toBeGreaterThan(0);
  }, 120_000);
});
