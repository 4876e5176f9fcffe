/**
 * Declarations of Auction Bridge under the Whist Club of New York code of November 1912 (the
 * law numbers are that code's; the text is public domain and quoted):
 *
 * - Law 4: "two points when spades are trumps, six when clubs are trumps, seven when diamonds
 *   are trumps, eight when hearts are trumps, nine when royal spades are trumps and ten when
 *   there are no trumps" — for each trick over six. Royal spades are a declaration of their own
 *   (strain `RS`), played with spades as trumps.
 * - Law 42: the dealer "must declare to win at least one odd trick" (so a level is 1 to 7).
 * - Law 44: a declaration is higher when its value in points (tricks × trick value) is higher;
 *   "A declaration of a greater number of tricks in a suit of lower value, which equals the last
 *   declaration in value of points, shall be considered a higher declaration--e.g., a
 *   declaration of 'Three Spades' is a higher declaration than 'One Club.'"
 * - Law 53: doubling "does not alter the value of a declaration": sufficiency ignores doubles.
 *
 * On the wire (DESIGN §4): `P`, `X`, `XX`, `1S` … `7NT`, royal spades `1RS` … `7RS`; a contract
 * `2RSX` with its declarer apart. Nothing here throws: parsing returns a `Result`.
 */
import type { Card, Suit } from '../../core/card.js';
import { HONOURS } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import { callNotation, readCall, readContract, writeCall, writeContract } from '../call-notation.js';
import type { CallParseError, ContractParseError, Level, Risk } from '../contract-bridge/call.js';
import { isLevel, LEVELS, RISKS } from '../contract-bridge/call.js';

export type { CallParseError, ContractParseError, Level, Risk };
export { isLevel, LEVELS, RISKS };

/** The declarations in ascending value of a trick (Law 4): spades, clubs, …, no trumps. */
export const AUCTION_STRAINS = ['S', 'C', 'D', 'H', 'RS', 'NT'] as const;
export type AuctionStrain = (typeof AUCTION_STRAINS)[number];
export type ByAuctionStrain<T> = { readonly [S in AuctionStrain]: T };

/** Law 4: points for each trick over six, by declaration (undoubled). */
export const TRICK_VALUE: ByAuctionStrain<number> = { S: 2, C: 6, D: 7, H: 8, RS: 9, NT: 10 };

export const AUCTION_STRAIN_NAMES: ByAuctionStrain<string> = {
  S: 'spades',
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  RS: 'royal spades',
  NT: 'no trumps',
};

/** The trump suit a declaration plays with: royal spades are spades; no trumps has none. */
export const TRUMP_OF: ByAuctionStrain<Suit | null> = { S: 'S', C: 'C', D: 'D', H: 'H', RS: 'S', NT: null };

export function trumpOf(strain: AuctionStrain): Suit | null {
  return TRUMP_OF[strain];
}

/** A declaration: to win `level` odd tricks (tricks over six) in `strain`. */
export type Declaration = {
  readonly type: 'declaration';
  readonly level: Level;
  readonly strain: AuctionStrain;
};
export type AuctionCall =
  | Declaration
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' };

export const PASS: AuctionCall = { type: 'pass' };
export const DOUBLE: AuctionCall = { type: 'double' };
export const REDOUBLE: AuctionCall = { type: 'redouble' };

/** The final declaration (DESIGN §4 calls it the contract), doubled or redoubled, and its declarer. */
export type AuctionContract = {
  readonly level: Level;
  readonly strain: AuctionStrain;
  readonly risk: Risk;
  readonly declarer: Seat;
};

export function isAuctionStrain(text: string): text is AuctionStrain {
  return (AUCTION_STRAINS as readonly string[]).includes(text);
}

export function declaration(level: Level, strain: AuctionStrain): Declaration {
  return { type: 'declaration', level, strain };
}

/** Law 44: the value of a declaration in points — its tricks times the value of a trick. */
export function declarationValue(d: { readonly level: Level; readonly strain: AuctionStrain }): number {
  return d.level * TRICK_VALUE[d.strain];
}

/**
 * Law 44 (and 53: doubles do not count): whether `a` is a higher declaration than `b` — more
 * points, or as many points for a greater number of tricks.
 */
export function isHigherDeclaration(a: Declaration, b: Declaration): boolean {
  const va = declarationValue(a);
  const vb = declarationValue(b);
  return va > vb || (va === vb && a.level > b.level);
}

/** Every declaration, lowest first (the order of Law 44). */
export const ALL_DECLARATIONS: readonly Declaration[] = LEVELS.flatMap((level) =>
  AUCTION_STRAINS.map((strain) => declaration(level, strain)),
).sort((a, b) => (isHigherDeclaration(a, b) ? 1 : isHigherDeclaration(b, a) ? -1 : 0));

const NOTATION = callNotation<AuctionCall>({
  pass: PASS,
  double: DOUBLE,
  redouble: REDOUBLE,
  strains: 'RS|NT|N|S|C|D|H',
  bid: (level, strain) => declaration(level, strain as AuctionStrain),
});

/**
 * Parses a call: `P` (or `Pass`), `X`, `XX`, or a declaration of 1–7 tricks in `S`, `C`, `D`,
 * `H`, `RS` (royal spades) or `NT` (`N` too). Case does not matter. `column` locates the text.
 * An "impossible" declaration (Law 50, more than seven odd tricks) does not parse.
 */
export function parseCall(text: string, column = 1): Result<AuctionCall, CallParseError> {
  return readCall(NOTATION, text, column);
}

/** Parses a declaration only (`1RS`, `2NT`): a pass or double is a `call-syntax` error here. */
export function parseDeclaration(text: string, column = 1): Result<Declaration, CallParseError> {
  const call = parseCall(text, column);
  if (!call.ok) return call;
  if (call.value.type !== 'declaration') return err({ kind: 'call-syntax', text, column });
  return ok(call.value);
}

export function makeCall(call: AuctionCall): string {
  return writeCall(call);
}

/** Parses `2RS`, `3NTX`, `1SXX` (the declarer comes separately). */
export function parseContract(text: string, declarer: Seat): Result<AuctionContract, ContractParseError> {
  const c = readContract(NOTATION, text);
  return c.ok ? ok({ ...c.value, strain: c.value.strain as AuctionStrain, declarer }) : c;
}

/** `2RSX`: the final declaration and its risk (the declarer is written apart). */
export function makeContract(contract: AuctionContract): string {
  return writeContract(contract);
}

/** The declarer's partner, whose hand is dummy (Law 46, Law 59). */
export function dummyOf(contract: AuctionContract): Seat {
  return PARTNER[contract.declarer];
}

/**
 * Law 5: "Honors are ace, king, queen, knave and ten of the trump suit; or the aces when no
 * trump is declared." At royal spades the honours are those of spades.
 */
export function honourCards(strain: AuctionStrain): readonly Card[] {
  const trump = TRUMP_OF[strain];
  if (trump === null) return ['CA', 'DA', 'HA', 'SA'];
  return HONOURS.map((rank): Card => `${trump}${rank}`);
}
