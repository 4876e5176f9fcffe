/**
 * Calls and contracts of contract bridge. On the wire: `P`, `X`, `XX`, `1C` … `7NT`; inside,
 * plain objects. A strain is a suit or no trump.
 */
import { ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import {
  type CallParseError,
  type ContractParseError,
  callNotation,
  readCall,
  readContract,
  writeCall,
  writeContract,
} from '../call-notation.js';

export type { CallParseError, ContractParseError };

export const STRAINS = ['C', 'D', 'H', 'S', 'NT'] as const;
export type Strain = (typeof STRAINS)[number];
export type ByStrain<T> = { readonly [S in Strain]: T };
export const STRAIN_INDEX: ByStrain<number> = { C: 0, D: 1, H: 2, S: 3, NT: 4 };
export const STRAIN_NAMES: ByStrain<string> = {
  C: 'clubs',
  D: 'diamonds',
  H: 'hearts',
  S: 'spades',
  NT: 'no trump',
};

export const LEVELS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Level = (typeof LEVELS)[number];

export type Bid = { readonly type: 'bid'; readonly level: Level; readonly strain: Strain };
export type Call =
  | Bid
  | { readonly type: 'pass' }
  | { readonly type: 'double' }
  | { readonly type: 'redouble' };

export const PASS: Call = { type: 'pass' };
export const DOUBLE: Call = { type: 'double' };
export const REDOUBLE: Call = { type: 'redouble' };

/** Undoubled, doubled or redoubled, as the record writes it. */
export const RISKS = ['', 'X', 'XX'] as const;
export type Risk = (typeof RISKS)[number];

export type Contract = {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
  readonly declarer: Seat;
};

export function isStrain(text: string): text is Strain {
  return (STRAINS as readonly string[]).includes(text);
}

export function isLevel(n: number): n is Level {
  return Number.isInteger(n) && n >= 1 && n <= 7;
}

export function bid(level: Level, strain: Strain): Bid {
  return { type: 'bid', level, strain };
}

const NOTATION = callNotation<Call>({
  pass: PASS,
  double: DOUBLE,
  redouble: REDOUBLE,
  strains: 'C|D|H|S|NT|N',
  bid: (level, strain) => bid(level, strain as Strain),
});

/**
 * Parses a call: `P` (or `Pass`, or `AP`), `X`, `XX`, or a level 1–7 and a strain (`N` and `NT`
 * both mean no trump). Case does not matter. `column` locates the text for the error.
 */
export function parseCall(text: string, column = 1): Result<Call, CallParseError> {
  const known = READ.get(text);
  if (known !== undefined) return known;
  const read = text.trim().toUpperCase() === 'AP' ? ok(PASS) : readCall(NOTATION, text, column);
  if (!read.ok) return read;
  // A call read is the same whatever its column: kept by its text (a few dozen spellings in
  // practice; the map is emptied if odd spellings ever fill it).
  if (READ.size >= 1024) READ.clear();
  READ.set(text, read);
  return read;
}

/** The calls read so far, by their text (a call is readonly, so one object serves every reading). */
const READ = new Map<string, Result<Call, CallParseError>>();

export function makeCall(call: Call): string {
  return writeCall(call);
}

/** Whether bid `a` is higher than bid `b` (higher level, or same level and higher strain). */
export function bidOutranks(a: Bid, b: Bid): boolean {
  return a.level > b.level || (a.level === b.level && STRAIN_INDEX[a.strain] > STRAIN_INDEX[b.strain]);
}

/** `4H`, `3NTX`, `6SXX` followed by the declarer when wanted: `4HX by S`. */
export function makeContract(contract: Contract): string {
  return writeContract(contract);
}

/** Parses `4H`, `3NTX`, `6SXX` (the declarer comes separately). `Pass` gives null. */
export function parseContract(text: string, declarer: Seat): Result<Contract | null, ContractParseError> {
  const t = text.trim().toUpperCase();
  if (t === 'PASS' || t === 'P') return ok(null);
  const c = readContract(NOTATION, text);
  return c.ok ? ok({ ...c.value, strain: c.value.strain as Strain, declarer }) : c;
}

/** Declarer's partner, whose hand is dummy. */
export function dummyOf(contract: Contract): Seat {
  return PARTNER[contract.declarer];
}
