/**
 * How the bridge family writes its calls and contracts (DESIGN §4): `P` (or `Pass`), `X` (or
 * `Dbl`), `XX` (or `Rdbl`), a bid as its level 1–7 and its strain (`1S`, `7NT`), a contract as
 * a bid with its risk (`4HX`). Which strains there are, and what a bid is called, each game says
 * for itself (`contract-bridge/call.ts`, `auction-bridge/declaration.ts`).
 *
 * Case does not matter in what is read. Nothing here throws: reading returns a `Result`.
 */
import { err, ok, type Result } from '../core/result.js';
import type { Level, Risk } from './contract-bridge/call.js';

export type CallParseError = { readonly kind: 'call-syntax'; readonly text: string; readonly column: number };
export type ContractParseError = { readonly kind: 'contract-syntax'; readonly text: string };

/** A game's way with its calls: its pass, double and redouble, its strains and its bids. */
export type CallWords<C> = {
  readonly pass: C;
  readonly double: C;
  readonly redouble: C;
  /** The strains as a regular-expression alternation, longer spellings first (`RS|NT|N|S…`). */
  readonly strains: string;
  /** The bid of `level` in the strain written `strain` (upper case; `N` read as `NT`). */
  readonly bid: (level: Level, strain: string) => C;
};

/** `CallWords` with the patterns of a bid and of a contract made once. */
export type CallNotation<C> = CallWords<C> & {
  readonly bidPattern: RegExp;
  readonly contractPattern: RegExp;
};

export function callNotation<C>(words: CallWords<C>): CallNotation<C> {
  return {
    ...words,
    bidPattern: new RegExp(`^([1-7])(${words.strains})$`),
    contractPattern: new RegExp(`^([1-7])(${words.strains})(XX|X)?$`),
  };
}

/**
 * Reads a call in `notation`: pass, double, redouble or a bid. `column` locates the text for
 * the error.
 */
export function readCall<C>(
  notation: CallNotation<C>,
  text: string,
  column: number,
): Result<C, CallParseError> {
  const t = text.trim().toUpperCase();
  if (t === 'P' || t === 'PASS') return ok(notation.pass);
  if (t === 'X' || t === 'DBL') return ok(notation.double);
  if (t === 'XX' || t === 'RDBL') return ok(notation.redouble);
  const m = notation.bidPattern.exec(t);
  if (m?.[1] !== undefined && m[2] !== undefined)
    return ok(notation.bid(Number(m[1]) as Level, noTrump(m[2])));
  return err({ kind: 'call-syntax', text, column });
}

/** Writes a call as `readCall` reads it: `P`, `X`, `XX`, or the level and the strain. */
export function writeCall(
  call:
    | { readonly type: 'pass' | 'double' | 'redouble' }
    | { readonly type: string; readonly level: Level; readonly strain: string },
): string {
  if ('level' in call) return `${call.level}${call.strain}`;
  return call.type === 'pass' ? 'P' : call.type === 'double' ? 'X' : 'XX';
}

/** `N` is short for `NT` (no trump) in every game of the family. */
function noTrump(strain: string): string {
  return strain === 'N' ? 'NT' : strain;
}

/** A contract as written, the declarer apart: its level, its strain (`N` read as `NT`), its risk. */
export type ContractText = { readonly level: Level; readonly strain: string; readonly risk: Risk };

/** Reads `4H`, `3NTX`, `6SXX` in `notation` (the declarer apart). */
export function readContract<C>(
  notation: CallNotation<C>,
  text: string,
): Result<ContractText, ContractParseError> {
  const m = notation.contractPattern.exec(text.trim().toUpperCase());
  if (m?.[1] === undefined || m[2] === undefined) return err({ kind: 'contract-syntax', text });
  return ok({ level: Number(m[1]) as Level, strain: noTrump(m[2]), risk: (m[3] ?? '') as Risk });
}

/** Writes a contract without its declarer: `4H`, `3NTX`, `2RSXX`. */
export function writeContract(contract: {
  readonly level: Level;
  readonly strain: string;
  readonly risk: Risk;
}): string {
  return `${contract.level}${contract.strain}${contract.risk}`;
}
