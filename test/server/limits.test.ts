/**
 * The server's limits (ADR 0074), each over a real server on loopback: bounded cost (caps on a
 * table's log, replay from kept steps, tables loaded on demand and unloaded), rate limits and
 * caps with clear errors, connection hygiene, and the HTTP details of defect 8 (downloads with a
 * Bearer header, one error for an unknown table and a wrong token, nosniff, HEAD, Origin).
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { DEMO_RECORD } from '../../src/server/demo.js';
import type { ServerLimits } from '../../src/server/limits.js';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { Client, linkParts, type Message, openStore, seeded, tempDb } from './helpers.js';

type Links = { director: string; N: string; E: string; S: string; W: string };

const servers: RunningServer[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

async function serveWith(limits: Partial<ServerLimits> = {}, file = tempDb()): Promise<RunningServer> {
  const s = await startServer({
    store: await openStore(file),
    port: 0,
    robotDelay: 0,
    random: seeded(7),
    limits,
  });
  servers.push(s);
  return s;
}

function post(s: RunningServer, body: unknown): Promise<Response> {
  return fetch(`${s.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function create(
  s: RunningServer,
  body: unknown = { demo: true },
): Promise<{ id: string; links: Links }> {
  const res = await post(s, body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; links: Links };
}

async function joined(s: RunningServer, link: string): Promise<Client> {
  const c = await Client.connect(s.url);
  clients.push(c);
  const { table, token } = linkParts(link);
  expect((await c.hello(table, token)).type).toBe('state');
  return c;
}

/** The view of the last state message a client got. */
function lastView(c: Client): { seq: number; phase: string } {
  const m = [...c.messages].reverse().find((x) => x.type === 'state');
  if (m === undefined) throw new Error('no state received');
  return m['view'] as { seq: number; phase: string };
}

const answer = (id: number) => (m: Message) => (m.type === 'ack' || m.type === 'error') && m['id'] === id;

/** A passed-out board: ended at once (four passes). */
const PASSED_OUT = {
  ...DEMO_RECORD,
  contract: undefined,
  events: ['N', 'E', 'S', 'W'].map((seat) => ({ type: 'call', seat, call: 'P' })),
};

/** The demo board with `n` attentions drawn by dummy (North) during the play. */
const attentions = (n: number) => ({
  ...DEMO_RECORD,
  events: Array.from({ length: n }, () => ({ type: 'attention', seat: 'N' })),
});

const waitFor = async (check: () => boolean, ms = 5000): Promise<void> => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('bounded cost — a table’s log is capped', () => {
  test('a record longer than a table holds is refused at once with table-full and the cap (413)', async () => {
    const s = await serveWith();
    const started = performance.now();
    const res = await post(s, { record: attentions(8000) });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { kind: string; message: string } };
    expect(body.error.kind).toBe('table-full');
    expect(body.error.message).toContain('1000');
    expect(s.host.size).toBe(0);
  });

  test('acts that move no card have their own cap; a card is still played after it is reached', async () => {
    const s = await serveWith({ noCardActsPerTable: 3 });
    const { links } = await create(s);
    const north = await joined(s, links.N);
    for (let i = 0; i < 3; i++)
      expect(
        await north.request({ type: 'act', id: i, event: { type: 'attention', seat: 'N' } }, answer(i)),
      ).toMatchObject({ type: 'ack', seq: i });
    const refused = await north.request(
      { type: 'act', id: 9, event: { type: 'attention', seat: 'N' } },
      answer(9),
    );
    expect(refused).toMatchObject({ type: 'error', error: { kind: 'table-full' } });
    expect((refused['error'] as { message: string }).message).toContain('3');
    const west = await joined(s, links.W);
    expect(
      await west.request({ type: 'act', id: 10, event: { type: 'play', seat: 'W', card: 'C2' } }, answer(10)),
    ).toMatchObject({ type: 'ack', seq: 3 });
  });

  test('a table full of events refuses the next act with table-full, and changes nothing', async () => {
    const s = await serveWith({ eventsPerTable: 2 });
    const { id, links } = await create(s);
    const director = await joined(s, links.director);
    const events = [
      { type: 'play', seat: 'W', card: 'C2' },
      { type: 'play', seat: 'N', card: 'C4' },
      { type: 'play', seat: 'E', card: 'C6' },
    ];
    const answers = [];
    for (const [i, event] of events.entries())
      answers.push(await director.request({ type: 'act', id: i, event }, answer(i)));
    expect(answers.map((a) => a.type)).toEqual(['ack', 'ack', 'error']);
    expect(answers[2]).toMatchObject({ error: { kind: 'table-full' } });
    expect(s.host.table(id)?.judged.record.events).toHaveLength(2);
  });
});

describe('bounded cost — replay is served from steps kept with the table', () => {
  test('each step is computed once, however many replays ask for it', async () => {
    const s = await serveWith();
    const { id, links } = await create(s, { record: attentions(150) });
    const director = await joined(s, links.director);
    const table = s.host.table(id);
    const r1 = await director.request({ type: 'replay', step: 150 }, (m) => m.type === 'replay');
    expect((r1['view'] as { seq: number }).seq).toBe(150);
    expect(table?.steps).toHaveLength(151);
    const kept = table?.steps[60];
    for (const step of [60, 10, 150, 60]) {
      const r = await director.request({ type: 'replay', step }, (m) => m.type === 'replay');
      expect((r['view'] as { seq: number }).seq).toBe(step);
    }
    expect(table?.steps).toHaveLength(151);
    expect(table?.steps[60]).toBe(kept);
  });
});

describe('bounded cost — tables are loaded on demand and unloaded', () => {
  test('start-up reads no log; a finished table is unloaded, then loaded again as it was when asked for', async () => {
    const file = tempDb();
    const first = await serveWith({ sweepMs: 30 }, file);
    const ended = await create(first, { record: PASSED_OUT });
    const open = await create(first);
    await waitFor(() => first.host.loaded === 1);
    expect(first.host.table(ended.id)).toBeUndefined();
    expect(first.host.table(open.id)).toBeDefined();
    const c = await joined(first, ended.links.S);
    expect(lastView(c).phase).toBe('ended');
    expect(first.host.table(ended.id)).toBeDefined();
    servers.splice(servers.indexOf(first), 1);
    c.close();
    await first.close();
    const second = await serveWith({}, file);
    expect(second.host.size).toBe(2);
    expect(second.host.loaded).toBe(0);
    const again = await joined(second, open.links.W);
    expect(lastView(again).seq).toBe(0);
    expect(second.host.loaded).toBe(1);
  });

  test('a stored table whose log no longer replays is refused when asked for, and reported; the others are served', async () => {
    const file = tempDb();
    const store = await openStore(file);
    const { events: _none, ...header } = DEMO_RECORD;
    const tokens = {
      director: 'd'.repeat(24),
      N: 'n'.repeat(24),
      E: 'e'.repeat(24),
      S: 's'.repeat(24),
      W: 'w'.repeat(24),
    };
    // North does not hold ♣2: the log cannot be replayed.
    const events = [{ type: 'play', seat: 'N', card: 'C2' }];
    await store.create({ id: 'broken1', header, tokens, settings: { robots: [] }, created: 1, events });
    await store.close();
    const s = await serveWith({}, file);
    const good = await create(s);
    const c = await Client.connect(s.url);
    clients.push(c);
    expect(await c.hello('broken1', tokens.W)).toMatchObject({
      type: 'error',
      error: { kind: 'table-quarantined' },
    });
    expect(await c.hello('broken1', 'x'.repeat(24))).toMatchObject({
      type: 'error',
      error: { kind: 'bad-link' },
    });
    expect(s.host.quarantined().map((b) => b.id)).toEqual(['broken1']);
    const { table, token } = linkParts(good.links.W);
    expect((await c.hello(table, token)).type).toBe('state');
  });

  test('an idle table nobody is joined to is unloaded; one with a joined screen is kept', async () => {
    const s = await serveWith({ sweepMs: 30, idleUnloadMs: 100 });
    const watched = await create(s);
    const idle = await create(s);
    await joined(s, watched.links.N);
    await waitFor(() => s.host.table(idle.id) === undefined);
    expect(s.host.table(watched.id)).toBeDefined();
  });
});

describe('limits — creation and replay are rate-limited, tables per address capped', () => {
  test('past the burst, creation answers 429 rate-limited with Retry-After', async () => {
    const s = await serveWith({ createRate: { burst: 3, refillMs: 60_000 } });
    for (let i = 0; i < 3; i++) await create(s);
    const res = await post(s, { demo: true });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(await res.json()).toMatchObject({ error: { kind: 'rate-limited' } });
  });

  test('one address may have so many unfinished tables (429 too-many-tables); finished ones do not count', async () => {
    const s = await serveWith({ tablesPerAddress: 2 });
    await create(s, { record: PASSED_OUT });
    await create(s);
    await create(s);
    const res = await post(s, { demo: true });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).not.toBeNull();
    const body = (await res.json()) as { error: { kind: string; message: string } };
    expect(body.error.kind).toBe('too-many-tables');
    expect(body.error.message).toContain('2');
  });

  test('past the burst, a replay request gets a rate-limited error frame; the connection keeps working', async () => {
    const s = await serveWith({ replayRate: { burst: 2, refillMs: 60_000 } });
    const { links } = await create(s);
    const c = await joined(s, links.W);
    const replies = [];
    for (let i = 0; i < 3; i++)
      replies.push(
        await c.request({ type: 'replay', step: 0 }, (m) => m.type === 'replay' || m.type === 'error'),
      );
    expect(replies.map((r) => r.type)).toEqual(['replay', 'replay', 'error']);
    expect(replies[2]).toMatchObject({ error: { kind: 'rate-limited' } });
    expect(
      await c.request({ type: 'act', id: 1, event: { type: 'play', seat: 'W', card: 'C2' } }, answer(1)),
    ).toMatchObject({ type: 'ack' });
  });
});

/** Opens a WebSocket by hand on a raw TCP socket that will never read nor answer a ping. */
function rawSocket(s: RunningServer): Promise<{ destroy(): void }> {
  return new Promise((resolve, reject) => {
    const socket = connect(s.port, '127.0.0.1', () => {
      socket.write(
        [
          'GET /ws HTTP/1.1',
          `Host: 127.0.0.1:${s.port}`,
          'Upgrade: websocket',
          'Connection: Upgrade',
          'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
          'Sec-WebSocket-Version: 13',
          '',
          '',
        ].join('\r\n'),
      );
    });
    socket.once('error', () => undefined);
    socket.once('data', (d: Buffer) => {
      expect(String(d)).toMatch(/^HTTP\/1\.1 101/);
      socket.pause();
      resolve({ destroy: () => socket.destroy() });
    });
    socket.once('close', () => reject(new Error('closed before the upgrade')));
  });
}

describe('connection hygiene', () => {
  test('a socket that never says hello is closed after the hello timeout; one that did stays', async () => {
    const s = await serveWith({ helloTimeoutMs: 150 });
    const { links } = await create(s);
    const silent = new WebSocket(`${s.url.replace(/^http/, 'ws')}/ws`);
    const code = new Promise<number>((resolve) => silent.once('close', (c) => resolve(c)));
    const member = await joined(s, links.E);
    expect(await code).toBe(4008);
    await new Promise((r) => setTimeout(r, 200));
    expect(member.ws.readyState).toBe(WebSocket.OPEN);
    expect(s.sockets()).toEqual({ open: 1, joined: 1 });
  });

  test('a socket that does not answer pings is dropped', async () => {
    const s = await serveWith({ pingIntervalMs: 50, helloTimeoutMs: 60_000 });
    const dead = await rawSocket(s);
    await waitFor(() => s.sockets().open === 1);
    await waitFor(() => s.sockets().open === 0);
    dead.destroy();
  });

  test('a slow reader is dropped above the buffer limit; the table goes on for the others', async () => {
    const s = await serveWith({
      maxBufferedBytes: 64 * 1024,
      messageRate: { burst: 1_000_000, refillMs: 1 },
    });
    const { links } = await create(s);
    const slow = await joined(s, links.E);
    const socket = Reflect.get(slow.ws, '_socket') as { pause(): void };
    socket.pause();
    const west = await joined(s, links.W);
    // Each change of language answers with a whole state; the slow reader reads none of them.
    for (let round = 0; round < 200 && s.sockets().open === 2; round++) {
      for (let i = 0; i < 100; i++) slow.send({ type: 'lang', lang: i % 2 === 0 ? 'nb' : 'en' });
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(s.sockets().open).toBe(1);
    expect(
      await west.request({ type: 'act', id: 1, event: { type: 'play', seat: 'W', card: 'C2' } }, answer(1)),
    ).toMatchObject({ type: 'ack' });
  });

  test('a socket sending too many messages gets rate-limited errors; the messages past the limit are not read', async () => {
    const s = await serveWith({ messageRate: { burst: 5, refillMs: 60_000 } });
    const { links } = await create(s);
    const c = await joined(s, links.W);
    const errors: Message[] = [];
    const five = c.next(() => errors.length === 5);
    c.ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as Message;
      if (m.type === 'error') errors.push(m);
    });
    // The hello was the first of the five; four acts are read, five are not.
    const fourth = c.next(answer(3));
    for (let i = 0; i < 9; i++) c.send({ type: 'act', id: i, event: { type: 'attention', seat: 'W' } });
    await five;
    expect(await fourth).toMatchObject({ type: 'ack', seq: 3 });
    expect(errors.map((e) => (e['error'] as { kind: string }).kind)).toEqual(Array(5).fill('rate-limited'));
    expect(s.host.table(linkParts(links.W).table)?.judged.record.events).toHaveLength(4);
  });

  test('one address may hold so many sockets: the next upgrade is answered 429', async () => {
    const s = await serveWith({ connectionsPerAddress: 2 });
    for (let i = 0; i < 2; i++) clients.push(await Client.connect(s.url));
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${s.url.replace(/^http/, 'ws')}/ws`);
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('open', () => resolve(101));
      ws.once('error', () => undefined);
    });
    expect(status).toBe(429);
  });

  test('/ws refuses another site’s page (Origin), takes its own and the allowed ones', async () => {
    const s = await serveWith({ allowedOrigins: ['https://club.example'] });
    const tryOrigin = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`${s.url.replace(/^http/, 'ws')}/ws`, { origin });
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.once('open', () => {
          ws.close();
          resolve(101);
        });
        ws.once('error', () => undefined);
      });
    expect(await tryOrigin('https://evil.example')).toBe(403);
    expect(await tryOrigin('null')).toBe(403);
    expect(await tryOrigin(s.url)).toBe(101);
    expect(await tryOrigin('https://club.example')).toBe(101);
  });
});

describe('defect 8 — tokens out of URLs, one error for unknown tables, nosniff, HEAD', () => {
  test('downloads take the token in an Authorization: Bearer header, never in the query', async () => {
    const s = await serveWith();
    const { id, links } = await create(s);
    const director = linkParts(links.director).token;
    const ok = await fetch(`${s.url}/api/tables/${id}/record`, {
      headers: { authorization: `Bearer ${director}` },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { format: string }).format).toBe('tablelaw/1');
    const query = await fetch(`${s.url}/api/tables/${id}/record?token=${director}`);
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ error: { kind: 'token-in-query' } });
  });

  test('an unknown table and a wrong token get the same answer, over HTTP and WebSocket', async () => {
    const s = await serveWith();
    const { id, links } = await create(s);
    const wrong = `${linkParts(links.S).token.slice(0, -2)}xx`;
    const answers = await Promise.all(
      [`${id}/record`, 'nosuchtable/record'].map(async (path) => {
        const res = await fetch(`${s.url}/api/tables/${path}`, {
          headers: { authorization: `Bearer ${wrong}` },
        });
        return { status: res.status, body: await res.text() };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]?.status).toBe(403);
    const c = await Client.connect(s.url);
    clients.push(c);
    const a = await c.hello(id, wrong);
    const b = await c.hello('nosuchtable', wrong);
    expect(a).toEqual(b);
    expect(a).toMatchObject({ type: 'error', error: { kind: 'bad-link' } });
  });

  test('every answer says X-Content-Type-Options: nosniff; HEAD / answers as GET without a body', async () => {
    const s = await serveWith();
    const { id } = await create(s);
    const answers = await Promise.all([
      fetch(`${s.url}/`),
      fetch(`${s.url}/api/rulebooks`),
      fetch(`${s.url}/nothing-here`),
      fetch(`${s.url}/api/tables/${id}/pbn`),
      fetch(`${s.url}/favicon.ico`),
      post(s, 'not an object'),
    ]);
    for (const res of answers) expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${s.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(head.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await head.text()).toBe('');
  });
});
