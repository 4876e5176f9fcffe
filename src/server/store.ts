/**
 * Where tables live between restarts: the `TableStore` interface. A table is its header (the
 * record without events), its links (tokens), its settings and its event log; the log only
 * grows, one event at a sequence number, never twice.
 *
 * The contract that makes the server lose nothing: `append` resolves only once the event is
 * durable (it survives a crash of the process or the machine), and rejects — changing
 * nothing — if that sequence number of that table is already taken. The default store is
 * SQLite in one file (src/server/sqlite-store.ts); a server database can take its place by
 * implementing this interface. The store knows nothing of the laws: headers and events are
 * JSON values, checked by the engine when a table is loaded.
 */
import type { BySeat, Seat } from '../core/seat.js';
import type { MatchSettings } from './match.js';

export type TableTokens = { readonly director: string } & BySeat<string>;

export type TableSettings = {
  /** Seats filled by the computer player. */
  readonly robots: readonly Seat[];
  /**
   * How the session scores its boards, as PBN's `[Scoring]` names it: matchpoints (`MP`, the
   * default: a club's pairs session) or IMPs (`IMP`, teams). Absent in tables stored before it.
   */
  readonly scoring?: Scoring;
  /**
   * Euchre and Auction Bridge: the match this table is a deal of — the first deal's table, this
   * deal's number, and the seed and key the deals are dealt from (src/server/match.ts, ADR 0104).
   * Never sent to a seat. Absent in tables stored before matches (a first deal, dealt from nothing recorded).
   */
  readonly match?: MatchSettings;
};

/** The forms of scoring a table may be set to (PBN's `[Scoring]` values). */
export const SCORINGS = ['MP', 'IMP'] as const;
export type Scoring = (typeof SCORINGS)[number];
/** A table whose settings name none scores by matchpoints (docs/adr/0086-result-line-law-texts-and-scoring.md). */
export const DEFAULT_SCORING: Scoring = 'MP';

export type StoredTable = {
  readonly id: string;
  /** The tablelaw record without `events` (format, game, rulebook, board, contract). */
  readonly header: unknown;
  readonly tokens: TableTokens;
  readonly settings: TableSettings;
  /** Milliseconds since the epoch. */
  readonly created: number;
  /** The events in order (sequence numbers 0, 1, 2 …). */
  readonly events: readonly unknown[];
};

/** A table without its log: what the server keeps of a table it has not loaded. */
export type StoredEntry = Omit<StoredTable, 'events'>;

export type StoreInfo = { readonly driver: string; readonly file: string };

/**
 * A change another process made, heard by a store several processes share: a table created, an
 * event appended at `seq`, a table's settings saved — or `resync` after changes may have been
 * missed (the store lost its connection for a while): every loaded table should catch up.
 */
export type StoreChange =
  | { readonly kind: 'create'; readonly id: string }
  | { readonly kind: 'append'; readonly id: string; readonly seq: number; readonly event?: unknown }
  | { readonly kind: 'settings'; readonly id: string }
  | { readonly kind: 'resync' };

/**
 * What a store shared by several server processes adds (PostgreSQL): changes made through other
 * processes are told to `subscribe`rs, and a process catches a table up with `eventsFrom`.
 */
export interface SharedStore {
  subscribe(listener: (change: StoreChange) => void): Promise<() => void>;
  /** The table's events from `from` on, in order (none if the table is unknown). */
  eventsFrom(id: string, from: number): Promise<unknown[]>;
  /** One table without its log, or null: a table another process created. */
  entry(id: string): Promise<StoredEntry | null>;
  /** Whether the database answers and changes are heard. */
  ready(): Promise<boolean>;
}

/** `append` at a sequence number already taken (by this process or another): nothing was written. */
export class SeqTaken extends Error {
  constructor(
    readonly table: string,
    readonly seq: number,
  ) {
    super(`event ${seq} of table "${table}" is already taken`);
    this.name = 'SeqTaken';
  }
}

export interface TableStore {
  readonly info: StoreInfo;
  /** Present when several processes share the store (ADR 0098); absent for SQLite. */
  readonly shared?: SharedStore;
  /** Creates a table with its first events (usually none); durable when resolved. */
  create(table: StoredTable): Promise<void>;
  /** Appends the event at `seq`; durable when resolved; rejects if `seq` is taken or the table unknown. */
  append(id: string, seq: number, event: unknown): Promise<void>;
  saveSettings(id: string, settings: TableSettings): Promise<void>;
  /** Every table with its whole log, oldest first. */
  loadAll(): Promise<StoredTable[]>;
  /** Every table without its log, oldest first (cheap: what start-up reads). */
  list(): Promise<StoredEntry[]>;
  /** One table with its whole log, or null if there is none of that id. */
  load(id: string): Promise<StoredTable | null>;
  /** Stores a club session (its plan and tables; src/server/sessions.ts) under its id, replacing it. */
  saveSession(id: string, body: unknown): Promise<void>;
  /** Every stored session, oldest first. */
  loadSessions(): Promise<{ readonly id: string; readonly body: unknown }[]>;
  close(): Promise<void>;
}

/** Why a store cannot be opened (no SQLite driver, a file that cannot be written). */
export type StoreError = { readonly kind: 'store-unavailable' | 'store-open'; readonly message: string };
