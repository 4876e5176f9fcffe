/**
 * The game across deals on PostgreSQL, two server processes (ADR 0104): the next deal asked for
 * through both at once is dealt once; a screen held by the other process is told of it; a
 * process started afterwards reads the match from the database — the deals before, the score
 * carried, the next deal of the first. Runs the built server (dist/) on a real PostgreSQL.
 */
import type { ChildProcess } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { MatchView } from '../../src/server/match.js';
import { Client, linkParts, type Message, spawnServer } from '../server/helpers.js';
import { type Cluster, startCluster } from './cluster.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);
afterAll(() => cluster?.stop());

const children: ChildProcess[] = [];
const clients: Client[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.close();
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

const start = () => spawnServer(cluster.url, children);
type State = Message & {
  readonly match: MatchView | null;
  readonly view: { phase: string; pending: unknown };
};
const isState = (m: Message): m is State => m.type === 'state';

async function join(url: string, table: string, token: string): Promise<Client> {
  const c = await Client.connect(url);
  clients.push(c);
  expect((await c.hello(table, token)).type).toBe('state');
  return c;
}

describe('The next deal on PostgreSQL, two processes (euchre law 28; ADR 0104)', () => {
  test('asked through both processes at once it is dealt once; a third process reads the match again', async () => {
    const a = await start();
    const b = await start();
    const res = await fetch(`${a.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'euchre',
        rulebook: 'somerset-1888',
        seed: 11,
        robots: ['N', 'E', 'S', 'W'],
      }),
    });
    expect(res.status).toBe(201);
    const made = (await res.json()) as { id: string; links: { director: string } };
    const { token } = linkParts(made.links.director);
    const viaA = await join(a.url, made.id, token);
    const over = (m: Message) => isState(m) && m.view.phase === 'ended' && m.view.pending === null;
    if (!viaA.messages.some(over)) await viaA.next(over, 20_000);
    const viaB = await join(b.url, made.id, token);
    expect(viaB.messages.some(over)).toBe(true);
    const answers = await Promise.all(
      [viaA, viaB].map((c) => c.request({ type: 'next' }, (m) => m.type === 'next' || m.type === 'error')),
    );
    expect(answers.map((m) => m['table'])).toEqual([`${made.id}-2`, `${made.id}-2`]);
    // Each process's screen of the first deal is told where the next is.
    for (const c of [viaA, viaB])
      await expect
        .poll(() => c.messages.some((m) => isState(m) && m.match?.next === `${made.id}-2`))
        .toBe(true);
    const sheet = [...viaA.messages].reverse().find(isState)?.match?.sheet;

    // A process started now reads the match from the database.
    for (const c of children.splice(0)) c.kill('SIGKILL');
    const c = await start();
    const second = await join(c.url, `${made.id}-2`, token);
    const state = second.messages.find(isState);
    expect(state?.match?.deal).toBe(2);
    expect(state?.match?.sheet.deals).toEqual(sheet?.deals);
    const first = await join(c.url, made.id, token);
    expect(first.messages.find(isState)?.match?.next).toBe(`${made.id}-2`);
  }, 120_000);
});
