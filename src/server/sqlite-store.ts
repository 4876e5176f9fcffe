/**
 * The default `TableStore`: one SQLite file in WAL mode with `synchronous = FULL`, so a
 * committed transaction has reached the disk before `COMMIT` returns. An append resolves only
 * after its transaction commits.
 *
 * The connection lives in a worker thread (src/server/sqlite-thread.ts): the wait for the disk
 * happens there, and the server's event loop keeps judging acts and sending views meanwhile.
 *
 * Group commit: one commit is in flight at a time. Appends arriving while it runs (or in the
 * same turn of the event loop) wait together and are written by the next one, in one
 * transaction — one sync to disk for all of them, whatever their tables; each is then resolved
 * or rejected on its own. The primary key (table, seq) makes an event at a taken sequence
 * number fail: nothing twice.
 */
import { Worker } from 'node:worker_threads';
import { err, ok, type Result } from '../core/result.js';
import { sqliteDriver } from './sqlite-driver.js';
import {
  type SqlParam,
  THREAD_SOURCE,
  type ThreadData,
  type ThreadReply,
  type ThreadRequest,
} from './sqlite-thread.js';
import type {
  StoredEntry,
  StoredTable,
  StoreError,
  TableSettings,
  TableStore,
  TableTokens,
} from './store.js';

const SETUP = [
  'PRAGMA journal_mode = WAL',
  'PRAGMA synchronous = FULL',
  'PRAGMA foreign_keys = ON',
  'PRAGMA busy_timeout = 5000',
  `CREATE TABLE IF NOT EXISTS tables (
  id TEXT PRIMARY KEY,
  header TEXT NOT NULL,
  tokens TEXT NOT NULL,
  settings TEXT NOT NULL,
  created INTEGER NOT NULL
)`,
  `CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY,
  body TEXT NOT NULL,
  created INTEGER NOT NULL
)`,
  `CREATE TABLE IF NOT EXISTS events (
  table_id TEXT NOT NULL REFERENCES tables(id),
  seq INTEGER NOT NULL,
  event TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_id, seq)
) WITHOUT ROWID`,
];

const INSERT_EVENT = 'INSERT INTO events (table_id, seq, event, at) VALUES (?, ?, ?, ?)';

type TableRow = { id: string; header: string; tokens: string; settings: string; created: number | bigint };
type EventRow = { table_id: string; seq: number | bigint; event: string };

function entryOf(r: TableRow): StoredEntry {
  return {
    id: r.id,
    header: JSON.parse(r.header) as unknown,
    tokens: JSON.parse(r.tokens) as TableTokens,
    settings: JSON.parse(r.settings) as TableSettings,
    created: Number(r.created),
  };
}

/** A table's events from its rows in order; sequence numbers are dense from 0 (a gap would be a bug). */
function eventsOf(id: string, rows: readonly EventRow[]): unknown[] {
  return rows.map((row, i) => {
    if (Number(row.seq) !== i) throw new Error(`table ${id}: event ${row.seq} out of sequence`);
    return JSON.parse(row.event) as unknown;
  });
}

type Waiting = {
  readonly id: string;
  readonly seq: number;
  readonly json: string;
  resolve(): void;
  reject(e: Error): void;
};

type Answer = Extract<ThreadReply, { id: number }>;
type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What the store's connection runs with (for tests and diagnostics). */
export type StorePragmas = { readonly journalMode: string; readonly synchronous: number };

export class SqliteStore implements TableStore {
  readonly info: { readonly driver: string; readonly file: string };
  private readonly thread: Worker;
  private readonly answers = new Map<number, (answer: Answer) => void>();
  private nextId = 1;
  private waiting: Waiting[] = [];
  private scheduled = false;
  /** The commit in flight, if any (settled when its appends are). */
  private committing: Promise<void> | null = null;
  private closed = false;
  private failure: Error | null = null;
  private commitCount = 0;

  private constructor(thread: Worker, driver: string, file: string) {
    this.thread = thread;
    this.info = { driver, file };
    thread.on('message', (reply: ThreadReply) => {
      if (!('id' in reply)) return;
      const answer = this.answers.get(reply.id);
      this.answers.delete(reply.id);
      answer?.(reply);
    });
    const broken = (e: Error) => {
      this.failure = e;
      for (const answer of this.answers.values()) answer({ id: 0, ok: false, message: e.message });
      this.answers.clear();
    };
    thread.on('error', broken);
    thread.on('exit', () => broken(new Error('the store thread has ended')));
  }

  /**
   * Opens (creating if need be) the store in `file` (`:memory:` for a store that keeps nothing).
   * `prefer` forces a driver (`node:sqlite`, `better-sqlite3`); by default `TABLELAW_SQLITE` or the first that works.
   */
  static async open(file: string, prefer?: string): Promise<Result<SqliteStore, StoreError>> {
    const found = await sqliteDriver(prefer ?? process.env['TABLELAW_SQLITE']);
    if (!found.ok) return found;
    const data: ThreadData = { driver: found.value.name, modulePath: found.value.module, file, setup: SETUP };
    const thread = new Worker(THREAD_SOURCE, { eval: true, workerData: data });
    const first = await new Promise<ThreadReply>((resolve) => {
      thread.once('message', resolve);
      thread.once('error', (e) => resolve({ kind: 'failed', message: e.message }));
    });
    if (!('kind' in first) || first.kind !== 'ready') {
      await thread.terminate();
      const why = 'message' in first ? first.message : 'no answer';
      return err({ kind: 'store-open', message: `cannot open the table store ${file}: ${why}` });
    }
    return ok(new SqliteStore(thread, found.value.name, file));
  }

  private ask(request: Request): Promise<Answer> {
    if (this.failure !== null) return Promise.resolve({ id: 0, ok: false, message: this.failure.message });
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.answers.set(id, resolve);
      this.thread.postMessage({ ...request, id } as ThreadRequest);
    });
  }

  private async batch(statements: { sql: string; params: SqlParam[] }[]): Promise<void> {
    const answer = await this.ask({ kind: 'batch', statements, each: false });
    if (!answer.ok) throw new Error(answer.message);
  }

  private async rows(sql: string, params: SqlParam[] = []): Promise<unknown[]> {
    const answer = await this.ask({ kind: 'all', sql, params });
    if (!answer.ok) throw new Error(answer.message);
    return answer.rows ?? [];
  }

  async create(table: StoredTable): Promise<void> {
    if (this.closed) throw new Error('the store is closed');
    await this.batch([
      {
        sql: 'INSERT INTO tables (id, header, tokens, settings, created) VALUES (?, ?, ?, ?, ?)',
        params: [
          table.id,
          JSON.stringify(table.header),
          JSON.stringify(table.tokens),
          JSON.stringify(table.settings),
          table.created,
        ],
      },
      ...table.events.map((e, seq) => ({
        sql: INSERT_EVENT,
        params: [table.id, seq, JSON.stringify(e), table.created],
      })),
    ]);
  }

  append(id: string, seq: number, event: unknown): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the store is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, seq, json: JSON.stringify(event), resolve, reject });
      if (!this.scheduled && this.committing === null) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.commit();
        });
      }
    });
  }

  async saveSettings(id: string, settings: TableSettings): Promise<void> {
    await this.batch([
      { sql: 'UPDATE tables SET settings = ? WHERE id = ?', params: [JSON.stringify(settings), id] },
    ]);
  }

  async loadAll(): Promise<StoredTable[]> {
    const all = (await this.rows(
      'SELECT table_id, seq, event FROM events ORDER BY table_id, seq',
    )) as EventRow[];
    const events = new Map<string, EventRow[]>();
    for (const row of all) {
      const list = events.get(row.table_id) ?? [];
      list.push(row);
      events.set(row.table_id, list);
    }
    return (await this.list()).map((entry) => ({
      ...entry,
      events: eventsOf(entry.id, events.get(entry.id) ?? []),
    }));
  }

  async list(): Promise<StoredEntry[]> {
    const rows = (await this.rows(
      'SELECT id, header, tokens, settings, created FROM tables ORDER BY created, id',
    )) as TableRow[];
    return rows.map(entryOf);
  }

  async load(id: string): Promise<StoredTable | null> {
    const [row] = (await this.rows('SELECT id, header, tokens, settings, created FROM tables WHERE id = ?', [
      id,
    ])) as TableRow[];
    if (row === undefined) return null;
    const rows = (await this.rows('SELECT table_id, seq, event FROM events WHERE table_id = ? ORDER BY seq', [
      id,
    ])) as EventRow[];
    return { ...entryOf(row), events: eventsOf(id, rows) };
  }

  async saveSession(id: string, body: unknown): Promise<void> {
    if (this.closed) throw new Error('the store is closed');
    await this.batch([
      {
        sql: 'INSERT INTO sessions (id, body, created) VALUES (?, ?, ?) ON CONFLICT(id) DO UPDATE SET body = excluded.body',
        params: [id, JSON.stringify(body), Date.now()],
      },
    ]);
  }

  async loadSessions(): Promise<{ id: string; body: unknown }[]> {
    const rows = (await this.rows('SELECT id, body FROM sessions ORDER BY created, id')) as {
      id: string;
      body: string;
    }[];
    return rows.map((r) => ({ id: r.id, body: JSON.parse(r.body) as unknown }));
  }

  /** How many group commits of appends have been made (each one sync to disk). */
  get commits(): number {
    return this.commitCount;
  }

  /** The journal mode and synchronous level of the store's connection. */
  async pragmas(): Promise<StorePragmas> {
    const [journal] = (await this.rows('PRAGMA journal_mode')) as { journal_mode: string }[];
    const [sync] = (await this.rows('PRAGMA synchronous')) as { synchronous: number | bigint }[];
    return { journalMode: journal?.journal_mode ?? '', synchronous: Number(sync?.synchronous ?? -1) };
  }

  /** Appends already made are committed first; then the connection and its thread close. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    while (this.committing !== null || this.waiting.length > 0) {
      if (this.committing === null) this.commit();
      await this.committing;
    }
    if (this.failure === null) await this.ask({ kind: 'close' });
    await this.thread.terminate();
  }

  /** Writes every waiting append in one transaction, then settles each; then the next batch. */
  private commit(): void {
    if (this.committing !== null) return;
    const batch = this.waiting;
    this.waiting = [];
    if (batch.length === 0) return;
    const at = Date.now();
    this.commitCount += 1;
    this.committing = this.ask({
      kind: 'batch',
      statements: batch.map((w) => ({ sql: INSERT_EVENT, params: [w.id, w.seq, w.json, at] })),
      each: true,
    }).then((answer) => {
      batch.forEach((w, i) => {
        const error = answer.ok ? (answer.errors?.[i] ?? null) : answer.message;
        if (error === null) w.resolve();
        else w.reject(new Error(error));
      });
      this.committing = null;
      // Appends that arrived during this commit share the next one.
      if (this.waiting.length > 0 && !this.closed) this.commit();
    });
  }
}
