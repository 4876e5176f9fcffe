/**
 * No act can crash the process (ADR 0072), on the built server running as its own process
 * (dist/; `npm test` builds before testing): the two-message crash leaves the process running and
 * a restart loads the table; a database holding a table whose log does not replay starts, reports
 * it as one JSON line on standard error and answers `table-quarantined` — never a crash loop.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import type { RecordEvent } from '../../src/table/event.js';
import { Board } from '../laws/given.js';
import { Client, linkParts, MAIN, type Message, openStore, spawnServer, tempDb } from './helpers.js';

const children: ChildProcess[] = [];
const clients: Client[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

type Links = { director: string; N: string; E: string; S: string; W: string };

async function create(url: string): Promise<{ id: string; links: Links }> {
  const res = await fetch(`${url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record: new Board().record }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; links: Links };
}

async function joined(url: string, link: string): Promise<{ client: Client; hello: Message }> {
  const client = await Client.connect(url);
  clients.push(client);
  const { table, token } = linkParts(link);
  return { client, hello: await client.hello(table, token) };
}

let nextId = 1;
async function act(client: Client, event: RecordEvent): Promise<Message> {
  const id = nextId++;
  return client.request(
    { type: 'act', id, event },
    (m) => (m.type === 'ack' || m.type === 'error') && m['id'] === id,
  );
}

/** The built server on `db`, with everything it writes (standard output and error) kept from its start. */
async function started(
  db: string,
): Promise<{ child: ChildProcess; url: string; out: { text: string; err: string } }> {
  const child = spawn(process.execPath, [MAIN, '--port', '0', '--db', db, '--robot-delay', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { text: '', err: '' };
  child.stderr?.on('data', (d: Buffer) => {
    out.err += String(d);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out.text}${out.err}`)), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      out.text += String(d);
      const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out.text);
      if (m !== null) {
        clearTimeout(timer);
        resolve(m[1] as string);
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out.text}${out.err}`)));
  });
  return { child, url, out };
}

describe('the server process survives any act', () => {
  test('the two-message crash: error frame, the process and the other table go on, a restart loads the table', async () => {
    expect(existsSync(MAIN), `${MAIN} is missing: build first (npm run build)`).toBe(true);
    const db = tempDb();
    const { child, url } = await spawnServer(db, children);
    const a = await create(url);
    const b = await create(url);
    const north = (await joined(url, a.links.N)).client;
    const exposed = await act(north, {
      type: 'expose',
      seat: 'N',
      card: 'ST',
      how: 'seen-by-partner',
      holder: 'S',
    });
    expect(exposed.type).toBe('error');
    // The second message: any act. Before, the process exited here.
    const attention = await act(north, { type: 'attention', seat: 'N' });
    expect(['ack', 'error']).toContain(attention.type);
    const south = (await joined(url, a.links.S)).client;
    expect((await act(south, { type: 'play', seat: 'S', card: 'C4' })).type).toBe('ack');
    const other = (await joined(url, b.links.S)).client;
    expect((await act(other, { type: 'play', seat: 'S', card: 'C4' })).type).toBe('ack');
    expect(child.exitCode).toBeNull();
    for (const c of clients.splice(0)) c.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const again = await spawnServer(db, children);
    const { hello } = await joined(again.url, a.links.N);
    expect(hello.type).toBe('state');
    expect((hello['view'] as { seq: number }).seq).toBe(attention.type === 'ack' ? 2 : 1);
  });

  test('a table whose stored log does not replay: the process starts, logs one JSON line, answers table-quarantined', async () => {
    const db = tempDb();
    const store = await openStore(db);
    const { events, ...header } = new Board().record;
    const token = 's'.repeat(24);
    await store.create({
      id: 'invalid',
      header,
      tokens: { director: 'd'.repeat(24), N: 'n'.repeat(24), E: 'e'.repeat(24), S: token, W: 'w'.repeat(24) },
      settings: { robots: [] },
      created: Date.now(),
      // South plays a card North holds: the log cannot replay.
      events: [...events, { type: 'play', seat: 'S', card: 'HA' }],
    });
    await store.close();
    for (let restart = 0; restart < 2; restart++) {
      const { child, url, out } = await started(db);
      // Tables load on demand: the server starts without reading any log.
      expect(out.text).toMatch(/\d+ stored, loaded on demand/);
      expect(out.err).toBe('');
      const client = await Client.connect(url);
      clients.push(client);
      const answer = await client.hello('invalid', token);
      expect(answer.type).toBe('error');
      expect((answer['error'] as { kind: string }).kind).toBe('table-quarantined');
      // The log line is written before the answer is sent, but comes through another pipe.
      for (let i = 0; i < 100 && out.err === ''; i++) await new Promise((r) => setTimeout(r, 20));
      const lines = out.err
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines).toEqual([
        expect.objectContaining({
          level: 'error',
          event: 'table-quarantined',
          table: 'invalid',
          where: 'load',
        }),
      ]);
      const good = await create(url);
      const south = (await joined(url, good.links.S)).client;
      expect((await act(south, { type: 'play', seat: 'S', card: 'C4' })).type).toBe('ack');
      expect(child.exitCode).toBeNull();
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  });
});
