/**
 * The director's rulings at a club session, over a real server: the session's ruling log says by
 * whom and when (the act's time as the table's record holds it); Law 90 penalties and Law 87
 * decisions are the director's, stored, in the log and in the results; the cards as found at a
 * table make the board fouled, found from the records. Hostile input is refused with a reason.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { toCards } from '../../src/core/card-set.js';
import { dealFromPbn, makeDeal } from '../../src/core/deal.js';
import { judgementIn } from '../../src/server/engine.js';
import type { RunningServer } from '../../src/server/server.js';
import { Client, linkParts, serve, tempDb } from './helpers.js';
import {
  actAt,
  createSession,
  exchanged,
  get,
  judgedAt,
  playBoard,
  post,
  type RoomTable,
  suitsOf,
  tokenOf,
} from './session-wire.js';

const running: RunningServer[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) await s.close().catch(() => undefined);
});

type Logged = {
  kind: string;
  round: number;
  table: number;
  board: number;
  irregularity: { kind: string; offender: string } | null;
  laws: string[];
  decision: string;
  by: string | null;
  time: string | null;
};
type Room = { method: string; tables: RoomTable[]; rulings: Logged[]; fouled: Fouled[] };
type Fouled = {
  board: number;
  groups: { group: number; moved: string; tables: { round: number; table: number }[] }[];
  decision: string;
};
type Results = {
  provisional: boolean;
  law87?: Fouled[];
  fouled?: { board: number; groups: unknown[] }[];
  penalties?: { board: number; pair: string; law: string }[];
  boards: { board: number; results: { ns: string; ns_points?: number }[] }[];
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function started(body: unknown, file = tempDb()) {
  const server = await serve(file);
  running.push(server);
  const s = await createSession(server, body);
  const director = tokenOf(s.links.room);
  const room = async () => (await get<Room>(`${server.url}/api/sessions/${s.id}`, director)).body;
  return { server, s, director, room };
}

describe('the session’s ruling log — by whom, when', () => {
  test('Law 54 at a table: the log names the table, board, irregularity, laws, the decision, declarer as chooser and the time the table recorded; a Law 90 penalty is the director’s', async () => {
    const { server, s, director, room } = await started({
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
    });
    const t = (await room()).tables.find((x) => x.round === 1 && x.table === 2) as RoomTable;
    const link = t.links.director;
    // Board dealt by North (board 1 or 2 or 3: the dealer is the board's). One notrump, three passes.
    const dealt = await judgedAt(server, link);
    const dealer = dealt.state.auction?.dealer ?? 'N';
    const order = ['N', 'E', 'S', 'W'];
    const seatAt = (k: number) => order[(order.indexOf(dealer) + k) % 4] as 'N' | 'E' | 'S' | 'W';
    const calls = [0, 1, 2, 3].map((k) => ({ type: 'call', seat: seatAt(k), call: k === 0 ? '1NT' : 'P' }));
    expect(await actAt(server, link, calls)).toEqual(['ack', 'ack', 'ack', 'ack']);
    // The opening lead is declarer's left-hand opponent's; his partner leads instead (Law 54).
    const declarer = seatAt(0);
    const wrong = seatAt(3);
    const card = toCards(dealt.state.dealt[wrong])[0];
    expect(await actAt(server, link, [{ type: 'play', seat: wrong, card }])).toEqual(['ack']);
    const judged = await judgedAt(server, link);
    const pending = judgementIn(judged, 'en').pending;
    expect(pending?.chooser).toEqual([declarer]);
    const option = pending?.options[0]?.id as string;
    // A time the sender gives is replaced by the server's.
    const before = Date.now();
    expect(
      await actAt(server, link, [
        { type: 'elect', seat: declarer, option, time: '2000-01-01T00:00:00.000Z' },
      ]),
    ).toEqual(['ack']);
    const record = await judgedAt(server, link);
    const electTime = record.record.events.at(-1)?.time as string;
    expect(electTime).toMatch(INSTANT);
    expect(Date.parse(electTime)).toBeGreaterThanOrEqual(before - 1000);
    const pair = t.ns;
    const given = await post(`${server.url}/api/sessions/${s.id}/penalties`, director, {
      board: t.board,
      pair,
      amount: 0.25,
      reason: 'mobile phone',
    });
    expect(given.status).toBe(201);
    const log = (await room()).rulings;
    const ruling = log.find((r) => r.kind === 'ruling');
    expect(ruling).toMatchObject({
      round: 1,
      table: 2,
      board: t.board,
      irregularity: { kind: 'lead-out-of-turn', offender: wrong },
      by: declarer,
      time: electTime,
    });
    expect(ruling?.laws.length).toBeGreaterThan(0);
    expect(ruling?.decision).not.toBe('');
    const penalty = log.find((r) => r.kind === 'penalty');
    expect(penalty).toMatchObject({ board: t.board, by: 'director', laws: ['Law 90'] });
    expect(penalty?.decision).toContain(`pair ${pair}`);
    expect(penalty?.time).toMatch(INSTANT);
    // Oldest first: the table's ruling, then the director's penalty.
    expect(log.indexOf(ruling as Logged)).toBeLessThan(log.indexOf(penalty as Logged));
    // No seat learns the log: the public link gets no rulings.
    const pub = await get<{ rulings?: unknown }>(
      `${server.url}/api/sessions/${s.id}`,
      tokenOf(s.links.results),
    );
    expect(pub.body.rulings).toBeUndefined();
  });
});

describe('Law 87 — a fouled board found from the tables’ records, confirmed or set aside by the director', () => {
  test('the cards as found at one table: the board is found fouled in two groups; confirmed (87B), then set aside (87A); stored across a restart', async () => {
    const file = tempDb();
    const { server, s, director, room } = await started(
      { tables: 3, movement: 'mitchell', boardsPerRound: 1 },
      file,
    );
    const board1 = (await room()).tables.filter((t) => t.board === 1);
    expect(board1).toHaveLength(3);
    const odd = board1[1] as RoomTable;
    const original = (await judgedAt(server, odd.links.director)).record.board.deal;
    const { deal, moved } = exchanged(original);
    const found = await post(`${server.url}/api/sessions/${s.id}/found`, director, {
      round: odd.round,
      table: odd.table,
      board: 1,
      deal,
    });
    expect(found.status).toBe(201);
    const links = found.body['links'] as Record<string, string>;
    expect(Object.keys(links).sort()).toEqual(['E', 'N', 'S', 'W', 'director']);
    // The table's new link holds the cards as found.
    const fresh = await judgedAt(server, links['director'] as string);
    const asFound = dealFromPbn(deal);
    expect(asFound.ok && makeDeal(asFound.value)).toBe(fresh.record.board.deal);
    const now = (await room()).tables.filter((t) => t.board === 1);
    for (const t of now) await playBoard(server, t.links.director, t.table);
    const r = await room();
    expect(r.fouled).toHaveLength(1);
    expect(r.fouled[0]).toMatchObject({ board: 1, decision: 'pending' });
    expect(r.fouled[0]?.groups.map((g) => g.tables.length)).toEqual([2, 1]);
    expect(r.fouled[0]?.groups[1]?.tables).toEqual([{ round: odd.round, table: odd.table }]);
    expect(r.fouled[0]?.groups[1]?.moved).toContain(moved[0]);
    const results = () => get<Results>(`${server.url}/api/sessions/${s.id}/results`, director);
    expect((await results()).body.provisional).toBe(true);
    expect((await results()).body.law87?.[0]?.decision).toBe('pending');
    const page = await fetch(`${server.url}/api/sessions/${s.id}/results.html`, {
      headers: { authorization: `Bearer ${director}` },
    });
    expect(await page.text()).toContain('fouled, the director to decide (Law 87): 1');
    // Confirmed: each group scored on its own (Law 87B).
    const confirmed = await post(`${server.url}/api/sessions/${s.id}/fouled`, director, {
      board: 1,
      decision: 'confirm',
    });
    expect(confirmed.status).toBe(201);
    const grouped = (await results()).body;
    expect(grouped.law87?.[0]?.decision).toBe('confirmed');
    expect(grouped.fouled?.[0]?.groups).toHaveLength(2);
    // The table alone in its group compares with nobody: Neuberg gives it (0 + 1) × 3 / 1 − 1 = 2 of the top of 4.
    const alone = grouped.boards.find((b) => b.board === 1)?.results.find((x) => x.ns === odd.ns);
    expect(alone?.ns_points).toBe(2);
    // Set aside: one group (Law 87A): the board is no longer scored in groups.
    expect(
      (await post(`${server.url}/api/sessions/${s.id}/fouled`, director, { board: 1, decision: 'set-aside' }))
        .status,
    ).toBe(201);
    const one = (await results()).body;
    expect(one.fouled).toBeUndefined();
    expect(one.law87?.[0]?.decision).toBe('set-aside');
    const log = (await room()).rulings.filter((x) => x.kind === 'fouled');
    expect(log.map((x) => [x.board, x.laws[0], x.by])).toEqual([[1, 'Law 87A', 'director']]);
    // Kept across a restart.
    await server.close();
    running.splice(0);
    const again = await serve(file);
    running.push(again);
    const kept = await get<Results>(`${again.url}/api/sessions/${s.id}/results`, director);
    expect(kept.body.law87?.[0]?.decision).toBe('set-aside');
  }, 60_000);

  test('hostile input is refused with a reason and changes nothing', async () => {
    const { server, s, director, room } = await started({
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
    });
    const t = (await room()).tables[0] as RoomTable;
    const url = (what: string) => `${server.url}/api/sessions/${s.id}/${what}`;
    const deal = (await judgedAt(server, t.links.director)).record.board.deal;
    const sameTable = { round: t.round, table: t.table, board: t.board };
    const links = (await room()).tables.map((x) => x.links.director).sort();
    const cases: [string, unknown, string][] = [
      ['fouled', { board: 1, decision: 'confirm' }, 'not found fouled'],
      ['fouled', { board: 99, decision: 'confirm' }, 'board of the session'],
      ['fouled', { board: 1, decision: 'maybe' }, '"decision"'],
      ['fouled', { board: 1, decision: 'confirm', extra: 1 }, 'not a key'],
      ['fouled', [1, 2], 'JSON object'],
      ['found', { ...sameTable, deal }, 'already'],
      ['found', { round: 9, table: 1, board: 1, deal }, 'a table of the session'],
      ['found', { round: t.round, table: t.table, board: t.board, deal: 'N:AKQ' }, 'whole deal'],
      ['found', { round: t.round, table: t.table, board: t.board, deal: 'x'.repeat(500) }, 'PBN deal'],
      ['found', { round: t.round, table: t.table, board: t.board, deal, seat: 'N' }, 'not a key'],
      ['penalties', { board: 1, pair: t.ns, amount: -1, reason: 'x' }, 'positive'],
    ];
    for (const [what, body, reason] of cases) {
      const answer = await post(url(what), director, body);
      expect(answer.status, `${what} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(answer.body.error?.message).toContain(reason);
    }
    // Broken JSON, the wrong content type, the public token, a GET.
    expect((await post(url('fouled'), director, '{"board":', true)).status).toBe(400);
    const plain = await fetch(url('fouled'), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', authorization: `Bearer ${director}` },
      body: 'x',
    });
    expect(plain.status).toBe(415);
    expect(
      (await post(url('fouled'), tokenOf(s.links.results), { board: 1, decision: 'confirm' })).status,
    ).toBe(403);
    expect((await post(url('found'), 'nope', { ...sameTable, deal })).status).toBe(403);
    expect((await fetch(url('found'), { headers: { authorization: `Bearer ${director}` } })).status).toBe(
      405,
    );
    // Nothing changed: the same tables, no decision, no ruling.
    const after = await room();
    expect(after.tables.map((x) => x.links.director).sort()).toEqual(links);
    expect(after.fouled).toEqual([]);
    expect(after.rulings).toEqual([]);
  });

  test('any JSON at the director’s three session endpoints (Law 87 found and fouled, Law 90): refused with a reason, nothing changed, no crash', async () => {
    const { server, s, director, room } = await started({
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
    });
    const before = (await room()).tables.map((x) => x.links.director).sort();
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          board: fc.oneof(fc.integer({ min: -2, max: 5 }), fc.jsonValue()),
          round: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.jsonValue()),
          table: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.jsonValue()),
          decision: fc.oneof(fc.constantFrom('confirm', 'set-aside'), fc.jsonValue()),
          deal: fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('fouled', 'found', 'penalties'), body, async (what, value) => {
        const answer = await post(`${server.url}/api/sessions/${s.id}/${what}`, director, value);
        expect(answer.status).toBe(400);
        expect(answer.body.error?.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 60, seed: 87 },
    );
    // Nothing changed, and the server still answers.
    const after = await room();
    expect(after.tables.map((x) => x.links.director).sort()).toEqual(before);
    expect(after.rulings).toEqual([]);
  }, 60_000);

  test('rulings given at once are all kept: six Law 90 penalties together; the same cards as found sent twice make one table', async () => {
    const { server, s, director, room } = await started({
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
    });
    const t = (await room()).tables[0] as RoomTable;
    const given = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((i) =>
        post(`${server.url}/api/sessions/${s.id}/penalties`, director, {
          board: t.board,
          pair: t.ns,
          amount: 0.1,
          reason: `warning ${i}`,
        }),
      ),
    );
    expect(given.map((g) => g.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const log = (await room()).rulings.filter((r) => r.kind === 'penalty');
    expect(log.map((r) => r.decision.replace(/.*\(warning (\d)\)$/, '$1')).sort()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]);
    const { deal } = exchanged((await judgedAt(server, t.links.director)).record.board.deal);
    const body = { round: t.round, table: t.table, board: t.board, deal };
    const twice = await Promise.all(
      [1, 2].map(() => post(`${server.url}/api/sessions/${s.id}/found`, director, body)),
    );
    expect(twice.map((x) => x.status).sort()).toEqual([201, 400]);
    expect(twice.find((x) => x.status === 400)?.body.error?.message).toContain('already');
    expect((await room()).tables).toHaveLength(9);
  });

  test('cards as found that the acts recorded do not fit are refused: the table stays as it is', async () => {
    const { server, s, director, room } = await started({
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
    });
    const t = (await room()).tables[0] as RoomTable;
    const judged = await judgedAt(server, t.links.director);
    const dealer = judged.state.auction?.dealer ?? 'N';
    const order = ['N', 'E', 'S', 'W'];
    const seatAt = (k: number) => order[(order.indexOf(dealer) + k) % 4] as 'N' | 'E' | 'S' | 'W';
    await actAt(
      server,
      t.links.director,
      [0, 1, 2, 3].map((k) => ({ type: 'call', seat: seatAt(k), call: k === 0 ? '1NT' : 'P' })),
    );
    // The opening leader leads his first card; the cards as found put that card in another hand.
    const leader = seatAt(1);
    const led = toCards(judged.state.dealt[leader])[0] as string;
    expect(await actAt(server, t.links.director, [{ type: 'play', seat: leader, card: led }])).toEqual([
      'ack',
    ]);
    const d = dealFromPbn(judged.record.board.deal);
    if (!d.ok) throw new Error('deal');
    const other = order.find((x) => x !== leader) as 'N';
    const give = toCards(d.value.hands[other])[0] as string;
    const hands = order.map((seat) =>
      toCards(d.value.hands[seat as 'N']).map((c) => (c === led ? give : c === give ? led : c)),
    );
    const deal = `N:${hands.map((h) => suitsOf(h)).join(' ')}`;
    const refused = await post(`${server.url}/api/sessions/${s.id}/found`, director, {
      round: t.round,
      table: t.table,
      board: t.board,
      deal,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('do not fit');
    expect((await room()).tables.some((x) => x.links.director === t.links.director)).toBe(true);
  });
});

describe('a session created as the start page asks: the number of boards, the arrow switch, every seat’s link', () => {
  test('4-table Mitchell, 8 boards, arrow switch: 2 boards a round; the last round switched; each table’s seat links open their seat', async () => {
    const server = await serve();
    running.push(server);
    const s = await createSession(server, { tables: 4, movement: 'mitchell', boards: 8, arrowSwitch: true });
    // An even Mitchell plays 3 rounds of 2 boards at 4 tables.
    expect(s.tables).toBe(24);
    expect(s.seats).toHaveLength(24);
    const last = s.seats.filter((x) => x.round === 3);
    // Arrow switch: in the last round the East–West pairs (5–8) hold the North–South cards.
    expect(last.every((x) => Number(x.ns) > 4)).toBe(true);
    expect(s.seats.filter((x) => x.round === 1).every((x) => Number(x.ns) <= 4)).toBe(true);
    // One field: the results of a board played rank every pair together.
    for (const t of s.seats.filter((x) => x.board === 1)) {
      const room = await get<{ tables: RoomTable[] }>(
        `${server.url}/api/sessions/${s.id}`,
        tokenOf(s.links.room),
      );
      const at = room.body.tables.find((x) => x.round === t.round && x.table === t.table && x.board === 1);
      await playBoard(server, at?.links.director as string, t.table);
    }
    const results = await get<{ field: string; ranking: { pair: string; direction?: string }[] }>(
      `${server.url}/api/sessions/${s.id}/results`,
      tokenOf(s.links.room),
    );
    expect(results.body.field).toBe('one');
    expect(results.body.ranking.length).toBeGreaterThan(0);
    expect(results.body.ranking.every((e) => e.direction === undefined)).toBe(true);
    const seat = s.seats[0]?.links['E'] as string;
    const { table, token } = linkParts(seat);
    const c = await Client.connect(server.url);
    const hello = await c.hello(table, token);
    expect(hello).toMatchObject({ type: 'state' });
    c.close();
  });

  test('a number of boards the movement cannot share, an arrow switch outside a Mitchell: refused with the reason', async () => {
    const server = await serve();
    running.push(server);
    const postSession = async (body: unknown) => {
      const res = await fetch(`${server.url}/api/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        message: ((await res.json()) as { error: { message: string } }).error.message,
      };
    };
    expect(await postSession({ tables: 4, movement: 'mitchell', boards: 7 })).toEqual({
      status: 400,
      message: '7 boards do not share among the 4 sets of this movement: give a multiple of 4, at most 32',
    });
    expect((await postSession({ tables: 4, movement: 'howell', arrowSwitch: true })).message).toContain(
      'Mitchell',
    );
  });
});
