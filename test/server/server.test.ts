import { afterEach, describe, expect, test } from 'vitest';
import { DEMO_DEAL } from '../../src/server/demo.js';
import type { RunningServer } from '../../src/server/server.js';
import { Client, DRIVER, linkParts, type Message, serve, tempDb } from './helpers.js';

type Links = { director: string; N: string; E: string; S: string; W: string };
type View = {
  seq: number;
  phase: string;
  hands: Record<string, string[] | null>;
  pending: { chooser: string[]; options: { id: string; laws: string[]; text: string }[] } | null;
  result: { transfers: unknown[]; tricks: { NS: number; EW: number } } | null;
  trick: { plays: { seat: string; card: string }[] } | null;
  lastTrick: { plays: { seat: string; card: string }[] } | null;
};

let server: RunningServer | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
});

async function createDemo(
  s: RunningServer,
  body: unknown = { demo: true },
): Promise<{ id: string; links: Links }> {
  const res = await fetch(`${s.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; links: Links };
}

async function join(s: RunningServer, link: string, lang = 'en'): Promise<{ client: Client; view: View }> {
  const client = await Client.connect(s.url);
  clients.push(client);
  const { table, token } = linkParts(link);
  const state = await client.hello(table, token, lang);
  expect(state.type).toBe('state');
  return { client, view: state['view'] as View };
}

const stateAfter = (_c: Client, seq: number) => (m: Message) =>
  m.type === 'state' && (m['view'] as View).seq >= seq;
const answer = (id: number) => (m: Message) => (m.type === 'ack' || m.type === 'error') && m['id'] === id;

/** The hands of the demo deal (N E S W) as card lists. */
function demoHands(): { N: string[]; E: string[]; S: string[]; W: string[] } {
  const [first, ...rest] = DEMO_DEAL.slice(2).split(' ');
  const hands = [first ?? '', ...rest].map((h) =>
    h.split('.').flatMap((ranks, i) => [...ranks].map((r) => `${'SHDC'[i]}${r}`)),
  );
  return { N: hands[0] ?? [], E: hands[1] ?? [], S: hands[2] ?? [], W: hands[3] ?? [] };
}

function cardsIn(text: string): Set<string> {
  return new Set([...text.matchAll(/"([CDHS][2-9TJQKA])"/g)].map((m) => m[1] as string));
}

describe(`table server (SQLite via ${DRIVER}) — each client gets only its own view`, () => {
  test('a seat is sent its own hand, dummy after the opening lead, played cards — never another hidden hand', async () => {
    server = await serve();
    const { links } = await createDemo(server);
    const hands = demoHands();
    const seats = await Promise.all(
      (['N', 'E', 'S', 'W'] as const).map((seat) => join(server as RunningServer, links[seat])),
    );
    const director = await join(server, links.director);
    expect(Object.values(director.view.hands).every((h) => h !== null && h.length === 13)).toBe(true);
    // West leads (in turn): dummy (North) is faced to everyone.
    const west = seats[3]?.client as Client;
    const updated = Promise.all(seats.map((s) => s.client.next(stateAfter(s.client, 1))));
    await west.request({ type: 'act', id: 1, event: { type: 'play', seat: 'W', card: 'C2' } }, answer(1));
    await updated;
    (['N', 'E', 'S', 'W'] as const).forEach((seat, i) => {
      const client = seats[i]?.client as Client;
      const mayKnow = new Set([...hands[seat], ...hands.N, 'C2']);
      for (const text of client.texts)
        for (const card of cardsIn(text)) expect(mayKnow.has(card), `${seat} was sent ${card}`).toBe(true);
      const last = client.messages.filter((m) => m.type === 'state').at(-1)?.['view'] as View;
      for (const other of ['E', 'S', 'W'] as const) if (other !== seat) expect(last.hands[other]).toEqual([]);
      expect(last.hands['N']).toHaveLength(13);
    });
    // Before the lead no one but North saw North's hand.
    const eastFirst = seats[1]?.client.texts[0] as string;
    expect([...cardsIn(eastFirst)].some((c) => hands.N.includes(c))).toBe(false);
  });
});

describe(`table server (SQLite via ${DRIVER}) — a lead out of turn goes through the engine (Laws 53–56)`, () => {
  test('East leads out of turn: the panel offers declarer the options of Law 54 with their laws, in Norwegian too', async () => {
    server = await serve();
    const { links } = await createDemo(server);
    const east = await join(server, links.E);
    const south = await join(server, links.S, 'nb');
    const west = await join(server, links.W);
    const updated = south.client.next(stateAfter(south.client, 1));
    const ack = await east.client.request(
      { type: 'act', id: 1, event: { type: 'play', seat: 'E', card: 'HK' } },
      answer(1),
    );
    expect(ack).toMatchObject({ type: 'ack', seq: 0 });
    const state = await updated;
    const pending = (state['view'] as View).pending;
    expect(pending?.chooser).toEqual(['S']);
    expect(pending?.options.map((o) => o.id)).toEqual(['spread-hand', 'accept-lead', 'reject-lead']);
    expect(pending?.options[0]?.laws).toEqual(['Law 54A']);
    expect(pending?.options[0]?.text).toMatch(/hånd/);
    // West may not choose for declarer: the engine refuses, the table is unchanged.
    const refused = await west.client.request(
      { type: 'act', id: 2, event: { type: 'elect', seat: 'W', option: 'accept-lead' } },
      answer(2),
    );
    expect(refused).toMatchObject({ type: 'error', error: { kind: 'not-offered' } });
    const elected = await south.client.request(
      { type: 'act', id: 3, event: { type: 'elect', seat: 'S', option: 'accept-lead' } },
      answer(3),
    );
    expect(elected).toMatchObject({ type: 'ack', seq: 1 });
  });
});

describe(`table server (SQLite via ${DRIVER}) — bad input is answered with a clear error, connection and table unharmed`, () => {
  test('malformed JSON, unknown message, unknown table, forged token, oversized message, an act before hello', async () => {
    server = await serve();
    const { id, links } = await createDemo(server);
    const c = await Client.connect(server.url);
    clients.push(c);
    const error = (m: Message) => m.type === 'error';
    expect(await c.request('{"type": "hello", ', error)).toMatchObject({ error: { kind: 'malformed-json' } });
    expect(
      await c.request({ type: 'act', event: { type: 'play', seat: 'W', card: 'C2' } }, error),
    ).toMatchObject({
      error: { kind: 'not-joined' },
    });
    expect(await c.request({ type: 'dance' }, error)).toMatchObject({ error: { kind: 'bad-message' } });
    expect(await c.request({ type: 'hello', table: 'nope', token: 'x' }, error)).toMatchObject({
      error: { kind: 'bad-link' },
    });
    const forged = `${linkParts(links.S).token.slice(0, -2)}xx`;
    expect(await c.request({ type: 'hello', table: id, token: forged }, error)).toMatchObject({
      error: { kind: 'bad-link' },
    });
    expect(
      await c.request({ type: 'hello', table: id, token: linkParts(links.S).token.slice(1) }, error),
    ).toMatchObject({
      error: { kind: 'bad-link' },
    });
    const big = JSON.stringify({
      type: 'act',
      event: { type: 'claim', seat: 'S', tricks: 1, statement: 'x'.repeat(40_000) },
    });
    expect(await c.request(big, error)).toMatchObject({ error: { kind: 'message-too-large' } });
    // The same connection still works, and the table is as it was.
    const state = await c.hello(id, linkParts(links.W).token);
    expect((state['view'] as View).seq).toBe(0);
    expect(
      await c.request({ type: 'act', id: 9, event: { type: 'play', seat: 'W', card: 'SX' } }, answer(9)),
    ).toMatchObject({
      error: { kind: 'card-syntax' },
    });
    expect(
      await c.request({ type: 'act', id: 10, event: { type: 'play', seat: 'W', card: 'C2' } }, answer(10)),
    ).toMatchObject({
      type: 'ack',
      seq: 0,
    });
  });

  test("a seat's token cannot act for another seat, as the director, or reach the director's actions", async () => {
    server = await serve();
    const { links } = await createDemo(server);
    const { client } = await join(server, links.E);
    const tries = [
      { type: 'play', seat: 'W', card: 'C2' },
      { type: 'play', seat: 'N', card: 'SK' },
      { type: 'elect', seat: 'director', option: 'accept-lead' },
      { type: 'finding', seat: 'director', fact: 'claim', value: true },
    ];
    for (const [i, event] of tries.entries()) {
      const m = await client.request({ type: 'act', id: i, event }, answer(i));
      expect(m).toMatchObject({
        type: 'error',
        error: { kind: expect.stringMatching(/^not-(your-seat|director)$/) },
      });
    }
    expect(
      await client.request({ type: 'robots', seats: ['N', 'S', 'W'] }, (m) => m.type === 'error'),
    ).toMatchObject({
      error: { kind: 'not-director' },
    });
    const { table } = linkParts(links.E);
    // Before the board has ended a player downloads only what he may see: no card of another hand.
    const record = await fetch(`${server.url}/api/tables/${table}/record`, {
      headers: { authorization: `Bearer ${linkParts(links.E).token}` },
    });
    expect(record.status).toBe(200);
    const others = [...demoHands().N, ...demoHands().S, ...demoHands().W];
    expect([...cardsIn(await record.text())].filter((c) => others.includes(c))).toEqual([]);
    const live = server.host.table(table);
    expect(live?.judged.record.events).toEqual([]);
    expect(live?.settings.robots).toEqual([]);
  });
});

describe(`table server (SQLite via ${DRIVER}) — storage and play to the end`, () => {
  test('the computer player plays a whole board; after a restart the table resumes exactly', async () => {
    const file = tempDb();
    server = await serve(file);
    const { id, links } = await createDemo(server);
    const director = await join(server, links.director);
    const ended = director.client.next(
      (m) => m.type === 'state' && (m['view'] as View).phase === 'ended',
      15_000,
    );
    director.client.send({ type: 'robots', seats: ['N', 'E', 'S', 'W'] });
    const last = (await ended)['view'] as View;
    expect(last.seq).toBe(52);
    expect(last.result?.tricks.NS).toBeGreaterThanOrEqual(0);
    const before = JSON.stringify(server.host.view(server.host.table(id) as never, 'director', 'en'));
    const record = await (
      await fetch(`${server.url}/api/tables/${id}/record`, {
        headers: { authorization: `Bearer ${linkParts(links.W).token}` },
      })
    ).text();
    const pbn = await (
      await fetch(`${server.url}/api/tables/${id}/pbn`, {
        headers: { authorization: `Bearer ${linkParts(links.director).token}` },
      })
    ).text();
    expect(JSON.parse(record).events).toHaveLength(52);
    expect(pbn).toMatch(/\[Contract "4S"\]/);
    for (const c of clients.splice(0)) c.close();
    await server.close();
    server = await serve(file);
    const after = JSON.stringify(server.host.view((await server.host.get(id)) as never, 'director', 'en'));
    expect(after).toBe(before);
    const again = await join(server, links.S);
    expect(again.view.seq).toBe(52);
  });
});

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

type LogMessage = { log: { from: number; events: unknown[] }; view: View & { dealt: unknown } };

describe(`table server (SQLite via ${DRIVER}) — the log is sent once: all of it on joining, then each new event`, () => {
  test('hello sends the whole log; an act sends only its event; a change of language sends none', async () => {
    server = await serve();
    const { links } = await createDemo(server);
    const director = await join(server, links.director);
    const recorder = director.client;
    const acts = [
      { type: 'play', seat: 'W', card: 'C2' },
      { type: 'play', seat: 'N', card: 'C4' },
    ];
    for (const [i, event] of acts.entries()) {
      const state = recorder.next(stateAfter(recorder, i + 1));
      await recorder.request({ type: 'act', id: i, event }, answer(i));
      const m = (await state) as unknown as LogMessage;
      // The server stamps each act it records with its own time (docs/record-format.md).
      expect(m.log).toEqual({ from: i, events: [{ ...event, time: expect.stringMatching(INSTANT) }] });
      expect(m.view).not.toHaveProperty('history');
    }
    const late = await join(server, links.S);
    const first = late.client.messages.find((m) => m.type === 'state') as unknown as LogMessage;
    expect(first.log).toEqual({
      from: 0,
      events: acts.map((a) => ({ ...a, time: expect.stringMatching(INSTANT) })),
    });
    const relabelled = (await late.client.request(
      { type: 'lang', lang: 'ru' },
      (m) => m.type === 'state',
    )) as unknown as LogMessage;
    expect(relabelled.log).toEqual({ from: 2, events: [] });
    expect(relabelled.view.seq).toBe(2);
  });

  test('an event of a bad shape is refused with the record’s own reasons, and nothing is appended', async () => {
    server = await serve();
    const { id, links } = await createDemo(server);
    const { client } = await join(server, links.W);
    const tries: [unknown, string][] = [
      [{ type: 'play', seat: 'W', card: 'C2', colour: 'red' }, 'unknown-key'],
      [{ type: 'play', seat: 'W' }, 'event-invalid'],
      [{ type: 'expose', seat: 'W', card: 'C2' }, 'missing-key'],
      [{ type: 'expose', seat: 'W', card: 'C2', how: 'thrown' }, 'event-invalid'],
      [{ type: 'juggle', seat: 'W' }, 'unknown-event-type'],
      [{ type: 'play', seat: 'Q', card: 'C2' }, 'unknown-seat'],
    ];
    for (const [i, [event, kind]] of tries.entries()) {
      const m = await client.request({ type: 'act', id: i, event }, answer(i));
      expect(m, JSON.stringify(event)).toMatchObject({ type: 'error', error: { kind } });
    }
    expect(server.host.table(id)?.judged.record.events).toEqual([]);
  });
});

describe(`table server (SQLite via ${DRIVER}) — the deal as dealt, and the director’s findings (ADR 0022)`, () => {
  test('the director is sent the deal as dealt; players only once the board has ended', async () => {
    server = await serve();
    const { links } = await createDemo(server);
    const director = await join(server, links.director);
    const south = await join(server, links.S);
    const hands = demoHands();
    const dealt = (director.view as unknown as LogMessage['view']).dealt as Record<string, string[]>;
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      expect([...(dealt[seat] ?? [])].sort()).toEqual([...hands[seat]].sort());
    expect((south.view as unknown as LogMessage['view']).dealt).toBeNull();
    const ended = south.client.next(
      (m) => m.type === 'state' && (m['view'] as View).phase === 'ended',
      15_000,
    );
    director.client.send({ type: 'robots', seats: ['N', 'E', 'S', 'W'] });
    const last = (await ended)['view'] as LogMessage['view'];
    expect(last.dealt).toEqual(dealt);
  });

  test('Law 45C1: the decision lists the finding asked with its default; only the director records it', async () => {
    server = await serve();
    const { links } = await createDemo(server);
    const director = await join(server, links.director);
    const west = await join(server, links.W);
    const asked = west.client.next(stateAfter(west.client, 1));
    await west.client.request(
      { type: 'act', id: 1, event: { type: 'expose', seat: 'W', card: 'C2', how: 'seen-by-partner' } },
      answer(1),
    );
    const view = (await asked)['view'] as View & {
      pending: { findings: unknown[]; options: unknown[] };
      next: { seat: string; acts: string[] };
    };
    expect(view.pending.options).toEqual([]);
    expect(view.pending.findings).toEqual([{ fact: 'partner-could-see', default: true, laws: ['Law 45C1'] }]);
    expect(view.next).toEqual({ seat: 'director', acts: ['finding'] });
    const finding = { type: 'finding', seat: 'director', fact: 'partner-could-see', value: false };
    expect(await west.client.request({ type: 'act', id: 2, event: finding }, answer(2))).toMatchObject({
      type: 'error',
      error: { kind: 'not-director' },
    });
    const found = director.client.next(stateAfter(director.client, 2));
    expect(await director.client.request({ type: 'act', id: 3, event: finding }, answer(3))).toMatchObject({
      type: 'ack',
      seq: 1,
    });
    const after = (await found)['view'] as View & {
      irregularities: { status: string; finding?: unknown }[];
    };
    expect(after.pending).toBeNull();
    expect(after.irregularities[0]).toMatchObject({
      status: 'no-rectification',
      finding: { fact: 'partner-could-see', value: false, by: 'director' },
    });
  });
});
