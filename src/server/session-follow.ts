/**
 * One link per seat of a physical table of a session, for the whole evening (ADR 0109): the link
 * names the session and the table's number, and its token says the seat (or the table's
 * director). Asked `GET /api/sessions/ID/tables/N` with that token, the server answers the host's
 * table that the physical table plays now — the first of its boards, round by round, not yet
 * finished — and the seat's token at it; the console joins it and asks again once the board has
 * ended, so it moves on as a Bridgemate follows its table.
 *
 * The tokens are not stored: each is an HMAC of the session's director token over the table and
 * the seat, so sessions stored before these links have them too, and one seat's token tells
 * nothing of another's. Errors are data; nothing here throws on bad input.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from '../core/result.js';
import type { LiveTable } from './host.js';
import type { SessionError, SessionTable, StoredSession } from './sessions.js';

/** Who may follow a physical table: its four seats and its director (the table's scorer). */
export const FOLLOWERS = ['N', 'E', 'S', 'W', 'director'] as const;
export type Follower = (typeof FOLLOWERS)[number];

/** The physical table a follower's link is at, and where it is in the evening. */
export type Following = {
  readonly session: string;
  readonly table: number;
  readonly seat: Follower;
  readonly round: number;
  readonly board: number;
  readonly ns: string;
  readonly ew: string;
  /** The place of this board among the table's boards (1-based), and how many it plays. */
  readonly position: number;
  readonly of: number;
  /** Every board of the table has ended: the link stays at the last. */
  readonly done: boolean;
  /** The host's table id and the follower's token at it (the console joins it with them). */
  readonly t: string;
  readonly k: string;
};

/** A follower's token at a physical table (an HMAC keyed by the director's token). */
export function followToken(session: StoredSession, table: number, who: Follower): string {
  return createHmac('sha256', session.token)
    .update(`tablelaw-follow/1:${session.id}:${table}:${who}`)
    .digest('base64url')
    .slice(0, 24);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** The physical tables' numbers of a session, in order. */
export function physicalTables(session: StoredSession): number[] {
  return [...new Set(session.tables.map((t) => t.table))].sort((a, b) => a - b);
}

/** Each physical table's followers' tokens (the session's creator hands their links out). */
export function followTokens(session: StoredSession): { table: number; tokens: Record<Follower, string> }[] {
  return physicalTables(session).map((table) => ({
    table,
    tokens: {
      N: followToken(session, table, 'N'),
      E: followToken(session, table, 'E'),
      S: followToken(session, table, 'S'),
      W: followToken(session, table, 'W'),
      director: followToken(session, table, 'director'),
    },
  }));
}

/** Reads a table number from a path's text: 1 to 999, digits only. */
export function tableNumberOf(text: string): Result<number, SessionError> {
  if (!/^[1-9][0-9]{0,2}$/.test(text))
    return err({
      kind: 'bad-table',
      message: `"${text.slice(0, 20)}" is not a table's number (1 to 999, digits only)`,
    });
  return ok(Number(text));
}

/**
 * Who the token is at table `n` of the session: one of its four seats or its director; the
 * session's own director token is the table's director too. The same answer for an unknown
 * session, a table the session does not have and a wrong token.
 */
export function followerOf(
  session: StoredSession | undefined,
  n: number,
  tok: string,
): Result<{ session: StoredSession; seat: Follower }, SessionError> {
  const none = err({ kind: 'bad-link', message: 'no table of a session has this link (check it)' });
  if (session === undefined || !session.tables.some((t) => t.table === n)) return none;
  if (same(session.token, tok)) return ok({ session, seat: 'director' });
  for (const who of FOLLOWERS) if (same(followToken(session, n, who), tok)) return ok({ session, seat: who });
  return none;
}

/** The boards of physical table `n`, in the order it plays them: round by round, then by number. */
export function boardsAt(session: StoredSession, n: number): SessionTable[] {
  return session.tables.filter((t) => t.table === n).sort((a, b) => a.round - b.round || a.board - b.board);
}

/**
 * Where the follower is now: the first of the table's boards not yet ended (or the last, once all
 * have). A board whose host table is gone (never expected) is passed over.
 */
export async function following(
  session: StoredSession,
  n: number,
  seat: Follower,
  get: (id: string) => Promise<LiveTable | null>,
): Promise<Result<Following, SessionError>> {
  const boards = boardsAt(session, n);
  let last: { at: SessionTable; live: LiveTable; index: number } | null = null;
  for (const [index, at] of boards.entries()) {
    const live = await get(at.id);
    if (live === null) continue;
    last = { at, live, index };
    if (live.judged.state.phase !== 'ended') return ok(answer(session, n, seat, last, boards.length, false));
  }
  if (last === null)
    return err({ kind: 'table-gone', message: `table ${n}'s boards are not at the server any more` });
  return ok(answer(session, n, seat, last, boards.length, true));
}

function answer(
  session: StoredSession,
  n: number,
  seat: Follower,
  now: { at: SessionTable; live: LiveTable; index: number },
  of: number,
  done: boolean,
): Following {
  return {
    session: session.id,
    table: n,
    seat,
    round: now.at.round,
    board: now.at.board,
    ns: now.at.ns,
    ew: now.at.ew,
    position: now.index + 1,
    of,
    done,
    t: now.live.id,
    k: now.live.tokens[seat],
  };
}
