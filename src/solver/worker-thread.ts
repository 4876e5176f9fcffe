/**
 * The worker side of `workers.ts` (Node only): one engine per thread, reused for every deal it
 * is given; answers each request with the deal's double-dummy table.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { CardSet } from '../core/card-set.js';
import { bySeat, SEAT_INDEX } from '../core/seat.js';
import { Engine } from './engine.js';
import { ddTable } from './table.js';
import type { TableSize } from './transposition.js';

export type WorkerRequest = {
  readonly id: number;
  /** The four hands, N E S W, each four suit masks (clubs first). */
  readonly masks: readonly number[];
  readonly timeLimitMs?: number;
};

export type WorkerReply = {
  readonly id: number;
  readonly table: ReturnType<typeof ddTable>;
  readonly ms: number;
};

const size = (workerData as { tableSize?: TableSize } | null)?.tableSize;
const engine = new Engine(size);

parentPort?.on('message', (request: WorkerRequest) => {
  const hands = bySeat((seat): CardSet => {
    const i = SEAT_INDEX[seat] * 4;
    const m = request.masks;
    return [m[i] ?? 0, m[i + 1] ?? 0, m[i + 2] ?? 0, m[i + 3] ?? 0];
  });
  const start = performance.now();
  const table = ddTable(
    hands,
    request.timeLimitMs === undefined ? { engine } : { engine, timeLimitMs: request.timeLimitMs },
  );
  const reply: WorkerReply = { id: request.id, table, ms: performance.now() - start };
  parentPort?.postMessage(reply);
});
