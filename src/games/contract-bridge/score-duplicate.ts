/**
 * Duplicate scoring of contract bridge: the scoring table of WBF Law 77 (the 2007 and 2017
 * codes agree; the values below are the ones in force since 1987). Our own paraphrase:
 *
 * - Trick score (contract made): for each odd trick bid and made, 20 in clubs or diamonds, 30 in
 *   hearts or spades; at no trump 40 for the first and 30 for each later one. Doubled ×2,
 *   redoubled ×4.
 * - Overtricks: undoubled, the trick value of the strain; doubled 100 each (200 vulnerable);
 *   redoubled 200 each (400 vulnerable).
 * - Premium points: for making a doubled contract 50, a redoubled one 100 (the "insult"); a
 *   part score (trick score under 100) 50; a game (trick score 100 or more) 300, or 500
 *   vulnerable; a small slam 500 (750), a grand slam 1000 (1500).
 * - Undertricks (the defenders' score): undoubled 50 each (100 vulnerable); doubled, not
 *   vulnerable, 100 for the first, 200 for each of the second and third, 300 for each from the
 *   fourth; doubled, vulnerable, 200 for the first, 300 for each later one; redoubled, twice the
 *   doubled values.
 *
 * The building blocks (`trickScore`, `overtrickPoints`, `undertrickPenalty`, `slamBonus`) are
 * exported because rubber scoring (score-rubber.ts) shares them.
 *
 * Errors: `scoreContract` is the boundary and returns a `Result` for bad input (tricks outside
 * 0..13, a malformed contract, an unknown vulnerability). The fast functions `duplicateScore`,
 * `duplicateScoreDetail` and `scoreForSide` expect valid input and throw `InvariantError` for
 * a trick count outside 0..13 (a bug in the caller, who should have validated).
 */
import { isVulnerability, isVulnerable, type Vulnerability } from '../../core/board.js';
import { err, invariant, ok, type Result } from '../../core/result.js';
import { type BySide, isSeat, SIDE_OF, type Side } from '../../core/seat.js';
import { type Contract, isLevel, isStrain, type Level, RISKS, type Risk, type Strain } from './call.js';

/** Tricks in a deal; declarer needs `level + BOOK` of them. */
export const TRICKS_IN_DEAL = 13;
export const BOOK = 6;

/** The multiplier of trick points for each risk (Law 77: doubled ×2, redoubled ×4). */
export const RISK_MULTIPLIER: { readonly [R in Risk]: number } = { '': 1, X: 2, XX: 4 };

/** Points per odd trick for an undoubled contract; at no trump the first trick is worth 10 more. */
const ODD_TRICK_VALUE: { readonly [S in Strain]: number } = { C: 20, D: 20, H: 30, S: 30, NT: 30 };
const NO_TRUMP_FIRST_TRICK_EXTRA = 10;

/** Per overtrick when doubled or redoubled: [not vulnerable, vulnerable]. */
const PENALTY_OVERTRICK: { readonly [R in 'X' | 'XX']: readonly [number, number] } = {
  X: [100, 200],
  XX: [200, 400],
};

/** Bonus for making a doubled (50) or redoubled (100) contract. */
const INSULT: { readonly [R in Risk]: number } = { '': 0, X: 50, XX: 100 };

export const PART_SCORE_BONUS = 50;
export const GAME_THRESHOLD = 100;
const GAME_BONUS: readonly [number, number] = [300, 500];
const SMALL_SLAM_BONUS: readonly [number, number] = [500, 750];
const GRAND_SLAM_BONUS: readonly [number, number] = [1000, 1500];

const vulIndex = (vulnerable: boolean): 0 | 1 => (vulnerable ? 1 : 0);

/** Trick score of `oddTricks` odd tricks (0..7) in `strain` at `risk` (below the line in rubber). */
export function trickScore(strain: Strain, risk: Risk, oddTricks: number): number {
  if (oddTricks <= 0) return 0;
  const base = ODD_TRICK_VALUE[strain] * oddTricks + (strain === 'NT' ? NO_TRUMP_FIRST_TRICK_EXTRA : 0);
  return base * RISK_MULTIPLIER[risk];
}

/** Points for `count` overtricks. */
export function overtrickPoints(strain: Strain, risk: Risk, vulnerable: boolean, count: number): number {
  if (count <= 0) return 0;
  const each = risk === '' ? ODD_TRICK_VALUE[strain] : PENALTY_OVERTRICK[risk][vulIndex(vulnerable)];
  return each * count;
}

/** The defenders' points for `down` undertricks (a positive number; 0 when `down` ≤ 0). */
export function undertrickPenalty(risk: Risk, vulnerable: boolean, down: number): number {
  if (down <= 0) return 0;
  if (risk === '') return (vulnerable ? 100 : 50) * down;
  let doubled: number;
  if (vulnerable) {
    doubled = 200 + 300 * (down - 1);
  } else {
    // 100, then 200 for the 2nd and 3rd, then 300 for each from the 4th.
    doubled = 100 + 200 * Math.min(down - 1, 2) + 300 * Math.max(down - 3, 0);
  }
  return risk === 'XX' ? doubled * 2 : doubled;
}

/** Slam bonus for a slam bid and made: 0 below level 6. */
export function slamBonus(level: Level, vulnerable: boolean): number {
  if (level === 7) return GRAND_SLAM_BONUS[vulIndex(vulnerable)];
  if (level === 6) return SMALL_SLAM_BONUS[vulIndex(vulnerable)];
  return 0;
}

/** The bonus for making a doubled or redoubled contract. */
export function insultBonus(risk: Risk): number {
  return INSULT[risk];
}

/** The premium for a contract made in duplicate: 50 for a part score, 300/500 for a game. */
export function partScoreOrGameBonus(contractTrickScore: number, vulnerable: boolean): number {
  return contractTrickScore >= GAME_THRESHOLD ? GAME_BONUS[vulIndex(vulnerable)] : PART_SCORE_BONUS;
}

/**
 * The parts of a duplicate score, each signed from the declaring side's point of view, so that
 * `total` is their sum. `undertricks` is zero or negative; the other parts are zero or positive.
 */
export type DuplicateScoreDetail = {
  readonly trickScore: number;
  readonly overtricks: number;
  readonly undertricks: number;
  readonly insult: number;
  readonly partScoreOrGame: number;
  readonly slam: number;
  readonly total: number;
};

const PASSED_OUT: DuplicateScoreDetail = {
  trickScore: 0,
  overtricks: 0,
  undertricks: 0,
  insult: 0,
  partScoreOrGame: 0,
  slam: 0,
  total: 0,
};

function checkTricks(declarerTricks: number): void {
  invariant(
    Number.isInteger(declarerTricks) && declarerTricks >= 0 && declarerTricks <= TRICKS_IN_DEAL,
    `declarer's tricks must be an integer 0..13, got ${declarerTricks}`,
  );
}

/**
 * The score of a deal to the declaring side, part by part. `contract` null means passed out
 * (every part 0). Expects `declarerTricks` in 0..13 (see `scoreContract` for untrusted input).
 */
export function duplicateScoreDetail(
  contract: Contract | null,
  declarerTricks: number,
  vulnerable: boolean,
): DuplicateScoreDetail {
  checkTricks(declarerTricks);
  if (contract === null) return PASSED_OUT;
  const { level, strain, risk } = contract;
  const needed = level + BOOK;
  if (declarerTricks < needed) {
    const undertricks = -undertrickPenalty(risk, vulnerable, needed - declarerTricks);
    return { ...PASSED_OUT, undertricks, total: undertricks };
  }
  const contractScore = trickScore(strain, risk, level);
  const overtricks = overtrickPoints(strain, risk, vulnerable, declarerTricks - needed);
  const insult = insultBonus(risk);
  const partScoreOrGame = partScoreOrGameBonus(contractScore, vulnerable);
  const slam = slamBonus(level, vulnerable);
  return {
    trickScore: contractScore,
    overtricks,
    undertricks: 0,
    insult,
    partScoreOrGame,
    slam,
    total: contractScore + overtricks + insult + partScoreOrGame + slam,
  };
}

/** The score to the declaring side (negative when defeated, 0 when passed out). */
export function duplicateScore(
  contract: Contract | null,
  declarerTricks: number,
  vulnerable: boolean,
): number {
  return duplicateScoreDetail(contract, declarerTricks, vulnerable).total;
}

/** The score by side for a board's vulnerability: the side that scores gets it, the other 0. */
export function scoreForSide(
  contract: Contract | null,
  declarerTricks: number,
  vulnerability: Vulnerability,
): BySide<number> {
  if (contract === null) {
    checkTricks(declarerTricks);
    return { NS: 0, EW: 0 };
  }
  const side = SIDE_OF[contract.declarer];
  const total = duplicateScore(contract, declarerTricks, isVulnerable(vulnerability, side));
  return bySideScore(side, total);
}

function bySideScore(declaring: Side, total: number): BySide<number> {
  if (total >= 0) return declaring === 'NS' ? { NS: total, EW: 0 } : { NS: 0, EW: total };
  return declaring === 'NS' ? { NS: 0, EW: -total } : { NS: -total, EW: 0 };
}

export type ScoreError =
  | { readonly kind: 'tricks-out-of-range'; readonly tricks: number }
  | { readonly kind: 'contract-invalid'; readonly field: 'level' | 'strain' | 'risk' | 'declarer' }
  | { readonly kind: 'vulnerability-invalid'; readonly text: string };

/** The checked score of one board. */
export type ContractScore = {
  readonly contract: Contract | null;
  readonly declarerTricks: number;
  /** Whether the declaring side was vulnerable (false when passed out). */
  readonly vulnerable: boolean;
  readonly detail: DuplicateScoreDetail;
  readonly score: BySide<number>;
};

/** Checks the shape of a contract that may come from outside (JSON, a user). */
export function validateContract(contract: Contract): Result<Contract, ScoreError> {
  if (typeof contract.level !== 'number' || !isLevel(contract.level)) {
    return err({ kind: 'contract-invalid', field: 'level' });
  }
  if (typeof contract.strain !== 'string' || !isStrain(contract.strain)) {
    return err({ kind: 'contract-invalid', field: 'strain' });
  }
  if (!(RISKS as readonly unknown[]).includes(contract.risk)) {
    return err({ kind: 'contract-invalid', field: 'risk' });
  }
  if (typeof contract.declarer !== 'string' || !isSeat(contract.declarer)) {
    return err({ kind: 'contract-invalid', field: 'declarer' });
  }
  return ok(contract);
}

/** Checks declarer's trick count: an integer 0..13. */
export function validateTricks(declarerTricks: number): Result<number, ScoreError> {
  if (!Number.isInteger(declarerTricks) || declarerTricks < 0 || declarerTricks > TRICKS_IN_DEAL) {
    return err({ kind: 'tricks-out-of-range', tricks: declarerTricks });
  }
  return ok(declarerTricks);
}

/**
 * The boundary: scores a board from data that may be wrong. Returns the breakdown (to the
 * declaring side) and the score by side, or the first defect found.
 */
export function scoreContract(
  contract: Contract | null,
  declarerTricks: number,
  vulnerability: string,
): Result<ContractScore, ScoreError> {
  if (contract !== null) {
    const checked = validateContract(contract);
    if (!checked.ok) return checked;
  }
  const tricks = validateTricks(declarerTricks);
  if (!tricks.ok) return tricks;
  if (!isVulnerability(vulnerability)) return err({ kind: 'vulnerability-invalid', text: vulnerability });
  const vulnerable = contract !== null && isVulnerable(vulnerability, SIDE_OF[contract.declarer]);
  const detail = duplicateScoreDetail(contract, declarerTricks, vulnerable);
  const score = contract === null ? { NS: 0, EW: 0 } : bySideScore(SIDE_OF[contract.declarer], detail.total);
  return ok({ contract, declarerTricks, vulnerable, detail, score });
}
