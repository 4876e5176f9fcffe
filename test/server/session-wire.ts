/** Helpers for the session tests over a real server: requests with the director's token, a board played. */
import { expect } from 'vitest';
import { toCards } from '../../src/core/card-set.js';
import { dealFromPbn } from '../../src/core/deal.js';
import { SEATS } from '../../src/core/seat.js';
import { checkRecord, type Judged, type RecordEvent, robotAct, tryAct } from '../../src/server/engine.js';
import { Client, linkParts, seeded } from './helpers.js';

export type Created = {
  id: string;
  deals: string;
  tables: number;
  links: { room: string; results: string };
  seats: {
    round: number;
    table: number;
    board: number;
    ns: string;
    ew: string;
    links: Record<string, string>;
  }[];
};

export type RoomTable = {
  round: number;
  table: number;
  board: number;
  ns: string;
  ew: string;
  phase: string;
  calling: number | null;
  links: { director: string };
};

export const tokenOf = (link: string): string =>
  new URLSearchParams(link.slice(link.indexOf('#') + 1)).get('k') ?? '';

export async function get<T>(url: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as T };
}

/** POSTs JSON (or raw text) with a bearer token; the status and the answer's JSON. */
export async function post(
  url: string,
  token: string,
  body: unknown,
  raw = false,
): Promise<{
  status: number;
  body: { error?: { kind: string; message: string } } & Record<string, unknown>;
}> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: raw ? (body as string) : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as never };
}

export async function createSession(server: { readonly url: string }, body: unknown): Promise<Created> {
  const res = await fetch(`${server.url}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Created;
}

/** A table's record as judged now (through its director's link). */
export async function judgedAt(server: { readonly url: string }, link: string): Promise<Judged> {
  const { table, token } = linkParts(link);
  const res = await fetch(`${server.url}/api/tables/${table}/record`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const judged = checkRecord(await res.json());
  if (!judged.ok) throw new Error(judged.error.message);
  return judged.value;
}

/** Sends acts at a table through its director's link; each answer's type. */
export async function actAt(
  server: { readonly url: string },
  link: string,
  events: readonly unknown[],
): Promise<string[]> {
  const { table, token } = linkParts(link);
  const c = await Client.connect(server.url);
  await c.hello(table, token);
  const answers: string[] = [];
  for (const [i, event] of events.entries())
    answers.push(
      (await c.request({ type: 'act', id: i, event }, (m) => m.type === 'ack' || m.type === 'error')).type,
    );
  c.close();
  return answers;
}

/** Plays the rest of a board at a table through its director's link (random legal acts, seeded). */
export async function playBoard(server: { readonly url: string }, link: string, seed: number): Promise<void> {
  let judged = await judgedAt(server, link);
  const events: RecordEvent[] = [];
  const random = seeded(seed);
  for (;;) {
    const event = robotAct(judged, new Set(SEATS), random);
    if (event === null) break;
    const next = tryAct(judged, event);
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
    events.push(event);
  }
  const answers = await actAt(server, link, events);
  expect(answers.every((a) => a === 'ack')).toBe(true);
}

/** The deal of a table with one card of North's and one of East's exchanged. */
export function exchanged(deal: string): { deal: string; moved: [string, string] } {
  const d = dealFromPbn(deal);
  if (!d.ok) throw new Error('bad deal');
  const n = toCards(d.value.hands.N);
  const e = toCards(d.value.hands.E);
  const [a, b] = [n[0] as string, e[0] as string];
  const hands = ['N', 'E', 'S', 'W'].map((seat) => {
    const cards = toCards(d.value.hands[seat as 'N']).map((c) => (c === a ? b : c === b ? a : c));
    return cards;
  });
  const text = `N:${hands.map((h) => suitsOf(h)).join(' ')}`;
  return { deal: text, moved: [a, b] };
}

export function suitsOf(cards: readonly string[]): string {
  return ['S', 'H', 'D', 'C']
    .map((s) =>
      cards
        .filter((c) => c[0] === s)
        .map((c) => c[1])
        .join(''),
    )
    .join('.');
}
