/**
 * `node dist/server/sqlite-setup.js [--log FILE]` (the repository's `npm run setup`): makes sure
 * the table store has a SQLite driver. Nothing to do where Node has `node:sqlite` (22.13 and
 * later) or better-sqlite3's native binding is already built. Otherwise it builds better-sqlite3
 * from source with node-gyp — npm's own copy, against the headers of the Node that runs it —
 * once; the repository's .npmrc forbids install scripts, so `npm install` never does this itself
 * (docs/adr/0030-table-store.md).
 *
 * Quiet (docs/adr/0071-node-versions.md): one line per outcome. While the compiler runs, the
 * line grows a dot every few seconds and ends with the time taken; the compiler's own output
 * goes to the log file the line names, and is shown (its end) only when the build fails.
 * Exit 0 when a driver works, 1 otherwise, saying why.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqliteDriver } from './sqlite-driver.js';

/** Where the compiler's output goes when the caller names no file. */
export const DEFAULT_BUILD_LOG = join(tmpdir(), 'tablelaw-sqlite-build.log');

/** How many lines from the end of the log a failed build shows. */
const SHOWN_ON_FAILURE = 40;

export type SetupOptions = {
  /** Writes text as it is (the setup ends its own lines), e.g. to stderr. */
  readonly write: (text: string) => void;
  /** The file the compiler's output is written to (its folder is created). */
  readonly logFile?: string;
  /** Milliseconds between two progress dots. */
  readonly dotEvery?: number;
};

function nodeGypScript(): string | null {
  const candidates = [
    process.env['npm_config_node_gyp'],
    join(
      dirname(process.execPath),
      '..',
      'lib',
      'node_modules',
      'npm',
      'node_modules',
      'node-gyp',
      'bin',
      'node-gyp.js',
    ),
  ];
  const require = createRequire(import.meta.url);
  try {
    candidates.push(require.resolve('node-gyp/bin/node-gyp.js'));
  } catch {
    // not installed as a package: npm's copy will do.
  }
  return candidates.find((c): c is string => c !== undefined && c !== '' && existsSync(c)) ?? null;
}

/** Where the running Node's headers are (`<prefix>/include/node`), so node-gyp downloads nothing. */
function nodeDir(): string | null {
  const configured = process.env['npm_config_nodedir'];
  if (configured !== undefined && existsSync(join(configured, 'include', 'node', 'node.h')))
    return configured;
  const prefix = dirname(dirname(process.execPath));
  return existsSync(join(prefix, 'include', 'node', 'node.h')) ? prefix : null;
}

/** `file` as the reader would type it: relative to the working folder when inside it. */
function shown(file: string): string {
  const inside = relative(process.cwd(), file);
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? inside : file;
}

/** The last `count` lines of `text`, without the trailing newline. */
export function lastLines(text: string, count: number): string {
  const lines = text.replace(/\n+$/, '').split('\n');
  return lines.slice(Math.max(0, lines.length - count)).join('\n');
}

/** A long step whose output goes to a log file: one line on screen, with dots while it runs. */
export type QuietStep = {
  /** The start of the line, e.g. `table store: building …`. */
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd: string;
  /** Receives the command's output, both streams (its folder is created; an old file is replaced). */
  readonly logFile: string;
  readonly write: (text: string) => void;
  /** Milliseconds between two progress dots. */
  readonly dotEvery: number;
};

/**
 * Runs `step.command`, its output in `step.logFile`: writes the label and the file's name, a dot
 * every `dotEvery` ms, then ` done in N s` — or ` failed after N s` followed by the end of the
 * log. True when the command exits 0.
 */
export async function runQuietly(step: QuietStep): Promise<boolean> {
  const { write } = step;
  write(`${step.label}; compiler output in ${shown(step.logFile)} `);
  const started = Date.now();
  mkdirSync(dirname(step.logFile), { recursive: true });
  const log = await open(step.logFile, 'w');
  const timer = setInterval(() => write('.'), step.dotEvery);
  let result: { code: number | null; error: string | null };
  try {
    result = await new Promise((done) => {
      const child = spawn(step.command, step.args, { cwd: step.cwd, stdio: ['ignore', log.fd, log.fd] });
      child.once('error', (e) => done({ code: null, error: e.message }));
      child.once('exit', (code) => done({ code, error: null }));
    });
  } finally {
    clearInterval(timer);
    await log.close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.code === 0) {
    write(` done in ${seconds} s\n`);
    return true;
  }
  write(` failed after ${seconds} s${result.error === null ? '' : ` (${result.error})`}\n`);
  const output = readFileSync(step.logFile, 'utf8');
  if (output.trim() !== '')
    write(`--- the end of ${shown(step.logFile)} ---\n${lastLines(output, SHOWN_ON_FAILURE)}\n---\n`);
  return false;
}

export async function setupSqlite(options: SetupOptions): Promise<boolean> {
  const { write } = options;
  const found = await sqliteDriver();
  if (found.ok) {
    const own = found.value.name === 'node:sqlite' ? " (Node's own: nothing to build)" : '';
    write(`table store: SQLite via ${found.value.name}${own}\n`);
    return true;
  }
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  } catch {
    write('table store: better-sqlite3 is not installed (run npm install first)\n');
    return false;
  }
  const gyp = nodeGypScript();
  const headers = nodeDir();
  if (gyp === null || headers === null) {
    write(
      `table store: cannot build better-sqlite3: ${gyp === null ? 'node-gyp not found' : "this Node's headers not found"}\n`,
    );
    return false;
  }
  const built = await runQuietly({
    label: `table store: building the SQLite driver (better-sqlite3) for Node ${process.version}, once`,
    command: process.execPath,
    args: [gyp, 'rebuild', '--release', `--nodedir=${headers}`, '-j', 'max'],
    cwd: packageDir,
    logFile: resolve(options.logFile ?? DEFAULT_BUILD_LOG),
    write,
    dotEvery: options.dotEvery ?? 3000,
  });
  if (!built) {
    write(
      'table store: the build of better-sqlite3 failed; it needs python3, make and a C++ compiler ' +
        '(or Node 22.13 or later, which has SQLite built in)\n',
    );
    return false;
  }
  const again = await sqliteDriver('better-sqlite3');
  if (!again.ok) write(`table store: ${again.error.message}\n`);
  return again.ok;
}

/** The command line: `[--log FILE]`. */
function logArgument(args: readonly string[]): string | undefined {
  const at = args.indexOf('--log');
  return at >= 0 ? args[at + 1] : undefined;
}

const invoked = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (invoked) {
  const logFile = logArgument(process.argv.slice(2));
  setupSqlite({
    write: (text) => process.stdout.write(text),
    ...(logFile === undefined ? {} : { logFile }),
  }).then(
    (done) => {
      process.exitCode = done ? 0 : 1;
    },
    (e: unknown) => {
      process.stderr.write(`sqlite-setup: ${String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
