/**
 * Scoring profiles: what a regulating body fills in where the laws leave it room (Law 12C2,
 * Law 78D, Law 80B2(f)). An awarded average plus or average minus becomes a number only here.
 *
 * - `wbf`: the Laws' own minimum and maximum taken as the value: average plus 60 %, average
 *   50 %, average minus 40 % of the matchpoints (Law 12C2(a)); in IMPs +3, 0, −3 (the IMP form
 *   of Law 12C2, Law 86A for team play). Weighted assigned scores allowed (Law 12C1(c) 2007 and
 *   2017) unless the code in force is 1997's, where only an appeals committee may vary an
 *   assigned score to do equity (Law 12C3 of 1997).
 * - `ebu`: the English Bridge Union's: a non-offending pair's average plus is 60 % or its
 *   percentage on the boards it played in the session if that is higher; its average minus
 *   40 % or its session percentage if that is lower; the IMP forms +3 / −3 IMPs. Weighted scores
 *   allowed. Source: the EBU's White Book (artificial adjusted scores); the rule as stated in
 *   Bernard Magee's glossary, https://bernardmageebridge.com/glossary/average-plus-average-minus/
 *   (average plus: "60% of the total or its overall percentage score for the session, if
 *   better"). Our reading for average minus (the session percentage if lower) is listed in
 *   docs/scoring.md.
 */
import type { Award } from './results.js';

export const PROFILE_NAMES = ['wbf', 'ebu'] as const;
export type ProfileName = (typeof PROFILE_NAMES)[number];

export type Profile = {
  readonly name: ProfileName;
  /** Percent of the matchpoints for each award. */
  readonly percent: { readonly [A in Award]: number };
  /** IMPs for each award (pairs scored by IMPs, and team matches). */
  readonly imps: { readonly [A in Award]: number };
  /** The pair's session percentage replaces 60 % when higher, 40 % when lower. */
  readonly sessionPercentage: boolean;
  /** Weighted assigned scores (Law 12C1(c)) allowed by the regulating body. */
  readonly weighted: boolean;
  readonly source: string;
};

export const PROFILES: { readonly [N in ProfileName]: Profile } = {
  wbf: {
    name: 'wbf',
    percent: { 'A+': 60, A: 50, 'A-': 40 },
    imps: { 'A+': 3, A: 0, 'A-': -3 },
    sessionPercentage: false,
    weighted: true,
    source: 'WBF Laws of Duplicate Bridge, Law 12C2 (2007, 2017) and Law 86',
  },
  ebu: {
    name: 'ebu',
    percent: { 'A+': 60, A: 50, 'A-': 40 },
    imps: { 'A+': 3, A: 0, 'A-': -3 },
    sessionPercentage: true,
    weighted: true,
    source: 'EBU White Book, artificial adjusted scores (60 % or the session percentage if higher)',
  },
};

export function isProfileName(text: string): text is ProfileName {
  return (PROFILE_NAMES as readonly string[]).includes(text);
}

/**
 * The percentage an award gives a pair whose percentage on the boards it played (without
 * artificial scores) is `session` (null when it played none).
 */
export function awardPercent(profile: Profile, award: Award, session: number | null): number {
  const base = profile.percent[award];
  if (!profile.sessionPercentage || session === null) return base;
  if (award === 'A+') return Math.max(base, session);
  if (award === 'A-') return Math.min(base, session);
  return base;
}

/** IMPs for a percentage a director gave under IMP scoring: 60 % is +3, 40 % is −3, linearly. */
export function percentToImps(percent: number): number {
  return ((percent - 50) * 3) / 10;
}
