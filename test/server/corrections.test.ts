/**
 * Law 82C over the wire: the director's `correct` act through a real server — the board judged
 * again from the corrected ruling, the ruling log in the director's view only, the correction
 * kept across a restart, the step-through replay before and after it; Law 12C1's refusal of a
 * transfer beyond the other side's tricks; the PBN export's `[Scoring]` from the table's setting.
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { RunningServer } from '../../src/server/server.js';
import { given } from '../laws/given.js';
import { Client, DRIVER, linkParts, type Message, serve, tempDb } from './helpers.js';
import { bearer } from './wire.js';

type Links = { director: string; N: string; E: string; S: string; W: string };
type Ruling = {
  seq: number;
  kind: string;
  status: string;
  laws: string[];
  correctedBy?: number;
  replaces?: number;
};
type View = {
  seq: number;
  pending: {
    provision: string;
    options: { id: string; text: string; tricks?: { min: number; max: number } }[];
  } | null;
  result: { tricks: { NS: number; EW: number }; artificial?: unknown } | null;
  provisional: boolean;
  voided: number[];
  rulings?: Ruling[];
  lawTexts: { [law: string]: { law: string; text: string; kind: string; source: string } };
};

let server: RunningServer | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
});

async function create(s: RunningServer, body: unknown): Promise<Links> {
  const res = await fetch(`${s.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { links: Links }).links;
}

async function join(s: RunningServer, link: string): Promise<{ client: Client; view: View }> {
  const client = await Client.connect(s.url);
  clients.push(client);
  const { table, token } = linkParts(link);
  const state = await client.hello(table, token);
  expect(state.type).toBe('state');
  return { client, view: state['view'] as View };
}

const answer = (id: number) => (m: Message) => (m.type === 'ack' || m.type === 'error') && m['id'] === id;
const stateAt = (seq: number) => (m: Message) => m.type === 'state' && (m['view'] as View).seq >= seq;

/** North leads out of turn; declarer refuses the lead, then requires a club; South leads C4. */
const REFUSED = given()
  .play('N', 'C9')
  .elect('E', 'reject-lead')
  .elect('E', 'require-suit', { suit: 'C' })
  .play('S', 'C4');
const REVOKE_AT_END = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();

describe(`Law 82C — a ruling corrected over the wire (SQLite via ${DRIVER})`, () => {
  test('the director corrects act 1: the board is judged again, acts no longer possible are void, the log says so', async () => {
    const file = tempDb();
    server = await serve(file);
    const links = await create(server, { record: REFUSED.record });
    const director = await join(server, links.director);
    const east = await join(server, links.E);
    expect(director.view.pending?.provision).toBeUndefined();
    expect(director.view.rulings?.map((r) => [r.seq, r.kind, r.status])).toEqual([
      [1, 'election', 'in-force'],
      [2, 'election', 'in-force'],
    ]);
    // The players' views carry no ruling log.
    expect(east.view.rulings).toBeUndefined();
    const seen = east.client.next(stateAt(5));
    const ack = await director.client.request(
      {
        type: 'act',
        id: 1,
        event: { type: 'correct', seat: 'director', replaces: 1, option: 'accept-lead' },
      },
      answer(1),
    );
    expect(ack).toMatchObject({ type: 'ack', seq: 4 });
    const view = (await seen)['view'] as View;
    expect(view.voided).toEqual([2, 3]);
    expect(view.pending).toBeNull();
    // Joined again: the director's log — the ruling corrected, the act that answered it void, the correction in force.
    const again = await join(server, links.director);
    expect(again.view.rulings?.map((r) => [r.seq, r.status, r.correctedBy ?? r.replaces ?? null])).toEqual([
      [1, 'corrected', 4],
      [2, 'void', null],
      [4, 'in-force', 1],
    ]);
    expect(again.view.rulings?.[2]?.laws).toEqual(['Law 82C', 'Law 54B']);
    expect(again.view.lawTexts['Law 82C']?.kind).toBe('paraphrase');
    // The step-through replay: before the correction the refusal stood; after it, the lead is accepted.
    const before = await again.client.request({ type: 'replay', step: 4 }, (m) => m.type === 'replay');
    expect(((before['view'] as View).pending ?? { provision: '' }).provision).toBe('');
    expect((before['view'] as View).seq).toBe(4);
    // Restarted on the same store: the correction replays the same way.
    await server.close();
    server = await serve(file);
    const reloaded = await join(server, links.director);
    expect(reloaded.view.voided).toEqual([2, 3]);
    expect(reloaded.view.seq).toBe(5);
  });

  test('a correction that cannot be made is refused with its reason and changes nothing; a player cannot correct', async () => {
    server = await serve();
    const links = await create(server, { record: REFUSED.record });
    const director = await join(server, links.director);
    const east = await join(server, links.E);
    const notRuling = await director.client.request(
      {
        type: 'act',
        id: 1,
        event: { type: 'correct', seat: 'director', replaces: 0, option: 'accept-lead' },
      },
      answer(1),
    );
    expect(notRuling).toMatchObject({ type: 'error', error: { kind: 'not-a-ruling' } });
    const notOffered = await director.client.request(
      {
        type: 'act',
        id: 2,
        event: { type: 'correct', seat: 'director', replaces: 1, option: 'keep-result' },
      },
      answer(2),
    );
    expect(notOffered).toMatchObject({ type: 'error', error: { kind: 'not-offered' } });
    const asPlayer = await east.client.request(
      { type: 'act', id: 3, event: { type: 'correct', seat: 'E', replaces: 1, option: 'accept-lead' } },
      answer(3),
    );
    expect(asPlayer).toMatchObject({ type: 'error', error: { kind: 'unknown-seat' } });
    const asDirector = await east.client.request(
      {
        type: 'act',
        id: 4,
        event: { type: 'correct', seat: 'director', replaces: 1, option: 'accept-lead' },
      },
      answer(4),
    );
    expect(asDirector).toMatchObject({ type: 'error', error: { kind: 'not-director' } });
    const still = await join(server, links.director);
    expect(still.view.seq).toBe(REFUSED.events.length);
    expect(still.view.voided).toEqual([]);
  });

  test('Law 12C2 then 82C: the artificial score is the result until the director corrects it to an assigned one', async () => {
    server = await serve();
    const links = await create(server, { record: REVOKE_AT_END.record });
    const director = await join(server, links.director);
    expect(director.view.provisional).toBe(true);
    const adjust = director.view.pending?.options.find((o) => o.id === 'adjust-tricks');
    // Law 12C1: no more tricks than North-South have.
    const ns = director.view.result?.tricks.NS ?? 0;
    expect(adjust?.tricks).toEqual({ min: 1, max: ns });
    const tooMany = await director.client.request(
      {
        type: 'act',
        id: 1,
        event: { type: 'elect', seat: 'director', option: 'adjust-tricks', tricks: ns + 1 },
      },
      answer(1),
    );
    expect(tooMany).toMatchObject({ type: 'error', error: { kind: 'too-many-tricks' } });
    const seq = REVOKE_AT_END.events.length;
    const ruled = director.client.next(stateAt(seq + 1));
    await director.client.request(
      { type: 'act', id: 2, event: { type: 'elect', seat: 'director', option: 'artificial-score' } },
      answer(2),
    );
    const artificial = (await ruled)['view'] as View;
    expect(artificial.result?.artificial).toEqual({ NS: 'average-minus', EW: 'average-plus' });
    expect(artificial.provisional).toBe(false);
    const corrected = director.client.next(stateAt(seq + 2));
    await director.client.request(
      {
        type: 'act',
        id: 3,
        event: { type: 'correct', seat: 'director', replaces: seq, option: 'adjust-tricks', tricks: 1 },
      },
      answer(3),
    );
    const view = (await corrected)['view'] as View;
    expect(view.result?.artificial).toBeUndefined();
    expect(view.result?.tricks.NS).toBe(ns - 1);
  });
});

describe('PBN export — [Scoring] from the table setting', () => {
  test('matchpoints unless the table is set to IMPs; an unknown scoring is refused', async () => {
    server = await serve();
    const s = server;
    const pbnOf = async (body: unknown) => {
      const links = await create(s, body);
      const { table, token } = linkParts(links.director);
      const res = await fetch(`${s.url}/api/tables/${table}/pbn`, bearer(token));
      return res.text();
    };
    expect(await pbnOf({ record: REVOKE_AT_END.record })).toContain('[Scoring "MP"]');
    expect(await pbnOf({ record: REVOKE_AT_END.record, scoring: 'IMP' })).toContain('[Scoring "IMP"]');
    const bad = await fetch(`${s.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demo: true, scoring: 'rubber' }),
    });
    expect(bad.status).toBe(400);
  });
});
