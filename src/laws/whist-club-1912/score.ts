/**
 * The score of a deal at the table under the Whist Club code of 1912: the deal as played
 * (`games/auction-bridge/score.ts`: Laws 4–10, 47, 48, 53, 56) with the penalties of the revoke.
 *
 * - 84(a): "When the declarer revokes, his adversaries add 150 points to their score in the
 *   honor column, in addition to any penalty which he may have incurred for not making good his
 *   declaration."
 * - 84(b): "If either of the adversaries revoke, the declarer may either add 150 points to his
 *   score in the honor column, or may take three tricks from his opponents and add them to his
 *   own. Such tricks may assist the declarer to make good his declaration, but shall not entitle
 *   him to score any bonus in the honor column, in the case of the declaration having been
 *   doubled or re-doubled."
 * - 84(c): "When more than one revoke is made by the same side during the play of the hand the
 *   penalty for each revoke after the first, shall be 100 points in the honor column."
 * - 84: "A revoking side cannot score, except for honors or chicane." (So no trick score, no
 *   undertricks, no bonus, no slam; Law 7's footnote.)
 * - 89: "Should both sides revoke, the only score permitted shall be for honors in trumps or
 *   chicane. If one side revoke more than once, the penalty of 100 points for each extra revoke
 *   shall then be scored by the other side."
 *
 * Readings: three tricks are taken, or as many as the adversaries have when they have fewer
 * (docs/laws/whist-club-1912-ambiguities.md). The result's `score` is each side's total of the
 * deal's entries, below and above the line; `entries` lists them (docs/record-format.md).
 */
import { type BySide, OTHER_SIDE, SIDE_OF, type Side } from '../../core/seat.js';
import { type DealScore, type ScoreEntry, scoreDeal } from '../../games/auction-bridge/score.js';
import { tricksWon } from '../../table/mechanics.js';
import type { BoardResult, TableState, Transfer } from '../../table/state.js';
import { auctionBridgeOf } from './auction-bridge.js';

/** Law 84(a), (b): the first revoke of a side; (c): each further one. */
export const REVOKE_POINTS = 150;
export const FURTHER_REVOKE_POINTS = 100;
export const REVOKE_TRICKS = 3;

/** How the declarer takes the penalty of an adversary's revoke (84b), when there is one. */
export type RevokeChoice = 'take-points' | 'take-tricks' | null;

/** The established revokes that carry a penalty (before or after it is applied), by side. */
export function penalisedRevokes(state: TableState): BySide<number> {
  const out = { NS: 0, EW: 0 };
  for (const i of state.irregularities.ofKind('revoke'))
    if (
      i.offender !== state.dummy &&
      (i.status === 'established' || i.laws.some((l) => l.startsWith('Law 84') || l === 'Law 89'))
    )
      out[SIDE_OF[i.offender]]++;
  return out;
}

const KEPT_BY_REVOKERS = new Set<ScoreEntry['reason']>(['honours', 'chicane', 'double-chicane']);

/** The score of the deal with its revoke penalties, or null without a final declaration. */
export function dealScoreAtTable(
  state: TableState,
  choice: RevokeChoice,
): { score: DealScore; transfers: Transfer[] } | null {
  const contract = auctionBridgeOf(state).contract;
  if (contract === null) return null;
  const declaring = SIDE_OF[contract.declarer];
  const adversaries = OTHER_SIDE[declaring];
  const won = tricksWon(state);
  const inPlay = won[declaring] + state.claimed[declaring];
  const revokes = penalisedRevokes(state);
  const revokeTricks =
    choice === 'take-tricks' && revokes[adversaries] > 0 && revokes[declaring] === 0
      ? Math.min(REVOKE_TRICKS, 13 - inPlay)
      : 0;
  const scored = scoreDeal({
    contract,
    deal: { hands: state.dealt },
    declarerTricks: inPlay,
    revokeTricks,
  });
  if (!scored.ok) throw new Error(`deal not scorable: ${JSON.stringify(scored.error)}`);
  const base = scored.value;
  const both = revokes.NS > 0 && revokes.EW > 0;
  const entries: ScoreEntry[] = base.entries.filter(
    (e) => KEPT_BY_REVOKERS.has(e.reason) || (!both && revokes[e.side] === 0),
  );
  const revokeEntry = (side: Side, points: number, laws: readonly string[]): ScoreEntry => ({
    side,
    line: 'above',
    points,
    reason: 'revoke',
    laws,
  });
  for (const side of ['NS', 'EW'] as const) {
    const n = revokes[side];
    if (n === 0) continue;
    const other = OTHER_SIDE[side];
    if (!both) {
      if (side === declaring) entries.push(revokeEntry(other, REVOKE_POINTS, ['Law 84(a)']));
      else if (choice === 'take-points') entries.push(revokeEntry(other, REVOKE_POINTS, ['Law 84(b)']));
    }
    for (let k = 1; k < n; k++)
      entries.push(revokeEntry(other, FURTHER_REVOKE_POINTS, both ? ['Law 84(c)', 'Law 89'] : ['Law 84(c)']));
  }
  const total = (side: Side, line: 'below' | 'above') =>
    entries.reduce((sum, e) => (e.side === side && e.line === line ? sum + e.points : sum), 0);
  const score: DealScore = {
    ...base,
    entries,
    below: { NS: total('NS', 'below'), EW: total('EW', 'below') },
    above: { NS: total('NS', 'above'), EW: total('EW', 'above') },
  };
  const transfers: Transfer[] =
    revokeTricks > 0 ? [{ to: declaring, tricks: revokeTricks, laws: ['Law 84(b)'] }] : [];
  return { score, transfers };
}

/** The board's result (DESIGN §4) from the deal's score. */
export function resultOf(score: DealScore, transfers: readonly Transfer[]): BoardResult {
  return {
    tricks: score.tricks,
    transfers,
    score: {
      NS: score.below.NS + score.above.NS,
      EW: score.below.EW + score.above.EW,
    },
    entries: score.entries,
  };
}
