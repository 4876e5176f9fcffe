/**
 * The declarations of making the trump (laws 74–82, 93–98) as the tablelaw record writes them:
 * `pass`, `order-up` (eldest or third hand), `assist` (the dealer's partner), `take-up` and
 * `turn-down` (the dealer, first round), `make H` (naming a suit, second round) and `alone H` —
 * the single declaration "I play alone at hearts" / "Alone at hearts" of law 98. A bare `alone`
 * is parsed too: it is the improper two-part form ("I order it up and play it alone") that law 98
 * says "precludes a lone hand"; the game refuses it and the rulebook judges it.
 *
 * Pure; throws nothing.
 */
import { isSuit, SUIT_NAMES, type Suit } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';

export type EuchreCall =
  | { readonly kind: 'pass' }
  | { readonly kind: 'order-up' }
  | { readonly kind: 'assist' }
  | { readonly kind: 'take-up' }
  | { readonly kind: 'turn-down' }
  | { readonly kind: 'make'; readonly suit: Suit }
  /** "Alone at hearts" (law 98); `suit` null is a bare "alone", the improper form. */
  | { readonly kind: 'alone'; readonly suit: Suit | null };

export type EuchreCallKind = EuchreCall['kind'];

export type EuchreCallParseError = {
  readonly kind: 'euchre-call-syntax';
  readonly text: string;
  /** 1-based column of the first character not understood. */
  readonly column: number;
  readonly message: string;
};

const WORDS = ['pass', 'order-up', 'assist', 'take-up', 'turn-down'] as const;
type Word = (typeof WORDS)[number];

function isWord(text: string): text is Word {
  return (WORDS as readonly string[]).includes(text);
}

export const PASS: EuchreCall = { kind: 'pass' };
export const ORDER_UP: EuchreCall = { kind: 'order-up' };
export const ASSIST: EuchreCall = { kind: 'assist' };
export const TAKE_UP: EuchreCall = { kind: 'take-up' };
export const TURN_DOWN: EuchreCall = { kind: 'turn-down' };

export function make(suit: Suit): EuchreCall {
  return { kind: 'make', suit };
}

export function alone(suit: Suit): EuchreCall {
  return { kind: 'alone', suit };
}

/**
 * Parses a call as the record writes it: `pass`, `order-up`, `assist`, `take-up`, `turn-down`,
 * `make H`, `alone H`, or a bare `alone`. Words in any case; surrounding space ignored.
 */
export function parseEuchreCall(text: string): Result<EuchreCall, EuchreCallParseError> {
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  const fail = (column: number, message: string) =>
    err<EuchreCallParseError>({ kind: 'euchre-call-syntax', text, column: lead + column, message });
  if (body === '') return fail(1, 'a call is empty');
  const [word = '', suitText, ...rest] = body.split(/\s+/);
  const lower = word.toLowerCase();
  if (rest.length > 0) return fail(body.indexOf(rest[0] as string) + 1, 'a call has at most two words');
  if (isWord(lower)) {
    if (suitText !== undefined)
      return fail(body.indexOf(suitText, word.length) + 1, `"${lower}" names no suit`);
    return ok({ kind: lower });
  }
  if (lower === 'make' || lower === 'alone') {
    if (suitText === undefined) {
      if (lower === 'alone') return ok({ kind: 'alone', suit: null });
      return fail(word.length + 1, '"make" needs a suit: make C, make D, make H or make S');
    }
    const suit = suitText.toUpperCase();
    if (!isSuit(suit))
      return fail(body.indexOf(suitText, word.length) + 1, `"${suitText}" is not a suit (C, D, H, S)`);
    return ok(lower === 'make' ? { kind: 'make', suit } : { kind: 'alone', suit });
  }
  return fail(
    1,
    `"${word}" is not a euchre call (pass, order-up, assist, take-up, turn-down, make H, alone H)`,
  );
}

/** Writes a call as the record does. */
export function makeEuchreCall(call: EuchreCall): string {
  switch (call.kind) {
    case 'make':
      return `make ${call.suit}`;
    case 'alone':
      return call.suit === null ? 'alone' : `alone ${call.suit}`;
    default:
      return call.kind;
  }
}

export function callEquals(a: EuchreCall, b: EuchreCall): boolean {
  return makeEuchreCall(a) === makeEuchreCall(b);
}

/** The call in the code's words, for messages: "alone at hearts", "order it up". */
export function describeEuchreCall(call: EuchreCall): string {
  switch (call.kind) {
    case 'pass':
      return 'pass';
    case 'order-up':
      return 'order it up';
    case 'assist':
      return 'assist';
    case 'take-up':
      return 'take it up';
    case 'turn-down':
      return 'turn it down';
    case 'make':
      return `make it ${SUIT_NAMES[call.suit]}`;
    case 'alone':
      return call.suit === null ? 'alone' : `alone at ${SUIT_NAMES[call.suit]}`;
  }
}
