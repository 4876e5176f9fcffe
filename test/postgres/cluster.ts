/**
 * A real PostgreSQL server for the tests: `initdb` into a temporary directory, `pg_ctl start` on a
 * free loopback port, stopped and removed after. The Debian `postgresql` package provides the
 * programs (`initdb`/`pg_ctl` on PATH, or /usr/lib/postgresql/N/bin). PostgreSQL refuses to run
 * as root: when the tests run as root the server runs as the `postgres` user the package creates.
 * When no server can be started the caller's tests fail with the reason — they are never skipped.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type Cluster = {
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  /** Stops the server, keeping its data (`resume` starts it again on the same port). */
  pause(): void;
  resume(): void;
  stop(): void;
};

function binDir(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const candidates: string[] = [];
  if (existsSync('/usr/lib/postgresql'))
    for (const v of readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)))
      candidates.push(join('/usr/lib/postgresql', v, 'bin'));
  for (const dir of candidates)
    if (existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'))) return dir;
  if (onPath.status === 0 && onPath.stdout.trim() !== '') return join(onPath.stdout.trim(), '..');
  return null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Starts a PostgreSQL server; throws an Error saying why when it cannot. */
export async function startCluster(): Promise<Cluster> {
  const bin = binDir();
  if (bin === null)
    throw new Error(
      'PostgreSQL is not installed (no initdb/pg_ctl): install the Debian package `postgresql` (.ci/run does)',
    );
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'tablelaw-pg-'));
  const data = join(dir, 'data');
  const run = (program: string, args: string[]): void => {
    const cmd = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    try {
      execFileSync(cmd, argv, { stdio: 'pipe', encoding: 'utf8' });
    } catch (e) {
      const out = e as { stderr?: string; stdout?: string; message: string };
      throw new Error(
        `PostgreSQL could not be started (${program}): ${out.stderr || out.stdout || out.message}`,
      );
    }
  };
  if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'tablelaw', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const begin = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      'start',
    ]);
  begin();
  let stopped = false;
  return {
    url: `postgres://tablelaw@127.0.0.1:${port}/postgres`,
    port,
    dir,
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    resume() {
      begin();
    },
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function idOf(flag: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim());
}
const uidOf = (name: string) => idOf('-u', name);
const gidOf = (name: string) => idOf('-g', name);
