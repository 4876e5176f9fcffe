/**
 * The default `TableStore`: one SQLite file in WAL mode with `synchronous = FULL`, so a
 * committed transaction has reached the disk before `COMMIT` returns. An append resolves only
 * after its transaction commits.
 *
 * Group commit: appends arriving in the same turn of the event loop are written in one
 * transaction (one sync to disk for many tables), then each is resolved or rejected on its own.
 * The primary key (table, seq) makes an event at a taken sequence number fail: nothing twice.
 */
import { err, ok, type Result } from '../core/result.js';
import { type SqlDatabase, type SqlDriver, sqliteDriver } from './sqlite-driver.js';
import type { StoredTable, StoreError, TableSettings, TableStore, TableTokens } from './store.js';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  header TEXT NOT NULL,
  tokens TEXT NOT NULL,
  settings TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
  table_id TEXT NOT NULL REFERENCES tables(id),
  seq INTEGER NOT NULL,
  event TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seq)
) WITHOUT ROWID;
`;

type Waiting = {
  readonly id: string;
  readonly seq: number;
  readonly json: string;
  resolve(): void;
  reject(e: Error): void;
};

export class SqliteStore implements TableStore {
  readonly info: { readonly driver: string; readonly file: string };
  private readonly db: SqlDatabase;
  private queue: Waiting[] = [];
  private scheduled = false;
  private closed = false;

  private constructor(db: SqlDatabase, driver: string, file: string) {
    this.db = db;
    this.info = { driver, file };
  }

  /** Opens (creating if need be) the store in `file` (`:memory:` for a store that keeps nothing). */
  static async open(file: string, driver?: SqlDriver): Promise<Result<SqliteStore, StoreError>> {
    let chosen = driver;
    if (chosen === undefined) {
      const found = await sqliteDriver(process.env['TABLELAW_SQLITE']);
      if (!found.ok) return found;
      chosen = found.value;
    }
    try {
      const db = chosen.open(file);
      db.exec('PRAGMA journal_mode = WAL');
      db.exec('PRAGMA synchronous = FULL');
      db.exec('PRAGMA foreign_keys = ON');
      db.exec('PRAGMA busy_timeout = 5000');
      db.exec(SCHEMA);
      return ok(new SqliteStore(db, chosen.name, file));
    } catch (e) {
      return err({ kind: 'store-open', message: `cannot open the table store ${file}: ${String(e)}` });
    }
  }

  async create(table: StoredTable): Promise<void> {
    this.transaction(() => {
      this.db
        .prepare('INSERT INTO tables (id, header, tokens, settings, created) VALUES (?, ?, ?, ?, ?)')
        .run(
          table.id,
          JSON.stringify(table.header),
          JSON.stringify(table.tokens),
          JSON.stringify(table.settings),
          table.created,
        );
      const insert = this.db.prepare('INSERT INTO events (table_id, seq, event, at) VALUES (?, ?, ?, ?)');
      table.events.forEach((e, seq) => {
        insert.run(table.id, seq, JSON.stringify(e), table.created);
      });
    });
  }

  append(id: string, seq: number, event: unknown): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id, seq, json: JSON.stringify(event), resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  async saveSettings(id: string, settings: TableSettings): Promise<void> {
    this.db.prepare('UPDATE tables SET settings = ? WHERE id = ?').run(JSON.stringify(settings), id);
  }

  async loadAll(): Promise<StoredTable[]> {
    const rows = this.db
      .prepare('SELECT id, header, tokens, settings, created FROM tables ORDER BY created, id')
      .all() as {
      id: string;
      header: string;
      tokens: string;
      settings: string;
      created: number | bigint;
    }[];
    const events = new Map<string, unknown[]>();
    const all = this.db.prepare('SELECT table_id, seq, event FROM events ORDER BY table_id, seq').all() as {
      table_id: string;
      seq: number | bigint;
      event: string;
    }[];
    for (const row of all) {
      const list = events.get(row.table_id) ?? [];
      // Sequence numbers are dense from 0 (appends are checked); a gap would be a bug.
      if (Number(row.seq) !== list.length)
        throw new Error(`table ${row.table_id}: event ${row.seq} out of sequence`);
      list.push(JSON.parse(row.event) as unknown);
      events.set(row.table_id, list);
    }
    return rows.map((r) => ({
      id: r.id,
      header: JSON.parse(r.header) as unknown,
      tokens: JSON.parse(r.tokens) as TableTokens,
      settings: JSON.parse(r.settings) as TableSettings,
      created: Number(r.created),
      events: events.get(r.id) ?? [],
    }));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.db.close();
  }

  private transaction(body: () => void): void {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      body();
      this.db.exec('COMMIT');
    } catch (e) {
      this.db.exec('ROLLBACK');
      throw e;
    }
  }

  /** Writes every waiting append in one transaction, then settles each. */
  private flush(): void {
    this.scheduled = false;
    const batch = this.queue;
    this.queue = [];
    if (batch.length === 0) return;
    const failed = new Map<Waiting, Error>();
    const at = Date.now();
    try {
      this.db.exec('BEGIN IMMEDIATE');
      const insert = this.db.prepare('INSERT INTO events (table_id, seq, event, at) VALUES (?, ?, ?, ?)');
      for (const w of batch) {
        try {
          // A statement that fails (taken seq, unknown table) is undone alone; the others stand.
          insert.run(w.id, w.seq, w.json, at);
        } catch (e) {
          failed.set(w, e instanceof Error ? e : new Error(String(e)));
        }
      }
      this.db.exec('COMMIT');
    } catch (e) {
      try {
        this.db.exec('ROLLBACK');
      } catch {
        // Nothing was begun, or SQLite rolled back already.
      }
      const error = e instanceof Error ? e : new Error(String(e));
      for (const w of batch) w.reject(error);
      return;
    }
    for (const w of batch) {
      const e = failed.get(w);
      if (e === undefined) w.resolve();
      else w.reject(e);
    }
  }
}
