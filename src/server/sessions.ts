/**
 * Club sessions at the table server: a movement's tables and boards created as tables of the
 * host, kept in the store (so a restart resumes them), the director's room (every table, those
 * calling the director first, oldest first), and the results scored from the tables' own
 * judgements with every ruling in them (src/session).
 *
 * Deals come from the hand record given, or from the operating system's cryptographic random
 * source — never from a seed a player could know or replay. A board's results (double-dummy
 * table, par, traveller) are given to the public link only once every table that plays the
 * board has finished it; the director's link sees them at once, marked provisional.
 *
 * Errors are data; nothing here throws on bad input.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Card, RANKS, SUITS } from '../core/card.js';
import { dealEquals, dealFromPbn, makeDeal, validateDeal } from '../core/deal.js';
import { err, ok, type Result } from '../core/result.js';
import { bySeat, type Seat } from '../core/seat.js';
import { readAllBoards } from '../notation/pbn/game.js';
import { parsePbn } from '../notation/pbn/parse.js';
import { fouledGroups } from '../session/fouled.js';
import { resultFromJudged } from '../session/from-record.js';
import { resultsPage } from '../session/html.js';
import { buildMovement, MOVEMENT_KINDS, type MovementKind } from '../session/movement.js';
import { type HandRecordBoard, type SessionPlan, sessionPlan } from '../session/plan.js';
import { isProfileName, PROFILES, type ProfileName } from '../session/profiles.js';
import { sessionJson } from '../session/report.js';
import type { BoardResults, Penalty, Results, Rulebook, TableResult } from '../session/results.js';
import { type Method, type SessionScore, scoreSession } from '../session/scoring.js';
import { type Judged, judgementIn } from './engine.js';
import type { LiveTable, TableHost } from './host.js';
import { type Following, followerOf, following } from './session-follow.js';
import { inOrder, type LoggedRuling, tableRulings } from './session-log.js';

export const SESSION_FORMAT = 'tablelaw-session/1';

/** Procedural penalties a session keeps (each is stored with the whole session: bounded). */
const MAX_PENALTIES = 500;
/** Tables a session may set again with the cards as found (Law 87): each makes a table of the host. */
const MAX_FOUND = 100;

/** A Law 90 penalty as the session keeps it: with when the director gave it. */
export type GivenPenalty = Penalty & { readonly time?: string };

/**
 * The director's decision on a board the session found fouled (Law 87): `confirmed` — each form of
 * the board is scored as its own group (87B); `set-aside` — the board is found not fouled (87A)
 * and scored as one. The groups are those found when he decided.
 */
export type FouledDecision = {
  readonly board: number;
  readonly decision: 'confirmed' | 'set-aside';
  readonly groups: number;
  readonly time: string;
};

/** A board found fouled (Law 87): its groups as found (the cards moved), and the director's decision. */
export type FouledBoard = {
  readonly board: number;
  readonly groups: readonly {
    readonly group: number;
    readonly moved: string;
    readonly tables: readonly { readonly round: number | null; readonly table: number | null }[];
  }[];
  readonly decision: 'pending' | 'confirmed' | 'set-aside';
};

/** A table set again with the cards found at it (Law 87): the host's table it replaced. */
export type FoundDeal = {
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly replaced: string;
  readonly time: string;
};

export type SessionTable = {
  readonly round: number;
  readonly table: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  /** The host's table id. */
  readonly id: string;
};

export type StoredSession = {
  readonly format: typeof SESSION_FORMAT;
  readonly id: string;
  /** The director's token (the room, every table's director link, the results as they stand). */
  readonly token: string;
  /** The public results link's token: boards appear once every table has finished them. */
  readonly publicToken: string;
  readonly created: number;
  readonly event: string | null;
  readonly rulebook: Rulebook;
  readonly profile: ProfileName;
  readonly method: Method;
  /** Where the deals came from: the hand record, or the cryptographic random source. */
  readonly deals: 'hand-record' | 'random';
  readonly plan: SessionPlan;
  readonly boards: readonly { readonly board: number; readonly deal: string }[];
  readonly tables: readonly SessionTable[];
  /** Law 90 procedural penalties the director gave, in order (absent in sessions stored before them). */
  readonly penalties?: readonly GivenPenalty[];
  /** Law 87: the director's decision on each board found fouled (the last one per board). */
  readonly fouled?: readonly FouledDecision[];
  /** Law 87: tables set again with the cards found at them, in order. */
  readonly found?: readonly FoundDeal[];
};

export type SessionSpec = {
  readonly tables: number;
  readonly movement: MovementKind;
  readonly boardsPerRound: number | null;
  /** The number of boards in play (instead of boards a round): a multiple of the movement's sets. */
  readonly boards: number | null;
  /** Mitchell: the pairs of the last round play the other direction's cards (one ranking). */
  readonly arrowSwitch: boolean;
  /** A PBN hand record's text, or null for random deals. */
  readonly handRecord: string | null;
  readonly rulebook: Rulebook;
  readonly profile: ProfileName;
  readonly method: Method;
  readonly event: string | null;
};

export type SessionError = { readonly kind: string; readonly message: string };

const token = (): string => randomBytes(18).toString('base64url');

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A deal from the cryptographic random source (Fisher–Yates with `crypto.randomInt`). */
export function cryptoDeal(dealer: Seat): string {
  const pack: Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));
  for (let i = pack.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [pack[i], pack[j]] = [pack[j] as Card, pack[i] as Card];
  }
  const order: Seat[] = ['N', 'E', 'S', 'W'];
  const setup = {
    first: dealer,
    hands: bySeat((s) => pack.slice(order.indexOf(s) * 13, order.indexOf(s) * 13 + 13)),
  };
  const deal = validateDeal(setup);
  if (!deal.ok) throw new Error('a shuffled pack is not a deal (a bug)');
  return makeDeal(deal.value, dealer);
}

/** What a viewer may do with a session: the director's link, or the public results link. */
export type SessionViewer = 'director' | 'public';

export type RoomTable = SessionTable & {
  readonly phase: string;
  /** Tricks played (complete). */
  readonly trick: number;
  /** Calls made. */
  readonly calls: number;
  /** Since when (ms) the table has called the director, or null. */
  readonly calling: number | null;
  readonly why: string | null;
  readonly links: { readonly director: string };
};

export class SessionHost {
  private readonly sessions = new Map<string, StoredSession>();
  /** Since when each table has been calling the director (the host's clock, this process). */
  private readonly calling = new Map<string, number>();
  /** Each session's changes in progress (the director's rulings), one after another. */
  private readonly changes = new Map<string, Promise<void>>();
  /** The session and position of each of its tables. */
  private readonly byTable = new Map<string, { session: string; table: SessionTable }>();

  constructor(
    private readonly host: TableHost,
    private readonly links: (table: LiveTable) => Readonly<Record<'director' | Seat, string>>,
    private readonly now: () => number = Date.now,
  ) {
    host.onChange((table) => {
      if (this.byTable.has(table.id)) this.watch(table);
    });
  }

  /** Reads the stored sessions (after a restart: the room and results as they were). */
  async load(): Promise<void> {
    for (const { id, body } of await this.host.store.loadSessions()) {
      const s = body as StoredSession;
      if (s?.format !== SESSION_FORMAT) continue;
      if (id === s.id) this.remember(s);
    }
  }

  private remember(s: StoredSession): void {
    this.sessions.set(s.id, s);
    for (const t of s.tables) this.byTable.set(t.id, { session: s.id, table: t });
  }

  /** Whether the table calls the director: a decision that is the director's, or an `attention` not yet answered. */
  private callOf(table: LiveTable): string | null {
    const judgement = judgementIn(table.judged, 'en');
    if (judgement.pending?.chooser.includes('director')) return "a decision is the director's";
    const events = table.judged.record.events;
    const last = events[events.length - 1] as { type?: string } | undefined;
    if (last?.type === 'attention') return 'attention drawn to an irregularity';
    return null;
  }

  private watch(table: LiveTable): void {
    const why = this.callOf(table);
    if (why === null) this.calling.delete(table.id);
    else if (!this.calling.has(table.id)) this.calling.set(table.id, this.now());
  }

  /** Creates the session: its plan, deals and every table of every round; stored when resolved. */
  async create(spec: SessionSpec, maxTables: number): Promise<Result<StoredSession, SessionError>> {
    const movement = buildMovement(spec.movement, spec.tables, { arrowSwitch: spec.arrowSwitch });
    if (!movement.ok) return err({ kind: 'bad-session', message: movement.error.message });
    let perRound = spec.boardsPerRound;
    if (spec.boards !== null) {
      const sets = movement.value.sets;
      if (spec.boards % sets !== 0 || spec.boards / sets > 8)
        return err({
          kind: 'bad-session',
          message: `${spec.boards} boards do not share among the ${sets} sets of this movement: give a multiple of ${sets}, at most ${8 * sets}`,
        });
      perRound = spec.boards / sets;
    }
    let handRecord: HandRecordBoard[] | null = null;
    const given = new Map<number, string>();
    if (spec.handRecord !== null) {
      const pbn = parsePbn(spec.handRecord);
      if (!pbn.ok)
        return err({ kind: 'bad-hand-record', message: `the hand record does not read: ${pbn.error.kind}` });
      const boards = readAllBoards(pbn.value);
      if (!boards.ok)
        return err({
          kind: 'bad-hand-record',
          message: `the hand record does not read: ${boards.error.kind}`,
        });
      handRecord = [];
      for (const b of boards.value) {
        if (b.board === null) continue;
        handRecord.push({
          number: b.board,
          dealer: b.dealer,
          vulnerable: b.vulnerable,
          hasDeal: b.deal !== null,
        });
        if (b.deal !== null) given.set(b.board, makeDeal(b.deal, b.dealer ?? 'N'));
      }
    }
    const plan = sessionPlan(movement.value, handRecord, perRound);
    if (!plan.ok) return err({ kind: 'bad-session', message: plan.error.message });
    // Every table of every round is made at once: bounded before any is made.
    const count = plan.value.rounds.reduce(
      (n, r) => n + r.tables.reduce((m, t) => m + t.boards.length, 0),
      0,
    );
    if (count > maxTables)
      return err({
        kind: 'session-too-large',
        message: `this session would make ${count} tables; a session makes at most ${maxTables} (fewer rounds or boards a round)`,
      });
    const boards = plan.value.boards.map((b) => ({
      board: b.board,
      deal: given.get(b.board) ?? cryptoDeal(b.dealer),
    }));
    if (spec.handRecord !== null && boards.some((b) => !given.has(b.board)))
      return err({
        kind: 'bad-hand-record',
        message: 'the hand record lacks the deal of a board the movement plays',
      });
    const tables: SessionTable[] = [];
    for (const round of plan.value.rounds)
      for (const seat of round.tables)
        for (const board of seat.boards) {
          const info = plan.value.boards.find((b) => b.board === board);
          const deal = boards.find((b) => b.board === board)?.deal;
          if (info === undefined || deal === undefined)
            return err({ kind: 'bad-session', message: `board ${board} is not in the plan` });
          const created = await this.host.create({
            kind: 'record',
            record: {
              format: 'tablelaw/1',
              game: 'contract-bridge',
              rulebook: spec.rulebook,
              board: { number: board, dealer: info.dealer, vulnerable: info.vulnerable, deal },
              events: [],
            },
          });
          if (!created.ok) return err({ kind: created.error.kind, message: created.error.message });
          tables.push({
            round: round.round,
            table: seat.table,
            board,
            ns: seat.ns,
            ew: seat.ew,
            id: created.value.id,
          });
        }
    const session: StoredSession = {
      format: SESSION_FORMAT,
      id: randomBytes(6).toString('base64url'),
      token: token(),
      publicToken: token(),
      created: this.now(),
      event: spec.event,
      rulebook: spec.rulebook,
      profile: spec.profile,
      method: spec.method,
      deals: spec.handRecord === null ? 'random' : 'hand-record',
      plan: plan.value,
      boards,
      tables,
    };
    try {
      await this.host.store.saveSession(session.id, session);
    } catch (e) {
      return err({ kind: 'store-failed', message: `the session could not be stored: ${String(e)}` });
    }
    this.remember(session);
    return ok(session);
  }

  /** Each table of each round with its board and its four seats' links (the creator hands them out). */
  async seatLinks(
    session: StoredSession,
  ): Promise<
    { round: number; table: number; board: number; ns: string; ew: string; links: Record<string, string> }[]
  > {
    const out = [];
    for (const t of session.tables) {
      const live = await this.host.get(t.id);
      if (live === null) continue;
      const { director: _, ...seats } = this.links(live);
      out.push({ round: t.round, table: t.table, board: t.board, ns: t.ns, ew: t.ew, links: seats });
    }
    return out;
  }

  /** Who a token is at a session (the same answer for an unknown session and a wrong token). */
  viewerOf(id: string, tok: string): Result<{ session: StoredSession; viewer: SessionViewer }, SessionError> {
    const s = this.sessions.get(id);
    const none = { kind: 'bad-link', message: 'no session has this id and token (check the link)' };
    if (s === undefined) return err(none);
    if (sameToken(s.token, tok)) return ok({ session: s, viewer: 'director' });
    if (sameToken(s.publicToken, tok)) return ok({ session: s, viewer: 'public' });
    return err(none);
  }

  /**
   * A physical table's follower (ADR 0109): the board the table plays now and the follower's
   * token at it; the same refusal for an unknown session, table or token.
   */
  async follow(id: string, n: number, tok: string): Promise<Result<Following, SessionError>> {
    const who = followerOf(this.sessions.get(id), n, tok);
    if (!who.ok) return who;
    return following(who.value.session, n, who.value.seat, (table) => this.host.get(table));
  }

  /** The director's room: every table of the session, those calling first (oldest first). */
  async room(session: StoredSession): Promise<RoomTable[]> {
    const out: RoomTable[] = [];
    for (const t of session.tables) {
      const live = await this.host.get(t.id);
      if (live === null) continue;
      this.watch(live);
      const state = live.judged.state;
      const since = this.calling.get(t.id) ?? null;
      out.push({
        ...t,
        phase: state.phase,
        trick: state.tricks.filter((k) => k.winner !== null).length,
        calls: state.auction?.calls.length ?? 0,
        calling: since,
        why: since === null ? null : this.callOf(live),
        links: { director: this.links(live).director },
      });
    }
    return out.sort((a, b) => {
      if ((a.calling === null) !== (b.calling === null)) return a.calling === null ? 1 : -1;
      if (a.calling !== null && b.calling !== null && a.calling !== b.calling) return a.calling - b.calling;
      return a.round - b.round || a.table - b.table || a.board - b.board;
    });
  }

  /**
   * The session's results from the tables' judgements. The public link sees a board only once
   * every table playing it has finished it; the director sees every finished result.
   */
  async results(
    session: StoredSession,
    viewer: SessionViewer,
  ): Promise<{ results: Results; pending: number[] }> {
    const boards: BoardResults[] = [];
    const pending: number[] = [];
    for (const b of session.plan.boards) {
      const at = session.tables.filter((t) => t.board === b.board);
      const results: TableResult[] = [];
      let unfinished = 0;
      for (const t of at) {
        const live = await this.host.get(t.id);
        if (live === null || live.judged.state.phase !== 'ended') {
          unfinished++;
          continue;
        }
        const r = resultFromJudged(judgedOf(live.judged), {
          ns: t.ns,
          ew: t.ew,
          table: t.table,
          round: t.round,
        });
        if (r.ok) results.push(r.value);
        else unfinished++;
      }
      if (unfinished > 0) pending.push(b.board);
      if (viewer === 'public' && unfinished > 0) continue;
      if (results.length === 0) continue;
      boards.push({
        board: b.board,
        dealer: b.dealer,
        vulnerable: b.vulnerable,
        deal: session.boards.find((d) => d.board === b.board)?.deal ?? null,
        // Law 87A: a board the director set aside is scored as one, whatever the deals say.
        fouled: decisionOn(session, b.board)?.decision === 'set-aside' ? false : null,
        results,
      });
    }
    return {
      results: {
        boards,
        penalties: session.penalties ?? [],
        movement: session.plan.movement,
        // A Mitchell with the arrow switch is one field (the plan says so).
        field: session.plan.field,
        teams: null,
        rulebook: session.rulebook,
        event: session.event,
      },
      pending,
    };
  }

  /** The results scored by the session's method and profile, and the boards still in play. */
  private async scored(
    session: StoredSession,
    viewer: SessionViewer,
  ): Promise<Result<{ results: Results; score: SessionScore; pending: number[] }, SessionError>> {
    const { results, pending } = await this.results(session, viewer);
    const score = scoreSession(results, session.method, PROFILES[session.profile]);
    if (!score.ok)
      return err({
        kind: score.error.kind,
        message: 'message' in score.error ? score.error.message : score.error.kind,
      });
    return ok({ results, score: score.value, pending });
  }

  /** The results as JSON (`tablelaw session results --json`'s shape) with the boards still in play. */
  async resultsJson(session: StoredSession, viewer: SessionViewer): Promise<Result<unknown, SessionError>> {
    const scored = await this.scored(session, viewer);
    if (!scored.ok) return scored;
    const { score, pending } = scored.value;
    const law87 = await this.fouledBoards(session, viewer);
    return ok({
      ...sessionJson(score),
      ...(law87.length === 0 ? {} : { law87 }),
      // A board found fouled waits for the director's Law 87 decision: the results are provisional.
      provisional: pending.length > 0 || law87.some((f) => f.decision === 'pending'),
      inPlay: pending,
    });
  }

  /**
   * Law 87: each board the session finds fouled (its tables' deals differ from the hand record),
   * with the groups as found and the director's decision (`pending` until he gives one); the
   * public link, as for results, sees a board once every table has finished it.
   */
  async fouledBoards(session: StoredSession, viewer: SessionViewer): Promise<FouledBoard[]> {
    const { results } = await this.results(session, viewer);
    const out: FouledBoard[] = [];
    for (const b of results.boards) {
      const groups = fouledGroups({ ...b, fouled: null });
      if (groups === null) continue;
      out.push({
        board: b.board,
        groups: groups.map((g) => ({
          group: g.group,
          moved:
            g.group === 0
              ? 'hand record'
              : g.rotated !== null
                ? `rotated: each hand ${g.rotated} seat${g.rotated === 1 ? '' : 's'} clockwise`
                : g.moved.map((m) => `${m.card} ${m.from}→${m.to}`).join(', '),
          tables: g.results.map((i) => ({
            round: b.results[i]?.round ?? null,
            table: b.results[i]?.table ?? null,
          })),
        })),
        decision: decisionOn(session, b.board)?.decision ?? 'pending',
      });
    }
    return out;
  }

  /**
   * Law 87: the director confirms a board the session found fouled (each form scored as its own
   * group, 87B) or sets it aside (found not fouled, 87A: one group). Only a board found fouled
   * (its groups as found now); a later decision on the same board replaces the earlier.
   */
  decideFouled(session: StoredSession, body: unknown): Promise<Result<FouledDecision, SessionError>> {
    return this.serial(session, (current) => this.decideFouledNow(current, body));
  }

  private async decideFouledNow(
    session: StoredSession,
    body: unknown,
  ): Promise<Result<FouledDecision, SessionError>> {
    const bad = (message: string) => err({ kind: 'bad-fouled', message });
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return bad('a Law 87 decision is a JSON object: { "board", "decision": "confirm" or "set-aside" }');
    const b = body as Record<string, unknown>;
    const extra = Object.keys(b).find((k) => k !== 'board' && k !== 'decision');
    if (extra !== undefined) return bad(`"${extra.slice(0, 40)}" is not a key of a Law 87 decision`);
    const board = b['board'];
    if (typeof board !== 'number' || !session.plan.boards.some((x) => x.board === board))
      return bad('"board" is a board of the session');
    const decision = b['decision'];
    if (decision !== 'confirm' && decision !== 'set-aside')
      return bad(
        '"decision" is "confirm" (each form scored as its own group, Law 87B) or "set-aside" (Law 87A)',
      );
    const found = (await this.fouledBoards(session, 'director')).find((f) => f.board === board);
    if (found === undefined)
      return bad(
        `board ${board} is not found fouled: every table that finished it held the cards of the hand record`,
      );
    const given: FouledDecision = {
      board,
      decision: decision === 'confirm' ? 'confirmed' : 'set-aside',
      groups: found.groups.length,
      time: new Date(this.now()).toISOString(),
    };
    const updated: StoredSession = {
      ...session,
      fouled: [...(session.fouled ?? []).filter((f) => f.board !== board), given],
    };
    const stored = await this.store(updated, 'the decision');
    if (!stored.ok) return stored;
    return ok(given);
  }

  /**
   * Law 87: the cards as found at a table of the session differ from the hand record (a card in
   * the wrong pocket, a board turned round). The director sets the table again with them: a new
   * table of the host with the same board and the acts recorded so far (they must fit the cards
   * found), its own links; the session's table is it from now on, and the board is then found
   * fouled. Only the director; at most MAX_FOUND a session.
   */
  setFound(
    session: StoredSession,
    body: unknown,
  ): Promise<Result<{ table: SessionTable; links: Record<string, string> }, SessionError>> {
    return this.serial(session, (current) => this.setFoundNow(current, body));
  }

  private async setFoundNow(
    session: StoredSession,
    body: unknown,
  ): Promise<Result<{ table: SessionTable; links: Record<string, string> }, SessionError>> {
    const bad = (message: string) => err({ kind: 'bad-found', message });
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      return bad('the cards as found are a JSON object: { "round", "table", "board", "deal" }');
    const b = body as Record<string, unknown>;
    const extra = Object.keys(b).find((k) => !['round', 'table', 'board', 'deal'].includes(k));
    if (extra !== undefined) return bad(`"${extra.slice(0, 40)}" is not a key of the cards as found`);
    const at = session.tables.find(
      (t) => t.round === b['round'] && t.table === b['table'] && t.board === b['board'],
    );
    if (at === undefined) return bad('"round", "table" and "board" name a table of the session in a round');
    const text = b['deal'];
    if (typeof text !== 'string' || text.length > 200)
      return bad('"deal" is the cards found, as a PBN deal (N:AKQ.… four hands)');
    const deal = dealFromPbn(text);
    if (!deal.ok) return bad(`"deal" does not read as a whole deal: ${deal.error.kind}`);
    if ((session.found ?? []).length >= MAX_FOUND)
      return bad(`a session sets at most ${MAX_FOUND} tables again with the cards as found`);
    const live = await this.host.get(at.id);
    if (live === null) return bad('that table is not in the store');
    const record = live.judged.record;
    const current = dealFromPbn(record.board.deal);
    if (current.ok && dealEquals(current.value, deal.value))
      return bad('these are the cards the table holds already');
    const created = await this.host.create({
      kind: 'record',
      record: {
        ...record,
        board: { ...record.board, deal: makeDeal(deal.value, record.board.dealer) },
      },
    });
    if (!created.ok)
      return bad(`the acts recorded at the table do not fit the cards as found: ${created.error.message}`);
    const moved: SessionTable = { ...at, id: created.value.id };
    const updated: StoredSession = {
      ...session,
      tables: session.tables.map((t) => (t.id === at.id ? moved : t)),
      found: [
        ...(session.found ?? []),
        {
          round: at.round,
          table: at.table,
          board: at.board,
          replaced: at.id,
          time: new Date(this.now()).toISOString(),
        },
      ],
    };
    const stored = await this.store(updated, 'the cards as found');
    if (!stored.ok) return stored;
    this.byTable.delete(at.id);
    this.calling.delete(at.id);
    return ok({ table: moved, links: this.links(created.value) });
  }

  /**
   * Runs a change of the session after every change already asked for, on the session as they
   * left it: two rulings given at once are both kept (neither overwrites the other).
   */
  private serial<T>(session: StoredSession, run: (current: StoredSession) => Promise<T>): Promise<T> {
    const before = this.changes.get(session.id) ?? Promise.resolve();
    const next = before.then(() => run(this.sessions.get(session.id) ?? session));
    const settled = next.then(
      () => undefined,
      () => undefined,
    );
    this.changes.set(session.id, settled);
    void settled.then(() => {
      if (this.changes.get(session.id) === settled) this.changes.delete(session.id);
    });
    return next;
  }

  /** Stores the session as updated and keeps it. */
  private async store(updated: StoredSession, what: string): Promise<Result<null, SessionError>> {
    try {
      await this.host.store.saveSession(updated.id, updated);
    } catch (e) {
      return err({ kind: 'store-failed', message: `${what} could not be stored: ${String(e)}` });
    }
    this.remember(updated);
    return ok(null);
  }

  /** The results page (HTML); the boards in play named as such. */
  async resultsHtml(session: StoredSession, viewer: SessionViewer): Promise<Result<string, SessionError>> {
    const scored = await this.scored(session, viewer);
    if (!scored.ok) return scored;
    const { results, score, pending } = scored.value;
    const undecided = (await this.fouledBoards(session, viewer))
      .filter((f) => f.decision === 'pending')
      .map((f) => f.board);
    const why = [
      ...(pending.length > 0 ? [`boards in play: ${pending.join(', ')}`] : []),
      ...(undecided.length > 0 ? [`fouled, the director to decide (Law 87): ${undecided.join(', ')}`] : []),
    ];
    const title = `${session.event ?? 'Club session'}${why.length > 0 ? ` — provisional (${why.join('; ')})` : ''}`;
    return ok(resultsPage(results, score, { title, timeLimitMs: 2000 }));
  }

  /**
   * Law 90: a procedural penalty the director gives a pair on a board — a fraction of a top
   * (matchpoints), IMPs or total points, as the session is scored; stored with the session, then in
   * the pair's score and the ranking.
   */
  penalise(session: StoredSession, body: unknown): Promise<Result<Penalty, SessionError>> {
    return this.serial(session, (current) => this.penaliseNow(current, body));
  }

  private async penaliseNow(session: StoredSession, body: unknown): Promise<Result<Penalty, SessionError>> {
    const bad = (message: string) => err({ kind: 'bad-penalty', message });
    if (typeof body !== 'object' || body === null) return bad('a penalty is a JSON object');
    const b = body as Record<string, unknown>;
    const board = b['board'];
    if (typeof board !== 'number' || !session.plan.boards.some((x) => x.board === board))
      return bad('"board" is a board of the session');
    const pair = b['pair'];
    if (
      typeof pair !== 'string' ||
      !session.tables.some((t) => t.board === board && (t.ns === pair || t.ew === pair))
    )
      return bad('"pair" is a pair that plays the board');
    const amount = b['amount'];
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 1000)
      return bad('"amount" is a positive number: a fraction of a top (matchpoints), IMPs or points');
    if (session.method === 'mp' && amount > 1)
      return bad('under matchpoints "amount" is a fraction of a top (at most 1)');
    const reason = b['reason'];
    if (typeof reason !== 'string' || reason.trim() === '' || reason.length > 500)
      return bad('"reason" says why (text)');
    if ((session.penalties ?? []).length >= MAX_PENALTIES)
      return bad(`a session holds at most ${MAX_PENALTIES} procedural penalties`);
    const unit = session.method === 'mp' ? 'fraction' : session.method === 'total' ? 'totalPoints' : 'imps';
    const penalty: Penalty = {
      board,
      pair,
      direction: null,
      fraction: unit === 'fraction' ? amount : null,
      imps: unit === 'imps' ? amount : null,
      totalPoints: unit === 'totalPoints' ? amount : null,
      law: 'Law 90',
      reason: reason.trim(),
    };
    const given: GivenPenalty = { ...penalty, time: new Date(this.now()).toISOString() };
    const updated: StoredSession = { ...session, penalties: [...(session.penalties ?? []), given] };
    const stored = await this.store(updated, 'the penalty');
    if (!stored.ok) return stored;
    return ok(penalty);
  }

  /**
   * The session's ruling log, by whom and when (src/server/session-log.ts): each table's rulings
   * and irregularities, the director's Law 90 penalties and Law 87 decisions; oldest first.
   */
  async rulings(session: StoredSession): Promise<LoggedRuling[]> {
    const out: LoggedRuling[] = [];
    for (const t of session.tables) {
      const live = await this.host.get(t.id);
      if (live === null) continue;
      out.push(...tableRulings({ round: t.round, table: t.table, board: t.board }, live.judged));
    }
    for (const p of session.penalties ?? []) {
      const at = session.tables.find((t) => t.board === p.board && (t.ns === p.pair || t.ew === p.pair));
      const amount =
        p.fraction !== null
          ? `${p.fraction} of a top`
          : p.imps !== null
            ? `${p.imps} IMP${p.imps === 1 ? '' : 's'}`
            : `${p.totalPoints ?? 0} points`;
      out.push({
        round: at?.round ?? 0,
        table: at?.table ?? 0,
        board: p.board,
        kind: 'penalty',
        seq: null,
        irregularity: null,
        provision: '90',
        title: 'Procedural penalty',
        laws: [p.law],
        decision: `pair ${p.pair}: ${amount} off (${p.reason})`,
        by: 'director',
        time: p.time ?? null,
        status: 'in-force',
      });
    }
    for (const f of session.fouled ?? [])
      out.push({
        round: 0,
        table: 0,
        board: f.board,
        kind: 'fouled',
        seq: null,
        irregularity: null,
        provision: '87',
        title: 'Fouled board',
        laws: [f.decision === 'confirmed' ? 'Law 87B' : 'Law 87A'],
        decision:
          f.decision === 'confirmed'
            ? `fouled: ${f.groups} groups, each scored on its own`
            : 'not fouled: scored as one group',
        by: 'director',
        time: f.time,
        status: 'in-force',
      });
    return inOrder(out);
  }
}

/** The director's last Law 87 decision on a board, if any. */
function decisionOn(session: StoredSession, board: number): FouledDecision | undefined {
  return (session.fouled ?? []).find((f) => f.board === board);
}

function judgedOf(judged: Judged): Parameters<typeof resultFromJudged>[0] {
  return {
    ok: true,
    state: judged.state,
    rulebook: judged.rulebook,
    judgement: judgementIn(judged, 'en'),
    course: judged.course,
  };
}

/** Reads a session's creation request (the body of `POST /api/sessions`). */
export function sessionSpecOf(body: unknown): SessionSpec | string {
  if (typeof body !== 'object' || body === null) return 'a session is a JSON object';
  const b = body as Record<string, unknown>;
  const tables = b['tables'];
  if (typeof tables !== 'number' || !Number.isInteger(tables) || tables < 2 || tables > 30)
    return '"tables" is a whole number from 2 to 30';
  const movement = b['movement'] ?? (tables === 2 ? 'teams' : 'mitchell');
  if (typeof movement !== 'string' || !(MOVEMENT_KINDS as readonly string[]).includes(movement))
    return `"movement" is ${MOVEMENT_KINDS.join(', ')}`;
  const perRound = b['boardsPerRound'] ?? null;
  if (
    perRound !== null &&
    (typeof perRound !== 'number' || !Number.isInteger(perRound) || perRound < 1 || perRound > 8)
  )
    return '"boardsPerRound" is 1 to 8';
  const boards = b['boards'] ?? null;
  if (
    boards !== null &&
    (typeof boards !== 'number' || !Number.isInteger(boards) || boards < 1 || boards > 240)
  )
    return '"boards" is the number of boards in play, 1 to 240';
  if (boards !== null && perRound !== null) return 'give "boards" or "boardsPerRound", not both';
  const arrowSwitch = b['arrowSwitch'] ?? false;
  if (typeof arrowSwitch !== 'boolean') return '"arrowSwitch" is true or false';
  if (arrowSwitch && movement !== 'mitchell') return '"arrowSwitch" is a Mitchell\'s';
  const handRecord = b['handRecord'] ?? null;
  if (handRecord !== null && typeof handRecord !== 'string') return '"handRecord" is the text of a PBN file';
  const rulebook = b['rulebook'] ?? 'wbf-2017';
  if (rulebook !== 'wbf-1997' && rulebook !== 'wbf-2007' && rulebook !== 'wbf-2017')
    return '"rulebook" is wbf-1997, wbf-2007 or wbf-2017';
  const profile = b['profile'] ?? 'wbf';
  if (typeof profile !== 'string' || !isProfileName(profile)) return '"profile" is wbf or ebu';
  const method = b['method'] ?? (movement === 'teams' ? 'teams' : 'mp');
  if (typeof method !== 'string' || !['mp', 'cross-imp', 'butler', 'total', 'teams'].includes(method))
    return '"method" is mp, cross-imp, butler, total or teams';
  const event = b['event'] ?? null;
  if (event !== null && typeof event !== 'string') return '"event" is text';
  return {
    tables,
    movement: movement as MovementKind,
    boardsPerRound: perRound as number | null,
    boards: boards as number | null,
    arrowSwitch,
    handRecord: handRecord as string | null,
    rulebook,
    profile,
    method: method as Method,
    event: event as string | null,
  };
}
