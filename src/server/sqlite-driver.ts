/**
 * The SQLite driver: Node's built-in `node:sqlite` where the running Node has it unflagged
 * (22.13 and later), otherwise the `better-sqlite3` package, built from source on this machine
 * by `sqlite-setup` (see docs/adr/0030-table-store.md). Both offer the same small synchronous
 * surface, which is all the store uses: `exec`, `prepare(…).run/all`, `close`.
 */
import { createRequire } from 'node:module';
import { err, ok, type Result } from '../core/result.js';
import type { StoreError } from './store.js';

export type SqlValue = string | number | bigint | null;

export type SqlStatement = {
  run(...params: SqlValue[]): unknown;
  all(...params: SqlValue[]): unknown[];
};

export type SqlDatabase = {
  exec(sql: string): unknown;
  prepare(sql: string): SqlStatement;
  close(): unknown;
};

export type SqlDriver = {
  readonly name: string;
  /** Where the driver's package lies (better-sqlite3), for a worker thread to load the same one. */
  readonly module: string | null;
  open(file: string): SqlDatabase;
};

type Constructor = new (file: string) => SqlDatabase;

async function importOptional(specifier: string): Promise<Record<string, unknown> | null> {
  try {
    return (await import(specifier)) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/**
 * Node 22 marks `node:sqlite` experimental and prints a warning when it is first loaded, in every
 * thread that loads it. It is the driver we chose for that Node (docs/adr/0071-node-versions.md),
 * so that one warning is dropped; every other warning is passed on untouched.
 */
export function isSqliteExperimentalWarning(warning: string | Error, rest: readonly unknown[]): boolean {
  const message = typeof warning === 'string' ? warning : warning.message;
  const type = typeof warning === 'string' ? rest[0] : warning.name;
  const kind = typeof type === 'object' && type !== null ? (type as { type?: unknown }).type : type;
  return kind === 'ExperimentalWarning' && /^SQLite is an experimental feature/.test(message);
}

async function importNodeSqlite(): Promise<Record<string, unknown> | null> {
  const emit = process.emitWarning;
  const filtered = (warning: string | Error, ...rest: unknown[]): void => {
    if (!isSqliteExperimentalWarning(warning, rest))
      (emit as (w: string | Error, ...r: unknown[]) => void).call(process, warning, ...rest);
  };
  process.emitWarning = filtered as typeof process.emitWarning;
  try {
    return await importOptional('node:sqlite');
  } finally {
    process.emitWarning = emit;
  }
}

async function nodeSqlite(): Promise<SqlDriver | null> {
  const mod = await importNodeSqlite();
  const DatabaseSync = mod?.['DatabaseSync'];
  if (typeof DatabaseSync !== 'function') return null;
  return { name: 'node:sqlite', module: null, open: (file) => new (DatabaseSync as Constructor)(file) };
}

async function betterSqlite(): Promise<SqlDriver | null> {
  const mod = await importOptional('better-sqlite3');
  const Database = mod?.['default'];
  if (typeof Database !== 'function') return null;
  const driver: SqlDriver = {
    name: 'better-sqlite3',
    module: createRequire(import.meta.url).resolve('better-sqlite3'),
    open: (file) => new (Database as Constructor)(file),
  };
  try {
    // The package loads its native binding lazily: open once to know it is built.
    driver.open(':memory:').close();
  } catch {
    return null;
  }
  return driver;
}

export const SETUP_HINT =
  'no SQLite driver: this Node has no node:sqlite (Node >= 22.13 has it), and better-sqlite3 is not built. ' +
  "Run 'npm run setup' (it builds better-sqlite3 from source once; needs python3, make and a C++ compiler).";

/** The driver to use: `prefer` forces one (`node:sqlite` or `better-sqlite3`), otherwise the first that works. */
export async function sqliteDriver(prefer?: string): Promise<Result<SqlDriver, StoreError>> {
  const candidates =
    prefer === 'better-sqlite3'
      ? [betterSqlite]
      : prefer === 'node:sqlite'
        ? [nodeSqlite]
        : [nodeSqlite, betterSqlite];
  for (const candidate of candidates) {
    const driver = await candidate();
    if (driver !== null) return ok(driver);
  }
  return err({ kind: 'store-unavailable', message: SETUP_HINT });
}
