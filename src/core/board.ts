/**
 * Boards of duplicate bridge: the board number fixes the dealer and the vulnerability by the
 * standard rotation (dealer N, E, S, W in turn; vulnerability in a 16-board cycle).
 */
import { err, ok, type Result } from './result.js';
import { SEATS, type Seat, type Side } from './seat.js';

export const VULNERABILITIES = ['None', 'NS', 'EW', 'All'] as const;
export type Vulnerability = (typeof VULNERABILITIES)[number];

export type Board = {
  readonly number: number;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
};

const CYCLE: readonly Vulnerability[] = [
  'None',
  'NS',
  'EW',
  'All',
  'NS',
  'EW',
  'All',
  'None',
  'EW',
  'All',
  'None',
  'NS',
  'All',
  'None',
  'NS',
  'EW',
];

export function dealerOfBoard(number: number): Seat {
  return SEATS[(number - 1) % 4] as Seat;
}

export function vulnerabilityOfBoard(number: number): Vulnerability {
  return CYCLE[(number - 1) % 16] as Vulnerability;
}

export type BoardError = { readonly kind: 'board-number'; readonly number: number };

/** The board with its dealer and vulnerability by the standard rotation. */
export function boardFor(number: number): Result<Board, BoardError> {
  if (!Number.isSafeInteger(number) || number < 1) return err({ kind: 'board-number', number });
  return ok({ number, dealer: dealerOfBoard(number), vulnerable: vulnerabilityOfBoard(number) });
}

export function isVulnerable(vulnerable: Vulnerability, side: Side): boolean {
  return vulnerable === 'All' || vulnerable === side;
}

export function isVulnerability(text: string): text is Vulnerability {
  return (VULNERABILITIES as readonly string[]).includes(text);
}

/** The other names a score sheet gives a vulnerability (in any case): love, both, and the ids in lower case. */
const VULNERABILITY_NAMES: Readonly<Record<string, Vulnerability>> = {
  none: 'None',
  love: 'None',
  ns: 'NS',
  ew: 'EW',
  all: 'All',
  both: 'All',
};

/** The vulnerability `text` names (`None`, `NS`, `EW`, `All`, or a name of `VULNERABILITY_NAMES`), else null. */
export function vulnerabilityNamed(text: string): Vulnerability | null {
  const named = VULNERABILITY_NAMES[text.toLowerCase()] ?? text;
  return isVulnerability(named) ? named : null;
}
