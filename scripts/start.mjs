// `npm start`, before the server: builds the project, then makes sure the table store has a SQLite
// driver, one line per step (docs/adr/0071-node-versions.md). The compiler's output goes to a log
// file under .tablelaw-tmp/ that the line names; it is shown only when the step fails. Plain
// JavaScript, since it runs before anything is compiled. Exit 0 when both steps succeed.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logs = join(root, '.tablelaw-tmp');
const shown = (file) => relative(process.cwd(), file) || file;
const write = (text) => process.stdout.write(text);

/** Runs `args` (a Node script and its arguments) with both output streams appended to `logFile`. */
function run(args, logFile) {
  const log = openSync(logFile, 'a');
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', log, log] });
    child.once('error', (e) => done({ code: null, error: e.message }));
    child.once('exit', (code) => done({ code, error: null }));
  }).finally(() => closeSync(log));
}

/** The build: the TypeScript compiler on the package and on the director's console. */
async function build() {
  mkdirSync(logs, { recursive: true });
  const logFile = join(logs, 'build.log');
  closeSync(openSync(logFile, 'w'));
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  write('tablelaw: building (TypeScript to dist/) ');
  const started = Date.now();
  const dots = setInterval(() => write('.'), 2000);
  let failed = null;
  for (const project of ['tsconfig.build.json', 'src/web/tsconfig.json']) {
    const result = await run([tsc, '-p', project], logFile);
    if (result.code !== 0) {
      failed = result.error ?? `tsc -p ${project} exited ${result.code}`;
      break;
    }
  }
  clearInterval(dots);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (failed === null) {
    write(` done in ${seconds} s\n`);
    return true;
  }
  write(` failed (${failed})\n`);
  write(`--- ${shown(logFile)} ---\n${readFileSync(logFile, 'utf8').trimEnd()}\n---\n`);
  return false;
}

/** The SQLite driver: dist/server/sqlite-setup.js prints its own line (and dots while it compiles). */
function sqlite() {
  const setup = spawn(
    process.execPath,
    [join(root, 'dist', 'server', 'sqlite-setup.js'), '--log', join(logs, 'sqlite-build.log')],
    { stdio: 'inherit' },
  );
  return new Promise((done) => {
    setup.once('error', () => done(false));
    setup.once('exit', (code) => done(code === 0));
  });
}

process.exitCode = (await build()) && (await sqlite()) ? 0 : 1;
