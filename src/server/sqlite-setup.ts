/**
 * `node dist/server/sqlite-setup.js` (the repository's `npm run setup`): makes sure the table
 * store has a SQLite driver. Nothing to do where Node has `node:sqlite` (22.13 and later) or
 * better-sqlite3's native binding is already built. Otherwise it builds better-sqlite3 from
 * source with node-gyp — npm's own copy, against the headers of the Node that runs it — once;
 * the repository's .npmrc forbids install scripts, so `npm install` never does this itself
 * (docs/adr/0030-table-store.md). Exit 0 when a driver works, 1 otherwise, saying why.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqliteDriver } from './sqlite-driver.js';

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

export async function setupSqlite(log: (line: string) => void): Promise<boolean> {
  const found = await sqliteDriver();
  if (found.ok) {
    log(`table store: SQLite via ${found.value.name}`);
    return true;
  }
  const require = createRequire(import.meta.url);
  let packageDir: string;
  try {
    packageDir = dirname(require.resolve('better-sqlite3/package.json'));
  } catch {
    log('table store: better-sqlite3 is not installed (run npm install first)');
    return false;
  }
  const gyp = nodeGypScript();
  const headers = nodeDir();
  if (gyp === null || headers === null) {
    log(
      `table store: cannot build better-sqlite3: ${gyp === null ? 'node-gyp not found' : "this Node's headers not found"}`,
    );
    return false;
  }
  log(
    `table store: building better-sqlite3 from source for Node ${process.version} (once; a minute or two)…`,
  );
  const built = spawnSync(
    process.execPath,
    [gyp, 'rebuild', '--release', `--nodedir=${headers}`, '-j', 'max'],
    {
      cwd: packageDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (built.status !== 0) {
    log(
      'table store: the build of better-sqlite3 failed (see above; it needs python3, make and a C++ compiler)',
    );
    return false;
  }
  const again = await sqliteDriver('better-sqlite3');
  log(again.ok ? 'table store: SQLite via better-sqlite3 (built)' : `table store: ${again.error.message}`);
  return again.ok;
}

const invoked = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1]);
if (invoked)
  setupSqlite((line) => process.stdout.write(`${line}\n`)).then(
    (done) => {
      process.exitCode = done ? 0 : 1;
    },
    (e: unknown) => {
      process.stderr.write(`sqlite-setup: ${String(e)}\n`);
      process.exitCode = 1;
    },
  );
