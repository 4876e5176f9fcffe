/**
 * The double-dummy solver: the 20-result table of each of the 50 deals of
 * test/fixtures/dd/deals-50.txt, single-threaded, timed per deal, against DDS 2.9.0 on the same
 * deals. When DDS is installed (libdds-dev: `bench/dds/driver.c` is compiled against it), the two
 * run in the same process tree, interleaved deal by deal (deal i: DDS, then ours; elapsed time
 * for the figure, CPU time in the notes), and every table is checked against DDS's answer: a
 * difference is listed in the notes and fails the run. When it
 * is not, the reference is DDS's stored times (dds-timings-50.csv, whose first line says when and
 * where they were measured) and the figure says `stored (…)`. The figure is our median time per
 * deal; the reference is DDS's median. The notes give the means, the per-deal ratios, whether
 * every table agreed with DDS's and with the stored ground truth, and the peak memory.
 *
 * `TABLELAW_DD_DATA` may point at the data folder; `TABLELAW_BENCH_DEALS` limits the deals;
 * `TABLELAW_BENCH_DDS=stored` uses the stored times even where DDS is installed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dealFromPbn } from '../src/core/deal.js';
import { err, ok, type Result } from '../src/core/result.js';
import { SEATS } from '../src/core/seat.js';
import { Engine } from '../src/solver/engine.js';
import { ddTable } from '../src/solver/table.js';
import { DEFAULT_TABLE_SIZE, tableBytes } from '../src/solver/transposition.js';
import { buildDriver, DdsProcess } from './dds/driver.js';
import type { BenchResult, ReferenceKind } from './result.js';

const STRAINS = ['NT', 'S', 'H', 'D', 'C'] as const;

/** The repository: the folder holding bench/dds/driver.c, from the source or the compiled tree. */
function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(resolve(dir, 'bench/dds/driver.c'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('bench/solver: cannot find the repository (bench/dds/driver.c)');
    dir = parent;
  }
}

function dataFolder(root: string): string {
  const env = process.env['TABLELAW_DD_DATA'];
  return env !== undefined && env !== '' ? env : resolve(root, 'test/fixtures/dd');
}

type Row = { number: number; pbn: string; table: Record<string, number[]> };

function readDeals(folder: string): Row[] {
  const rows: Row[] = [];
  for (const line of readFileSync(resolve(folder, 'deals-50.txt'), 'utf8').split('\n')) {
    const deal = /^DEAL (\d+) (.+)$/.exec(line);
    if (deal) rows.push({ number: Number(deal[1]), pbn: (deal[2] as string).trim(), table: {} });
    const dd = /^DD\s+([NESW]):\s+(.+)$/.exec(line);
    const row = rows[rows.length - 1];
    if (dd && row) row.table[dd[1] as string] = (dd[2] as string).trim().split(/\s+/).map(Number);
  }
  return rows;
}

/** DDS's stored times per deal, and the file's own account of where they came from. */
function readStoredTimes(folder: string): { times: number[]; source: string } {
  const lines = readFileSync(resolve(folder, 'dds-timings-50.csv'), 'utf8').split('\n');
  const header = /^# reference: (.+)$/.exec(lines[0] ?? '');
  return {
    times: lines.filter((l) => /^\d+,/.test(l)).map((l) => Number(l.split(',')[1])),
    source: header ? (header[1] as string).trim() : 'DDS 2.9.0, date and machine not recorded',
  };
}

/** The reference in the same run, or why not. */
function startDds(root: string): Result<DdsProcess, string> {
  if (process.env['TABLELAW_BENCH_DDS'] === 'stored') return err('TABLELAW_BENCH_DDS=stored');
  const binary = buildDriver(root);
  return binary.ok ? ok(new DdsProcess(binary.value)) : binary;
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
  const root = repositoryRoot();
  const folder = dataFolder(root);
  const limit = Number(process.env['TABLELAW_BENCH_DEALS'] ?? 50);
  const deals = readDeals(folder).slice(0, limit);
  const stored = readStoredTimes(folder);
  const dds = startDds(root);
  const engine = new Engine(DEFAULT_TABLE_SIZE);
  const times: number[] = [];
  const ddsTimes: number[] = [];
  const cpuTimes: number[] = [];
  const ddsCpuTimes: number[] = [];
  const mismatches: string[] = [];
  let wrong = 0;
  let nodes = 0;
  const trickNodesAtStart = engine.trickNodes;
  try {
    for (const row of deals) {
      const deal = dealFromPbn(row.pbn);
      if (!deal.ok) throw new Error(`unreadable deal in deals-50.txt: ${row.pbn}`);
      let reference: readonly (readonly number[])[] | null = null;
      if (dds.ok) {
        const answer = await dds.value.table(row.number, row.pbn);
        if (!answer.ok) throw new Error(answer.error);
        ddsTimes.push(answer.value.ms);
        ddsCpuTimes.push(answer.value.cpuMs);
        reference = answer.value.tricks;
      }
      const cpu = process.cpuUsage();
      const start = process.hrtime.bigint();
      const result = ddTable(deal.value.hands, { engine });
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
      const used = process.cpuUsage(cpu);
      cpuTimes.push((used.user + used.system) / 1e3);
      if (!result.ok) throw new Error(`deal refused: ${row.pbn}`);
      nodes += result.value.nodes;
      SEATS.forEach((seat, s) => {
        STRAINS.forEach((strain, i) => {
          const ours = result.value.tricks[seat][strain];
          if (ours !== row.table[seat]?.[i]) wrong++;
          const theirs = reference?.[s]?.[i];
          if (reference !== null && ours !== theirs)
            mismatches.push(`deal ${row.number} ${seat} ${strain}: ours ${ours}, DDS ${theirs}`);
        });
      });
    }
  } finally {
    if (dds.ok) await dds.value.close();
  }
  const sameRun = dds.ok;
  const reference = sameRun ? ddsTimes : stored.times.slice(0, deals.length);
  const kind: ReferenceKind = sameRun ? 'same run' : `stored (${stored.source})`;
  const ours = median(times);
  const theirs = median(reference);
  const perDeal = times.map((t, i) => t / (reference[i] ?? Number.NaN));
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const entries = deals.length * 20;
  // A wrong table makes the time meaningless: the figure is printed, the run fails.
  if (mismatches.length > 0 || wrong > 0) process.exitCode = 1;
  return {
    name: `double-dummy table (20 results), ${deals.length} deals, one thread: median per deal`,
    unit: 'ms',
    value: ours,
    reference: {
      name: sameRun
        ? 'DDS 2.9.0 native (libdds), same deals interleaved with ours, one thread: median'
        : 'DDS 2.9.0 native, same deals, one thread (dds-timings-50.csv): median',
      value: theirs,
      kind,
    },
    ratio: ours / theirs,
    notes: [
      `mean ${mean(times).toFixed(0)} ms per deal against DDS ${mean(reference).toFixed(0)} ms (×${(mean(times) / mean(reference)).toFixed(2)}); slowest ${Math.max(...times).toFixed(0)} ms`,
      `per-deal ratio to DDS: median ×${median(perDeal).toFixed(2)}`,
      ...(sameRun
        ? [
            `CPU time (less sensitive to other load): median ${median(cpuTimes).toFixed(0)} ms per deal against DDS ${median(ddsCpuTimes).toFixed(0)} ms (×${(median(cpuTimes) / median(ddsCpuTimes)).toFixed(2)}); ours counts every thread of the process (the collector's too)`,
          ]
        : []),
      sameRun
        ? `DDS run here: ${entries - mismatches.length} of ${entries} table entries equal DDS's answers in this run${mismatches.length > 0 ? ` — MISMATCH: ${mismatches.slice(0, 10).join('; ')}` : ''}; stored DDS times (${stored.source}) would give median ${median(stored.times.slice(0, deals.length)).toFixed(0)} ms`
        : `DDS not run here (${dds.error}); install libdds-dev and a C compiler for a reference in the same run`,
      `${entries - wrong} of ${entries} table entries agree with the stored ground truth (test/fixtures/dd)`,
      `${(nodes / 1e6).toFixed(1)} M search nodes, ${((nodes / times.reduce((a, b) => a + b, 0)) * 1e3).toFixed(0)} nodes/s; ${((engine.trickNodes - trickNodesAtStart) / 1e6).toFixed(1)} M of them at a trick start (the nodes DDS counts)`,
      `transposition table ${(tableBytes(DEFAULT_TABLE_SIZE) / 2 ** 20).toFixed(0)} MiB; peak RSS of the process ${peakMb.toFixed(0)} MiB`,
    ],
  };
}
