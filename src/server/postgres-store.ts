/**
 * A `TableStore` on PostgreSQL, for a club that outgrows one process: any number of server
 * processes point at the same database and serve the same tables (ADR 0098).
 *
 * - The schema is the server's own: versioned migrations (`tablelaw_migrations`) applied at
 *   start-up under an advisory lock, so processes starting together migrate once.
 * - An act is one `INSERT` into `tablelaw_events`, whose primary key is `(table_id, seq)`: of two
 *   processes appending the same sequence number of a table, the database takes one and refuses
 *   the other (`SeqTaken`). `append` resolves only after the commit.
 * - The same statement notifies (`pg_notify`) channel `tablelaw_changes` — delivered to every
 *   listening process at commit, never before, never for a rolled-back insert. Each process
 *   holds one listening connection and catches its loaded tables up from the events table, so
 *   no process keeps state another needs.
 *
 * The client is `pg` (node-postgres), loaded only when a PostgreSQL store is asked for.
 */
import { err, ok, type Result } from '../core/result.js';
import {
  SeqTaken,
  type SharedStore,
  type StoreChange,
  type StoredEntry,
  type StoredTable,
  type StoreError,
  type TableSettings,
  type TableStore,
  type TableTokens,
} from './store.js';

/**
 * The channel every process listens on. A payload is `a:SEQ:ID` (an event appended; followed by
 * a newline and the event's JSON when it is small enough to carry), `s:ID` (settings) or `c:ID`
 * (a table created).
 */
export const CHANNEL = 'tablelaw_changes';

/** The largest event (JSON bytes) a notification carries; a larger one is read from the table. */
const MAX_CARRIED_BYTES = 7000;

/** Each migration once, in order; the version is its index + 1. */
export const MIGRATIONS: readonly (readonly string[])[] = [
  [
    `CREATE TABLE tablelaw_tables (
  id TEXT PRIMARY KEY,
  header JSON NOT NULL,
  tokens JSON NOT NULL,
  settings JSON NOT NULL,
  created BIGINT NOT NULL
)`,
    `CREATE TABLE tablelaw_events (
  table_id TEXT NOT NULL REFERENCES tablelaw_tables(id),
  seq INTEGER NOT NULL CHECK (seq >= 0),
  event JSON NOT NULL,
  at BIGINT NOT NULL,
  PRIMARY KEY (table_id, seq)
)`,
  ],
  [
    `CREATE TABLE tablelaw_sessions (
  id TEXT PRIMARY KEY,
  body JSON NOT NULL,
  created BIGINT NOT NULL
)`,
  ],
];

/** The advisory lock key that serialises migrations across processes ("tablelaw" in ASCII, cut to 8 bytes). */
const MIGRATION_LOCK = '7814704592567181175';

/** The part of `pg` this store uses (so the module can be typed without loading it). */
type QueryResult = { readonly rows: readonly Record<string, unknown>[] };
type Queryable = { query(text: string, values?: readonly unknown[]): Promise<QueryResult> };
type PoolClient = Queryable & { release(destroy?: boolean): void };
type Pool = Queryable & {
  connect(): Promise<PoolClient>;
  end(): Promise<void>;
  on(event: 'error', listener: (e: Error) => void): unknown;
};
type Client = Queryable & {
  connect(): Promise<void>;
  end(): Promise<void>;
  on(event: 'notification', listener: (m: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (e?: Error) => void): unknown;
};
type PgModule = {
  Pool: new (options: Record<string, unknown>) => Pool;
  Client: new (options: Record<string, unknown>) => Client;
};

export type PostgresOptions = {
  /** Connections in the pool (appends, loads); one more listens. */
  readonly connections?: number;
  /** Milliseconds between attempts to listen again after the listening connection is lost. */
  readonly relistenMs?: number;
};

/** Whether a text names a PostgreSQL database (`postgres://` or `postgresql://`). */
export function isPostgresUrl(text: string): boolean {
  return /^postgres(ql)?:\/\//i.test(text);
}

/** The URL with its password (if any) replaced, for logs and the start line. */
export function redactUrl(text: string): string {
  try {
    const url = new URL(text);
    if (url.password !== '') url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}

type TableRow = { id: string; header: unknown; tokens: unknown; settings: unknown; created: string | number };

function entryOf(r: TableRow): StoredEntry {
  return {
    id: r.id,
    header: r.header,
    tokens: r.tokens as TableTokens,
    settings: r.settings as TableSettings,
    created: Number(r.created),
  };
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

function codeOf(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e
    ? String((e as { code: unknown }).code)
    : undefined;
}

export class PostgresStore implements TableStore {
  readonly shared: SharedStore;
  private listener: Client | null = null;
  private readonly subscribers = new Set<(change: StoreChange) => void>();
  private closed = false;
  private relistenTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly pg: PgModule,
    private readonly pool: Pool,
    private readonly url: string,
    readonly info: { readonly driver: string; readonly file: string },
    private readonly relistenMs: number,
  ) {
    this.shared = {
      subscribe: (listener) => this.subscribe(listener),
      eventsFrom: (id, from) => this.eventsFrom(id, from),
      entry: (id) => this.entry(id),
      ready: () => this.ready(),
    };
  }

  /** Connects, migrates the schema to the newest version, and starts listening. */
  static async open(url: string, options: PostgresOptions = {}): Promise<Result<PostgresStore, StoreError>> {
    let pg: PgModule;
    try {
      const mod = (await import('pg')) as unknown as { default?: PgModule } & PgModule;
      pg = mod.default ?? mod;
    } catch (e) {
      return err({
        kind: 'store-unavailable',
        message: `the PostgreSQL client "pg" is not installed (npm install pg): ${String(e)}`,
      });
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: options.connections ?? 10,
      connectionTimeoutMillis: 10_000,
      application_name: 'tablelaw',
    });
    // A connection lost while idle is reported here; the pool replaces it when next needed.
    pool.on('error', () => undefined);
    const store = new PostgresStore(
      pg,
      pool,
      url,
      { driver: 'pg', file: redactUrl(url) },
      options.relistenMs ?? 1000,
    );
    try {
      await store.migrate();
      await store.listen();
    } catch (e) {
      await pool.end().catch(() => undefined);
      return err({ kind: 'store-open', message: `PostgreSQL at ${redactUrl(url)}: ${String(e)}` });
    }
    return ok(store);
  }

  /** Applies the migrations not yet applied, each in its own transaction, under an advisory lock. */
  private async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await client.query(
        'CREATE TABLE IF NOT EXISTS tablelaw_migrations (version INTEGER PRIMARY KEY, applied BIGINT NOT NULL)',
      );
      const done = await client.query('SELECT COALESCE(MAX(version), 0) AS v FROM tablelaw_migrations');
      const current = Number(done.rows[0]?.['v'] ?? 0);
      if (current > MIGRATIONS.length)
        throw new Error(
          `the database's schema is version ${current}, newer than this tablelaw (${MIGRATIONS.length}): upgrade tablelaw`,
        );
      for (let v = current + 1; v <= MIGRATIONS.length; v++) {
        await client.query('BEGIN');
        try {
          for (const sql of MIGRATIONS[v - 1] ?? []) await client.query(sql);
          await client.query('INSERT INTO tablelaw_migrations (version, applied) VALUES ($1, $2)', [
            v,
            Date.now(),
          ]);
          await client.query('COMMIT');
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  }

  /** The schema version the database is at. */
  async version(): Promise<number> {
    const r = await this.pool.query('SELECT COALESCE(MAX(version), 0) AS v FROM tablelaw_migrations');
    return Number(r.rows[0]?.['v'] ?? 0);
  }

  private async listen(): Promise<void> {
    const client = new this.pg.Client({ connectionString: this.url, application_name: 'tablelaw-listen' });
    client.on('notification', (m) => {
      if (m.channel !== CHANNEL || m.payload === undefined) return;
      const change = parseChange(m.payload);
      if (change !== null) this.tell(change);
    });
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      client.end().catch(() => undefined);
      this.relisten();
    };
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.listener = client;
  }

  /** Listens again after the listening connection was lost; subscribers then catch up (`resync`). */
  private relisten(): void {
    if (this.closed || this.relistenTimer !== null) return;
    this.relistenTimer = setTimeout(() => {
      this.relistenTimer = null;
      if (this.closed) return;
      this.listen().then(
        () => this.tell({ kind: 'resync' }),
        () => this.relisten(),
      );
    }, this.relistenMs);
  }

  private tell(change: StoreChange): void {
    for (const s of this.subscribers)
      try {
        s(change);
      } catch {
        // A subscriber's failure is its own (the host logs its errors).
      }
  }

  private async subscribe(listener: (change: StoreChange) => void): Promise<() => void> {
    this.subscribers.add(listener);
    return () => {
      this.subscribers.delete(listener);
    };
  }

  /** Whether the database answers and changes are heard (the readiness of a process). */
  private async ready(): Promise<boolean> {
    if (this.closed || this.listener === null) return false;
    try {
      await this.pool.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async create(table: StoredTable): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        'INSERT INTO tablelaw_tables (id, header, tokens, settings, created) VALUES ($1, $2, $3, $4, $5)',
        [
          table.id,
          JSON.stringify(table.header),
          JSON.stringify(table.tokens),
          JSON.stringify(table.settings),
          table.created,
        ],
      );
      const now = Date.now();
      for (let seq = 0; seq < table.events.length; seq++)
        await client.query('INSERT INTO tablelaw_events (table_id, seq, event, at) VALUES ($1, $2, $3, $4)', [
          table.id,
          seq,
          JSON.stringify(table.events[seq]),
          now,
        ]);
      await client.query('SELECT pg_notify($1, $2)', [CHANNEL, `c:${table.id}`]);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async append(id: string, seq: number, event: unknown): Promise<void> {
    try {
      // One statement, one transaction: the row and its notification commit together.
      // The event rides in the notification when it fits (NOTIFY's payload is under 8,000
      // bytes): the other processes then judge it without reading it back.
      const text = JSON.stringify(event);
      const payload = `a:${seq}:${id}${Buffer.byteLength(text) <= MAX_CARRIED_BYTES ? `\n${text}` : ''}`;
      await this.pool.query(
        `WITH ins AS (
           INSERT INTO tablelaw_events (table_id, seq, event, at) VALUES ($1, $2, $3, $4) RETURNING seq
         ) SELECT pg_notify($5, $6) FROM ins`,
        [id, seq, text, Date.now(), CHANNEL, payload],
      );
    } catch (e) {
      const code = codeOf(e);
      if (code === UNIQUE_VIOLATION) throw new SeqTaken(id, seq);
      if (code === FOREIGN_KEY_VIOLATION) throw new Error(`no table "${id}" in the store`);
      throw e;
    }
  }

  async saveSettings(id: string, settings: TableSettings): Promise<void> {
    await this.pool.query(
      `WITH up AS (UPDATE tablelaw_tables SET settings = $2 WHERE id = $1 RETURNING id)
       SELECT pg_notify($3, 's:' || up.id) FROM up`,
      [id, JSON.stringify(settings), CHANNEL],
    );
  }

  async list(): Promise<StoredEntry[]> {
    const r = await this.pool.query(
      'SELECT id, header, tokens, settings, created FROM tablelaw_tables ORDER BY created, id',
    );
    return r.rows.map((row) => entryOf(row as TableRow));
  }

  async loadAll(): Promise<StoredTable[]> {
    const entries = await this.list();
    const out: StoredTable[] = [];
    for (const entry of entries) out.push({ ...entry, events: await this.eventsFrom(entry.id, 0) });
    return out;
  }

  async load(id: string): Promise<StoredTable | null> {
    const entry = await this.entry(id);
    if (entry === null) return null;
    return { ...entry, events: await this.eventsFrom(id, 0) };
  }

  private async entry(id: string): Promise<StoredEntry | null> {
    const r = await this.pool.query(
      'SELECT id, header, tokens, settings, created FROM tablelaw_tables WHERE id = $1',
      [id],
    );
    const row = r.rows[0];
    return row === undefined ? null : entryOf(row as TableRow);
  }

  private async eventsFrom(id: string, from: number): Promise<unknown[]> {
    const r = await this.pool.query(
      'SELECT seq, event FROM tablelaw_events WHERE table_id = $1 AND seq >= $2 ORDER BY seq',
      [id, from],
    );
    const events: unknown[] = [];
    for (const row of r.rows) {
      // The log has no holes: a gap would be a bug of the writer, not something to paper over.
      if (Number(row['seq']) !== from + events.length) break;
      events.push(row['event']);
    }
    return events;
  }

  async saveSession(id: string, body: unknown): Promise<void> {
    await this.pool.query(
      `INSERT INTO tablelaw_sessions (id, body, created) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO UPDATE SET body = EXCLUDED.body`,
      [id, JSON.stringify(body), Date.now()],
    );
  }

  async loadSessions(): Promise<{ id: string; body: unknown }[]> {
    const r = await this.pool.query('SELECT id, body FROM tablelaw_sessions ORDER BY created, id');
    return r.rows.map((row) => ({ id: String(row['id']), body: row['body'] }));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.relistenTimer !== null) clearTimeout(this.relistenTimer);
    const listener = this.listener;
    this.listener = null;
    if (listener !== null) await listener.end().catch(() => undefined);
    await this.pool.end();
  }
}

/** A notification's payload as a change, or null for one this version does not know. */
export function parseChange(payload: string): StoreChange | null {
  const kind = payload.slice(0, 2);
  const rest = payload.slice(2);
  if (kind === 'c:' && rest !== '') return { kind: 'create', id: rest };
  if (kind === 's:' && rest !== '') return { kind: 'settings', id: rest };
  if (kind === 'a:') {
    const m = /^(\d{1,9}):([^\n]+)(?:\n([\s\S]*))?$/.exec(rest);
    if (m === null) return null;
    const change = { kind: 'append', id: m[2] as string, seq: Number(m[1]) } as const;
    if (m[3] === undefined) return change;
    try {
      return { ...change, event: JSON.parse(m[3]) as unknown };
    } catch {
      return change;
    }
  }
  return null;
}
