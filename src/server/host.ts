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
 * Errors are data (`HostError` with a `kind`); nothing here throws on bad input.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '../core/result.js';
import { isSeat, SEATS, type Seat } from '../core/seat.js';
import {
  checkEvent,
  checkRecord,
  type EngineError,
  type FreshOptions,
  freshRecord,
  type Judged,
  type Judgement,
  judge,
  judgementIn,
  type Lang,
  notYours,
  prefix,
  robotAct,
  type TableView,
  tryAct,
  type Viewer,
  viewOf,
} from './engine.js';
import { describeError, type Log, stderrLog } from './log.js';
import type { StoredTable, TableSettings, TableStore, TableTokens } from './store.js';

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
  robotTimer: NodeJS.Timeout | null;
  /** Views already computed for the current log, by viewer and language. */
  views: Map<string, CachedView>;
  /** Judgements of the current log, by language (the same for every viewer). */
  judgements: Map<Lang, Judgement>;
};

export type CreateSpec =
  | ({ readonly kind: 'fresh' } & FreshOptions & { readonly robots?: readonly Seat[] })
  | { readonly kind: 'record'; readonly record: unknown; readonly robots?: readonly Seat[] };

export type HostOptions = {
  /** Milliseconds the computer player waits before each act (0 in tests). */
  readonly robotDelay?: number;
  /** The computer player's randomness (a seeded function in tests). */
  readonly random?: () => number;
  /** Where the server's own failures are logged (standard error by default). */
  readonly log?: Log;
};

const token = (): string => randomBytes(18).toString('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export class TableHost {
  private readonly tables = new Map<string, LiveTable>();
  private readonly listeners = new Set<Listener>();
  private readonly robotDelay: number;
  private readonly random: () => number;
  /**
   * Tables quarantined: their stored log does not replay (a refusal after an engine change, or a
   * bug that throws). Kept in the store untouched, reported in the log, answered with
   * `table-quarantined`; the other tables keep running (ADR 0072).
   */
  private readonly quarantine = new Map<
    string,
    { readonly error: EngineError; readonly tokens: TableTokens }
  >();
  readonly log: Log;

  constructor(
    readonly store: TableStore,
    options: HostOptions = {},
  ) {
    this.robotDelay = options.robotDelay ?? 400;
    this.random = options.random ?? Math.random;
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

  /** Loads every stored table: each resumes exactly where its log ends, or is quarantined. */
  async load(): Promise<void> {
    for (const stored of await this.store.loadAll()) this.resume(stored);
  }

  /**
   * One stored table made live again, or quarantined if its log does not replay — whether the
   * engine refuses an event or throws (a bug): one table's log never stops the others loading.
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
      this.quarantine.set(stored.id, { error: checked.error, tokens: stored.tokens });
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

  /** The tables quarantined, with why (for the operator; the log has the same). */
  quarantined(): readonly { readonly id: string; readonly error: EngineError }[] {
    return [...this.quarantine].map(([id, q]) => ({ id, error: q.error }));
  }

  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get size(): number {
    return this.tables.size;
  }

  table(id: string): LiveTable | undefined {
    return this.tables.get(id);
  }

  ids(): string[] {
    return [...this.tables.keys()];
  }

  /** Creates a table from a fresh seeded deal or from a record; durable when resolved. */
  async create(spec: CreateSpec): Promise<Result<LiveTable, HostError>> {
    const judged = spec.kind === 'fresh' ? freshRecord(spec) : checkRecord(spec.record);
    if (!judged.ok) return err({ kind: judged.error.kind, message: judged.error.message });
    const robots = spec.robots ?? [];
    if (!robots.every((s) => isSeat(s)))
      return err({ kind: 'bad-robots', message: 'robots are seats N, E, S, W' });
    const id = randomBytes(6).toString('base64url');
    const tokens: TableTokens = { director: token(), N: token(), E: token(), S: token(), W: token() };
    const { events, ...header } = judged.value.record;
    const stored: StoredTable = { id, header, tokens, settings: { robots }, created: Date.now(), events };
    try {
      await this.store.create(stored);
    } catch (e) {
      return err({ kind: 'store-failed', message: `the table could not be stored: ${String(e)}` });
    }
    const table = this.live(id, tokens, judged.value, { robots });
    this.changed(table, 0);
    return ok(table);
  }

  private live(id: string, tokens: TableTokens, judged: Judged, settings: TableSettings): LiveTable {
    const table: LiveTable = {
      id,
      tokens,
      judged,
      settings,
      queue: Promise.resolve(),
      robotTimer: null,
      views: new Map(),
      judgements: new Map(),
    };
    this.tables.set(id, table);
    return table;
  }

  /** Who a token belongs to at a table, or an error for an unknown table or a token not its own. */
  viewerOf(id: string, tok: string): Result<{ table: LiveTable; viewer: Viewer }, HostError> {
    const table = this.tables.get(id);
    // A quarantined table is named as such only to its own links: to others it is as unknown.
    const quarantined = this.quarantine.get(id);
    if (
      table === undefined &&
      quarantined !== undefined &&
      (['director', ...SEATS] as const).some((v) => sameToken(quarantined.tokens[v], tok))
    )
      return err({
        kind: 'table-quarantined',
        message: `table "${id}" cannot be served: its stored log does not replay (the server's log says why)`,
      });
    if (table === undefined) return err({ kind: 'unknown-table', message: `there is no table "${id}"` });
    for (const viewer of ['director', ...SEATS] as const)
      if (sameToken(table.tokens[viewer], tok)) return ok({ table, viewer });
    return err({ kind: 'bad-token', message: 'this link is not valid for this table' });
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

  /** The view after the first `step` events (step-through replay), for the same viewer. */
  replayView(table: LiveTable, viewer: Viewer, lang: Lang, step: number): Result<TableView, HostError> {
    const n = Math.max(0, Math.min(step, table.judged.record.events.length));
    const judged = judge(prefix(table.judged.record, n));
    if (!judged.ok) return err({ kind: judged.error.kind, message: judged.error.message });
    return ok(viewOf(judged.value, viewer, lang));
  }

  /**
   * An act sent by `viewer`: checked, judged, stored (durably), then announced. Resolves with
   * the sequence number the act took, or the reason it was not recorded (nothing changed).
   */
  act(table: LiveTable, viewer: Viewer, event: unknown): Promise<Result<number, HostError>> {
    const run = table.queue.then(() => this.actNow(table, viewer, event));
    table.queue = run.catch(() => undefined);
    return run;
  }

  private async actNow(table: LiveTable, viewer: Viewer, raw: unknown): Promise<Result<number, HostError>> {
    const event = checkEvent(table.judged.record, raw);
    if (!event.ok) return err({ kind: event.error.kind, message: event.error.message });
    const refused = notYours(table.judged.state, viewer, event.value);
    if (refused !== null) return err(refused);
    const next = tryAct(table.judged, event.value);
    if (!next.ok) return err({ kind: next.error.kind, message: next.error.message });
    const seq = table.judged.record.events.length;
    try {
      await this.store.append(table.id, seq, event.value);
    } catch (e) {
      return err({ kind: 'store-failed', message: `the act was not stored, so not recorded: ${String(e)}` });
    }
    table.judged = next.value;
    table.views = new Map();
    table.judgements = new Map();
    this.changed(table, seq);
    return ok(seq);
  }

  /** Seats the computer player fills (the director's choice). */
  async setRobots(table: LiveTable, seats: readonly Seat[]): Promise<Result<TableSettings, HostError>> {
    if (!seats.every((s) => isSeat(s)))
      return err({ kind: 'bad-robots', message: 'robots are seats N, E, S, W' });
    const settings: TableSettings = { robots: SEATS.filter((s) => seats.includes(s)) };
    try {
      await this.store.saveSettings(table.id, settings);
    } catch (e) {
      return err({ kind: 'store-failed', message: String(e) });
    }
    table.settings = settings;
    this.changed(table, table.judged.record.events.length);
    return ok(settings);
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
        this.act(table, 'director', event).catch((e: unknown) => {
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

  /** Stops the computer players' timers (before closing the store). */
  stop(): void {
    for (const table of this.tables.values()) {
      if (table.robotTimer !== null) clearTimeout(table.robotTimer);
      table.robotTimer = null;
    }
  }
}
