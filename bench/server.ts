/**
 * Load on the table server (bounded, loopback only): 200 tables × 4 WebSocket clients, one a
 * seat, each playing random legal cards (declarer also dummy's) after a think time, a whole
 * board each. The server runs as a child process (its own event loop and CPU time) with its
 * SQLite store in a temporary folder (WAL, synchronous = FULL: every act is on disk before it
 * is acknowledged and broadcast); the load clients run in this process.
 *
 * Two paces, each a figure:
 * - table pace (the headline): 250–750 ms of thought per card. A real table plays a card every
 *   few seconds, so this is already several times a real room's rate of acts; the latency a
 *   player feels at this pace is what the issue's target (p99 ≤ 25 ms) is about.
 * - saturation (the stress figure): 20–200 ms per card, about as many acts per second as this
 *   machine's server takes; its latency is mostly queueing, and shows the headroom.
 * - saturation with 20 slow readers: the same run again with 20 more sockets joined to tables
 *   that ask for a state ten times a second (a change of language) and never read. The server drops each once
 *   its unread output passes `maxBufferedBytes` (ADR 0074); the figure is the p99 latency with
 *   them, beside the p99 of the saturation run without them.
 * All the load comes from one address (loopback): the server is started with per-address
 * limits raised for it (`--limits`).
 * `BENCH_THINK_MIN`/`BENCH_THINK_MAX` change the table pace, `BENCH_TABLES` the tables, and
 * `BENCH_NODE_ARGS` passes flags to the server's node (`--cpu-prof --cpu-prof-dir=DIR` profiles it),
 * and `BENCH_DB=:memory:` takes the disk out (to tell the disk's share of the latency from the rest).
 *
 * Figure: acts per second through the server. Reference (same run, same machine): acts per
 * second of the engine alone — one more act judged and the four seats' views computed and
 * serialised, in this process, with no network and no disk. Notes: the act → broadcast latency
 * (p50, p99) seen by the acting client, the server's CPU time per act, and whether any act was
 * lost: every acknowledged act is in the stored record, and every client's log (built from the
 * events each state message carries) is the stored record exactly.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { checkRecord, freshRecord, type Judged, robotAct, tryAct, viewOf } from '../src/server/engine.js';
import { startCluster } from '../test/postgres/cluster.js';
import type { BenchResult } from './result.js';

const TABLES = Number(process.env['BENCH_TABLES'] ?? 200);
const TABLE_PACE = [
  Number(process.env['BENCH_THINK_MIN'] ?? 250),
  Number(process.env['BENCH_THINK_MAX'] ?? 750),
] as const;
const SATURATION_PACE = [20, 200] as const;
const LIMIT_MS = Number(process.env['BENCH_LIMIT_MS'] ?? 120_000);
const SEATS = ['N', 'E', 'S', 'W'] as const;
type Seat = (typeof SEATS)[number];

type View = {
  seq: number;
  phase: string;
  declarer: Seat | null;
  dummy: Seat | null;
  turn: Seat | null;
  pending: unknown;
  hands: Record<Seat, string[]>;
  trick: { leader: Seat; plays: { seat: Seat; card: string }[] } | null;
};

type Message = {
  type: string;
  view?: View;
  seq?: number;
  log?: { from: number; events: unknown[] };
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

async function startChild(db: string): Promise<{ child: ChildProcess; url: string }> {
  const main = fileURLToPath(new URL('../src/server/main.js', import.meta.url));
  const flags = (process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter((f) => f !== '');
  const limits = `tablesPerAddress=100000,connectionsPerAddress=100000,createRate=100000/1`;
  const child = spawn(process.execPath, [...flags, main, '--port', '0', '--db', db, '--limits', limits], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      const m = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m !== null) resolve(m[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { child, url };
}

/** CPU time of every server process together (ms); null where /proc is not there. */
function cpuOf(servers: readonly { child: ChildProcess }[]): number | null {
  let total = 0;
  for (const { child } of servers) {
    const ms = cpuMs(child.pid);
    if (ms === null) return null;
    total += ms;
  }
  return total;
}

/** CPU time (user + system, ms) a process has used so far; null where /proc is not there. */
function cpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // Fields 14 and 15 of stat (utime, stime), counted from the state field (3): indexes 11, 12.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The card a seat's client plays for `hand`: one that follows suit when it can. */
function choose(view: View, hand: Seat): string | null {
  const cards = view.hands[hand] ?? [];
  const trick = view.trick;
  const lead = trick?.plays.find((p) => p.seat === trick.leader);
  const follow = lead === undefined ? [] : cards.filter((c) => c[0] === lead.card[0]);
  const pool = follow.length > 0 ? follow : cards;
  return pool[Math.floor(Math.random() * pool.length)] ?? null;
}

let engineReference: number | null = null;

/** The engine alone: acts per second of judging one more act and computing four views. */
function engineRate(): number {
  if (engineReference !== null) return engineReference;
  const boards: Judged[] = [];
  for (let seed = 1; seed <= 20; seed++) {
    const fresh = freshRecord({
      game: 'contract-bridge',
      rulebook: 'wbf-2007',
      seed,
      contract: { level: 3, strain: 'NT', risk: '', declarer: 'S' },
    });
    if (fresh.ok) boards.push(fresh.value);
  }
  const all = new Set(SEATS);
  let acts = 0;
  const started = performance.now();
  for (const start of boards) {
    let judged = start;
    for (;;) {
      const event = robotAct(judged, all, Math.random);
      if (event === null) break;
      const next = tryAct(judged, event);
      if (!next.ok) break;
      judged = next.value;
      for (const seat of SEATS) JSON.stringify(viewOf(judged, seat, 'en'));
      acts += 1;
    }
  }
  engineReference = acts / ((performance.now() - started) / 1000);
  return engineReference;
}

type Table = {
  id: string;
  links: Record<string, string>;
  acked: number;
  logs: unknown[][];
  /** When each act (by the seq it answers) was sent, and through which process. */
  sent: Map<number, { at: number; via: number; seen: boolean }>;
};

type Loaded = { readonly result: BenchResult; readonly p99: number; readonly across: number };

const SLOW_READERS = 20;
/** How often a slow reader asks for a whole state (a screen's change of language). */
const SLOW_ASK_MS = 100;

/**
 * Joins `n` sockets to the first tables (their director's links) that never read: they pause
 * their socket and ask for a whole state ten times a second (a change of language). Resolves with
 * a function that stops them and says how many the server dropped (a reader that reads again
 * finds its socket closed by the server).
 */
async function slowReaders(url: string, tables: readonly Table[], n: number): Promise<() => Promise<number>> {
  const readers = await Promise.all(
    tables.slice(0, n).map(async (table) => {
      const hash = new URLSearchParams((table.links['director'] ?? '').split('#')[1] ?? '');
      const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
      await new Promise<void>((resolve, reject) => {
        ws.once('open', () => resolve());
        ws.once('error', reject);
      });
      const joined = new Promise<void>((resolve) => ws.once('message', () => resolve()));
      ws.send(JSON.stringify({ type: 'hello', table: hash.get('t'), token: hash.get('k') }));
      await joined;
      const socket = Reflect.get(ws, '_socket') as { pause(): void; resume(): void };
      socket.pause();
      ws.on('error', () => undefined);
      let flip = false;
      const timer = setInterval(() => {
        if (ws.readyState !== ws.OPEN) return;
        flip = !flip;
        ws.send(JSON.stringify({ type: 'lang', lang: flip ? 'nb' : 'en' }), () => undefined);
      }, SLOW_ASK_MS);
      /** Stops asking, reads what is left: true if the server had closed the socket. */
      return async (): Promise<boolean> => {
        clearInterval(timer);
        const closed = new Promise<boolean>((resolve) => {
          if (ws.readyState === ws.CLOSED) resolve(true);
          ws.once('close', () => resolve(true));
          setTimeout(() => resolve(false), 5000);
        });
        socket.resume();
        const dropped = await closed;
        ws.terminate();
        return dropped;
      };
    }),
  );
  return async () => (await Promise.all(readers.map((stop) => stop()))).filter((d) => d).length;
}

/**
 * Where the load runs: one server process on its own SQLite file (the default), or `processes`
 * server processes sharing one PostgreSQL database (`db`, a URL), the clients of each table
 * spread over them (N and S on one, E and W on the next), so each act is broadcast across
 * processes.
 */
type Backend =
  | { readonly kind: 'sqlite' }
  | { readonly kind: 'postgres'; readonly db: string; readonly processes: number };

type LoadOptions = { readonly slow?: number; readonly tables?: number; readonly backend?: Backend };

async function load(
  pace: readonly [number, number],
  label: string,
  options: LoadOptions = {},
): Promise<Loaded> {
  const slow = options.slow ?? 0;
  const backend = options.backend ?? { kind: 'sqlite' };
  const count = options.tables ?? TABLES;
  const reference = engineRate();
  const db =
    backend.kind === 'postgres'
      ? backend.db
      : (process.env['BENCH_DB'] ?? join(mkdtempSync(join(tmpdir(), 'tablelaw-bench-')), 'bench.db'));
  const servers = await Promise.all(
    Array.from({ length: backend.kind === 'postgres' ? backend.processes : 1 }, () => startChild(db)),
  );
  const url = (servers[0] as { url: string }).url;
  /** The process a seat's client joins through (by seat, so partners share one and opponents the other). */
  const urlOf = (seat: number): string => (servers[seat % servers.length] as { url: string }).url;
  const latencies: number[] = [];
  /** Act → state at a client of another process than the acting one (shared stores only). */
  const across: number[] = [];
  let acked = 0;
  let refused = 0;
  const tables: Table[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${urlOf(i)}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          seed: 1000 + i,
          contract: { level: 3, strain: 'NT', risk: '', declarer: 'S' },
        }),
      });
      const body = (await res.json()) as { id: string; links: Record<string, string> };
      tables.push({ id: body.id, links: body.links, acked: 0, logs: [], sent: new Map() });
    }
    const stopSlow = slow > 0 ? await slowReaders(url, tables, slow) : null;
    const cpuBefore = cpuOf(servers);
    const clientCpu = process.cpuUsage();
    const started = performance.now();
    let finished = 0;
    await new Promise<void>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error('load test over its time limit')), LIMIT_MS);
      for (const table of tables) {
        let ended = 0;
        for (const [index, seat] of SEATS.entries()) {
          const hash = new URLSearchParams((table.links[seat] ?? '').split('#')[1] ?? '');
          const via = index % servers.length;
          const ws = new WebSocket(`${urlOf(index).replace('http', 'ws')}/ws`);
          const log: unknown[] = [];
          table.logs.push(log);
          let sentAt = 0;
          let waitingFor = -1;
          let planned = -1;
          ws.on('open', () =>
            ws.send(JSON.stringify({ type: 'hello', table: hash.get('t'), token: hash.get('k') })),
          );
          ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as Message;
            if (m.type === 'ack') {
              acked += 1;
              table.acked += 1;
              return;
            }
            if (m.type === 'error') {
              if (process.env['BENCH_DEBUG']) console.log(String(data));
              refused += 1;
              return;
            }
            const view = m.view;
            if (m.type !== 'state' || view === undefined || m.log === undefined) return;
            log.splice(m.log.from, log.length - m.log.from, ...m.log.events);
            const sent = table.sent.get(view.seq - 1);
            if (sent !== undefined && !sent.seen && sent.via !== via) {
              sent.seen = true;
              across.push(performance.now() - sent.at);
            }
            if (waitingFor >= 0 && view.seq > waitingFor) {
              latencies.push(performance.now() - sentAt);
              waitingFor = -1;
            }
            if (view.phase === 'ended') {
              ws.close();
              ended += 1;
              if (ended === 4) {
                finished += 1;
                if (finished === count) {
                  clearTimeout(limit);
                  resolve();
                }
              }
              return;
            }
            const hand = view.turn;
            if (view.pending !== null || hand === null || planned === view.seq) return;
            const mine = hand === view.dummy ? view.declarer === seat : hand === seat;
            if (!mine) return;
            const card = choose(view, hand);
            if (card === null) return;
            planned = view.seq;
            const seq = view.seq;
            setTimeout(
              () => {
                sentAt = performance.now();
                waitingFor = seq;
                if (servers.length > 1) table.sent.set(seq, { at: sentAt, via, seen: false });
                ws.send(JSON.stringify({ type: 'act', id: seq, event: { type: 'play', seat: hand, card } }));
              },
              pace[0] + Math.random() * (pace[1] - pace[0]),
            );
          });
        }
      }
    });
    const seconds = (performance.now() - started) / 1000;
    const dropped = (await stopSlow?.()) ?? 0;
    const cpuAfter = cpuOf(servers);
    const clientUsage = process.cpuUsage(clientCpu);
    const clientMs = (clientUsage.user + clientUsage.system) / 1000;
    let lost = 0;
    for (const table of tables) {
      const token = new URLSearchParams((table.links['director'] ?? '').split('#')[1] ?? '').get('k') ?? '';
      const res = await fetch(`${url}/api/tables/${table.id}/record`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const record = (await res.json()) as { events: unknown[] };
      // Every process serves the same record (a shared store): compare the others' with the first's.
      for (const other of servers.slice(1)) {
        const again = await fetch(`${other.url}/api/tables/${table.id}/record`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (
          JSON.stringify(((await again.json()) as { events: unknown[] }).events) !==
          JSON.stringify(record.events)
        )
          lost += 1;
      }
      if (record.events.length !== table.acked) lost += Math.abs(record.events.length - table.acked);
      const stored = JSON.stringify(record.events);
      for (const log of table.logs) if (JSON.stringify(log) !== stored) lost += 1;
      if (!checkRecord(record).ok) lost += 1;
    }
    latencies.sort((a, b) => a - b);
    across.sort((a, b) => a - b);
    const rate = acked / seconds;
    const cpu =
      cpuBefore === null || cpuAfter === null
        ? 'server CPU time: not measured (no /proc)'
        : `server CPU time per act: ${((cpuAfter - cpuBefore) / acked).toFixed(3)} ms (${(((cpuAfter - cpuBefore) / 1000 / seconds) * 100).toFixed(0)}% of a core); the load clients': ${(clientMs / acked).toFixed(3)} ms`;
    const result: BenchResult = {
      name: `table server, ${label}: ${count} tables × 4 WebSocket clients, whole boards`,
      unit: 'acts/s',
      value: rate,
      reference: {
        name: 'engine alone (one more act judged + 4 views serialised), one thread',
        value: reference,
      },
      ratio: rate / reference,
      notes: [
        `${acked} acts acknowledged in ${seconds.toFixed(1)} s; think time ${pace[0]}–${pace[1]} ms per card`,
        `act → broadcast latency: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms, max ${(latencies.at(-1) ?? Number.NaN).toFixed(1)} ms (target p99 ≤ 25 ms)`,
        cpu,
        `acts lost or doubled (stored record vs acks vs each client's log): ${lost}; refused: ${refused}`,
        backend.kind === 'postgres'
          ? `store: PostgreSQL (one server, synchronous_commit on), ${servers.length} tablelaw processes; act → state at a client of another process: p50 ${percentile(across, 0.5).toFixed(1)} ms, p99 ${percentile(across, 0.99).toFixed(1)} ms (${across.length} acts)`
          : 'store: SQLite, WAL, synchronous = FULL, group commit in its own thread; loopback only; load clients in this process',
        ...(slow > 0
          ? [
              `${slow} slow readers joined (never reading, asking for a state each ${SLOW_ASK_MS} ms); dropped by the server (unsent output past maxBufferedBytes, after the kernel's buffers): ${dropped}`,
            ]
          : []),
      ],
    };
    return { result, p99: percentile(latencies, 0.99), across: percentile(across, 0.99) };
  } finally {
    for (const { child } of servers) child.kill('SIGTERM');
  }
}

/** The headline: a table's pace (already faster than a real room's). */
export async function benchServer(): Promise<BenchResult> {
  return (await load(TABLE_PACE, 'table pace')).result;
}

/** The saturation run's p99, kept for the slow readers' figure (runs in this order, by name). */
let saturationP99: number | null = null;

/** The stress figure: cards as fast as the server takes them. */
export async function benchServerSaturation(): Promise<BenchResult> {
  const run = await load(SATURATION_PACE, 'saturation');
  saturationP99 = run.p99;
  return run.result;
}

/** The saturation p99 with 20 slow readers connected, beside the same run's p99 without them. */
export async function benchServerSlowReaders(): Promise<BenchResult> {
  const without = saturationP99 ?? (await load(SATURATION_PACE, 'saturation')).p99;
  const run = await load(SATURATION_PACE, `saturation with ${SLOW_READERS} slow readers`, {
    slow: SLOW_READERS,
  });
  return {
    ...run.result,
    name: `table server, saturation p99 with ${SLOW_READERS} slow readers connected`,
    unit: 'ms',
    value: run.p99,
    reference: { name: 'the saturation p99 without them (same run)', value: without },
    ratio: run.p99 / without,
    notes: [`acts per second with them: ${run.result.value.toFixed(0)}`, ...run.result.notes],
  };
}

const PG_TABLES = Number(process.env['BENCH_PG_TABLES'] ?? 400);
const PG_PROCESSES = 2;

/**
 * Several processes on PostgreSQL, at a pace: the figure beside the SQLite single process of the
 * same run, same tables, same pace (the reference). Needs PostgreSQL installed (Debian
 * `postgresql`): the bench starts its own server in a temporary directory, as the tests do.
 */
async function postgresFigure(pace: readonly [number, number], label: string): Promise<BenchResult> {
  const cluster = await startCluster();
  try {
    const single = await load(pace, `${label}, SQLite, one process`, { tables: PG_TABLES });
    const shared = await load(pace, `${label}, PostgreSQL, ${PG_PROCESSES} processes`, {
      tables: PG_TABLES,
      backend: { kind: 'postgres', db: cluster.url, processes: PG_PROCESSES },
    });
    return {
      ...shared.result,
      reference: { name: `SQLite, one process, same tables and pace (same run)`, value: single.result.value },
      ratio: shared.result.value / single.result.value,
      notes: [
        ...shared.result.notes,
        `SQLite one process: p99 ${single.p99.toFixed(1)} ms (target across processes at table pace: p99 ≤ 25 ms)`,
      ],
    };
  } finally {
    cluster.stop();
  }
}

/** Two processes on one PostgreSQL at a table's pace (the figure the target is about). */
export async function benchServerPostgres(): Promise<BenchResult> {
  return postgresFigure(TABLE_PACE, 'table pace');
}

/** Two processes on one PostgreSQL, cards as fast as they are taken. */
export async function benchServerPostgresSaturation(): Promise<BenchResult> {
  return postgresFigure(SATURATION_PACE, 'saturation');
}
