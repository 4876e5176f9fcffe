/**
 * The table store's SQLite thread: a worker thread that owns the database connection and runs
 * what the store asks of it, so that a commit's wait for the disk (`synchronous = FULL` syncs
 * the WAL at every commit) never blocks the server's event loop: views are computed and sent
 * while the disk works, and every append that arrives meanwhile joins the next commit.
 *
 * The worker's code is a short script (`THREAD_SOURCE`, run with `eval`), not a module file, so
 * that it runs the same from the compiled package and from the TypeScript sources under test.
 * It knows no tables: it executes SQL. Its protocol (one request at a time, answered in order):
 *   batch: statements run in one transaction (`BEGIN IMMEDIATE` … `COMMIT`); with `each`, a
 *          statement that fails is undone alone (SQLite's statement rollback) and reported in
 *          `errors`, the others stand; without it, any failure rolls the whole batch back.
 *   all:   a query's rows.
 *   close: closes the connection; the thread then ends.
 */

export type SqlParam = string | number | null;

export type ThreadRequest =
  | {
      readonly id: number;
      readonly kind: 'batch';
      readonly statements: readonly { readonly sql: string; readonly params: readonly SqlParam[] }[];
      readonly each: boolean;
    }
  | { readonly id: number; readonly kind: 'all'; readonly sql: string; readonly params: readonly SqlParam[] }
  | { readonly id: number; readonly kind: 'close' };

export type ThreadReply =
  | { readonly kind: 'ready' }
  | { readonly kind: 'failed'; readonly message: string }
  | {
      readonly id: number;
      readonly ok: true;
      readonly errors?: readonly (string | null)[];
      readonly rows?: unknown[];
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

export type ThreadData = {
  /** `node:sqlite` or `better-sqlite3` (see sqlite-driver.ts). */
  readonly driver: string;
  /** The resolved path of the better-sqlite3 package (a script resolves nothing on its own). */
  readonly modulePath: string | null;
  readonly file: string;
  /** Statements run once when the connection opens (pragmas, schema). */
  readonly setup: readonly string[];
};

export const THREAD_SOURCE = `
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { driver, modulePath, file, setup } = workerData;
let db;
try {
  let Database;
  if (driver === 'node:sqlite') {
    // Node 22 warns that node:sqlite is experimental; that one warning is dropped (sqlite-driver.ts).
    const emit = process.emitWarning;
    process.emitWarning = (warning, ...rest) => {
      const message = typeof warning === 'string' ? warning : warning.message;
      const type = typeof warning === 'string' ? rest[0] : warning.name;
      const kind = type !== null && typeof type === 'object' ? type.type : type;
      if (kind === 'ExperimentalWarning' && /^SQLite is an experimental feature/.test(message)) return;
      emit.call(process, warning, ...rest);
    };
    try {
      Database = require('node:sqlite').DatabaseSync;
    } finally {
      process.emitWarning = emit;
    }
  } else Database = require(modulePath);
  db = new Database(file);
  for (const sql of setup) db.exec(sql);
  parentPort.postMessage({ kind: 'ready' });
} catch (e) {
  parentPort.postMessage({ kind: 'failed', message: String(e && e.message ? e.message : e) });
  parentPort.close();
}
const statements = new Map();
const prepared = (sql) => {
  let s = statements.get(sql);
  if (s === undefined) {
    s = db.prepare(sql);
    statements.set(sql, s);
  }
  return s;
};
const text = (e) => String(e && e.message ? e.message : e);
parentPort.on('message', (request) => {
  const id = request.id;
  try {
    if (request.kind === 'close') {
      db.close();
      parentPort.postMessage({ id, ok: true });
      parentPort.close();
      return;
    }
    if (request.kind === 'all') {
      parentPort.postMessage({ id, ok: true, rows: prepared(request.sql).all(...request.params) });
      return;
    }
    const errors = [];
    db.exec('BEGIN IMMEDIATE');
    try {
      for (const s of request.statements) {
        if (!request.each) {
          prepared(s.sql).run(...s.params);
          continue;
        }
        try {
          prepared(s.sql).run(...s.params);
          errors.push(null);
        } catch (e) {
          errors.push(text(e));
        }
      }
      db.exec('COMMIT');
    } catch (e) {
      try {
        db.exec('ROLLBACK');
      } catch {
        // nothing begun, or SQLite rolled back already
      }
      throw e;
    }
    parentPort.postMessage({ id, ok: true, errors });
  } catch (e) {
    parentPort.postMessage({ id, ok: false, message: text(e) });
  }
});
`;
