/**
 * `tablelaw serve`: one process serving HTTP (the console page, its script, a small JSON API)
 * and WebSocket (`/ws`, the protocol of src/server/protocol.ts) on loopback by default.
 *
 * HTTP API (errors are `{ "error": { "kind", "message" } }` with a 4xx status):
 *   GET  /api/rulebooks                        the games and rulebooks tables can be made for
 *   POST /api/tables  (application/json)       { game?, rulebook?, seed?, board?, contract?,
 *                                                record?, demo?, robots? } → { id, links }
 *   GET  /api/tables/ID/record?token=T         the tablelaw record (director; players once the
 *   GET  /api/tables/ID/pbn?token=T            board has ended, when every hand is shown anyway)
 * A table's links carry its id and a token in the URL's fragment (`/#t=ID&k=TOKEN`), which
 * browsers never send to a server.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import type { Seat } from '../core/seat.js';
import { SEATS } from '../core/seat.js';
import { pageHtml } from '../web/page.js';
import { demoSpec } from './demo.js';
import { eventsFrom, GAMES, isGame, type Lang, pbnOf, recordText, rulebooks, type Viewer } from './engine.js';
import { type CreateSpec, type LiveTable, TableHost } from './host.js';
import { describeError, type Log, stderrLog } from './log.js';
import { MAX_MESSAGE_BYTES, parseClientMessage } from './protocol.js';
import type { TableStore } from './store.js';

export type ServeOptions = {
  readonly store: TableStore;
  readonly port?: number;
  /** Interface to listen on; loopback unless told otherwise. */
  readonly hostname?: string;
  readonly robotDelay?: number;
  readonly random?: () => number;
  /** Where the server's own failures are logged, one structured line each (standard error by default). */
  readonly log?: Log;
};

export type RunningServer = {
  readonly url: string;
  readonly port: number;
  readonly host: TableHost;
  /** The links of a table: the director's and each seat's. */
  links(table: LiveTable): { readonly director: string } & { readonly [S in Seat]: string };
  close(): Promise<void>;
};

type Connection = {
  ws: WebSocket;
  table: LiveTable | null;
  viewer: Viewer | null;
  lang: Lang;
  /** How many events of the table's log this connection has been sent. */
  logged: number;
};

const MAX_BODY_BYTES = 256 * 1024;
/** The hard limit of a WebSocket frame; up to it, a message too large gets an error, past it ws closes. */
const MAX_FRAME_BYTES = 1024 * 1024;
const CLIENT_DIR = new URL('../web/client/', import.meta.url);

function send(ws: WebSocket, message: unknown): void {
  if (ws.readyState === ws.OPEN) ws.send(typeof message === 'string' ? message : JSON.stringify(message));
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(text);
}

function fail(res: ServerResponse, status: number, kind: string, message: string): void {
  json(res, status, { error: { kind, message } });
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
  if (b['demo'] === true) return demoSpec(robots as Seat[]);
  if (b['record'] !== undefined) return { kind: 'record', record: b['record'], robots: robots as Seat[] };
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
    ...(contract === undefined
      ? {}
      : { contract: contract as NonNullable<Extract<CreateSpec, { kind: 'fresh' }>['contract']> }),
  };
}

export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const host = new TableHost(options.store, {
    ...(options.robotDelay === undefined ? {} : { robotDelay: options.robotDelay }),
    ...(options.random === undefined ? {} : { random: options.random }),
    log: options.log ?? stderrLog,
  });
  const log = host.log;
  await host.load();
  const connections = new Set<Connection>();
  let base = '';

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
    `{"type":"state","table":${JSON.stringify(table.id)},"robots":${JSON.stringify(table.settings.robots)},"log":{"from":${from},"events":${events ?? JSON.stringify(eventsFrom(table.judged, from))}},"view":${host.cachedView(table, viewer, lang).json}}`;

  host.onChange((table, from) => {
    const events = JSON.stringify(eventsFrom(table.judged, from));
    const cache = new Map<string, string>();
    for (const c of connections) {
      if (c.table !== table || c.viewer === null) continue;
      // Every screen has the log up to `from` (broadcasts are in order); one that lacked more would get it.
      const start = Math.min(from, c.logged);
      const key = `${c.viewer}/${c.lang}/${start}`;
      let text = cache.get(key);
      if (text === undefined) {
        try {
          text = stateMessage(table, c.viewer, c.lang, start, start === from ? events : undefined);
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
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (req.method === 'GET' && (path === '/' || path === '/index.html')) {
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
    const asset = /^\/client\/([a-z0-9-]+\.js)$/.exec(path);
    if (req.method === 'GET' && asset !== null) {
      try {
        const text = await readFile(new URL(asset[1] as string, CLIENT_DIR), 'utf8');
        res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
        res.end(text);
      } catch {
        fail(res, 404, 'not-found', `no such file: ${path} (is the project built? npm run build)`);
      }
      return;
    }
    if (req.method === 'GET' && path === '/api/rulebooks') return json(res, 200, { rulebooks: rulebooks() });
    if (path === '/api/tables') {
      if (req.method !== 'POST') return fail(res, 405, 'method', 'POST a table to create it');
      if (!(req.headers['content-type'] ?? '').startsWith('application/json'))
        return fail(res, 415, 'content-type', 'send application/json');
      const text = await readBody(req);
      if (text === null)
        return fail(res, 413, 'too-large', `a body may have at most ${MAX_BODY_BYTES} bytes`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch (e) {
        return fail(res, 400, 'malformed-json', String(e));
      }
      const spec = createSpecOf(body);
      if (typeof spec === 'string') return fail(res, 400, 'bad-request', spec);
      const created = await host.create(spec);
      if (!created.ok) return fail(res, 400, created.error.kind, created.error.message);
      return json(res, 201, { id: created.value.id, links: links(created.value) });
    }
    const exportPath = /^\/api\/tables\/([A-Za-z0-9_-]+)\/(record|pbn)$/.exec(path);
    if (req.method === 'GET' && exportPath !== null) {
      const who = host.viewerOf(exportPath[1] as string, url.searchParams.get('token') ?? '');
      if (!who.ok)
        return fail(res, who.error.kind === 'unknown-table' ? 404 : 403, who.error.kind, who.error.message);
      const { table, viewer } = who.value;
      if (viewer !== 'director' && table.judged.state.phase !== 'ended')
        return fail(
          res,
          403,
          'not-yet',
          'the record holds every hand: players may download it once the board has ended',
        );
      const name = `table-${table.id}`;
      if (exportPath[2] === 'record') {
        res.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-disposition': `attachment; filename="${name}.json"`,
        });
        res.end(recordText(table.judged));
        return;
      }
      const pbn = pbnOf(table.judged);
      if (pbn === null) return fail(res, 404, 'no-pbn', 'PBN holds bridge boards only');
      res.writeHead(200, {
        'content-type': 'application/x-pbn; charset=utf-8',
        'content-disposition': `attachment; filename="${name}.pbn"`,
      });
      res.end(pbn);
      return;
    }
    fail(res, 404, 'not-found', `nothing at ${path}`);
  }

  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: MAX_FRAME_BYTES });
  wss.on('error', (e) => log({ event: 'internal-error', where: 'ws-server', ...describeError(e) }));
  wss.on('connection', (ws) => {
    const c: Connection = { ws, table: null, viewer: null, lang: 'en', logged: 0 };
    connections.add(c);
    ws.on('close', () => connections.delete(c));
    ws.on('error', () => connections.delete(c));
    ws.on('message', (data, isBinary) => {
      const text = isBinary
        ? null
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Buffer.concat(data as Buffer[]).toString('utf8');
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
      const who = host.viewerOf(m.table, m.token);
      if (!who.ok) return send(c.ws, { type: 'error', error: who.error });
      c.table = who.value.table;
      c.viewer = who.value.viewer;
      c.lang = m.lang;
      send(c.ws, {
        type: 'welcome',
        table: c.table.id,
        viewer: c.viewer,
        ...(c.viewer === 'director' ? { links: links(c.table) } : {}),
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
    async close() {
      host.stop();
      for (const c of connections) c.ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Acts already taken finish (and are stored) before the store closes.
      await Promise.all(host.ids().map((id) => host.table(id)?.queue));
      await host.store.close();
    },
  };
}
