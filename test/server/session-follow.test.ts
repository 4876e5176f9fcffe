/**
 * One link a seat for a physical table of a session (ADR 0109), over a real server: the link
 * opens the board the table plays now and moves on once it has ended; each seat's answer holds
 * its own token only; hostile asks are refused with a reason; the links survive a restart.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../src/server/server.js';
import { serve, tempDb } from './helpers.js';
import {
  type Created,
  createSession,
  exchanged,
  get,
  judgedAt,
  playBoard,
  post,
  tokenOf,
} from './session-wire.js';

const running: RunningServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.close().catch(() => undefined);
});

type Follow = Created & { follow: { table: number; links: Record<string, string> }[] };
type Now = {
  session: string;
  table: number;
  seat: string;
  round: number;
  board: number;
  position: number;
  of: number;
  done: boolean;
  t: string;
  k: string;
  link: string;
  error?: { kind: string; message: string };
};

const at = (server: RunningServer, s: Created, n: number | string) =>
  `${server.url}/api/sessions/${s.id}/tables/${n}`;

describe('A physical table followed through the evening (ADR 0109)', () => {
  test('a seat’s one link opens board 1, then board 2 once board 1 has ended, round by round, and stays at the last once all have', async () => {
    const server = await serve();
    running.push(server);
    const s = (await createSession(server, { tables: 3, movement: 'mitchell', boardsPerRound: 2 })) as Follow;
    expect(s.follow.map((f) => f.table)).toEqual([1, 2, 3]);
    const one = s.follow[0]?.links ?? {};
    expect(Object.keys(one).sort()).toEqual(['E', 'N', 'S', 'W', 'director']);
    const south = tokenOf(one['S'] ?? '');
    const director = tokenOf(one['director'] ?? '');
    const seen: string[] = [];
    for (;;) {
      const now = await get<Now>(at(server, s, 1), south);
      expect(now.status).toBe(200);
      expect(now.body.seat).toBe('S');
      // South's token at the board the table plays now is the one the round's seat link holds.
      const round = s.seats.find(
        (x) => x.table === 1 && x.round === now.body.round && x.board === now.body.board,
      );
      expect(now.body.k).toBe(tokenOf(round?.links['S'] ?? ''));
      seen.push(`${now.body.round}.${now.body.board}`);
      if (now.body.done) break;
      const scorer = await get<Now>(at(server, s, 1), director);
      expect(scorer.body.t).toBe(now.body.t);
      expect(scorer.body.seat).toBe('director');
      await playBoard(server, scorer.body.link, now.body.board);
    }
    const expected = s.seats
      .filter((x) => x.table === 1)
      .sort((a, b) => a.round - b.round || a.board - b.board)
      .map((x) => `${x.round}.${x.board}`);
    // Board 1, board 2, then round 2's boards …; the last board twice: played, then done.
    expect(seen).toEqual([...expected, expected[expected.length - 1]]);
    expect(seen.slice(0, 2)).toEqual(['1.1', '1.2']);
  });

  test('each seat learns its own token only; another table, a wrong token, an unknown session are refused alike', async () => {
    const server = await serve();
    running.push(server);
    const s = (await createSession(server, { tables: 3, movement: 'mitchell', boardsPerRound: 2 })) as Follow;
    const links = s.follow[0]?.links ?? {};
    const tokens = Object.values(links).map(tokenOf);
    expect(new Set(tokens).size).toBe(5);
    const answers = await Promise.all(
      ['N', 'E', 'S', 'W'].map((seat) => get<Now>(at(server, s, 1), tokenOf(links[seat] ?? ''))),
    );
    const ks = answers.map((a) => a.body.k);
    expect(new Set(ks).size).toBe(4);
    for (const [i, a] of answers.entries()) {
      const text = JSON.stringify(a.body);
      // No other seat's token (at this board or any follow link) is in a seat's answer.
      for (const [j, k] of ks.entries()) if (j !== i) expect(text).not.toContain(k);
      for (const t of tokens) expect(text).not.toContain(t);
    }
    const northOne = tokenOf(links['N'] ?? '');
    const refused = [
      await get<Now>(at(server, s, 2), northOne),
      await get<Now>(at(server, s, 1), `${northOne.slice(0, -1)}${northOne.endsWith('x') ? 'y' : 'x'}`),
      await get<Now>(`${server.url}/api/sessions/nosuchid/tables/1`, northOne),
      await get<Now>(at(server, s, 9), northOne),
      await get<Now>(at(server, s, 1), ''),
    ];
    for (const r of refused) {
      expect(r.status).toBe(403);
      expect(r.body.error?.kind).toBe('bad-link');
    }
    expect(new Set(refused.map((r) => r.body.error?.message)).size).toBe(1);
    // The room (director's token) lists the same evening links; the public results link does not.
    const room = await get<{ follow?: Follow['follow'] }>(
      `${server.url}/api/sessions/${s.id}`,
      tokenOf(s.links.room),
    );
    // The room's every-two-seconds answer carries the links, not their QR codes (asked for once).
    expect(room.body.follow).toEqual(s.follow.map(({ table, links }) => ({ table, links })));
    const open = await get<{ follow?: unknown }>(
      `${server.url}/api/sessions/${s.id}`,
      tokenOf(s.links.results),
    );
    expect(open.body.follow).toBeUndefined();
    // The session's director token is every table's director.
    const third = await get<Now>(at(server, s, 3), tokenOf(s.links.room));
    expect(third.body.seat).toBe('director');
    expect(third.body.table).toBe(3);
    // The public results token is no table's.
    expect((await get<Now>(at(server, s, 1), tokenOf(s.links.results))).status).toBe(403);
  });

  test('hostile asks: a table number that is not one, the token in the query, another method', async () => {
    const server = await serve();
    running.push(server);
    const s = (await createSession(server, { tables: 2, movement: 'howell' })) as Follow;
    const north = tokenOf(s.follow[0]?.links['N'] ?? '');
    for (const n of ['0', '-1', '1.5', 'x', '1e3', '0001', '%00', '12345', '']) {
      const r = await get<Now>(at(server, s, n), north);
      expect(r.status, n).toBe(400);
      expect(r.body.error?.kind).toBe('bad-table');
      expect(r.body.error?.message).toContain('not a table');
    }
    const query = await get<Now>(`${at(server, s, 1)}?k=${north}`, north);
    expect(query.status).toBe(400);
    expect(query.body.error?.kind).toBe('token-in-query');
    const posted = await fetch(at(server, s, 1), {
      method: 'POST',
      headers: { authorization: `Bearer ${north}` },
    });
    expect(posted.status).toBe(405);
  });

  test('Law 87: a table set again with the cards as found is the one its seats’ evening links open', async () => {
    const server = await serve();
    running.push(server);
    const s = (await createSession(server, { tables: 3, movement: 'mitchell', boardsPerRound: 1 })) as Follow;
    const east = tokenOf(s.follow[0]?.links['E'] ?? '');
    const before = await get<Now>(at(server, s, 1), east);
    const scorer = await get<Now>(at(server, s, 1), tokenOf(s.follow[0]?.links['director'] ?? ''));
    const { deal } = exchanged((await judgedAt(server, scorer.body.link)).record.board.deal);
    const set = await post(`${server.url}/api/sessions/${s.id}/found`, tokenOf(s.links.room), {
      round: before.body.round,
      table: 1,
      board: before.body.board,
      deal,
    });
    expect(set.status).toBe(201);
    const after = await get<Now>(at(server, s, 1), east);
    expect(after.body.board).toBe(before.body.board);
    expect(after.body.t).not.toBe(before.body.t);
    expect(after.body.k).toBe(tokenOf((set.body['links'] as Record<string, string>)['E'] ?? ''));
  });

  test('the links survive a restart of the server on the same store', async () => {
    const file = tempDb();
    const first = await serve(file);
    const s = (await createSession(first, { tables: 3, movement: 'mitchell', boardsPerRound: 1 })) as Follow;
    const west = tokenOf(s.follow[1]?.links['W'] ?? '');
    const before = await get<Now>(at(first, s, 2), west);
    expect(before.status).toBe(200);
    await first.close();
    const again = await serve(file);
    running.push(again);
    const after = await get<Now>(at(again, s, 2), west);
    expect(after.status).toBe(200);
    expect({ ...after.body, link: '' }).toEqual({ ...before.body, link: '' });
  });
});

describe('the evening links’ QR codes (ADR 0109)', () => {
  test('made with the session, each encoding its own link; the room gets them only when it asks (`?codes=qr`)', async () => {
    const server = await serve();
    running.push(server);
    const s = (await createSession(server, {
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 2,
    })) as Created & {
      follow: { table: number; links: Record<string, string>; qr: Record<string, string> }[];
    };
    const { qrSvg } = await import('../../src/server/qr.js');
    for (const f of s.follow)
      for (const who of ['N', 'E', 'S', 'W', 'director']) {
        expect(f.qr[who], `${f.table} ${who}`).toBe(await qrSvg(f.links[who] ?? ''));
      }
    const room = tokenOf(s.links.room);
    const plain = await get<{ follow: { qr?: unknown }[] }>(`${server.url}/api/sessions/${s.id}`, room);
    expect(plain.body.follow.map((f) => f.qr)).toEqual([undefined, undefined, undefined]);
    const asked = await get<{ follow: { qr?: unknown }[] }>(
      `${server.url}/api/sessions/${s.id}?codes=qr`,
      room,
    );
    expect(asked.body.follow.map((f) => f.qr)).toEqual(s.follow.map((f) => f.qr));
  });
});
