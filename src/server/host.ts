/**
 * The table host: the live tables of one server process, their links, and the one path every
 * act takes — check the sender may make it, let the engine judge it, append it to the store
 * (durable), only then acknowledge it and tell every viewer.
 *
 * Acts at one table are taken strictly one after the other in order of arrival (a queue per
 * table): of two plays sent in the same instant the later is judged after the earlier, "deemed
 * subsequent" (Law 58A). Views are computed here per viewer by the engine adapter, so a
 * player is never sent a hand he may not see.
 *
 * Tables are loaded from the store when first asked for (a hello, a download), not at start-up,
 * and unloaded again once finished or idle with nobody joined (`sweep`): start-up reads only the
 * list of tables, and memory holds only the tables in play. A table's log is capped
 * (`ServerLimits.eventsPerTable`, and acts that move no card separately), so no act costs more
 * as a log grows without end (ADR 0074).
 *
 * Errors are data (`HostError` with a `kind`); nothing here throws on bad input.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '../core/result.js';
import { isSeat, SEATS, type Seat } from '../core/seat.js';
import type { TableState } from '../table/state.js';
import {
  checkEvent,
  checkRecord,
  type EngineError,
  extendSteps,
  type FreshOptions,
  freshRecord,
  type Judged,
  type Judgement,
  judgementIn,
  type Lang,
  logFrom,
  logsAfter,
  notYours,
  type RecordEvent,
  robotAct,
  type SeatLogs,
  seatLogs,
  stepOf,
  type TableView,
  tryAct,
  type ViewEvent,
  type Viewer,
  viewOf,
} from './engine.js';
import { DEFAULT_LIMITS, type ServerLimits } from './limits.js';
import { describeError, type Log, stderrLog } from './log.js';
import {
  dealId,
  dealOfId,
  finishedDeal,
  isMatchGame,
  type MatchDeal,
  type MatchSettings,
  type MatchView,
  matchSheet,
  nextDealerAfter,
  readMatchSettings,
  rubberOver,
  scoreBefore,
} from './match.js';
import { dealSeed } from './match-seed.js';
import {
  type Scoring,
  SeqTaken,
  type StoreChange,
  type StoredEntry,
  type StoredTable,
  type TableSettings,
  type TableStore,
  type TableTokens,
} from './store.js';

export type HostError = { readonly kind: string; readonly message: string };

/** Told of every change of a table; `from` is how many events the table had before it. */
type Listener = (table: LiveTable, from: number) => void;

/** A view and its JSON text, computed once per act and viewer and language. */
export type CachedView = { readonly view: TableView; readonly json: string };

export type LiveTable = {
  readonly id: string;
  readonly tokens: TableTokens;
  judged: Judged;
  settings: TableSettings;
  /** The end of the queue of acts at this table. */
  queue: Promise<unknown>;
  /** Acts taken but not yet answered (the table is not unloaded meanwhile). */
  inFlight: number;
  robotTimer: NodeJS.Timeout | null;
  /** Views already computed for the current log, by viewer and language. */
  views: Map<string, CachedView>;
  /** Judgements of the current log, by language (the same for every viewer). */
  judgements: Map<Lang, Judgement>;
  /** Each seat's log (hidden cards `null`): made when first asked, then kept growing with each act. */
  logs: SeatLogs | null;
  /** The states after each of the first events (`extendSteps`), computed as the replay asks. */
  readonly steps: TableState[];
  /** Acts in the log that move no card (capped apart, `ServerLimits.noCardActsPerTable`). */
  noCardActs: number;
  /** When an act was last taken or the table loaded (milliseconds, the host's clock). */
  touched: number;
  /** Euchre and Auction Bridge: the match this table is a deal of (ADR 0104); null for contract bridge. */
  match: LiveMatch | null;
};

/** A table's match as the host keeps it: its settings, the deals before it, and the next once dealt. */
export type LiveMatch = {
  /** Null for a table stored before matches: a first deal, whose seed is drawn when the next is dealt. */
  readonly settings: MatchSettings | null;
  /** The deals before this one, as the match scores them. */
  earlier: readonly MatchDeal[];
  /** The next deal's table id, once it is dealt: this deal's record is then closed. */
  next: string | null;
};

export type CreateSpec =
  | ({ readonly kind: 'fresh' } & FreshOptions & {
        readonly robots?: readonly Seat[];
        readonly scoring?: Scoring;
      })
  | {
      readonly kind: 'record';
      readonly record: unknown;
      readonly robots?: readonly Seat[];
      readonly scoring?: Scoring;
    };

export type HostOptions = {
  /** Milliseconds the computer player waits before each act (0 in tests). */
  readonly robotDelay?: number;
  /** The computer player's randomness (a seeded function in tests). */
  readonly random?: () => number;
  readonly limits?: ServerLimits;
  /** Where the server's own failures are logged (standard error by default). */
  readonly log?: Log;
  /** The clock of idleness (tests pass their own). */
  readonly now?: () => number;
};

/** Acts that move no card: what a log could otherwise be filled with without end. */
const NO_CARD_ACTS: ReadonlySet<string> = new Set([
  'attention',
  'ask',
  'agree',
  'dispute',
  'claim',
  'concede',
  'finding',
  'face-hand',
  'quit-trick',
  'undo',
  // Law 82C: each correction replays the log, so corrections are capped with the rest.
  'correct',
]);

function noCardActsIn(events: readonly unknown[]): number {
  let n = 0;
  for (const e of events)
    if (typeof e === 'object' && e !== null && NO_CARD_ACTS.has(String((e as { type?: unknown }).type)))
      n += 1;
  return n;
}

/** What a deal's judged table tells its match (src/server/match.ts). */
function outcomeOf(judged: Judged): Parameters<typeof finishedDeal>[2] {
  const { state, record } = judged;
  return {
    game: record.game,
    ended: state.phase === 'ended',
    dealer: state.board.dealer,
    declarer: state.declarer,
    result: state.result,
  };
}

/** The one answer to a table id and token that do not go together: it does not tell whether the table exists. */
const NO_ACCESS: HostError = { kind: 'bad-link', message: 'no table has this id and token (check the link)' };

const token = (): string => randomBytes(18).toString('base64url');
/** A match's seed, when its first deal was not dealt from one (a record's table). */
const newSeed = (): number => randomBytes(4).readUInt32BE(0);
/** The key a match's later deals' seeds are derived under (src/server/match.ts). */
const newKey = (): string => randomBytes(18).toString('base64url');

/** Compared with a token of no table, so an unknown id takes as long to refuse as a wrong token. */
const NOBODY: TableTokens = { director: token(), N: token(), E: token(), S: token(), W: token() };

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function viewerByToken(tokens: TableTokens, tok: string): Viewer | null {
  let found: Viewer | null = null;
  for (const viewer of ['director', ...SEATS] as const) if (sameToken(tokens[viewer], tok)) found = viewer;
  return found;
}

export class TableHost {
  /** Every table the store holds, loaded or not. */
  private readonly entries = new Map<string, StoredEntry>();
  private readonly tables = new Map<string, LiveTable>();
  private readonly loading = new Map<string, Promise<LiveTable | null>>();
  /** Unfinished tables by the address that created them (`ServerLimits.tablesPerAddress`). */
  private readonly created = new Map<string, Set<string>>();
  /** The address that created each unfinished table in `created`. */
  private readonly creatorOf = new Map<string, string>();
  private readonly listeners = new Set<Listener>();
  private readonly robotDelay: number;
  private readonly random: () => number;
  private readonly now: () => number;
  readonly limits: ServerLimits;
  /**
   * Tables quarantined: their stored log does not replay (a refusal after an engine change, or a
   * bug that throws). Found when the table is first loaded (tables load on demand); kept in the
   * store untouched, reported in the log, answered with `table-quarantined` to the table's own
   * links; the other tables keep running (ADR 0072).
   */
  private readonly quarantine = new Map<string, { readonly error: EngineError }>();
  readonly log: Log;

  constructor(
    readonly store: TableStore,
    options: HostOptions = {},
  ) {
    this.robotDelay = options.robotDelay ?? 400;
    this.random = options.random ?? Math.random;
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.now = options.now ?? Date.now;
    const log = options.log ?? stderrLog;
    // Logging a failure must not be a failure of its own (a closed standard error, a broken sink).
    this.log = (entry) => {
      try {
        log(entry);
      } catch {
        // Nowhere left to report it; the process goes on.
      }
    };
  }

  /**
   * Reads the list of stored tables (not their logs: each is loaded when first asked for). With
   * a store other processes share, also listens to their changes: a loaded table catches up with
   * acts taken through another process, in order, before any act of this one (ADR 0098).
   */
  async load(): Promise<void> {
    const shared = this.store.shared;
    if (shared !== undefined && this.unsubscribe === null)
      this.unsubscribe = await shared.subscribe((change) => this.heard(change));
    for (const entry of await this.store.list()) this.entries.set(entry.id, entry);
  }

  private unsubscribe: (() => void) | null = null;

  /**
   * A table another process made: when it is the next deal of a loaded table, that table learns
   * of it (its screens go on to it, its record is closed).
   */
  private heardDeal(id: string): void {
    const named = dealOfId(id);
    if (named === null) return;
    const before = this.tables.get(dealId(named.first, named.deal - 1));
    if (before?.match == null || before.match.next !== null) return;
    void this.entryElsewhere(id).then((entry) => {
      if (entry === undefined || before.match === null || before.match.next !== null) return;
      before.match.next = id;
      this.changed(before, before.judged.record.events.length);
    });
  }

  /** A change made through another process (or this one: catching up is then a no-op). */
  private heard(change: StoreChange): void {
    if (change.kind === 'resync') {
      for (const table of this.tables.values()) this.catchUpLater(table);
      return;
    }
    if (change.kind === 'create') this.heardDeal(change.id);
    const table = this.tables.get(change.id);
    if (table === undefined) return;
    if (change.kind === 'append' && change.seq < table.judged.record.events.length) return;
    if (change.kind === 'settings') {
      this.refreshSettings(table);
      return;
    }
    this.catchUpLater(table, change.kind === 'append' ? change : undefined);
  }

  /**
   * Queues a catch-up behind the table's acts (the queue keeps one order per table). `heard` is
   * the event a notification carried: when it is the next one, it is judged without reading the
   * store.
   */
  private catchUpLater(table: LiveTable, heard?: { readonly seq: number; readonly event?: unknown }): void {
    table.queue = table.queue
      .then(() => this.catchUp(table, heard))
      .catch((e: unknown) => {
        this.log({ event: 'internal-error', where: 'catch-up', table: table.id, ...describeError(e) });
      });
  }

  private refreshSettings(table: LiveTable): void {
    const shared = this.store.shared;
    if (shared === undefined) return;
    shared.entry(table.id).then(
      (entry) => {
        if (entry === null) return;
        this.entries.set(entry.id, entry);
        table.settings = entry.settings;
        this.changed(table, table.judged.record.events.length);
      },
      (e: unknown) =>
        this.log({ event: 'internal-error', where: 'settings', table: table.id, ...describeError(e) }),
    );
  }

  /**
   * Brings a loaded table up to the store's log: the events appended through other processes are
   * judged here as they were there (the same engine, the same log) and told to this process's
   * viewers. An event that does not replay here (another version of the engine) unloads the
   * table: it is loaded again, or quarantined, when next asked for.
   */
  private async catchUp(
    table: LiveTable,
    heard?: { readonly seq: number; readonly event?: unknown },
  ): Promise<void> {
    const shared = this.store.shared;
    if (shared === undefined || this.tables.get(table.id) !== table) return;
    const from = table.judged.record.events.length;
    if (heard !== undefined && heard.seq < from) return;
    const events =
      heard?.seq === from && heard.event !== undefined
        ? [heard.event]
        : await shared.eventsFrom(table.id, from);
    if (events.length === 0) return;
    let judged = table.judged;
    let noCard = 0;
    for (const raw of events) {
      const event = checkEvent(judged.record, raw);
      const next = event.ok ? tryAct(judged, event.value) : event;
      if (!next.ok) {
        this.tables.delete(table.id);
        this.log({
          event: 'internal-error',
          where: 'catch-up',
          table: table.id,
          error: `an event stored by another process does not replay here: ${next.error.kind}: ${next.error.message}`,
        });
        return;
      }
      if (table.logs !== null && event.ok) logsAfter(table.logs, event.value, judged, next.value);
      if (event.ok && NO_CARD_ACTS.has(event.value.type)) noCard += 1;
      judged = next.value;
    }
    table.judged = judged;
    table.noCardActs += noCard;
    if (judged.state.phase === 'ended') this.finished(table.id);
    table.touched = this.now();
    table.views = new Map();
    table.judgements = new Map();
    this.changed(table, from);
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** How many tables the server holds (loaded or not). */
  get size(): number {
    return this.entries.size;
  }

  /** How many tables are in memory. */
  get loaded(): number {
    return this.tables.size;
  }

  /** The table if it is in memory. */
  table(id: string): LiveTable | undefined {
    return this.tables.get(id);
  }

  /** The table, loaded from the store if need be; null if there is none or its log no longer replays. */
  get(id: string): Promise<LiveTable | null> {
    // A table being loaded is live only once its match is read too.
    const pending = this.loading.get(id);
    if (pending !== undefined) return pending;
    const live = this.tables.get(id);
    if (live !== undefined) return Promise.resolve(live);
    const entry = this.entries.get(id);
    // A table whose log no longer replays is not replayed again at every request.
    if (entry === undefined || this.quarantine.has(id)) return Promise.resolve(null);
    let loading = this.loading.get(id);
    if (loading === undefined) {
      loading = this.loadTable(entry).finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  private async loadTable(entry: StoredEntry): Promise<LiveTable | null> {
    const stored = await this.store.load(entry.id);
    if (stored === null) return null;
    const again = this.tables.get(entry.id);
    if (again !== undefined) return again;
    const table = this.resume(stored);
    if (table !== null) {
      await this.loadMatch(table);
      // An act another process stored while this one read the log is heard before the table was
      // live here: look once more (a no-op when there was none).
      if (this.store.shared !== undefined) this.catchUpLater(table);
      this.scheduleRobot(table);
    }
    return table;
  }

  /**
   * One stored table made live again, or quarantined if its log does not replay — whether the
   * engine refuses an event or throws (a bug): one table's log never stops the others.
   */
  resume(stored: StoredTable): LiveTable | null {
    let checked: Result<Judged, EngineError>;
    try {
      const header = stored.header as Record<string, unknown>;
      checked = checkRecord({ ...header, events: stored.events });
    } catch (e) {
      const { error, stack } = describeError(e);
      checked = err({ kind: 'replay-threw', message: error });
      this.log({
        event: 'internal-error',
        where: 'load',
        table: stored.id,
        error,
        ...(stack ? { stack } : {}),
      });
    }
    if (!checked.ok) {
      this.quarantine.set(stored.id, { error: checked.error });
      this.log({
        event: 'table-quarantined',
        where: 'load',
        table: stored.id,
        error: `${checked.error.kind}: ${checked.error.message}`,
      });
      return null;
    }
    this.quarantine.delete(stored.id);
    return this.live(stored.id, stored.tokens, checked.value, stored.settings);
  }

  /** The tables found quarantined so far, with why (for the operator; the log has the same). */
  quarantined(): readonly { readonly id: string; readonly error: EngineError }[] {
    return [...this.quarantine].map(([id, q]) => ({ id, error: q.error }));
  }

  /** The ids of the tables in memory. */
  ids(): string[] {
    return [...this.tables.keys()];
  }

  /**
   * Creates a table from a fresh seeded deal or from a record; durable when resolved. `creator`
   * (a remote address) may have at most `tablesPerAddress` unfinished tables.
   */
  async create(spec: CreateSpec, creator?: string): Promise<Result<LiveTable, HostError>> {
    if (creator !== undefined && this.openTablesOf(creator) >= this.limits.tablesPerAddress)
      return err({
        kind: 'too-many-tables',
        message: `one address may have at most ${this.limits.tablesPerAddress} unfinished tables`,
      });
    if (spec.kind === 'record') {
      const full = this.tooLong(spec.record);
      if (full !== null) return err(full);
    }
    const judged = spec.kind === 'fresh' ? freshRecord(spec) : checkRecord(spec.record);
    if (!judged.ok) return err({ kind: judged.error.kind, message: judged.error.message });
    const robots = spec.robots ?? [];
    if (!robots.every((s) => isSeat(s)))
      return err({ kind: 'bad-robots', message: 'robots are seats N, E, S, W' });
    const id = randomBytes(6).toString('base64url');
    const tokens: TableTokens = { director: token(), N: token(), E: token(), S: token(), W: token() };
    const { events, ...header } = judged.value.record;
    const created = this.now();
    // A euchre or Auction Bridge table is the first deal of a match: its seed is recorded (a
    // record's table, not dealt from a seed, gets one for the deals after it).
    const match: MatchSettings | undefined = isMatchGame(judged.value.record.game)
      ? { first: id, deal: 1, seed: spec.kind === 'fresh' ? spec.seed : newSeed(), key: newKey() }
      : undefined;
    const settings: TableSettings = {
      robots,
      ...(spec.scoring === undefined ? {} : { scoring: spec.scoring }),
      ...(match === undefined ? {} : { match }),
    };
    const stored: StoredTable = { id, header, tokens, settings, created, events };
    try {
      await this.store.create(stored);
    } catch (e) {
      return err({ kind: 'store-failed', message: `the table could not be stored: ${String(e)}` });
    }
    this.entries.set(id, { id, header, tokens, settings, created });
    const table = this.live(id, tokens, judged.value, settings);
    if (creator !== undefined && judged.value.state.phase !== 'ended') {
      const mine = this.created.get(creator) ?? new Set<string>();
      mine.add(id);
      this.created.set(creator, mine);
      this.creatorOf.set(id, creator);
    }
    this.changed(table, 0);
    return ok(table);
  }

  /** A record with more events than a table may hold: refused before it is judged. */
  private tooLong(record: unknown): HostError | null {
    const events =
      typeof record === 'object' && record !== null ? (record as { events?: unknown }).events : undefined;
    if (!Array.isArray(events)) return null;
    if (events.length > this.limits.eventsPerTable)
      return {
        kind: 'table-full',
        message: `a table holds at most ${this.limits.eventsPerTable} events; this record has ${events.length}`,
      };
    const noCard = noCardActsIn(events);
    if (noCard > this.limits.noCardActsPerTable)
      return {
        kind: 'table-full',
        message: `a table holds at most ${this.limits.noCardActsPerTable} acts that move no card; this record has ${noCard}`,
      };
    return null;
  }

  /** Unfinished tables created by `creator` (a table is forgotten here when its board ends). */
  openTablesOf(creator: string): number {
    return this.created.get(creator)?.size ?? 0;
  }

  /** A table's board has ended: it no longer counts against its creator. */
  private finished(id: string): void {
    const creator = this.creatorOf.get(id);
    if (creator === undefined) return;
    this.creatorOf.delete(id);
    const mine = this.created.get(creator);
    mine?.delete(id);
    if (mine?.size === 0) this.created.delete(creator);
  }

  private live(id: string, tokens: TableTokens, judged: Judged, settings: TableSettings): LiveTable {
    const table: LiveTable = {
      id,
      tokens,
      judged,
      settings,
      queue: Promise.resolve(),
      inFlight: 0,
      robotTimer: null,
      views: new Map(),
      judgements: new Map(),
      logs: null,
      steps: [],
      noCardActs: noCardActsIn(judged.record.events),
      touched: this.now(),
      match: isMatchGame(judged.record.game)
        ? { settings: readMatchSettings(settings.match), earlier: [], next: null }
        : null,
    };
    this.tables.set(id, table);
    return table;
  }

  /** A table another process created (a shared store), now known here too; else undefined. */
  private async entryElsewhere(id: string): Promise<StoredEntry | undefined> {
    const shared = this.store.shared;
    if (shared === undefined) return undefined;
    try {
      const entry = await shared.entry(id);
      if (entry === null) return undefined;
      this.entries.set(id, entry);
      return entry;
    } catch {
      return undefined;
    }
  }

  /**
   * Who a token belongs to at a table (loading the table if need be). An unknown table and a
   * token not its own get the same error, in about the same time: the answer does not tell
   * whether a table of that id exists.
   */
  async viewerOf(id: string, tok: string): Promise<Result<{ table: LiveTable; viewer: Viewer }, HostError>> {
    const entry = this.entries.get(id) ?? (await this.entryElsewhere(id));
    const viewer = viewerByToken(entry?.tokens ?? NOBODY, tok);
    if (entry === undefined || viewer === null) return err(NO_ACCESS);
    let table: LiveTable | null;
    try {
      table = await this.get(id);
    } catch (e) {
      return err({ kind: 'store-failed', message: `the table could not be read: ${String(e)}` });
    }
    // A quarantined table is named as such only to its own links: to others it is as unknown.
    if (table === null)
      return err({
        kind: 'table-quarantined',
        message: `table "${id}" cannot be served: its stored log does not replay (the server's log says why)`,
      });
    return ok({ table, viewer });
  }

  /** The view of a table for a viewer in a language (cached until the next act). */
  view(table: LiveTable, viewer: Viewer, lang: Lang): TableView {
    return this.cachedView(table, viewer, lang).view;
  }

  /** The view and its JSON text (cached until the next act: each is computed and serialised once). */
  cachedView(table: LiveTable, viewer: Viewer, lang: Lang): CachedView {
    const key = `${viewer}/${lang}`;
    let cached = table.views.get(key);
    if (cached === undefined) {
      let judgement = table.judgements.get(lang);
      if (judgement === undefined) {
        judgement = judgementIn(table.judged, lang);
        table.judgements.set(lang, judgement);
      }
      const view = viewOf(table.judged, viewer, lang, judgement);
      cached = { view, json: JSON.stringify(view) };
      table.views.set(key, cached);
    }
    return cached;
  }

  /** The table's log from index `from` on as `viewer` may be sent it. */
  logOf(table: LiveTable, viewer: Viewer, from: number): readonly (RecordEvent | ViewEvent)[] {
    return logFrom(table.judged, this.logs(table), viewer, from);
  }

  /** Each seat's log of a table (made on first use). */
  logs(table: LiveTable): SeatLogs {
    if (table.logs === null) table.logs = seatLogs(table.judged);
    return table.logs;
  }

  /**
   * The view after the first `step` events (step-through replay), for the same viewer. The
   * states of the steps are kept with the table (the log only grows, so they stay true): the log
   * is replayed once, not once a request.
   */
  replayView(table: LiveTable, viewer: Viewer, lang: Lang, step: number): Result<TableView, HostError> {
    const n = Math.max(0, Math.min(step, table.judged.record.events.length));
    const extended = extendSteps(table.judged, table.steps, n);
    if (!extended.ok) return err({ kind: extended.error.kind, message: extended.error.message });
    return ok(viewOf(stepOf(table.judged, table.steps[n] as TableState, n), viewer, lang));
  }

  /**
   * An act sent by `viewer`: checked, judged, stored (durably), then announced. Resolves with
   * the sequence number the act took, or the reason it was not recorded (nothing changed).
   */
  act(
    table: LiveTable,
    viewer: Viewer,
    event: unknown,
    options: { readonly rejudge?: boolean } = {},
  ): Promise<Result<number, HostError>> {
    table.inFlight += 1;
    const run = table.queue
      .then(() => this.actRejudged(table, viewer, event, options.rejudge ?? true))
      .finally(() => {
        table.inFlight -= 1;
      });
    table.queue = run.catch(() => undefined);
    return run;
  }

  /**
   * With a shared store, another process may take the sequence number first: the table catches
   * up and the act is judged again after the acts that came first, as a later act is at one
   * process (Law 58A: deemed subsequent). The computer player's acts are not judged again
   * (`rejudge: false`): chosen for a state that has passed, they are dropped.
   */
  private async actRejudged(
    table: LiveTable,
    viewer: Viewer,
    raw: unknown,
    rejudge: boolean,
  ): Promise<Result<number, HostError>> {
    for (let attempt = 0; ; attempt++) {
      const result = await this.actNow(table, viewer, raw);
      if (result.ok || result.error.kind !== 'seq-taken') return result;
      await this.catchUp(table);
      if (!rejudge || attempt >= 8) return result;
    }
  }

  private async actNow(table: LiveTable, viewer: Viewer, raw: unknown): Promise<Result<number, HostError>> {
    const checked = checkEvent(table.judged.record, raw);
    if (!checked.ok) return err({ kind: checked.error.kind, message: checked.error.message });
    // The act's time is the server's clock when it records it (a time the sender gave is replaced).
    const event: RecordEvent = { ...checked.value, time: new Date(this.now()).toISOString() };
    const refused = notYours(table.judged.state, viewer, event);
    if (refused !== null) return err(refused);
    if (table.match !== null && table.match.next !== null)
      return err({
        kind: 'deal-closed',
        message: 'the next deal has been dealt: the record of this deal is closed (its score is carried on)',
      });
    const seq = table.judged.record.events.length;
    if (seq >= this.limits.eventsPerTable)
      return err({
        kind: 'table-full',
        message: `a table holds at most ${this.limits.eventsPerTable} events: this one is full`,
      });
    const noCard = NO_CARD_ACTS.has(event.type);
    if (noCard && table.noCardActs >= this.limits.noCardActsPerTable)
      return err({
        kind: 'table-full',
        message: `a table holds at most ${this.limits.noCardActsPerTable} acts that move no card (${event.type}): call the director`,
      });
    const next = tryAct(table.judged, event);
    if (!next.ok) return err({ kind: next.error.kind, message: next.error.message });
    try {
      await this.store.append(table.id, seq, event);
    } catch (e) {
      if (e instanceof SeqTaken)
        return err({
          kind: 'seq-taken',
          message:
            'another act was recorded at this table first (through another server): look at the table again',
        });
      return err({ kind: 'store-failed', message: `the act was not stored, so not recorded: ${String(e)}` });
    }
    if (table.logs !== null) logsAfter(table.logs, event, table.judged, next.value);
    table.judged = next.value;
    if (next.value.state.phase === 'ended') this.finished(table.id);
    if (noCard) table.noCardActs += 1;
    table.touched = this.now();
    table.views = new Map();
    table.judgements = new Map();
    this.changed(table, seq);
    return ok(seq);
  }

  /**
   * Reads a table's match from the store: the deals before it (each judged from its record) and
   * whether the next has been dealt. A deal that cannot be read is left out and logged.
   */
  private async loadMatch(table: LiveTable): Promise<void> {
    const match = table.match;
    if (match === null) return;
    const settings = match.settings;
    const first = settings?.first ?? table.id;
    const deal = settings?.deal ?? 1;
    const earlier: MatchDeal[] = [];
    for (let k = 1; k < deal; k++) {
      const id = dealId(first, k);
      const done = await this.finishedDealOf(id, k);
      if (done === null)
        this.log({
          event: 'internal-error',
          where: 'match',
          table: table.id,
          error: `deal ${k} (${id}) cannot be read`,
        });
      else earlier.push(done);
    }
    match.earlier = earlier;
    const next = dealId(first, deal + 1);
    if (this.entries.has(next) || (await this.entryElsewhere(next)) !== undefined) match.next = next;
  }

  /** A deal of a match as it scores, from its table (live or stored); null if it cannot be read or has not ended. */
  private async finishedDealOf(id: string, deal: number): Promise<MatchDeal | null> {
    const judged = this.tables.get(id)?.judged ?? (await this.judgedFromStore(id));
    return judged === null ? null : finishedDeal(id, deal, outcomeOf(judged));
  }

  private async judgedFromStore(id: string): Promise<Judged | null> {
    try {
      const stored = await this.store.load(id);
      if (stored === null) return null;
      const checked = checkRecord({ ...(stored.header as Record<string, unknown>), events: stored.events });
      return checked.ok ? checked.value : null;
    } catch {
      return null;
    }
  }

  /** The records of a match's deals up to this table's, in order, as `viewer` may have them. */
  async matchRecords(table: LiveTable): Promise<Judged[]> {
    const match = table.match;
    if (match === null) return [table.judged];
    const first = match.settings?.first ?? table.id;
    const deal = match.settings?.deal ?? 1;
    const out: Judged[] = [];
    for (let k = 1; k < deal; k++) {
      const id = dealId(first, k);
      const judged = this.tables.get(id)?.judged ?? (await this.judgedFromStore(id));
      if (judged !== null) out.push(judged);
    }
    out.push(table.judged);
    return out;
  }

  /**
   * The match as every screen of the table is sent it: the score sheet of the finished deals
   * (this one once it has ended), and whether the next deal may be dealt or has been. Null for
   * contract bridge. Public facts only: no card, no seed.
   */
  matchView(table: LiveTable): MatchView | null {
    const match = table.match;
    if (match === null) return null;
    const deal = match.settings?.deal ?? 1;
    const current = finishedDeal(table.id, deal, outcomeOf(table.judged));
    const deals = current === null ? match.earlier : [...match.earlier, current];
    const sheet = matchSheet(table.judged.record.game, deals);
    if (sheet === null) return null;
    const over = rubberOver(sheet);
    return {
      deal,
      sheet,
      over,
      next: match.next,
      nextAllowed:
        current !== null &&
        table.judged.state.pending === null &&
        !over &&
        match.next === null &&
        deal < this.limits.dealsPerMatch,
      nextDealer: current === null || over ? null : nextDealerAfter(current),
    };
  }

  /**
   * The next deal of a euchre or Auction Bridge table (ADR 0104): once this deal has ended with no
   * decision open and the rubber goes on, a new table with the same links' tokens, the deal
   * passed to the left (or dealt again by the same dealer), dealt from the match's seed, the
   * score carried (euchre's game in progress as its `board.score`). Asked twice, it is dealt
   * once: the second ask is answered with the same table (its id is the match's and the deal's).
   */
  nextDeal(table: LiveTable): Promise<Result<LiveTable, HostError>> {
    table.inFlight += 1;
    const run = table.queue
      .then(() => this.nextDealNow(table))
      .finally(() => {
        table.inFlight -= 1;
      });
    table.queue = run.catch(() => undefined);
    return run;
  }

  private async nextDealNow(table: LiveTable): Promise<Result<LiveTable, HostError>> {
    const match = table.match;
    const game = table.judged.record.game;
    if (match === null)
      return err({
        kind: 'no-next-deal',
        message: `a ${game} table is one board: the next board is played at its own table (a session)`,
      });
    if (match.next !== null) {
      const next = await this.get(match.next);
      if (next !== null) return ok(next);
    }
    const view = this.matchView(table);
    if (view === null || table.judged.state.phase !== 'ended')
      return err({ kind: 'deal-not-over', message: 'the next deal is dealt once this deal has ended' });
    if (table.judged.state.pending !== null)
      return err({
        kind: 'decision-pending',
        message: 'a decision is still open at this deal: the next deal is dealt once it is made',
      });
    if (view.over)
      return err({
        kind: 'rubber-over',
        message: 'the rubber is over: no deal follows (a new table starts a new one)',
      });
    if (view.deal >= this.limits.dealsPerMatch)
      return err({
        kind: 'match-full',
        message: `a match holds at most ${this.limits.dealsPerMatch} deals`,
      });
    const last = view.sheet.deals.at(-1);
    if (last === undefined) return err({ kind: 'deal-not-over', message: 'this deal has not ended' });
    const settings: MatchSettings = match.settings ?? {
      first: table.id,
      deal: 1,
      seed: newSeed(),
      key: newKey(),
    };
    const deal = view.deal + 1;
    const id = dealId(settings.first, deal);
    const score = scoreBefore(view.sheet);
    const fresh = freshRecord({
      game,
      rulebook: table.judged.record.rulebook,
      seed: dealSeed(settings, deal),
      board: deal,
      dealer: nextDealerAfter(last),
      ...(score === undefined ? {} : { score }),
    });
    if (!fresh.ok) return err({ kind: fresh.error.kind, message: fresh.error.message });
    const { events, ...header } = fresh.value.record;
    const nextSettings: TableSettings = { ...table.settings, match: { ...settings, deal } };
    const stored: StoredTable = {
      id,
      header,
      tokens: table.tokens,
      settings: nextSettings,
      created: this.now(),
      events,
    };
    try {
      await this.store.create(stored);
    } catch (e) {
      // Dealt meanwhile through another process (the same id): that table is the next deal.
      const elsewhere = await this.entryElsewhere(id);
      if (elsewhere === undefined)
        return err({ kind: 'store-failed', message: `the next deal could not be stored: ${String(e)}` });
      const dealt = await this.get(id);
      if (dealt === null) return err({ kind: 'store-failed', message: `the next deal ${id} cannot be read` });
      match.next = id;
      this.changed(table, table.judged.record.events.length);
      return ok(dealt);
    }
    this.entries.set(id, {
      id,
      header,
      tokens: table.tokens,
      settings: nextSettings,
      created: stored.created,
    });
    const dealt = this.live(id, table.tokens, fresh.value, nextSettings);
    if (dealt.match !== null) dealt.match.earlier = view.sheet.deals;
    match.next = id;
    this.changed(dealt, 0);
    this.changed(table, table.judged.record.events.length);
    return ok(dealt);
  }

  /** Seats the computer player fills (the director's choice). */
  async setRobots(table: LiveTable, seats: readonly Seat[]): Promise<Result<TableSettings, HostError>> {
    if (!seats.every((s) => isSeat(s)))
      return err({ kind: 'bad-robots', message: 'robots are seats N, E, S, W' });
    const settings: TableSettings = { ...table.settings, robots: SEATS.filter((s) => seats.includes(s)) };
    try {
      await this.store.saveSettings(table.id, settings);
    } catch (e) {
      return err({ kind: 'store-failed', message: String(e) });
    }
    table.settings = settings;
    const entry = this.entries.get(table.id);
    if (entry !== undefined) this.entries.set(table.id, { ...entry, settings });
    table.touched = this.now();
    this.changed(table, table.judged.record.events.length);
    return ok(settings);
  }

  /**
   * Unloads from memory every table nobody is joined to (`inUse`) that has finished, or has been
   * idle for `idleUnloadMs`, with no act in flight and no computer player about to act. It is
   * loaded again, as it was, when next asked for. Returns how many were unloaded.
   */
  sweep(inUse: (id: string) => boolean): number {
    const now = this.now();
    let unloaded = 0;
    for (const [id, table] of this.tables) {
      if (inUse(id) || table.inFlight > 0 || table.robotTimer !== null) continue;
      const finished = table.judged.state.phase === 'ended';
      if (!finished && now - table.touched < this.limits.idleUnloadMs) continue;
      this.tables.delete(id);
      unloaded += 1;
    }
    return unloaded;
  }

  private changed(table: LiveTable, from: number): void {
    // The act is recorded by now: a listener's failure is logged, not the act's.
    for (const listener of this.listeners)
      try {
        listener(table, from);
      } catch (e) {
        this.log({ event: 'internal-error', where: 'broadcast', table: table.id, ...describeError(e) });
      }
    this.scheduleRobot(table);
  }

  private scheduleRobot(table: LiveTable): void {
    if (table.robotTimer !== null || table.settings.robots.length === 0) return;
    if (this.robotEvent(table) === null) return;
    table.robotTimer = setTimeout(() => {
      table.robotTimer = null;
      const event = this.robotEvent(table);
      if (event !== null)
        this.act(table, 'director', event, { rejudge: false }).catch((e: unknown) => {
          this.log({ event: 'internal-error', where: 'robot', table: table.id, ...describeError(e) });
        });
    }, this.robotDelay);
  }

  /** The computer player's next act, or null — also when choosing it fails (a bug: logged). */
  private robotEvent(table: LiveTable): ReturnType<typeof robotAct> {
    try {
      return robotAct(table.judged, new Set(table.settings.robots), this.random);
    } catch (e) {
      this.log({ event: 'internal-error', where: 'robot', table: table.id, ...describeError(e) });
      return null;
    }
  }

  /** Stops the computer players' timers and stops listening to other processes (before closing the store). */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    for (const table of this.tables.values()) {
      if (table.robotTimer !== null) clearTimeout(table.robotTimer);
      table.robotTimer = null;
    }
  }
}
