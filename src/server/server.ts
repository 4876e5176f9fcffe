/**
 * `tablelaw serve`: one process serving HTTP (the console page, its modules — /client/ and the words
 * of the engine's ids, /laws/names/, ADR 0108 — a small JSON API)
 * and WebSocket (`/ws`, the protocol of src/server/protocol.ts) on loopback by default.
 *
 * HTTP API (errors are `{ "error": { "kind", "message" } }` with a 4xx status):
 *   GET  /api/rulebooks                        the games and rulebooks tables can be made for
 *   POST /api/tables  (application/json)       { game?, rulebook?, seed?, board?, contract?,
 *                                                record?, demo?, robots?, scoring? } → { id, links, qr }
 *                                              (demo: true, or "auction", "auction-bridge" or
 *                                              "euchre": a demo table of that game, ADR 0089;
 *                                              qr: each seat link's QR code, SVG)
 *   GET  /api/tables/ID/record                 the tablelaw record (director; players: whole once
 *   GET  /api/tables/ID/pbn                    the board has ended, before then what they may see),
 *                                              with the link's token as `Authorization: Bearer T`
 *   GET  /api/tables/ID/match                  euchre, Auction Bridge: the match's deals up to
 *                                              this one (`tablelaw-match/1`, docs/record-format.md)
 *   GET  /api/sessions/ID/tables/N             a physical table's follower (its seat's evening link's
 *                                              token as the Bearer): the board it plays now and
 *                                              the seat's token at it (ADR 0109)
 * A table's links carry its id and a token in the URL's fragment (`/#t=ID&k=TOKEN`), which
 * browsers never send to a server; a token is never put in a URL's query (server logs, history).
 *
 * Every answer says `X-Content-Type-Options: nosniff`. Limits (src/server/limits.ts, ADR 0074):
 * creation and replay are rate-limited by remote address (429 with Retry-After), tables per
 * address and events per table are capped, and WebSockets must say hello in time, answer pings,
 * read what they are sent, come from the server's own page (Origin) and be few per address.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Seat } from '../core/seat.js';
import { SEATS } from '../core/seat.js';
import { pageHtml } from '../web/page.js';
import { roomHtml } from '../web/room-page.js';
import { demoSpec, isDemoName } from './demo.js';
import {
  GAMES,
  isGame,
  type Lang,
  matchRecordText,
  pbnOf,
  recordFor,
  rulebooks,
  type Viewer,
} from './engine.js';
import { type CreateSpec, type LiveTable, TableHost } from './host.js';
import { AddressCount, addressOf, CLOSE_NO_HELLO, keepAlive, originAllowed, sendOrDrop } from './hygiene.js';
import { limitsWith, type RateLimit, type ServerLimits } from './limits.js';
import { describeError, type Log, stderrLog } from './log.js';
import { MAX_MESSAGE_BYTES, parseClientMessage } from './protocol.js';
import { eveningCodes, seatCodes } from './qr.js';
import { RateLimiter } from './rate-limit.js';
import { followTokens, tableNumberOf } from './session-follow.js';
import { SessionHost, type StoredSession, sessionSpecOf } from './sessions.js';
import { DEFAULT_SCORING, SCORINGS, type Scoring, type TableStore } from './store.js';

export type ServeOptions = {
  readonly store: TableStore;
  readonly port?: number;
  /** Interface to listen on; loopback unless told otherwise. */
  readonly hostname?: string;
  readonly robotDelay?: number;
  readonly random?: () => number;
  /** Where the server's own failures are logged, one structured line each (standard error by default). */
  readonly log?: Log;
  /** Limits other than the defaults (src/server/limits.ts). */
  readonly limits?: Partial<ServerLimits>;
  /** The clock of rate limits and idleness (tests pass their own). */
  readonly now?: () => number;
};

export type RunningServer = {
  readonly url: string;
  readonly port: number;
  readonly host: TableHost;
  /** The links of a table: the director's and each seat's. */
  links(table: LiveTable): { readonly director: string } & { readonly [S in Seat]: string };
  /** How many WebSockets are open, and how many of them have joined a table. */
  sockets(): { readonly open: number; readonly joined: number };
  close(): Promise<void>;
};

type Connection = {
  ws: WebSocket;
  table: LiveTable | null;
  viewer: Viewer | null;
  lang: Lang;
  /** How many events of the table's log this connection has been sent. */
  logged: number;
  /** The remote address (the key of per-address limits). */
  readonly address: string;
  /** Closes the socket if it has not joined a table in time (cleared by the first valid hello). */
  helloTimer: NodeJS.Timeout | null;
  /** This socket's messages (`ServerLimits.messageRate`). */
  readonly messages: RateLimiter;
};

const MAX_BODY_BYTES = 256 * 1024;
/** The hard limit of a WebSocket frame; up to it, a message too large gets an error, past it ws closes. */
const MAX_FRAME_BYTES = 1024 * 1024;
const CLIENT_DIR = new URL('../web/client/', import.meta.url);
/** The engine's words for its ids (ADR 0108): plain data that the console's modules import. */
const NAMES_DIR = new URL('../laws/names/', import.meta.url);

/** The file of a console module: client/*.js, each game's box client/boxes/*.js, laws/names/*.js (no other path). */
function moduleFile(path: string): URL | null {
  const client = /^\/client\/((?:boxes\/)?[a-z0-9-]+\.js)$/.exec(path);
  if (client !== null) return new URL(client[1] as string, CLIENT_DIR);
  const names = /^\/laws\/names\/([a-z0-9-]+\.js)$/.exec(path);
  return names === null ? null : new URL(names[1] as string, NAMES_DIR);
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

function fail(res: ServerResponse, status: number, kind: string, message: string): void {
  json(res, status, { error: { kind, message } });
}

/** 429: a rate limit or cap reached, and when to try again (seconds, rounded up). */
function tooMany(res: ServerResponse, kind: string, message: string, retryMs: number): void {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  json(
    res,
    429,
    { error: { kind, message: `${message}; try again in ${seconds} s` } },
    { 'retry-after': String(seconds) },
  );
}

/** The token of an `Authorization: Bearer T` header, or null. */
export function bearerToken(req: IncomingMessage): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]+)\s*$/i.exec(req.headers.authorization ?? '');
  return m === null ? null : (m[1] as string);
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    const b = chunk as Buffer;
    total += b.length;
    if (total > MAX_BODY_BYTES) return null;
    chunks.push(b);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A request's path without its query (which may hold a token: never logged). */
function pathOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '?';
  }
}

/** Reads a POST /api/tables body into a creation spec. */
export function createSpecOf(body: unknown): CreateSpec | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body is a JSON object';
  const b = body as { readonly [k: string]: unknown };
  const robots = b['robots'] ?? [];
  if (
    !Array.isArray(robots) ||
    !robots.every((s) => typeof s === 'string' && (SEATS as readonly string[]).includes(s))
  )
    return '"robots" lists seats N, E, S, W';
  const scoring = b['scoring'];
  if (scoring !== undefined && !(SCORINGS as readonly unknown[]).includes(scoring))
    return `"scoring" is one of ${SCORINGS.join(', ')}`;
  const scored = scoring === undefined ? {} : { scoring: scoring as Scoring };
  if (b['demo'] === true) return { ...demoSpec(robots as Seat[]), ...scored };
  if (isDemoName(b['demo'])) return { ...demoSpec(robots as Seat[], b['demo']), ...scored };
  if (b['demo'] !== undefined)
    return '"demo" is true or one of contract-bridge, auction, auction-bridge, euchre';
  if (b['record'] !== undefined)
    return { kind: 'record', record: b['record'], robots: robots as Seat[], ...scored };
  const seed = b['seed'] ?? Math.floor(Math.random() * 2 ** 31);
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return '"seed" is a whole number';
  const board = b['board'] ?? 1;
  if (typeof board !== 'number' || !Number.isSafeInteger(board) || board < 1)
    return '"board" is a whole number from 1';
  const game = b['game'] ?? 'contract-bridge';
  const rulebook = b['rulebook'] ?? 'wbf-2007';
  if (typeof game !== 'string' || !isGame(game)) return `"game" is one of ${GAMES.join(', ')}`;
  if (typeof rulebook !== 'string') return '"rulebook" is a name';
  const contract = b['contract'];
  return {
    kind: 'fresh',
    game,
    rulebook,
    seed,
    board,
    robots: robots as Seat[],
    ...scored,
    ...(contract === undefined
      ? {}
      : { contract: contract as NonNullable<Extract<CreateSpec, { kind: 'fresh' }>['contract']> }),
  };
}

/** Whether a request carrying a token in its URL was answered 400 (a token goes in a header, ADR 0074). */
function refusedTokenInQuery(url: URL, res: ServerResponse): boolean {
  if (!url.searchParams.has('token')) return false;
  fail(
    res,
    400,
    'token-in-query',
    'send the token in an "Authorization: Bearer TOKEN" header, never in the URL',
  );
  return true;
}

/** Whether a request that must POST JSON (`what` says what to post) was answered 405 or 415. */
function refusedAsPost(req: IncomingMessage, res: ServerResponse, what: string): boolean {
  if (req.method !== 'POST') fail(res, 405, 'method', what);
  else if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
    fail(res, 415, 'content-type', 'send application/json');
  else return false;
  return true;
}

/** Whether creating `things` from `address` was answered 429: `limiter` (at `limit`) had no token. */
function refusedByRate(
  res: ServerResponse,
  limiter: RateLimiter,
  limit: RateLimit,
  address: string,
  things: string,
): boolean {
  const wait = limiter.take(address);
  if (wait === 0) return false;
  const message = `${things} are created at most ${limit.burst} at once, then one each ${limit.refillMs} ms`;
  tooMany(res, 'rate-limited', message, wait);
  return true;
}

/** Marks a request whose body was refused (the answer is sent). */
const NO_BODY: unique symbol = Symbol('no body');

/** The JSON body of a request, or NO_BODY once a 413 or 400 answer has been sent. */
async function jsonBody(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const text = await readBody(req);
  if (text === null) {
    fail(res, 413, 'too-large', `a body may have at most ${MAX_BODY_BYTES} bytes`);
    return NO_BODY;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    fail(res, 400, 'malformed-json', String(e));
    return NO_BODY;
  }
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const limits = limitsWith(options.limits);
  const now = options.now ?? Date.now;
  const host = new TableHost(options.store, {
    ...(options.robotDelay === undefined ? {} : { robotDelay: options.robotDelay }),
    ...(options.random === undefined ? {} : { random: options.random }),
    log: options.log ?? stderrLog,
    limits,
    now,
  });
  const log = host.log;
  await host.load();
  const connections = new Set<Connection>();
  const perAddress = new AddressCount();
  const createLimit = new RateLimiter(limits.createRate, now);
  const replayLimit = new RateLimiter(limits.replayRate, now);
  const sessionLimit = new RateLimiter(limits.sessionRate, now);
  let base = '';
  /** Set when the server is stopping: readiness says so, so a load balancer sends no more. */
  let closing = false;

  const send = (ws: WebSocket, message: unknown): void =>
    sendOrDrop(ws, typeof message === 'string' ? message : JSON.stringify(message), limits);

  // Finished and idle tables nobody is joined to leave memory; the rate limiters forget full buckets.
  const sweeper = setInterval(() => {
    const inUse = new Set<string>();
    for (const c of connections) if (c.table !== null) inUse.add(c.table.id);
    host.sweep((id) => inUse.has(id));
    createLimit.prune();
    replayLimit.prune();
    sessionLimit.prune();
  }, limits.sweepMs);
  sweeper.unref();

  const sessions = new SessionHost(host, (table) => links(table), now);
  await sessions.load();

  /** Each physical table's evening links: its four seats' and its director's (ADR 0109). */
  const eveningLinks = async (s: StoredSession, codes = true) => {
    const follow = followTokens(s).map(({ table, tokens }) => ({
      table,
      links: Object.fromEntries(
        Object.entries(tokens).map(([who, tok]) => [who, `${base}/#s=${s.id}&n=${table}&k=${tok}`]),
      ),
    }));
    // Each link's QR code (SVG), for the players' phones, as the per-board links have theirs;
    // the room, which asks every two seconds, asks for them once (`?codes=qr`).
    if (!codes) return follow;
    const drawn = await eveningCodes(s, follow);
    return follow.map((f, i) => ({ ...f, qr: drawn[i] ?? {} }));
  };

  const links = (table: LiveTable) => {
    const link = (tok: string) => `${base}/#t=${table.id}&k=${tok}`;
    return {
      director: link(table.tokens.director),
      N: link(table.tokens.N),
      E: link(table.tokens.E),
      S: link(table.tokens.S),
      W: link(table.tokens.W),
    };
  };

  /**
   * A state message: the viewer's view (serialised once per act, viewer and language) and the
   * events of the log from `from` on. Built as text around the cached JSON of the view.
   */
  const stateMessage = (table: LiveTable, viewer: Viewer, lang: Lang, from: number, events?: string) =>
    `{"type":"state","table":${JSON.stringify(table.id)},"robots":${JSON.stringify(table.settings.robots)},"match":${JSON.stringify(host.matchView(table))},"log":{"from":${from},"events":${events ?? JSON.stringify(host.logOf(table, viewer, from))}},"view":${host.cachedView(table, viewer, lang).json}}`;

  host.onChange((table, from) => {
    // The new events as each viewer may see them (a seat's with the cards it may not see hidden).
    const logs = new Map<Viewer, string>();
    const eventsFor = (viewer: Viewer): string => {
      let text = logs.get(viewer);
      if (text === undefined) {
        text = JSON.stringify(host.logOf(table, viewer, from));
        logs.set(viewer, text);
      }
      return text;
    };
    const cache = new Map<string, string>();
    for (const c of connections) {
      if (c.table !== table || c.viewer === null) continue;
      // Every screen has the log up to `from` (broadcasts are in order); one that lacked more would get it.
      const start = Math.min(from, c.logged);
      const key = `${c.viewer}/${c.lang}/${start}`;
      let text = cache.get(key);
      if (text === undefined) {
        try {
          text = stateMessage(
            table,
            c.viewer,
            c.lang,
            start,
            start === from ? eventsFor(c.viewer) : undefined,
          );
        } catch (e) {
          // One viewer's view failing (a bug) is logged; the other screens are still told.
          log({ event: 'internal-error', where: 'broadcast', table: table.id, ...describeError(e) });
          continue;
        }
        cache.set(key, text);
      }
      c.logged = table.judged.record.events.length;
      send(c.ws, text);
    }
  });

  // A handler's failure (a bug) is logged and answered `internal-error`, its text kept from the
  // client (it may name a hidden card); the process and the other requests go on (ADR 0072).
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      log({ event: 'internal-error', where: `http ${req.method ?? ''} ${pathOf(req)}`, ...describeError(e) });
      if (res.headersSent) res.destroy();
      else fail(res, 500, 'internal-error', 'the server could not answer this request (the fault is logged)');
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    res.setHeader('x-content-type-options', 'nosniff');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    // HEAD is answered as GET is, without the body (node's http leaves the body out).
    const get = req.method === 'GET' || req.method === 'HEAD';
    if (get && (path === '/' || path === '/index.html')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self' 'unsafe-inline'",
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      res.end(pageHtml());
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    const asset = get ? moduleFile(path) : null;
    if (asset !== null) {
      try {
        const text = await readFile(asset, 'utf8');
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(text);
      } catch {
        fail(res, 404, 'not-found', `no such file: ${path} (is the project built? npm run build)`);
      }
      return;
    }
    if (get && path === '/api/rulebooks') return json(res, 200, { rulebooks: rulebooks() });
    // Liveness (the process answers) and readiness (it can take acts: not stopping, and a shared
    // store answers and is heard) for a load balancer or an orchestrator (docs/server.md).
    if (get && path === '/healthz') return json(res, 200, { status: 'ok' });
    if (get && path === '/readyz') {
      const ready = !closing && (host.store.shared === undefined || (await host.store.shared.ready()));
      return json(res, ready ? 200 : 503, { status: ready ? 'ready' : 'not-ready' });
    }
    if (path === '/api/tables') {
      if (refusedAsPost(req, res, 'POST a table to create it')) return;
      const address = addressOf(req);
      if (refusedByRate(res, createLimit, limits.createRate, address, 'tables')) return;
      const body = await jsonBody(req, res);
      if (body === NO_BODY) return;
      const spec = createSpecOf(body);
      if (typeof spec === 'string') return fail(res, 400, 'bad-request', spec);
      const created = await host.create(spec, address);
      if (!created.ok) {
        const e = created.error;
        if (e.kind === 'too-many-tables') return tooMany(res, e.kind, e.message, 60_000);
        return fail(res, e.kind === 'table-full' ? 413 : 400, e.kind, e.message);
      }
      const made = links(created.value);
      return json(res, 201, { id: created.value.id, links: made, qr: await seatCodes(created.value, made) });
    }
    const exportPath = /^\/api\/tables\/([A-Za-z0-9_-]+)\/(record|pbn|match)$/.exec(path);
    if (get && exportPath !== null) {
      if (refusedTokenInQuery(url, res)) return;
      const who = await host.viewerOf(exportPath[1] as string, bearerToken(req) ?? '');
      if (!who.ok) return fail(res, 403, who.error.kind, who.error.message);
      const { table, viewer } = who.value;
      // A player's download before the board has ended holds only what he may see (ADR 0073).
      const name = `table-${table.id}`;
      if (exportPath[2] === 'match') {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="match-${table.id}.json"`,
        });
        res.end(matchRecordText(await host.matchRecords(table), table.judged, host.logs(table), viewer));
        return;
      }
      if (exportPath[2] === 'record') {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${name}.json"`,
        });
        res.end(recordFor(table.judged, host.logs(table), viewer));
        return;
      }
      const pbn = pbnOf(table.judged, viewer, table.settings.scoring ?? DEFAULT_SCORING);
      if (pbn === null) return fail(res, 404, 'no-pbn', 'PBN holds bridge boards only');
      res.writeHead(200, {
        'content-type': 'application/x-pbn; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.pbn"`,
      });
      res.end(pbn);
      return;
    }
    if (path === '/api/sessions') {
      if (refusedAsPost(req, res, 'POST a session to create it')) return;
      if (refusedByRate(res, sessionLimit, limits.sessionRate, addressOf(req), 'sessions')) return;
      const body = await jsonBody(req, res);
      if (body === NO_BODY) return;
      const spec = sessionSpecOf(body);
      if (typeof spec === 'string') return fail(res, 400, 'bad-request', spec);
      const created = await sessions.create(spec, limits.tablesPerSession);
      if (!created.ok)
        return fail(
          res,
          created.error.kind === 'session-too-large' ? 413 : 400,
          created.error.kind,
          created.error.message,
        );
      const s = created.value;
      return json(res, 201, {
        id: s.id,
        deals: s.deals,
        tables: s.tables.length,
        links: {
          room: `${base}/room#s=${s.id}&k=${s.token}`,
          results: `${base}/room#s=${s.id}&k=${s.publicToken}`,
        },
        // Each table of each round (a board each): its four seats' links, to hand out.
        seats: await sessions.seatLinks(s),
        // Each physical table: one link a seat (and its director's) for the whole evening (ADR 0109).
        follow: await eveningLinks(s),
      });
    }
    if (get && path === '/room') {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy':
          "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; frame-src 'self' blob:",
        'referrer-policy': 'no-referrer',
        'cache-control': 'no-store',
      });
      res.end(roomHtml());
      return;
    }
    // The director's rulings at the session: Law 90 penalties, Law 87 decisions and the cards as found.
    const rulingPath = /^\/api\/sessions\/([A-Za-z0-9_-]+)\/(penalties|fouled|found)$/.exec(path);
    if (rulingPath !== null) {
      const what = rulingPath[2] as 'penalties' | 'fouled' | 'found';
      const named = {
        penalties: 'a procedural penalty (Law 90)',
        fouled: 'a decision on a fouled board (Law 87)',
        found: 'the cards as found at a table (Law 87)',
      }[what];
      if (refusedAsPost(req, res, `POST ${named} to give it`)) return;
      const who = sessions.viewerOf(rulingPath[1] as string, bearerToken(req) ?? '');
      if (!who.ok) return fail(res, 403, who.error.kind, who.error.message);
      if (who.value.viewer !== 'director')
        return fail(res, 403, 'not-director', `only the director's link gives ${named}`);
      const body = await jsonBody(req, res);
      if (body === NO_BODY) return;
      if (what === 'penalties') {
        const given = await sessions.penalise(who.value.session, body);
        if (!given.ok) return fail(res, 400, given.error.kind, given.error.message);
        return json(res, 201, { penalty: given.value });
      }
      if (what === 'fouled') {
        const decided = await sessions.decideFouled(who.value.session, body);
        if (!decided.ok) return fail(res, 400, decided.error.kind, decided.error.message);
        return json(res, 201, { fouled: decided.value });
      }
      const set = await sessions.setFound(who.value.session, body);
      if (!set.ok) return fail(res, 400, set.error.kind, set.error.message);
      const { id: _, ...table } = set.value.table;
      return json(res, 201, { table, links: set.value.links });
    }
    // A physical table's follower: the board it plays now and the seat's token there (ADR 0109).
    const followPath = /^\/api\/sessions\/([A-Za-z0-9_-]+)\/tables\/([^/]*)$/.exec(path);
    if (followPath !== null) {
      if (!get) return fail(res, 405, 'method', "GET a table's board now");
      if (url.searchParams.has('token') || url.searchParams.has('k'))
        return fail(
          res,
          400,
          'token-in-query',
          'send the token in an "Authorization: Bearer TOKEN" header, never in the URL',
        );
      const n = tableNumberOf(followPath[2] as string);
      if (!n.ok) return fail(res, 400, n.error.kind, n.error.message);
      const now = await sessions.follow(followPath[1] as string, n.value, bearerToken(req) ?? '');
      if (!now.ok)
        return fail(res, now.error.kind === 'bad-link' ? 403 : 404, now.error.kind, now.error.message);
      return json(res, 200, { ...now.value, link: `${base}/#t=${now.value.t}&k=${now.value.k}` });
    }
    const sessionPath = /^\/api\/sessions\/([A-Za-z0-9_-]+)(\/results(\.html)?)?$/.exec(path);
    if (get && sessionPath !== null) {
      if (refusedTokenInQuery(url, res)) return;
      const who = sessions.viewerOf(sessionPath[1] as string, bearerToken(req) ?? '');
      if (!who.ok) return fail(res, 403, who.error.kind, who.error.message);
      const { session, viewer } = who.value;
      if (sessionPath[2] === undefined) {
        if (viewer !== 'director') return json(res, 200, { id: session.id, event: session.event, viewer });
        return json(res, 200, {
          id: session.id,
          event: session.event,
          viewer,
          movement: session.plan.movement,
          deals: session.deals,
          method: session.method,
          tables: await sessions.room(session),
          rulings: await sessions.rulings(session),
          fouled: await sessions.fouledBoards(session, 'director'),
          follow: await eveningLinks(session, url.searchParams.get('codes') === 'qr'),
        });
      }
      if (sessionPath[3] === undefined) {
        const out = await sessions.resultsJson(session, viewer);
        if (!out.ok) return fail(res, 409, out.error.kind, out.error.message);
        return json(res, 200, out.value);
      }
      const page = await sessions.resultsHtml(session, viewer);
      if (!page.ok) return fail(res, 409, page.error.kind, page.error.message);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page.value);
      return;
    }
    fail(res, 404, 'not-found', `nothing at ${path}`);
  }

  const wss = new WebSocketServer({
    server,
    path: '/ws',
    maxPayload: MAX_FRAME_BYTES,
    verifyClient: (info, done) => {
      if (!originAllowed(info.origin === '' ? undefined : info.origin, info.req.headers.host, limits))
        return done(false, 403, 'this origin may not open the table server');
      if (perAddress.count(addressOf(info.req)) >= limits.connectionsPerAddress)
        return done(false, 429, `at most ${limits.connectionsPerAddress} connections from one address`, {
          'retry-after': '10',
        });
      done(true);
    },
  });
  const stopPings = keepAlive(() => wss.clients, limits);
  wss.on('error', (e) => log({ event: 'internal-error', where: 'ws-server', ...describeError(e) }));
  wss.on('connection', (ws, req) => {
    const c: Connection = {
      ws,
      table: null,
      viewer: null,
      lang: 'en',
      logged: 0,
      address: addressOf(req),
      helloTimer: null,
      messages: new RateLimiter(limits.messageRate, now),
    };
    c.helloTimer = setTimeout(
      () => ws.close(CLOSE_NO_HELLO, `no hello within ${limits.helloTimeoutMs} ms`),
      limits.helloTimeoutMs,
    );
    connections.add(c);
    perAddress.add(c.address);
    let gone = false;
    const leave = () => {
      if (gone) return;
      gone = true;
      if (c.helloTimer !== null) clearTimeout(c.helloTimer);
      connections.delete(c);
      perAddress.remove(c.address);
    };
    ws.on('close', leave);
    ws.on('error', leave);
    ws.on('message', (data, isBinary) => {
      const text = isBinary
        ? null
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.concat(data as Buffer[]).toString('utf8');
      const wait = c.messages.take('');
      if (wait > 0)
        return send(ws, {
          type: 'error',
          error: {
            kind: 'rate-limited',
            message: `a connection may send ${limits.messageRate.burst} messages at once, then one each ${limits.messageRate.refillMs} ms; this one was not read`,
            retryAfterMs: wait,
          },
        });
      if (text === null)
        return send(ws, {
          type: 'error',
          error: { kind: 'bad-message', message: 'send text frames (JSON)' },
        });
      onMessage(c, text).catch((e: unknown) => internalError(c, text, e));
    });
  });

  /** A message whose handling failed (a bug): logged, and answered `internal-error` to its sender alone. */
  function internalError(c: Connection, text: string, e: unknown): void {
    log({
      event: 'internal-error',
      where: 'ws-message',
      ...(c.table === null ? {} : { table: c.table.id }),
      ...describeError(e),
    });
    const parsed = parseClientMessage(text);
    const id = parsed.ok && parsed.value.type === 'act' ? { id: parsed.value.id } : {};
    send(c.ws, {
      type: 'error',
      ...id,
      error: {
        kind: 'internal-error',
        message: 'the server could not handle this message (the fault is logged)',
      },
    });
  }

  async function onMessage(c: Connection, text: string): Promise<void> {
    const parsed = parseClientMessage(text);
    if (!parsed.ok) return send(c.ws, { type: 'error', error: parsed.error });
    const m = parsed.value;
    if (m.type === 'hello') {
      const who = await host.viewerOf(m.table, m.token);
      if (!who.ok) return send(c.ws, { type: 'error', error: who.error });
      // The seats' links, each with its QR code: the director's alone (made before joining, so
      // that no state is sent ahead of the welcome).
      const own = who.value.viewer === 'director' ? links(who.value.table) : null;
      const qr = own === null ? null : await seatCodes(who.value.table, own);
      if (c.helloTimer !== null) clearTimeout(c.helloTimer);
      c.helloTimer = null;
      c.table = who.value.table;
      c.viewer = who.value.viewer;
      c.lang = m.lang;
      send(c.ws, {
        type: 'welcome',
        table: c.table.id,
        viewer: c.viewer,
        ...(own === null || qr === null ? {} : { links: own, qr }),
        maxMessageBytes: MAX_MESSAGE_BYTES,
      });
      c.logged = c.table.judged.record.events.length;
      return send(c.ws, stateMessage(c.table, c.viewer, c.lang, 0));
    }
    const table = c.table;
    const viewer = c.viewer;
    if (table === null || viewer === null)
      return send(c.ws, {
        type: 'error',
        error: { kind: 'not-joined', message: 'send "hello" with a table and token first' },
      });
    switch (m.type) {
      case 'act': {
        const done = await host.act(table, viewer, m.event);
        if (done.ok) return send(c.ws, { type: 'ack', id: m.id, seq: done.value });
        return send(c.ws, { type: 'error', id: m.id, error: done.error });
      }
      case 'lang':
        c.lang = m.lang;
        c.logged = table.judged.record.events.length;
        return send(c.ws, stateMessage(table, viewer, c.lang, c.logged));
      case 'replay': {
        const wait = replayLimit.take(c.address);
        if (wait > 0)
          return send(c.ws, {
            type: 'error',
            error: {
              kind: 'rate-limited',
              message: `replay steps are sent at most ${limits.replayRate.burst} at once, then one each ${limits.replayRate.refillMs} ms; try again in ${wait} ms`,
              retryAfterMs: wait,
            },
          });
        const view = host.replayView(table, viewer, c.lang, m.step);
        if (!view.ok) return send(c.ws, { type: 'error', error: view.error });
        return send(c.ws, { type: 'replay', step: m.step, view: view.value });
      }
      case 'robots': {
        if (viewer !== 'director')
          return send(c.ws, {
            type: 'error',
            error: { kind: 'not-director', message: 'only the director seats the computer player' },
          });
        const set = await host.setRobots(table, m.seats);
        if (!set.ok) return send(c.ws, { type: 'error', error: set.error });
        return;
      }
      case 'next': {
        // The next deal makes a table: it is taken from the address's allowance of creations.
        const wait = createLimit.take(c.address);
        if (wait > 0)
          return send(c.ws, {
            type: 'error',
            error: {
              kind: 'rate-limited',
              message: `tables are created at most ${limits.createRate.burst} at once, then one each ${limits.createRate.refillMs} ms; try again in ${wait} ms`,
              retryAfterMs: wait,
            },
          });
        const dealt = await host.nextDeal(table);
        if (!dealt.ok) return send(c.ws, { type: 'error', error: dealt.error });
        return send(c.ws, { type: 'next', table: dealt.value.id });
      }
    }
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.hostname ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  base = `http://${shownHost}:${address.port}`;

  return {
    url: base,
    port: address.port,
    host,
    links,
    sockets() {
      let joined = 0;
      for (const c of connections) if (c.table !== null) joined += 1;
      return { open: connections.size, joined };
    },
    async close() {
      closing = true;
      host.stop();
      clearInterval(sweeper);
      stopPings();
      for (const c of connections) if (c.helloTimer !== null) clearTimeout(c.helloTimer);
      for (const c of connections) c.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Acts already taken finish (and are stored) before the store closes.
      await Promise.all(host.ids().map((id) => host.table(id)?.queue));
      await host.store.close();
    },
  };
}
