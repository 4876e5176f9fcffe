/**
 * Durability: the server process is killed with SIGKILL in the middle of a stream of acts and
 * started again on the same database: every acknowledged act is there, none twice, in order.
 * Runs the built server (dist/; `npm test` builds before testing).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { DEMO_RECORD } from '../../src/server/demo.js';
import { checkRecord, type RecordEvent, robotAct, tryAct } from '../../src/server/engine.js';
import { Client, DRIVER, linkParts, MAIN, seeded, spawnServer, tempDb } from './helpers.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

const start = (db: string) => spawnServer(db, children);

/** A whole board of legal acts for the demo deal. */
function board(seed: number): RecordEvent[] {
  const start = checkRecord(DEMO_RECORD);
  if (!start.ok) throw new Error(start.error.message);
  let judged = start.value;
  const random = seeded(seed);
  const all = new Set(['N', 'E', 'S', 'W'] as const);
  for (;;) {
    const event = robotAct(judged, all, random);
    if (event === null) return [...judged.record.events];
    const next = tryAct(judged, event);
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
  }
}

describe(`table server (SQLite via ${DRIVER}) — storage that loses nothing`, () => {
  test('SIGKILL in the middle of a stream of acts: after a restart every acknowledged act is there, none twice', async () => {
    expect(existsSync(MAIN), `${MAIN} is missing: build first (npm run build)`).toBe(true);
    const db = tempDb();
    const first = await start(db);
    expect(first.driver).toBe(DRIVER);
    const tables: { id: string; director: string; events: RecordEvent[]; acked: number[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${first.url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ demo: true }),
      });
      const body = (await res.json()) as { id: string; links: { director: string } };
      tables.push({ id: body.id, director: body.links.director, events: board(i + 1), acked: [] });
    }
    let total = 0;
    const killed = new Promise<void>((resolve) => {
      for (const t of tables) {
        void Client.connect(first.url).then(async (c) => {
          c.ws.on('error', () => undefined);
          await c.hello(t.id, linkParts(t.director).token);
          c.ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as { type: string; seq?: number };
            if (m.type !== 'ack' || m.seq === undefined) return;
            t.acked.push(m.seq);
            total += 1;
            if (total === 60) {
              first.child.kill('SIGKILL');
              resolve();
            }
          });
          // The whole stream at once: the server takes them in order and acknowledges each when stored.
          t.events.forEach((event, id) => {
            c.send({ type: 'act', id, event });
          });
        });
      }
    });
    await killed;
    await new Promise((resolve) => first.child.once('exit', resolve));
    const acknowledged = tables.reduce((n, t) => n + t.acked.length, 0);
    expect(acknowledged).toBeGreaterThanOrEqual(60);
    expect(acknowledged).toBeLessThan(4 * 52);

    const second = await start(db);
    expect(second.driver).toBe(DRIVER);
    for (const t of tables) {
      const res = await fetch(`${second.url}/api/tables/${t.id}/record`, {
        headers: { authorization: `Bearer ${linkParts(t.director).token}` },
      });
      expect(res.status).toBe(200);
      const stored = ((await res.json()) as { events: RecordEvent[] }).events;
      // In order, none twice: the stored log is a prefix of what was sent …
      // (Each act as sent, with the time the server recorded it.)
      expect(stored.every((e) => typeof e.time === 'string')).toBe(true);
      expect(stored.map(({ time: _, ...e }) => e)).toEqual(t.events.slice(0, stored.length));
      // … and holds every act that was acknowledged.
      for (const seq of t.acked) expect(seq).toBeLessThan(stored.length);
    }
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    // Quiet: the server says where it serves and that it stopped, and nothing else (no driver warnings).
    expect(second.output().trim().split('\n')).toEqual([
      expect.stringMatching(/^tablelaw serve: http:\/\/127\.0\.0\.1:\d+\/ .* via /),
      'tablelaw serve: stopped; every table is stored.',
    ]);
  });
});
