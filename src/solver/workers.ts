/**
 * Batches of deals on every core (Node only; the rest of the solver runs in a browser too).
 * A pool of worker threads, each with its own engine and a transposition table of a fixed size,
 * takes deals from a queue; results come back in the order of the deals.
 *
 * `workerUrl` defaults to the compiled `worker-thread.js` beside this module; tests that run from
 * the TypeScript sources pass a transpiled copy. A worker that fails rejects the batch (a bug or
 * a broken installation, never bad input: the deals are checked by each `ddTable`).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Deal } from '../core/deal.js';
import { SEATS } from '../core/seat.js';
import type { TableSize } from './transposition.js';
import type { WorkerReply, WorkerRequest } from './worker-thread.js';

export type BatchOptions = {
  /** Worker threads (default: the machine's parallelism). */
  readonly threads?: number;
  readonly tableSize?: TableSize;
  /** Time limit per deal. */
  readonly timeLimitMs?: number;
  readonly workerUrl?: URL;
};

export type BatchResult = {
  readonly tables: readonly WorkerReply['table'][];
  /** Milliseconds each deal took in its worker. */
  readonly ms: readonly number[];
};

/** The double-dummy tables of many deals, in parallel. */
export async function ddTables(deals: readonly Deal[], options: BatchOptions = {}): Promise<BatchResult> {
  const threads = Math.max(1, Math.min(options.threads ?? availableParallelism(), deals.length));
  const url = options.workerUrl ?? new URL('./worker-thread.js', import.meta.url);
  const tables: WorkerReply['table'][] = new Array(deals.length);
  const ms: number[] = new Array(deals.length).fill(0);
  let next = 0;
  const workers = Array.from(
    { length: threads },
    () => new Worker(url, { workerData: { tableSize: options.tableSize } }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= deals.length) {
                resolve();
                return;
              }
              const id = next++;
              const deal = deals[id] as Deal;
              const request: WorkerRequest = {
                id,
                masks: SEATS.flatMap((s) => [...deal.hands[s]]),
                ...(options.timeLimitMs === undefined ? {} : { timeLimitMs: options.timeLimitMs }),
              };
              worker.postMessage(request);
            };
            worker.on('message', (reply: WorkerReply) => {
              tables[reply.id] = reply.table;
              ms[reply.id] = reply.ms;
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`solver worker exited with code ${code}`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return { tables, ms };
}
