/**
 * The double-dummy solver: the 20-result table of each of the 50 deals of
 * ../shared/data/dd/deals-50.txt, single-threaded, timed per deal, against DDS 2.9.0's times for
 * the same tables (dds-timings-50.csv, measured on the same kind of machine). The figure is our
 * median time per deal; the reference is DDS's median. The notes give the means, the per-deal
 * ratios, whether every table agreed with DDS's, and the peak memory.
 *
 * `TABLELAW_DD_DATA` may point at the data folder; `TABLELAW_BENCH_DEALS` limits the deals.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dealFromPbn } from '../src/core/deal.js';
import { SEATS } from '../src/core/seat.js';
import { Engine } from '../src/solver/engine.js';
import { ddTable } from '../src/solver/table.js';
import { DEFAULT_TABLE_SIZE, tableBytes } from '../src/solver/transposition.js';
import type { BenchResult } from './result.js';

const STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;

function dataFolder(): string {
  const env = process.env['TABLELAW_DD_DATA'];
  if (env !== undefined && env !== '') return env;
  const here = dirname(fileURLToPath(import.meta.url));
  // Run from the repository (npm run bench): ../shared beside it; or from the source tree or the
  // compiled tree (build/bench/bench), by walking up.
  const candidates = [
    resolve(process.cwd(), '../shared/data/dd'),
    resolve(here, '../../shared/data/dd'),
    resolve(here, '../../../../shared/data/dd'),
  ];
  return candidates.find((c) => existsSync(resolve(c, 'deals-50.txt'))) ?? (candidates[0] as string);
}

type Row = { pbn: string; table: Record<string, number[]> };

function readDeals(folder: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(resolve(folder, 'deals-50.txt'), 'utf8').split('\n')) {
    const deal = /^DEAL \d+ (.+)$/.exec(line);
    if (deal) rows.push({ pbn: (deal[1] as string).trim(), table: {} });
    const dd = /^DD\s+([NESW]):\s+(.+)$/.exec(line);
    const row = rows[rows.length - 1];
    if (dd && row) row.table[dd[1] as string] = (dd[2] as string).trim().split(/\s+/).map(Number);
  }
  return rows;
}

function readDdsTimes(folder: string): number[] {
  return readFileSync(resolve(folder, 'dds-timings-50.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map((l) => Number(l.split(',')[1]));
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0
    ? 0
    : n % 2 === 1
      ? (s[(n - 1) / 2] as number)
      : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
};
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((a, b) => a + b, 0) / xs.length);

export async function benchSolver(): Promise<BenchResult> {
  const folder = dataFolder();
  const limit = Number(process.env['TABLELAW_BENCH_DEALS'] ?? 50);
  const deals = readDeals(folder).slice(0, limit);
  const dds = readDdsTimes(folder).slice(0, deals.length);
  const engine = new Engine(DEFAULT_TABLE_SIZE);
  const times: number[] = [];
  let wrong = 0;
  let nodes = 0;
  const trickNodesAtStart = engine.trickNodes;
  for (const row of deals) {
    const deal = dealFromPbn(row.pbn);
    if (!deal.ok) throw new Error(`unreadable deal in deals-50.txt: ${row.pbn}`);
    const start = process.hrtime.bigint();
    const result = ddTable(deal.value.hands, { engine });
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
    if (!result.ok) throw new Error(`deal refused: ${row.pbn}`);
    nodes += result.value.nodes;
    for (const seat of SEATS)
      STRAINS.forEach((strain, i) => {
        if (result.value.tricks[seat][strain] !== row.table[seat]?.[i]) wrong++;
      });
  }
  const ours = median(times);
  const theirs = median(dds);
  const perDeal = times.map((t, i) => t / (dds[i] ?? Number.NaN));
  const peakMb = process.resourceUsage().maxRSS / 1024;
  return {
    name: `double-dummy table (20 results), ${deals.length} deals, one thread: median per deal`,
    unit: 'ms',
    value: ours,
    reference: {
      name: 'DDS 2.9.0 native, same deals, one thread (dds-timings-50.csv): median',
      value: theirs,
    },
    ratio: ours / theirs,
    notes: [
      `mean ${mean(times).toFixed(0)} ms per deal against DDS ${mean(dds).toFixed(0)} ms (×${(mean(times) / mean(dds)).toFixed(2)}); slowest ${Math.max(...times).toFixed(0)} ms`,
      `per-deal ratio to DDS: median ×${median(perDeal).toFixed(2)}`,
      `${deals.length * 20 - wrong} of ${deals.length * 20} table entries agree with DDS`,
      `${(nodes / 1e6).toFixed(1)} M search nodes, ${((nodes / times.reduce((a, b) => a + b, 0)) * 1e3).toFixed(0)} nodes/s; ${((engine.trickNodes - trickNodesAtStart) / 1e6).toFixed(1)} M of them at a trick start (the nodes DDS counts)`,
      `transposition table ${(tableBytes(DEFAULT_TABLE_SIZE) / 2 ** 20).toFixed(0)} MiB; peak RSS of the process ${peakMb.toFixed(0)} MiB`,
    ],
  };
}
