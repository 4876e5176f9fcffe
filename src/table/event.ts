/**
 * The event log's vocabulary: a board's record (game, rulebook, board, contract) and the
 * physical acts at the table (DESIGN §4). The table derives its state from these; the tablelaw
 * record format (src/notation/record) reads and writes them as JSON.
 */
import type { Vulnerability } from '../core/board.js';
import type { Card, Suit } from '../core/card.js';
import { BRIDGE_DEAL, type Deal, type DealRules, parseDeal, validateDeal } from '../core/deal.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/seat.js';
import type { Contract } from '../games/contract-bridge/call.js';

export const RECORD_FORMAT = 'tablelaw/1';

export const GAMES = ['contract-bridge', 'auction-bridge', 'euchre'] as const;
export type GameId = (typeof GAMES)[number];

/** The rulebook names the format knows (DESIGN §4); which of them are implemented is src/laws's. */
export const RULEBOOK_NAMES = [
  'wbf-1997',
  'wbf-2007',
  'wbf-2017',
  'whist-club-1912',
  'somerset-1888',
] as const;
export type RulebookName = (typeof RULEBOOK_NAMES)[number];

/** Who acts: a seat, or the director where the laws let him. */
export type Actor = Seat | 'director';

export const EXPOSURES = [
  'dropped',
  'seen-by-partner',
  'named',
  'detached',
  'lifted',
  'below-table',
] as const;
export type Exposure = (typeof EXPOSURES)[number];

/**
 * Option ids of rectifications: DESIGN §4's list plus our extensions (documented in
 * docs/record-format.md): `keep-result` and `adjust-tricks` (the director's Law 64C decision).
 */
export const OPTION_IDS = [
  'accept-lead',
  'reject-lead',
  'spread-hand',
  'require-suit',
  'forbid-suit',
  'leave-penalty-card',
  'play-highest',
  'play-lowest',
  'forbid-other-suit',
  'require-other-suit',
  'accept-card',
  'reject-card',
  'designate-card',
  'call-card',
  'call-suit',
  'win-trick',
  'lose-trick',
  'take-tricks',
  'take-points',
  'play-alone',
  'play-with-partner',
  'new-deal',
  'keep-result',
  'adjust-tricks',
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

export type RecordBoard = {
  readonly number: number;
  readonly dealer: Seat;
  /** Bridge games only. */
  readonly vulnerable?: Vulnerability;
  /** PBN deal syntax. */
  readonly deal: string;
  /** Euchre only: the trump card turned. */
  readonly upcard?: Card;
};

export type RecordEvent =
  | { readonly type: 'call'; readonly seat: Actor; readonly call: string }
  | { readonly type: 'play'; readonly seat: Actor; readonly card: Card }
  | { readonly type: 'play'; readonly seat: Actor; readonly cards: readonly Card[] }
  | { readonly type: 'discard'; readonly seat: Actor; readonly card: Card }
  | { readonly type: 'expose'; readonly seat: Actor; readonly card: Card; readonly how: Exposure }
  | { readonly type: 'face-hand'; readonly seat: Actor }
  | { readonly type: 'claim'; readonly seat: Actor; readonly tricks: number; readonly statement?: string }
  | { readonly type: 'concede'; readonly seat: Actor; readonly tricks: number }
  | { readonly type: 'agree'; readonly seat: Actor }
  | { readonly type: 'dispute'; readonly seat: Actor }
  | { readonly type: 'ask'; readonly seat: Actor; readonly of: Seat; readonly about: string }
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
    };

export type EventType = RecordEvent['type'];

export type TablelawRecord = {
  readonly format: typeof RECORD_FORMAT;
  readonly game: GameId;
  readonly rulebook: RulebookName;
  readonly board: RecordBoard;
  readonly contract?: Contract;
  readonly events: readonly RecordEvent[];
};

/** One defect of a record. `at` is the index of the offending event, or null outside `events`. */
export type RecordDefect = {
  readonly kind: string;
  readonly at: number | null;
  readonly path: string;
  readonly message: string;
};

export type RecordError = { readonly kind: 'record-invalid'; readonly defects: readonly RecordDefect[] };

/** The deal rules a game's record must satisfy. */
export function dealRulesOf(game: GameId): DealRules {
  return game === 'euchre' ? { pack: '32', handSize: 5, complete: false } : BRIDGE_DEAL;
}

/** The validated deal of a record's `board.deal`, or a message saying what is wrong. */
export function dealOf(text: string, game: GameId): Result<Deal, string> {
  const parsed = parseDeal(text);
  if (!parsed.ok) return err(`${parsed.error.message} (column ${parsed.error.column})`);
  const valid = validateDeal(parsed.value, dealRulesOf(game));
  if (!valid.ok) return err(valid.error.defects.map((x) => JSON.stringify(x)).join('; '));
  return ok(valid.value);
}
