/**
 * The WebSocket protocol between a console and the server: JSON messages, one a frame.
 *
 * Client → server:
 *   { "type": "hello", "table": ID, "token": TOKEN, "lang"?: "en"|"nb"|"ru" }  join a table
 *   { "type": "act", "id"?: N, "event": EVENT }      an act (a tablelaw record event)
 *   { "type": "lang", "lang": L }                    the language of law texts
 *   { "type": "replay", "step": N }                  the view after the first N events
 *   { "type": "robots", "seats": [SEAT…] }           director: seats the computer plays
 *   { "type": "next" }                               euchre, Auction Bridge: deal the next deal of
 *                                                    the match once this one has ended (ADR 0104)
 * Server → client:
 *   { "type": "welcome", "table", "viewer", "links"?, "qr"? }  (links, and each seat link's QR
 *     code as SVG: the director's only)
 *   { "type": "state", "table", "robots", "match", "log": { "from", "events" }, "view" }
 *                                                    after every change, to every viewer: the
 *       viewer's view (src/server/engine.ts `TableView`) and the log's events from index `from`
 *       on — all of them after hello (`from` 0), the new one after an act, none after a change of
 *       language or computer players. A screen keeps the log: its first `from` events, then these.
 *       A seat's log is its own (src/table/view.ts `eventFor`): a card it may not see is `null`.
 *       `match` (euchre, Auction Bridge; else null): the score sheet across the deals, this deal's
 *       number, whether the next may be dealt and, once dealt, its table (src/server/match.ts
 *       `MatchView`); the same links' tokens open it.
 *   { "type": "next", "table" }                       the next deal is dealt at that table
 *   { "type": "ack", "id", "seq" }                    the act is stored durably as event seq
 *   { "type": "replay", "step", "view" }              the view after the first `step` events
 *   { "type": "error", "id"?, "error": { "kind", "message" } }
 * An error never closes the connection nor changes the table. Kinds of note (ADR 0072):
 * `internal-error` (the server failed to handle the message: logged, nothing more is said),
 * `table-quarantined` (the table's stored log does not replay), `not-your-seat`, `not-your-act`,
 * `not-dummys-act` (who may record an act), and the table's own refusals (`not-own-card`, …).
 * The server closes a socket that has not joined a table in time (code 4008), and drops one
 * that answers no ping or reads nothing of what it is sent (docs/server.md). `hello` with an unknown table or a wrong token is answered
 * with the same error (`bad-link`); an act past a table's cap with `table-full`; a replay past
 * the rate limit with `rate-limited` (and `retryAfterMs`).
 */
import { err, ok, type Result } from '../core/result.js';
import { isSeat, type Seat } from '../core/seat.js';
import { isLang, type Lang } from './engine.js';

/** The largest message the server reads; a larger one is answered with an error. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

export type ClientMessage =
  | { readonly type: 'hello'; readonly table: string; readonly token: string; readonly lang: Lang }
  | { readonly type: 'act'; readonly id: number | null; readonly event: unknown }
  | { readonly type: 'lang'; readonly lang: Lang }
  | { readonly type: 'replay'; readonly step: number }
  | { readonly type: 'robots'; readonly seats: readonly Seat[] }
  | { readonly type: 'next' };

export type ProtocolError = { readonly kind: string; readonly message: string };

const bad = (message: string): Result<ClientMessage, ProtocolError> => err({ kind: 'bad-message', message });

type Obj = { readonly [key: string]: unknown };
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads one client message; every defect is an error naming it. */
export function parseClientMessage(text: string): Result<ClientMessage, ProtocolError> {
  if (Buffer.byteLength(text) > MAX_MESSAGE_BYTES)
    return err({
      kind: 'message-too-large',
      message: `a message may have at most ${MAX_MESSAGE_BYTES} bytes`,
    });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return err({
      kind: 'malformed-json',
      message: `the message is not JSON: ${e instanceof Error ? e.message : String(e)}`,
    });
  }
  if (!isObj(value)) return bad('a message is a JSON object with a "type"');
  const lang = value['lang'];
  switch (value['type']) {
    case 'hello': {
      const table = value['table'];
      const token = value['token'];
      if (typeof table !== 'string' || typeof token !== 'string')
        return bad('hello needs "table" and "token" (text)');
      if (lang !== undefined && !(typeof lang === 'string' && isLang(lang)))
        return bad('lang is en, nb or ru');
      return ok({ type: 'hello', table, token, lang: (lang as Lang | undefined) ?? 'en' });
    }
    case 'act': {
      const id = value['id'];
      if (id !== undefined && typeof id !== 'number') return bad('"id" is a number');
      if (!isObj(value['event'])) return bad('act needs an "event" object');
      return ok({ type: 'act', id: id ?? null, event: value['event'] });
    }
    case 'lang':
      if (!(typeof lang === 'string' && isLang(lang))) return bad('lang is en, nb or ru');
      return ok({ type: 'lang', lang });
    case 'replay': {
      const step = value['step'];
      if (typeof step !== 'number' || !Number.isInteger(step) || step < 0)
        return bad('"step" is a whole number');
      return ok({ type: 'replay', step });
    }
    case 'robots': {
      const seats = value['seats'];
      if (!Array.isArray(seats) || !seats.every((s) => typeof s === 'string' && isSeat(s)))
        return bad('"seats" lists seats N, E, S, W');
      return ok({ type: 'robots', seats: seats as Seat[] });
    }
    case 'next':
      return ok({ type: 'next' });
    default:
      return bad(
        `unknown message type ${JSON.stringify(value['type'])} (hello, act, lang, replay, robots, next)`,
      );
  }
}
