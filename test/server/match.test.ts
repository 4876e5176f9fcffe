/**
 * The game across deals at one table, over a real server (ADR 0104): euchre's games of five and
 * its rubber (Somerset 1888, laws 1, 2, 4, 7, 28), Auction Bridge's rubber (Whist Club 1912, Laws
 * 1–3, 11, 31). The computer player plays every seat; the director's link asks for each next deal.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { type Seat, seatAfter } from '../../src/core/seat.js';
import { freshRecord } from '../../src/server/engine.js';
import { type MatchView, readMatchSettings } from '../../src/server/match.js';
import { dealSeed } from '../../src/server/match-seed.js';
import type { RunningServer } from '../../src/server/server.js';
import { startServer } from '../../src/server/server.js';
import { Client, DRIVER, linkParts, type Message, openStore, seeded, tempDb } from './helpers.js';
import { bearer, cardsIn } from './wire.js';

type Links = { readonly director: string } & { readonly [S in Seat]: string };
type StateMessage = Message & {
  readonly table: string;
  readonly match: MatchView | null;
  readonly view: {
    readonly phase: string;
    readonly board: { readonly number: number; readonly dealer: Seat };
    readonly hands: Record<Seat, readonly string[] | null>;
    readonly pending: unknown;
  };
};

const servers: RunningServer[] = [];
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

/** A server whose creation rate does not stop a long rubber (each next deal takes from it). */
async function start(file = tempDb()): Promise<RunningServer> {
  const server = await startServer({
    store: await openStore(file),
    port: 0,
    robotDelay: 0,
    random: seeded(7),
    limits: { createRate: { burst: 1000, refillMs: 1 } },
  });
  servers.push(server);
  return server;
}

async function create(server: RunningServer, body: unknown): Promise<{ id: string; links: Links }> {
  const res = await fetch(`${server.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; links: Links };
}

async function join(server: RunningServer, table: string, token: string): Promise<Client> {
  const client = await Client.connect(server.url);
  clients.push(client);
  const first = await client.hello(table, token);
  expect(first.type).toBe('state');
  return client;
}

const isState = (m: Message): m is StateMessage => m.type === 'state';
const lastState = (c: Client): StateMessage => c.messages.filter(isState).at(-1) as StateMessage;

/** The state once the deal has ended and its score is carried (its decisions made). */
async function ended(c: Client): Promise<StateMessage> {
  const now = lastState(c);
  if (now.view.phase === 'ended' && now.view.pending === null) return now;
  return (await c.next(
    (m) => isState(m) && m.view.phase === 'ended' && m.view.pending === null,
    20_000,
  )) as StateMessage;
}

/** Asks for the next deal: the id of its table. */
async function nextDeal(c: Client): Promise<string> {
  const answer = await c.request({ type: 'next' }, (m) => m.type === 'next' || m.type === 'error');
  if (answer.type === 'error') throw new Error(JSON.stringify(answer));
  return answer['table'] as string;
}

describe(`The game across deals at one table (euchre laws 1, 2, 7, 28; 1912 Laws 1, 2, 11, 31) — SQLite via ${DRIVER}`, () => {
  test('euchre: deals go on to a game of five, the deal passing to the left, the score carried in each record, dealt from the recorded seed', async () => {
    const server = await start();
    const made = await create(server, {
      game: 'euchre',
      rulebook: 'somerset-1888',
      seed: 41,
      robots: ['N', 'E', 'S', 'W'],
    });
    const { token } = linkParts(made.links.director);
    let table = made.id;
    const settings = readMatchSettings(server.host.table(table)?.settings.match);
    expect(settings).toMatchObject({ first: table, deal: 1, seed: 41 });
    let director = await join(server, table, token);
    let sheet: MatchView | null = null;
    for (let deal = 1; deal <= 40; deal++) {
      const end = await ended(director);
      expect(end.match?.deal).toBe(deal);
      sheet = end.match;
      if (sheet === null || sheet.sheet.game !== 'euchre') throw new Error('no euchre sheet');
      if (sheet.sheet.games.length > 0) break;
      expect(sheet.nextAllowed).toBe(true);
      const last = sheet.sheet.deals.at(-1);
      const dealer = end.view.board.dealer;
      // Law 28: the deal passes to the left; a new deal by the same dealer stays with him.
      expect(sheet.nextDealer).toBe(last?.redeal === 'same-dealer' ? dealer : seatAfter(dealer, 1));
      const next = await nextDeal(director);
      expect(next).toBe(`${made.id}-${deal + 1}`);
      // The old deal's screens are told where the next is; its record is closed.
      // (told before the answer: the table is changed before the ask is answered)
      expect(director.messages.some((m) => isState(m) && m.match?.next === next)).toBe(true);
      const closed = await director.request(
        { type: 'act', id: 1, event: { type: 'attention', seat: 'director' } },
        (m) => m.type === 'error',
      );
      expect((closed['error'] as { kind: string }).kind).toBe('deal-closed');
      // Asked again: the same deal, not another.
      expect(await nextDeal(director)).toBe(next);
      director.close();
      director = await join(server, next, token);
      const first = lastState(director);
      expect(first.view.board).toMatchObject({ number: deal + 1, dealer: sheet.nextDealer });
      // The next deal is dealt from the recorded seed: the same cards from the same settings.
      const stored = readMatchSettings(server.host.table(next)?.settings.match);
      expect(stored).toMatchObject({ first: made.id, deal: deal + 1, seed: 41 });
      const record = await fetch(`${server.url}/api/tables/${next}/record`, bearer(token));
      const header = (await record.json()) as { board: { deal: string; score?: unknown } };
      const again = freshRecord({
        game: 'euchre',
        rulebook: 'somerset-1888',
        seed: dealSeed(stored as NonNullable<typeof stored>, deal + 1),
        board: deal + 1,
        dealer: sheet.nextDealer as Seat,
        score: sheet.sheet.score,
      });
      if (!again.ok) throw new Error(again.error.message);
      expect(header.board.deal).toBe(again.value.record.board.deal);
      // The game in progress is carried in the record (board.score).
      expect(header.board.score).toEqual(sheet.sheet.score);
      table = next;
    }
    if (sheet === null || sheet.sheet.game !== 'euchre') throw new Error('no sheet');
    const game = sheet.sheet.games[0];
    expect(game?.score[game.winner]).toBeGreaterThanOrEqual(5);
    // Law 7: a game counts two when the losers failed to score.
    const losers = game?.winner === 'NS' ? 'EW' : 'NS';
    expect(game?.value).toBe(game?.score[losers] === 0 ? 2 : 1);
    expect(sheet.sheet.points[game?.winner ?? 'NS']).toBe(game?.value);
    // The points of every hand add up to the game's score and the lap carried on.
    const total = { NS: 0, EW: 0 };
    for (const d of sheet.sheet.deals) for (const p of d.points ?? []) total[p.side] += p.points;
    expect(total.NS + total.EW).toBe(
      (game?.score.NS ?? 0) +
        (game?.score.EW ?? 0) +
        sheet.sheet.score.NS +
        sheet.sheet.score.EW -
        (game?.lap ?? 0),
    );

    // After a restart the match is read again from the store: the same sheet, the same next.
    const file = server.host.store.info.file;
    director.close();
    await servers.splice(0)[0]?.close();
    const again = await start(file);
    const back = await join(again, table, token);
    expect(lastState(back).match).toEqual(sheet);
    const earlier = await join(again, made.id, token);
    expect(lastState(earlier).match?.next).toBe(`${made.id}-2`);

    // The match's file: every deal's record in order, the current one last.
    const res = await fetch(`${again.url}/api/tables/${table}/match`, bearer(token));
    const file2 = (await res.json()) as {
      format: string;
      game: string;
      deals: { board: { number: number } }[];
    };
    expect(file2.format).toBe('tablelaw-match/1');
    expect(file2.deals.map((d) => d.board.number)).toEqual(sheet.sheet.deals.map((d) => d.deal));
  }, 120_000);

  test('euchre: a seat is sent nothing of the next deal but its own hand and the trump card', async () => {
    const server = await start();
    const made = await create(server, {
      game: 'euchre',
      rulebook: 'somerset-1888',
      seed: 7,
      robots: ['N', 'E', 'S', 'W'],
    });
    const { token } = linkParts(made.links.director);
    const director = await join(server, made.id, token);
    await ended(director);
    // The computer player leaves the table before the next deal (its settings are carried).
    director.send({ type: 'robots', seats: [] });
    await director.next(
      (m) => isState(m) && Array.isArray(m['robots']) && (m['robots'] as unknown[]).length === 0,
    );
    const south = await join(server, made.id, linkParts(made.links.S).token);
    const next = await nextDeal(south);
    const seat = await join(server, next, linkParts(made.links.S).token);
    const boss = await join(server, next, token);
    const dealt = (lastState(boss).view as unknown as { dealt: Record<Seat, string[]> }).dealt;
    const record = (await (await fetch(`${server.url}/api/tables/${next}/record`, bearer(token))).json()) as {
      board: { upcard: string; deal: string };
    };
    const mine = new Set([...dealt.S, record.board.upcard]);
    const seen = new Set<string>();
    for (const text of seat.texts) for (const c of cardsIn(text)) seen.add(c);
    const match = await fetch(
      `${server.url}/api/tables/${next}/match`,
      bearer(linkParts(made.links.S).token),
    );
    const matchText = await match.text();
    // The match's file as South may have it: the first deal whole (it has ended), the next with
    // only South's hand.
    const deals = (JSON.parse(matchText) as { deals: { board: { deal: string } }[] }).deals.map((d) =>
      (d.board.deal.split(':')[1] ?? '').split(' '),
    );
    expect(deals).toHaveLength(2);
    expect(deals[0]?.filter((h) => h === '-')).toEqual([]);
    expect(deals[1]?.filter((h) => h === '-')).toHaveLength(3);
    const others = new Set([...dealt.N, ...dealt.E, ...dealt.W]);
    expect([...seen].filter((c) => others.has(c) && !mine.has(c))).toEqual([]);
    expect(matchText).not.toContain('"seed"');
    expect(JSON.stringify(seat.messages)).not.toContain(
      String(readMatchSettings(server.host.table(next)?.settings.match)?.key),
    );
  }, 60_000);

  test('Auction Bridge: the rubber of two games, its bonus of 250 (Laws 1, 11), then no deal follows', async () => {
    const server = await start();
    const made = await create(server, {
      game: 'auction-bridge',
      rulebook: 'whist-club-1912',
      seed: 3,
      robots: ['N', 'E', 'S', 'W'],
    });
    const { token } = linkParts(made.links.director);
    let director = await join(server, made.id, token);
    let view: MatchView | null = null;
    for (let deal = 1; deal <= 60; deal++) {
      const end = await ended(director);
      view = end.match;
      if (view === null || view.sheet.game !== 'auction-bridge') throw new Error('no sheet');
      expect(view.deal).toBe(deal);
      if (view.over) break;
      // Law 31: the order of dealing is to the left.
      expect(view.nextDealer).toBe(seatAfter(end.view.board.dealer, 1));
      const next = await nextDeal(director);
      director.close();
      director = await join(server, next, token);
    }
    if (view === null || view.sheet.game !== 'auction-bridge') throw new Error('no sheet');
    const winner = view.sheet.winner;
    expect(winner).not.toBeNull();
    expect(view.sheet.games[winner ?? 'NS']).toBe(2);
    const bonus = view.sheet.ledger.filter((e) => e.reason === 'rubber');
    expect(bonus).toEqual([
      expect.objectContaining({ side: winner, points: 250, laws: ['Law 1', 'Law 11'] }),
    ]);
    // Law 2: each game was won by trick points alone reaching thirty.
    for (const [i, side] of view.sheet.gameWinners.entries()) {
      const below = view.sheet.ledger.filter(
        (e) => e.game === i + 1 && e.line === 'below' && e.side === side,
      );
      expect(below.reduce((n, e) => n + e.points, 0)).toBeGreaterThanOrEqual(30);
    }
    expect(view.sheet.totals.total[winner ?? 'NS']).toBe(
      view.sheet.ledger.filter((e) => e.side === winner).reduce((n, e) => n + e.points, 0),
    );
    expect(view.nextAllowed).toBe(false);
    const refused = await director.request({ type: 'next' }, (m) => m.type === 'error');
    expect((refused['error'] as { kind: string }).kind).toBe('rubber-over');
  }, 120_000);

  test('the next deal is refused before the deal has ended, and at a contract bridge table', async () => {
    const server = await start();
    const euchre = await create(server, { game: 'euchre', rulebook: 'somerset-1888', seed: 2 });
    const c = await join(server, euchre.id, linkParts(euchre.links.N).token);
    expect(lastState(c).match).toMatchObject({ deal: 1, next: null, nextAllowed: false });
    const early = await c.request({ type: 'next' }, (m) => m.type === 'error');
    expect((early['error'] as { kind: string }).kind).toBe('deal-not-over');
    const bridge = await create(server, { game: 'contract-bridge', rulebook: 'wbf-2017', seed: 2 });
    const b = await join(server, bridge.id, linkParts(bridge.links.director).token);
    expect(lastState(b).match).toBeNull();
    const none = await b.request({ type: 'next' }, (m) => m.type === 'error');
    expect((none['error'] as { kind: string }).kind).toBe('no-next-deal');
  });
});
