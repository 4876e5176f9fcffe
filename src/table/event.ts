/**
 * The event log's vocabulary: a board's record (game, rulebook, board, contract) and the
 * physical acts at the table (DESIGN §4). The table derives its state from these; the tablelaw
 * record format (src/notation/record) reads and writes them as JSON.
 */
import type { Vulnerability } from '../core/board.js';
import type { Card, Suit } from '../core/card.js';
import { type Deal, parseDeal, validateDeal } from '../core/deal.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/seat.js';
import type { Contract } from '../games/contract-bridge/call.js';
import { dealRulesOf, type GameId } from '../games/games.js';

export { dealRulesOf, GAMES, type GameId } from '../games/games.js';

export const RECORD_FORMAT = 'tablelaw/1';

/** Who acts: a seat, or the director where the laws let him. */
export type Actor = Seat | 'director';

export const EXPOSURES = [
  'dropped',
  'seen-by-partner',
  'named',
  'detached',
  'lifted',
  'below-table',
  // WBF Law 45C2 (wbf-* rulebooks): held face up touching or nearly touching the table, or as if played.
  'held-as-played',
] as const;
export type Exposure = (typeof EXPOSURES)[number];

/**
 * The ids of the options a code of laws offers (`accept-lead`, `take-tricks`, …). The table knows
 * none of them: each code in src/laws declares its own, by adding them to this interface (module
 * augmentation), and lists them at run time for the record format. A code added later adds its
 * own ids without an edit here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the codes of laws (declaration merging).
export interface OptionIds {}
export type OptionId = keyof OptionIds & string;

export type RecordBoard = {
  readonly number: number;
  readonly dealer: Seat;
  /** Bridge games only. */
  readonly vulnerable?: Vulnerability;
  /** PBN deal syntax. */
  readonly deal: string;
  /** Euchre only: the trump card turned. */
  readonly upcard?: Card;
  /** Euchre only, optional: the score of the game in progress before this hand (each side 0–4). */
  readonly score?: { readonly NS: number; readonly EW: number };
};

export type RecordEvent =
  /** WBF Law 33: `simultaneous` — made at the same time as the call recorded just before it. */
  (
    | { readonly type: 'call'; readonly seat: Actor; readonly call: string; readonly simultaneous?: boolean }
    /**
     * WBF extensions: `by: "dummy"` — dummy placed the card without declarer naming it (Law 45D);
     * `trick` — the 0-based trick the card was played to, when that trick was already complete (45E).
     */
    | {
        readonly type: 'play';
        readonly seat: Actor;
        readonly card: Card;
        readonly by?: 'dummy';
        readonly trick?: number;
      }
    | {
        readonly type: 'play';
        readonly seat: Actor;
        readonly cards: readonly Card[];
        readonly by?: 'dummy';
        readonly trick?: number;
      }
    /** WBF Laws 45C4, 46: a card named (`card`) or incompletely designated (`words`) for `seat`'s hand. */
    | { readonly type: 'designate'; readonly seat: Actor; readonly card?: Card; readonly words?: string }
    /** WBF Laws 45C3, 45F: a card of `seat`'s hand touched (by declarer, or `by: "dummy"`). */
    | {
        readonly type: 'touch';
        readonly seat: Actor;
        readonly card: Card;
        readonly arranging?: boolean;
        readonly by?: 'dummy';
      }
    | { readonly type: 'discard'; readonly seat: Actor; readonly card: Card }
    /**
     * `holder` (whist-club-1912, Law 68 4th): the hand that holds the card when it is not `seat`'s own —
     * a card "mentioned by either adversary as being held by him or his partner". Absent: `seat`'s card.
     */
    | {
        readonly type: 'expose';
        readonly seat: Actor;
        readonly card: Card;
        readonly how: Exposure;
        readonly holder?: Seat;
      }
    | { readonly type: 'face-hand'; readonly seat: Actor }
    | { readonly type: 'claim'; readonly seat: Actor; readonly tricks: number; readonly statement?: string }
    | { readonly type: 'concede'; readonly seat: Actor; readonly tricks: number }
    | { readonly type: 'agree'; readonly seat: Actor }
    | { readonly type: 'dispute'; readonly seat: Actor }
    /** WBF Law 20: `about` "auction" (the calls restated) or "call" (an explanation); `answer`: the reply given. */
    | {
        readonly type: 'ask';
        readonly seat: Actor;
        readonly of: Seat;
        readonly about: string;
        readonly answer?: string;
      }
    | { readonly type: 'attention'; readonly seat: Actor; readonly to?: string; readonly offender?: Seat }
    | {
        readonly type: 'elect';
        readonly seat: Actor;
        readonly option: OptionId;
        readonly suit?: Suit;
        readonly card?: Card;
        readonly trick?: number;
        readonly tricks?: number;
      }
    | { readonly type: 'withdraw'; readonly seat: Actor; readonly card: Card }
    | { readonly type: 'quit-trick'; readonly seat: Actor }
    | {
        readonly type: 'finding';
        readonly seat: 'director';
        readonly fact: string;
        readonly value: string | number | boolean;
      }
    /**
     * WBF Law 82C: the director corrects a ruling — the `elect` or `finding` at index `replaces` —
     * by another choice: `option` (with its parameters) for an election, `value` for a finding. The
     * board is judged again from the corrected ruling (src/table/correction.ts).
     */
    | {
        readonly type: 'correct';
        readonly seat: 'director';
        readonly replaces: number;
        readonly option?: OptionId;
        readonly suit?: Suit;
        readonly card?: Card;
        readonly trick?: number;
        readonly tricks?: number;
        readonly value?: string | number | boolean;
      }
    | UndoEvent
  ) &
    Timed;

/**
 * When the act was recorded (optional on every event): an ISO 8601 instant in UTC,
 * `2026-11-27T01:30:00.000Z`. The table server stamps each act it records with its own clock;
 * the laws never read it (the order of the events is the order of the acts).
 */
export type Timed = { readonly time?: string };

/**
 * A seat takes back its own last act before anyone else has acted: a mis-tap of the recording,
 * not an act at the table (no irregularity). Judged as removing that act (ADR 0088): the table
 * is as it was before it; both stay in the record.
 */
export type UndoEvent = { readonly type: 'undo'; readonly seat: Actor };

export type EventType = RecordEvent['type'];

/** A record's contract: contract bridge's, or Auction Bridge's with royal spades (`RS`). */
export type RecordContract = Omit<Contract, 'strain'> & { readonly strain: Contract['strain'] | 'RS' };

/**
 * A record. `C` is the contract's type: contract bridge's by default; `AnyRecord` (below) admits
 * Auction Bridge's royal spades as well — what the reader returns and the table accepts.
 */
export type TablelawRecord<C extends RecordContract = RecordContract> = {
  readonly format: typeof RECORD_FORMAT;
  readonly game: GameId;
  /** The code of laws in force, by name: src/laws's registry says which names exist. */
  readonly rulebook: string;
  readonly board: RecordBoard;
  readonly contract?: C;
  readonly events: readonly RecordEvent[];
};

/** A record of any game: its contract may be an Auction Bridge declaration of royal spades. */
export type AnyRecord = TablelawRecord<RecordContract>;

/** One defect of a record. `at` is the index of the offending event, or null outside `events`. */
export type RecordDefect = {
  readonly kind: string;
  readonly at: number | null;
  readonly path: string;
  readonly message: string;
};

export type RecordError = { readonly kind: 'record-invalid'; readonly defects: readonly RecordDefect[] };

/** The validated deal of a record's `board.deal`, or a message saying what is wrong. */
export function dealOf(text: string, game: GameId): Result<Deal, string> {
  const parsed = parseDeal(text);
  if (!parsed.ok) return err(`${parsed.error.message} (column ${parsed.error.column})`);
  const valid = validateDeal(parsed.value, dealRulesOf(game));
  if (!valid.ok) return err(valid.error.defects.map((x) => JSON.stringify(x)).join('; '));
  return ok(valid.value);
}
