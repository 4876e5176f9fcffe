/**
 * Load on the table server (bounded, loopback only): 200 tables × 4 WebSocket clients, one a
 * seat, each playing random legal cards (declarer also dummy's) after a short think time, a
 * whole board each. The server runs as a child process with its SQLite store in a temporary
 * folder (WAL, synchronous = FULL: every act is on disk before it is broadcast).
 *
 * Figure: acts per second through the server. Reference (same run, same machine): acts per
 * second of the engine alone — judging one more act on the whole log and computing the four
 * seats' views, in this process, with no network and no disk. Notes: the act → broadcast
 * latency (p50, p99) seen by the acting client, and whether any act was lost.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { checkRecord, freshRecord, type Judged, robotAct, tryAct, viewOf } from '../src/server/engine.js';
import type { BenchResult } from './result.js';

const TABLES = Number(process.env['BENCH_TABLES'] ?? 200);
const THINK_MS = [
  Number(process.env['BENCH_THINK_MIN'] ?? 250),
  Number(process.env['BENCH_THINK_MAX'] ?? 750),
] as const;
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
  next: { seat: string; acts: string[] } | null;
  hands: Record<Seat, string[]>;
  trick: { leader: Seat; plays: { seat: Seat; card: string }[] } | null;
};

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

async function startChild(db: string): Promise<{ child: ChildProcess; url: string }> {
  const main = fileURLToPath(new URL('../src/server/main.js', import.meta.url));
  const child = spawn(process.execPath, [main, '--port', '0', '--db', db], {
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

/** The card a seat's client plays for `hand`: one that follows suit when it can. */
function choose(view: View, hand: Seat): string | null {
  const cards = view.hands[hand] ?? [];
  const trick = view.trick;
  const lead = trick?.plays.find((p) => p.seat === trick.leader);
  const follow = lead === undefined ? [] : cards.filter((c) => c[0] === lead.card[0]);
  const pool = follow.length > 0 ? follow : cards;
  return pool[Math.floor(Math.random() * pool.length)] ?? null;
}

/** The engine alone: acts per second of judging one more act and computing four views. */
function engineRate(): number {
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
  return acts / ((performance.now() - started) / 1000);
}

export async function benchServer(): Promise<BenchResult> {
  const reference = engineRate();
  const db = join(mkdtempSync(join(tmpdir(), 'tablelaw-bench-')), 'bench.db');
  const { child, url } = await startChild(db);
  const latencies: number[] = [];
  let acked = 0;
  let refused = 0;
  const tables: { id: string; director: string; acked: number }[] = [];
  try {
    for (let i = 0; i < TABLES; i++) {
      const res = await fetch(`${url}/api/tables`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          seed: 1000 + i,
          contract: { level: 3, strain: 'NT', risk: '', declarer: 'S' },
        }),
      });
      const body = (await res.json()) as { id: string; links: Record<string, string> };
      tables.push({ id: body.id, director: body.links['director'] ?? '', acked: 0 });
      (tables[i] as { links?: Record<string, string> }).links = body.links;
    }
    const started = performance.now();
    let finished = 0;
    const done = new Promise<void>((resolve, reject) => {
      const limit = setTimeout(() => reject(new Error('load test over its time limit')), LIMIT_MS);
      for (const table of tables) {
        const links = (table as { links?: Record<string, string> }).links ?? {};
        let ended = 0;
        for (const seat of SEATS) {
          const hash = new URLSearchParams((links[seat] ?? '').split('#')[1] ?? '');
          const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`);
          let sentAt = 0;
          let waitingFor = -1;
          let planned = -1;
          ws.on('open', () =>
            ws.send(JSON.stringify({ type: 'hello', table: hash.get('t'), token: hash.get('k') })),
          );
          ws.on('message', (data) => {
            const m = JSON.parse(String(data)) as { type: string; view?: View; seq?: number };
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
            if (m.type !== 'state' || view === undefined) return;
            if (waitingFor >= 0 && view.seq > waitingFor) {
              latencies.push(performance.now() - sentAt);
              waitingFor = -1;
            }
            if (view.phase === 'ended') {
              ws.close();
              ended += 1;
              if (ended === 4) {
                finished += 1;
                if (finished === TABLES) {
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
                ws.send(JSON.stringify({ type: 'act', id: seq, event: { type: 'play', seat: hand, card } }));
              },
              THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]),
            );
          });
        }
      }
    });
    await done;
    const seconds = (performance.now() - started) / 1000;
    let lost = 0;
    for (const table of tables) {
      const token = new URLSearchParams(table.director.split('#')[1] ?? '').get('k') ?? '';
      const record = (await (await fetch(`${url}/api/tables/${table.id}/record?token=${token}`)).json()) as {
        events: unknown[];
      };
      if (record.events.length !== table.acked) lost += Math.abs(record.events.length - table.acked);
      const replayed = checkRecord(record);
      if (!replayed.ok) lost += 1;
    }
    latencies.sort((a, b) => a - b);
    const rate = acked / seconds;
    return {
      name: `table server: ${TABLES} tables × 4 WebSocket clients, whole boards`,
      unit: 'acts/s',
      value: rate,
      reference: {
        name: 'engine alone (judge one more act on the whole log + 4 views), one thread',
        value: reference,
      },
      ratio: rate / reference,
      notes: [
        `${acked} acts acknowledged in ${seconds.toFixed(1)} s; think time ${THINK_MS[0]}–${THINK_MS[1]} ms per card`,
        `act → broadcast latency: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p99 ${percentile(latencies, 0.99).toFixed(1)} ms (target p99 ≤ 25 ms)`,
        `acts lost or doubled: ${lost}; refused: ${refused}`,
        'store: SQLite, WAL, synchronous = FULL (group commit); loopback only',
      ],
    };
  } finally {
    child.kill('SIGTERM');
  }
}
