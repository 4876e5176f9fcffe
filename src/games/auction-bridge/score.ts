/**
 * The score of one Auction Bridge deal under the Whist Club of New York code of 1912 (law
 * numbers are that code's; its words are quoted):
 *
 * - Law 4 / 47: when the declarer "wins at least as many tricks as he declared, he scores the
 *   full value of the tricks won" — every trick over six, at 2 (spades), 6 (clubs), 7 (diamonds),
 *   8 (hearts), 9 (royal spades) or 10 (no trumps) — in the trick score (below the line).
 * - Law 53: doubled or redoubled, "the value of each trick over six is doubled or quadrupled".
 * - Law 47: when he fails, "neither the declarer nor his adversaries score anything towards the
 *   game, but his adversaries score in the honor column fifty points for each under-trick …;
 *   or, if the declaration has been doubled, or redoubled, one hundred or two hundred
 *   respectively for each such trick."
 * - Law 48: "The loss on the original declaration by the dealer of 'One Spade' is limited to one
 *   hundred points whether doubled or not, unless redoubled. Honors are scored as held." A final
 *   declaration of one spade can only be the dealer's original one (Law 42, 44).
 * - Law 56: a doubled declaration made scores "a bonus of fifty points in the honor column, and
 *   a further fifty points for each additional trick. If he or his partner has redoubled, the
 *   bonus is doubled."
 * - Laws 5, 6: honours (A K Q J 10 of trumps; the aces at no trumps) "are credited in the honor
 *   column to the original holders", valued by the table of Law 6 in tricks of the declaration
 *   (or 30 / 40 / 100 for aces at no trumps) — see `HONOURS_TABLE`.
 * - Law 9: chicane (one hand void of trumps) — see `chicaneEntries`.
 * - Laws 7, 8: slam (seven by cards) adds 40, little slam (six by cards) 20 "to the honor count",
 *   for "either side, independently of tricks taken as penalty for the revoke".
 * - Law 10: honours, slam, little slam and chicane are not affected by doubling or redoubling.
 *
 * Readings where the text is open (docs/laws/whist-club-1912-game.md): slams go to whichever
 * side wins the tricks in play, whether or not the declaration was made; Law 84(b) tricks count
 * towards the declaration and its trick score but neither towards a slam (Law 7) nor the Law 56
 * bonus ("shall not entitle him to score any bonus"). Law 84's bar on a revoking side's score
 * is the rulebook's to apply; this module scores the deal as played plus those tricks.
 *
 * Errors: `scoreDeal` is the boundary and returns a `Result` (tricks out of range, a malformed
 * contract, an incomplete deal). Nothing here throws for bad input.
 */
import { type Card, SUIT_INDEX } from '../../core/card.js';
import type { CardSet } from '../../core/card-set.js';
import { FULL_PACK, has, size, union } from '../../core/card-set.js';
import type { Deal } from '../../core/deal.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  type BySeat,
  type BySide,
  bySide,
  isSeat,
  OTHER_SIDE,
  SEATS_OF,
  type Seat,
  SIDE_OF,
  SIDES,
  type Side,
} from '../../core/seat.js';
import { RISK_MULTIPLIER } from '../contract-bridge/score-duplicate.js';
import {
  type AuctionContract,
  type AuctionStrain,
  honourCards,
  isAuctionStrain,
  isLevel,
  RISKS,
  type Risk,
  TRICK_VALUE,
  TRUMP_OF,
} from './declaration.js';

export const TRICKS_IN_DEAL = 13;
/** The first six tricks (the book) count nothing; each trick over six is a trick "by cards". */
export const BOOK = 6;
export { RISK_MULTIPLIER };

/** Law 47: to the adversaries for each under-trick, undoubled, doubled, redoubled. */
export const UNDERTRICK_VALUE: { readonly [R in Risk]: number } = { '': 50, X: 100, XX: 200 };
/** Law 48: the most the dealer's original "One Spade" can lose, unless redoubled. */
export const ONE_SPADE_LOSS_LIMIT = 100;
/** Law 56: the bonus for a doubled (redoubled) declaration made, and per additional trick. */
export const MADE_DOUBLED_BONUS: { readonly [R in Risk]: number } = { '': 0, X: 50, XX: 100 };
/** Laws 7 and 8. */
export const SLAM = 40;
export const LITTLE_SLAM = 20;

/** The holdings Law 6 values, by name. */
export type HonoursKind =
  | 'three-honours'
  | 'four-honours'
  | 'five-honours'
  | 'four-in-one-hand'
  | 'four-in-one-hand-fifth-in-partners'
  | 'five-in-one-hand'
  | 'three-aces'
  | 'four-aces'
  | 'four-aces-in-one-hand';

/**
 * Law 6: "When a Trump is Declared" the value is so many tricks of the declaration (`tricks`);
 * "When no Trump is Declared" a count of points (`points`).
 */
export const HONOURS_TABLE: {
  readonly [K in HonoursKind]: { readonly tricks: number } | { readonly points: number };
} = {
  'three-honours': { tricks: 2 },
  'four-honours': { tricks: 4 },
  'five-honours': { tricks: 5 },
  'four-in-one-hand': { tricks: 8 },
  'four-in-one-hand-fifth-in-partners': { tricks: 9 },
  'five-in-one-hand': { tricks: 10 },
  'three-aces': { points: 30 },
  'four-aces': { points: 40 },
  'four-aces-in-one-hand': { points: 100 },
};

/** Law 9: chicane is valued as simple honours (three), double chicane as four honours. */
const CHICANE_TRICKS = 2;
const DOUBLE_CHICANE_TRICKS = 4;

/** The scorable honours of a deal: the side that held them, how, and what they are worth. */
export type Honours = {
  readonly side: Side;
  readonly kind: HonoursKind;
  /** Honours held by the side, and the most held in one of its hands. */
  readonly held: number;
  readonly inOneHand: number;
  readonly points: number;
};

/** Law 9: a hand void of trumps (chicane), or both hands of a side (double chicane). */
export type Chicane = { readonly side: Side; readonly double: boolean; readonly seats: readonly Seat[] };

export type ScoreReason =
  | 'tricks'
  | 'undertricks'
  | 'doubled-bonus'
  | 'honours'
  | 'chicane'
  | 'double-chicane'
  | 'slam'
  | 'little-slam'
  /** Law 84: points for a revoke (written by the rulebook whist-club-1912). */
  | 'revoke';

/** One line on the score: below the line (trick score, towards game) or above (honour column). */
export type ScoreEntry = {
  readonly side: Side;
  readonly line: 'below' | 'above';
  /** Negative only for a chicane deducted from the adversaries' honours (Law 9). */
  readonly points: number;
  readonly reason: ScoreReason;
  readonly laws: readonly string[];
};

/** A deal to score: the final declaration, the original hands, and the tricks. */
export type DealPlayed = {
  readonly contract: AuctionContract;
  /** The four hands as dealt (honours and chicane go to the original holders, Law 6). */
  readonly deal: Deal;
  /** Tricks the declarer's side won in play, 0..13. */
  readonly declarerTricks: number;
  /** Tricks the declarer took from his adversaries for a revoke, Law 84(b); 0 when none. */
  readonly revokeTricks?: number;
};

export type DealScore = {
  readonly contract: AuctionContract;
  readonly declaringSide: Side;
  /** Tricks counted for each side (the declarer's include any Law 84(b) tricks). */
  readonly tricks: BySide<number>;
  readonly made: boolean;
  /** Tricks over six counted for the declarer (0 when he has six or fewer). */
  readonly byCards: number;
  /** Tricks short of the declaration (0 when made). */
  readonly undertricks: number;
  readonly honours: Honours | null;
  readonly chicanes: readonly Chicane[];
  readonly entries: readonly ScoreEntry[];
  /** Totals of the entries. */
  readonly below: BySide<number>;
  readonly above: BySide<number>;
};

export type ScoreError =
  | { readonly kind: 'tricks-invalid'; readonly tricks: number }
  | { readonly kind: 'revoke-tricks-invalid'; readonly tricks: number; readonly declarerTricks: number }
  | { readonly kind: 'contract-invalid'; readonly field: 'level' | 'strain' | 'risk' | 'declarer' }
  | { readonly kind: 'deal-incomplete'; readonly cards: number };

/** Law 4, 53: the trick score of `byCards` tricks over six. */
export function trickPoints(strain: AuctionStrain, risk: Risk, byCards: number): number {
  return byCards * TRICK_VALUE[strain] * RISK_MULTIPLIER[risk];
}

/** Law 47 with the limit of Law 48 for the dealer's original one spade. */
export function undertrickPenalty(contract: AuctionContract, undertricks: number): number {
  const penalty = undertricks * UNDERTRICK_VALUE[contract.risk];
  const oneSpade = contract.level === 1 && contract.strain === 'S' && contract.risk !== 'XX';
  return oneSpade ? Math.min(penalty, ONE_SPADE_LOSS_LIMIT) : penalty;
}

/** Law 56: the bonus for a doubled or redoubled declaration made with `additional` tricks over it. */
export function madeDoubledBonus(risk: Risk, additional: number): number {
  return MADE_DOUBLED_BONUS[risk] * (1 + additional);
}

function countHeld(hand: CardSet, cards: readonly Card[]): number {
  let n = 0;
  for (const card of cards) if (has(hand, card)) n++;
  return n;
}

/** The Law 6 holding of a side that has `held` honours with at most `inOneHand` in one hand. */
export function honoursKind(atNoTrumps: boolean, held: number, inOneHand: number): HonoursKind | null {
  if (atNoTrumps) {
    if (held === 4) return inOneHand === 4 ? 'four-aces-in-one-hand' : 'four-aces';
    return held === 3 ? 'three-aces' : null;
  }
  if (held === 5) {
    if (inOneHand === 5) return 'five-in-one-hand';
    return inOneHand === 4 ? 'four-in-one-hand-fifth-in-partners' : 'five-honours';
  }
  if (held === 4) return inOneHand === 4 ? 'four-in-one-hand' : 'four-honours';
  return held === 3 ? 'three-honours' : null;
}

/** What a Law 6 holding is worth in `strain` (not affected by doubling, Law 10). */
export function honoursValue(kind: HonoursKind, strain: AuctionStrain): number {
  const entry = HONOURS_TABLE[kind];
  return 'points' in entry ? entry.points : entry.tricks * TRICK_VALUE[strain];
}

/**
 * Laws 5, 6: the honours scored in a deal and the side credited with them, from the original
 * hands; null when no side holds three (two aces each at no trumps).
 */
export function honoursOf(hands: BySeat<CardSet>, strain: AuctionStrain): Honours | null {
  const cards = honourCards(strain);
  const atNoTrumps = strain === 'NT';
  for (const side of SIDES) {
    const [a, b] = SEATS_OF[side];
    const inA = countHeld(hands[a], cards);
    const inB = countHeld(hands[b], cards);
    const kind = honoursKind(atNoTrumps, inA + inB, Math.max(inA, inB));
    if (kind !== null)
      return {
        side,
        kind,
        held: inA + inB,
        inOneHand: Math.max(inA, inB),
        points: honoursValue(kind, strain),
      };
  }
  return null;
}

/** Law 9: the hands void of trumps, as chicane or double chicane by side (none at no trumps). */
export function chicanesOf(hands: BySeat<CardSet>, strain: AuctionStrain): Chicane[] {
  const trump = TRUMP_OF[strain];
  if (trump === null) return [];
  const index = SUIT_INDEX[trump];
  const chicanes: Chicane[] = [];
  for (const side of SIDES) {
    const seats = SEATS_OF[side].filter((seat) => hands[seat][index] === 0);
    if (seats.length > 0) chicanes.push({ side, double: seats.length === 2, seats });
  }
  return chicanes;
}

/**
 * Law 9: "if the partners, one of whom has chicane, score honors, it adds the value of three
 * honors to their honor score; if the adversaries score honors it deducts that value from
 * theirs. Double chicane … is equal in value to four honors, and that value must be deducted
 * from the honor score of the adversaries." Values in tricks of the declaration (Law 10: not
 * doubled). A deduction is an entry with negative points for the side that scored honours.
 */
export function chicaneEntries(
  chicanes: readonly Chicane[],
  honours: Honours | null,
  strain: AuctionStrain,
): ScoreEntry[] {
  if (honours === null) return [];
  return chicanes.map((chicane): ScoreEntry => {
    const value = (chicane.double ? DOUBLE_CHICANE_TRICKS : CHICANE_TRICKS) * TRICK_VALUE[strain];
    const sign = chicane.side === honours.side ? 1 : -1;
    return {
      side: honours.side,
      line: 'above',
      points: sign * value,
      reason: chicane.double ? 'double-chicane' : 'chicane',
      laws: ['Law 9', 'Law 10'],
    };
  });
}

function validate(played: DealPlayed): ScoreError | null {
  const { contract, declarerTricks } = played;
  const revokeTricks = played.revokeTricks ?? 0;
  if (!isLevel(contract.level)) return { kind: 'contract-invalid', field: 'level' };
  if (!isAuctionStrain(contract.strain)) return { kind: 'contract-invalid', field: 'strain' };
  if (!(RISKS as readonly string[]).includes(contract.risk))
    return { kind: 'contract-invalid', field: 'risk' };
  if (!isSeat(contract.declarer)) return { kind: 'contract-invalid', field: 'declarer' };
  if (!Number.isInteger(declarerTricks) || declarerTricks < 0 || declarerTricks > TRICKS_IN_DEAL)
    return { kind: 'tricks-invalid', tricks: declarerTricks };
  if (!Number.isInteger(revokeTricks) || revokeTricks < 0 || declarerTricks + revokeTricks > TRICKS_IN_DEAL)
    return { kind: 'revoke-tricks-invalid', tricks: revokeTricks, declarerTricks };
  const { N, E, S, W } = played.deal.hands;
  const all = union(union(N, E), union(S, W));
  const cards = size(all);
  const complete =
    cards === size(FULL_PACK) && size(N) === 13 && size(E) === 13 && size(S) === 13 && size(W) === 13;
  if (!complete) return { kind: 'deal-incomplete', cards };
  return null;
}

function slamEntry(side: Side, tricksInPlay: number): ScoreEntry | null {
  if (tricksInPlay === TRICKS_IN_DEAL)
    return { side, line: 'above', points: SLAM, reason: 'slam', laws: ['Law 7'] };
  if (tricksInPlay === TRICKS_IN_DEAL - 1)
    return { side, line: 'above', points: LITTLE_SLAM, reason: 'little-slam', laws: ['Law 8'] };
  return null;
}

/** Scores one deal: trick score, undertricks, Law 56 bonus, honours, chicane and slams. */
export function scoreDeal(played: DealPlayed): Result<DealScore, ScoreError> {
  const problem = validate(played);
  if (problem !== null) return err(problem);
  const { contract, declarerTricks } = played;
  const revokeTricks = played.revokeTricks ?? 0;
  const declaringSide = SIDE_OF[contract.declarer];
  const adversaries = OTHER_SIDE[declaringSide];
  const counted = declarerTricks + revokeTricks;
  const needed = contract.level + BOOK;
  const made = counted >= needed;
  const byCards = Math.max(0, counted - BOOK);
  const undertricks = made ? 0 : needed - counted;
  const entries: ScoreEntry[] = [];

  if (made) {
    entries.push({
      side: declaringSide,
      line: 'below',
      points: trickPoints(contract.strain, contract.risk, byCards),
      reason: 'tricks',
      laws: contract.risk === '' ? ['Law 4', 'Law 47'] : ['Law 4', 'Law 47', 'Law 53'],
    });
    if (contract.risk !== '' && declarerTricks >= needed)
      entries.push({
        side: declaringSide,
        line: 'above',
        points: madeDoubledBonus(contract.risk, declarerTricks - needed),
        reason: 'doubled-bonus',
        laws: ['Law 56'],
      });
  } else {
    const oneSpade = contract.level === 1 && contract.strain === 'S' && contract.risk !== 'XX';
    entries.push({
      side: adversaries,
      line: 'above',
      points: undertrickPenalty(contract, undertricks),
      reason: 'undertricks',
      laws: oneSpade ? ['Law 47', 'Law 48'] : ['Law 47'],
    });
  }

  const hands = played.deal.hands;
  const honours = honoursOf(hands, contract.strain);
  if (honours !== null)
    entries.push({
      side: honours.side,
      line: 'above',
      points: honours.points,
      reason: 'honours',
      laws: ['Law 5', 'Law 6', 'Law 10'],
    });
  const chicanes = chicanesOf(hands, contract.strain);
  entries.push(...chicaneEntries(chicanes, honours, contract.strain));

  const slams = [
    slamEntry(declaringSide, declarerTricks),
    slamEntry(adversaries, TRICKS_IN_DEAL - declarerTricks),
  ];
  for (const slam of slams) if (slam !== null) entries.push(slam);

  const total = (side: Side, line: 'below' | 'above'): number =>
    entries.reduce((sum, e) => (e.side === side && e.line === line ? sum + e.points : sum), 0);
  return ok({
    contract,
    declaringSide,
    tricks: bySide((side) => (side === declaringSide ? counted : TRICKS_IN_DEAL - counted)),
    made,
    byCards,
    undertricks,
    honours,
    chicanes,
    entries,
    below: { NS: total('NS', 'below'), EW: total('EW', 'below') },
    above: { NS: total('NS', 'above'), EW: total('EW', 'above') },
  });
}
