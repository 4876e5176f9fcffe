/**
 * No act can crash the process (ADR 0072), over a real server on loopback: the two-message crash
 * of `expose` with another hand's `holder`, a handler that throws (answered `internal-error`,
 * logged, the process going on), tables whose stored log does not replay (quarantined, the others
 * served), and what dummy's own link may do, in each code.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import type { Seat } from '../../src/core/seat.js';
import { type LogEntry, logLine } from '../../src/server/log.js';
import { type RunningServer, startServer } from '../../src/server/server.js';
import type { StoredTable, TableStore } from '../../src/server/store.js';
import type { AnyRecord, RecordEvent } from '../../src/table/event.js';
import { Board } from '../laws/given.js';
import { lone } from '../laws/somerset-1888/given.js';
import { AuctionBoard } from '../laws/whist-club-1912/given.js';
import { Client, linkParts, type Message, openStore, seeded, tempDb } from './helpers.js';

type Links = { director: string; N: string; E: string; S: string; W: string };
type Viewer = Seat | 'director';

const servers: RunningServer[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

/** A server on `db` whose log lines are kept in `log`. */
async function serveLogged(db: string, log: LogEntry[], store?: TableStore): Promise<RunningServer> {
  const s = await startServer({
    store: store ?? (await openStore(db)),
    port: 0,
    robotDelay: 0,
    random: seeded(3),
    log: (e) => log.push(e),
  });
  servers.push(s);
  return s;
}

async function create(s: RunningServer, record: AnyRecord): Promise<{ id: string; links: Links }> {
  const res = await fetch(`${s.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; links: Links };
}

/** A client joined at a table as `who`; the answer to its hello. */
async function join(
  s: RunningServer,
  links: Links,
  who: Viewer,
): Promise<{ client: Client; hello: Message }> {
  const client = await Client.connect(s.url);
  clients.push(client);
  const { table, token } = linkParts(links[who]);
  return { client, hello: await client.hello(table, token) };
}

let nextId = 1;
/** Sends an act; resolves with its answer (`ack` or `error`). */
async function act(client: Client, event: RecordEvent): Promise<Message> {
  const id = nextId++;
  return client.request(
    { type: 'act', id, event },
    (m) => (m.type === 'ack' || m.type === 'error') && m['id'] === id,
  );
}

const errorOf = (m: Message) => m['error'] as { kind: string; message: string };
const kindOf = (m: Message) => (m.type === 'ack' ? 'ack' : errorOf(m).kind);

// DESIGN §4's deal, 4H by East: South leads, West is dummy.
// N 8642.AKJ5.J.9873  E AQJ.Q986.K97.J52  S KT953.T3.T5432.4  W 7.742.AQ86.AKQT6
const bridge = (code: 'wbf-1997' | 'wbf-2007' | 'wbf-2017' = 'wbf-2007') => new Board().under(code).record;

describe('Law 49 — the two-message crash: North exposes a card of South’s, then any act', () => {
  test('the exposure is refused alike whether South holds the card or not; the table, others and a restart go on', async () => {
    const db = tempDb();
    const log: LogEntry[] = [];
    const s = await serveLogged(db, log);
    const a = await create(s, bridge());
    const b = await create(s, bridge());
    const north = (await join(s, a.links, 'N')).client;
    const south = (await join(s, a.links, 'S')).client;
    const east = (await join(s, a.links, 'E')).client;
    // South holds ST; East holds SA.
    const held = await act(north, {
      type: 'expose',
      seat: 'N',
      card: 'ST',
      how: 'seen-by-partner',
      holder: 'S',
    });
    const notHeld = await act(north, {
      type: 'expose',
      seat: 'N',
      card: 'SA',
      how: 'seen-by-partner',
      holder: 'S',
    });
    expect(held.type).toBe('error');
    expect(errorOf(held)).toEqual({
      kind: errorOf(notHeld).kind,
      message: errorOf(notHeld).message.replaceAll('SA', 'ST'),
    });
    // Any act afterwards: the process is alive and the table plays on.
    expect(kindOf(await act(south, { type: 'play', seat: 'S', card: 'C4' }))).toBe('ack');
    expect(kindOf(await act(east, { type: 'play', seat: 'W', card: 'C6' }))).toBe('ack');
    // The variant: West exposes East's card (East, declarer, would then have rejected it).
    const west = (await join(s, a.links, 'W')).client;
    const variant = await act(west, { type: 'expose', seat: 'W', card: 'SA', how: 'dropped', holder: 'E' });
    expect(variant.type).toBe('error');
    // The director's link: the table itself refuses it (WBF: no act exposes another hand's card).
    const director = (await join(s, a.links, 'director')).client;
    const byDirector = await act(director, {
      type: 'expose',
      seat: 'N',
      card: 'ST',
      how: 'named',
      holder: 'S',
    });
    expect(kindOf(byDirector)).toBe('not-own-card');
    // Another table is unaffected.
    const other = (await join(s, b.links, 'S')).client;
    expect(kindOf(await act(other, { type: 'play', seat: 'S', card: 'C4' }))).toBe('ack');
    expect(log).toEqual([]);
    // A restart loads the table where it was.
    for (const c of clients.splice(0)) c.close();
    await servers.pop()?.close();
    const again = await serveLogged(db, log);
    const { hello } = await join(again, a.links, 'N');
    expect(hello.type).toBe('state');
    expect((hello['view'] as { seq: number }).seq).toBe(2);
    expect(again.host.quarantined()).toEqual([]);
  });
});

describe('Law 68 4th — whist-club-1912: a card named as held by partner', () => {
  test("a player's link may not name his partner's card (the same refusal whether he holds it or not); the director's may", async () => {
    const s = await serveLogged(tempDb(), []);
    const t = await create(s, new AuctionBoard().plays('S:C4 W:C6').record);
    const north = (await join(s, t.links, 'N')).client;
    const named = (card: Card): RecordEvent => ({
      type: 'expose',
      seat: 'N',
      card,
      how: 'named',
      holder: 'S',
    });
    const held = await act(north, named('SK'));
    const notHeld = await act(north, named('SA'));
    expect(kindOf(held)).toBe('not-your-act');
    expect(errorOf(held)).toEqual(errorOf(notHeld));
    const director = (await join(s, t.links, 'director')).client;
    expect(kindOf(await act(director, named('SK')))).toBe('ack');
    const state = await director.request({ type: 'lang', lang: 'en' }, (m) => m.type === 'state');
    const view = state['view'] as { obligations: { seat: string; kind: string; card?: string }[] };
    expect(view.obligations).toContainEqual(
      expect.objectContaining({ seat: 'S', kind: 'exposed-card', card: 'SK' }),
    );
  });
});

describe('no handler can crash the process', () => {
  test('an act whose handling throws: internal-error to that client alone, one log line, the server goes on', async () => {
    const log: LogEntry[] = [];
    const s = await serveLogged(tempDb(), log);
    const t = await create(s, bridge());
    const south = (await join(s, t.links, 'S')).client;
    const actBefore = s.host.act.bind(s.host);
    s.host.act = () => Promise.reject(new Error("InvariantError: ST is not in N's hand"));
    const answer = await act(south, { type: 'play', seat: 'S', card: 'C4' });
    expect(errorOf(answer).kind).toBe('internal-error');
    expect(JSON.stringify(answer)).not.toContain('ST');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ event: 'internal-error', where: 'ws-message', table: t.id });
    expect(log[0]?.error).toContain('ST is not in');
    s.host.act = actBefore;
    expect(kindOf(await act(south, { type: 'play', seat: 'S', card: 'C4' }))).toBe('ack');
  });
  test('an HTTP request whose handling throws: 500 internal-error, logged, the server goes on', async () => {
    const log: LogEntry[] = [];
    const s = await serveLogged(tempDb(), log);
    const createBefore = s.host.create.bind(s.host);
    s.host.create = () => Promise.reject(new Error('secret detail SA'));
    const res = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ record: bridge() }),
    });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toMatchObject({ error: { kind: 'internal-error' } });
    expect(body).not.toContain('secret');
    expect(log).toEqual([
      expect.objectContaining({ event: 'internal-error', where: 'http POST /api/tables' }),
    ]);
    s.host.create = createBefore;
    await create(s, bridge());
  });
  test("the computer player's act failing: logged, the server goes on", async () => {
    const log: LogEntry[] = [];
    const s = await serveLogged(tempDb(), log);
    const actBefore = s.host.act.bind(s.host);
    s.host.act = () => Promise.reject(new Error('robot boom'));
    const res = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ record: bridge(), robots: ['S'] }),
    });
    expect(res.status).toBe(201);
    for (let i = 0; i < 100 && log.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(log[0]).toMatchObject({ event: 'internal-error', where: 'robot', error: 'Error: robot boom' });
    s.host.act = actBefore;
    await create(s, bridge());
  });
  test('a log line is one JSON object on one line', () => {
    const line = logLine({ event: 'internal-error', where: 'ws-message', error: 'a\nb', stack: 'x\ny' });
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ level: 'error', event: 'internal-error', error: 'a\nb' });
  });
});

/** A store that hands out one table's log with an event that throws when read (a bug in a replay). */
function throwingOn(store: TableStore, id: string): TableStore {
  const bomb = Object.defineProperty({}, 'type', {
    enumerable: true,
    get() {
      throw new Error('a replay that throws');
    },
  });
  return {
    info: store.info,
    create: (t) => store.create(t),
    append: (i, seq, e) => store.append(i, seq, e),
    saveSettings: (i, settings) => store.saveSettings(i, settings),
    loadAll: async () =>
      (await store.loadAll()).map(
        (t): StoredTable => (t.id === id ? { ...t, events: [...t.events, bomb] } : t),
      ),
    list: () => store.list(),
    load: async (i) => {
      const t = await store.load(i);
      return t !== null && t.id === id ? { ...t, events: [...t.events, bomb] } : t;
    },
    saveSession: (i, body) => store.saveSession(i, body),
    loadSessions: () => store.loadSessions(),
    close: () => store.close(),
  };
}

describe('a table whose stored log does not replay is quarantined', () => {
  test('an invalid log written into the store, and a replay that throws: both quarantined, reported, the others served', async () => {
    const db = tempDb();
    const first = await serveLogged(db, []);
    const good = await create(first, bridge());
    const throws = await create(first, bridge());
    await first.close();
    servers.pop();
    // An invalid log straight into the store: South plays a card North holds.
    const direct = await openStore(db);
    const { events, ...header } = bridge();
    const tokens = {
      director: 'd'.repeat(24),
      N: 'n'.repeat(24),
      E: 'e'.repeat(24),
      S: 's'.repeat(24),
      W: 'w'.repeat(24),
    };
    await direct.create({
      id: 'invalid',
      header,
      tokens,
      settings: { robots: [] },
      created: Date.now(),
      events: [...events, { type: 'play', seat: 'S', card: 'HA' }],
    });
    await direct.close();
    const log: LogEntry[] = [];
    const s = await serveLogged(db, log, throwingOn(await openStore(db), throws.id));
    // Tables load on demand: nothing is found before a table is asked for.
    expect(s.host.quarantined()).toEqual([]);
    const invalid = await Client.connect(s.url);
    clients.push(invalid);
    const refused = await invalid.hello('invalid', tokens.S);
    expect(refused.type).toBe('error');
    expect(errorOf(refused).kind).toBe('table-quarantined');
    // To a token not its own, a quarantined table is as unknown as any other.
    const stranger = await invalid.hello('invalid', tokens.S.replace(/s/g, 'x'));
    expect(errorOf(stranger).kind).not.toBe('table-quarantined');
    const { hello: threw } = await join(s, throws.links, 'N');
    expect(errorOf(threw).kind).toBe('table-quarantined');
    expect(
      s.host
        .quarantined()
        .map((q) => q.id)
        .sort(),
    ).toEqual(['invalid', throws.id].sort());
    expect(
      log
        .filter((e) => e.event === 'table-quarantined')
        .map((e) => e.table)
        .sort(),
    ).toEqual(['invalid', throws.id].sort());
    const { client, hello } = await join(s, good.links, 'S');
    expect(hello.type).toBe('state');
    expect(kindOf(await act(client, { type: 'play', seat: 'S', card: 'C4' }))).toBe('ack');
  });
});

describe("Laws 42–45 — dummy's own link: only declarer plays dummy's cards and claims", () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const)
    test(`${code}: dummy's play and claim refused; a card he places himself (by: dummy) is Law 45D's`, async () => {
      const s = await serveLogged(tempDb(), []);
      const t = await create(s, new Board().under(code).plays('S:C4').record);
      const west = (await join(s, t.links, 'W')).client;
      expect(kindOf(await act(west, { type: 'play', seat: 'W', card: 'C6' }))).toBe('not-dummys-act');
      expect(kindOf(await act(west, { type: 'touch', seat: 'W', card: 'C6' }))).toBe('not-dummys-act');
      expect(kindOf(await act(west, { type: 'designate', seat: 'W', card: 'C6' }))).toBe('not-dummys-act');
      expect(kindOf(await act(west, { type: 'claim', seat: 'W', tricks: 13 }))).toBe('not-dummys-act');
      expect(kindOf(await act(west, { type: 'concede', seat: 'W', tricks: 0 }))).toBe('not-dummys-act');
      expect(kindOf(await act(west, { type: 'play', seat: 'W', card: 'C6', by: 'dummy' }))).toBe('ack');
      const director = (await join(s, t.links, 'director')).client;
      const state = await director.request({ type: 'lang', lang: 'en' }, (m) => m.type === 'state');
      const view = state['view'] as { irregularities: { kind: string; laws: string[] }[] };
      expect(view.irregularities).toContainEqual(
        expect.objectContaining({ kind: 'dummy-misplayed-card', laws: ['Law 45D'] }),
      );
      // Declarer plays from dummy as ever: a designation, a touch or a play of dummy's card.
      const fresh = await create(s, new Board().under(code).plays('S:C4').record);
      const east = (await join(s, fresh.links, 'E')).client;
      expect(kindOf(await act(east, { type: 'designate', seat: 'W', card: 'C6' }))).toBe('ack');
      expect(kindOf(await act(east, { type: 'play', seat: 'W', card: 'CA', by: 'dummy' }))).toBe(
        'not-your-seat',
      );
      const after = await east.request({ type: 'lang', lang: 'en' }, (m) => m.type === 'state');
      const trick = (after['view'] as { trick: { plays: { seat: string; card: string }[] } }).trick;
      expect(trick.plays).toEqual([
        { seat: 'S', card: 'C4' },
        { seat: 'W', card: 'C6' },
      ]);
    });
  test('whist-club-1912: dummy plays or claims: refused; his touch is Law 62’s suggestion', async () => {
    const s = await serveLogged(tempDb(), []);
    const t = await create(s, new AuctionBoard().plays('S:C4').record);
    const west = (await join(s, t.links, 'W')).client;
    expect(kindOf(await act(west, { type: 'play', seat: 'W', card: 'C6' }))).toBe('not-dummys-act');
    expect(kindOf(await act(west, { type: 'play', seat: 'W', card: 'C6', by: 'dummy' }))).toBe(
      'not-dummys-act',
    );
    expect(kindOf(await act(west, { type: 'claim', seat: 'W', tricks: 13 }))).toBe('not-dummys-act');
    expect(kindOf(await act(west, { type: 'touch', seat: 'W', card: 'C6', by: 'dummy' }))).toBe('ack');
    const east = (await join(s, t.links, 'E')).client;
    const state = await east.request({ type: 'lang', lang: 'en' }, (m) => m.type === 'state');
    const view = state['view'] as { irregularities: { kind: string; laws: string[] }[] };
    expect(view.irregularities).toContainEqual(expect.objectContaining({ kind: 'dummy-suggestion' }));
  });
  test("somerset-1888: no dummy — the lone player's partner's own play is Law 100's irregularity; his claim is refused", async () => {
    const s = await serveLogged(tempDb(), []);
    const t = await create(s, lone().plays('E:HJ').record);
    const west = (await join(s, t.links, 'W')).client;
    expect(kindOf(await act(west, { type: 'claim', seat: 'W', tricks: 5 }))).toBe('sits-out');
    expect(kindOf(await act(west, { type: 'play', seat: 'W', card: 'H7' }))).toBe('ack');
    const state = await west.request({ type: 'lang', lang: 'en' }, (m) => m.type === 'state');
    const view = state['view'] as { irregularities: { kind: string; laws: string[] }[] };
    expect(view.irregularities).toContainEqual(
      expect.objectContaining({ kind: 'partner-played-to-lone-lead', laws: ['Law 100'] }),
    );
  });
});
