/**
 * DDS, the reference double-dummy solver, as a child process of the benchmark: `driver.c` is
 * compiled against the system's DDS (Debian's libdds-dev) into build/dds/, then asked for one
 * deal's table at a time, so that the benchmark can time DDS and our solver in turn on each deal.
 * DDS times itself (the `CalcDDtablePBN` call alone, elapsed and CPU time), so the pipe costs
 * nothing.
 */
import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { err, ok, type Result } from '../../src/core/result.js';

/**
 * One deal's answer: tricks for declarers N E S W (rows) in NT S H D C (columns), and DDS's time
 * for it, elapsed and CPU, in milliseconds.
 */
export type DdsTable = {
  readonly tricks: readonly (readonly number[])[];
  readonly ms: number;
  readonly cpuMs: number;
};

/**
 * Compiles the driver under `root` (the repository). The error says why DDS cannot be run here
 * (no compiler, no libdds-dev), in the compiler's first line.
 */
export function buildDriver(root: string): Result<string, string> {
  const source = resolve(root, 'bench/dds/driver.c');
  const binary = resolve(root, 'build/dds/dds-driver');
  mkdirSync(dirname(binary), { recursive: true });
  const cc = process.env['CC'] ?? 'cc';
  const run = spawnSync(cc, ['-O2', '-o', binary, source, '-ldds'], { encoding: 'utf8' });
  if (run.error !== undefined) return err(`no C compiler (${cc}: ${run.error.message})`);
  if (run.status !== 0) {
    const first = (run.stderr ?? '').split('\n').find((l) => /error/i.test(l)) ?? run.stderr ?? '';
    return err(`DDS could not be compiled against (is libdds-dev installed?): ${first.trim()}`);
  }
  return ok(binary);
}

/** A running driver; `table` may be called again only after the previous answer arrived. */
export class DdsProcess {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #lines: Interface;
  readonly #waiting: ((line: string | null) => void)[] = [];
  readonly #ready: string[] = [];
  #closed = false;
  #stderr = '';

  constructor(binary: string) {
    this.#child = spawn(binary, [], { stdio: 'pipe' });
    this.#child.stderr.setEncoding('utf8');
    this.#child.stderr.on('data', (chunk: string) => {
      this.#stderr += chunk;
    });
    this.#lines = createInterface({ input: this.#child.stdout });
    this.#lines.on('line', (line) => {
      const waiter = this.#waiting.shift();
      if (waiter) waiter(line);
      else this.#ready.push(line);
    });
    this.#lines.on('close', () => {
      this.#closed = true;
      for (const waiter of this.#waiting.splice(0)) waiter(null);
    });
  }

  #next(): Promise<string | null> {
    const line = this.#ready.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.#closed) return Promise.resolve(null);
    return new Promise((resolveLine) => this.#waiting.push(resolveLine));
  }

  /** DDS's 20-result table of the deal, and the time DDS took for it. */
  async table(number: number, pbn: string): Promise<Result<DdsTable, string>> {
    this.#child.stdin.write(`DEAL ${number} ${pbn}\n`);
    const tricks: number[][] = [];
    for (;;) {
      const line = await this.#next();
      if (line === null) return err(`DDS stopped on deal ${number}: ${this.#stderr.trim()}`);
      const dd = /^DD\s+[NESW]:\s+(.+)$/.exec(line);
      if (dd) tricks.push((dd[1] as string).trim().split(/\s+/).map(Number));
      const time = /^TIME (\d+) (\d+) (\d+)$/.exec(line);
      if (time) {
        if (Number(time[1]) !== number || tricks.length !== 4)
          return err(`DDS answered deal ${time[1]} with ${tricks.length} rows, asked deal ${number}`);
        return ok({ tricks, ms: Number(time[2]) / 1e3, cpuMs: Number(time[3]) / 1e3 });
      }
    }
  }

  /** Ends the driver and waits for it to exit. */
  close(): Promise<void> {
    return new Promise((resolveExit) => {
      if (this.#child.exitCode !== null) return resolveExit();
      this.#child.once('exit', () => resolveExit());
      this.#child.stdin.end();
    });
  }
}
