/**
 * The points of a hand (laws 2 and 3), quoted:
 *
 * - 2: "Should a player order up, assist, adopt, or make the trump, and he and his partner take
 *   five tricks, they score two; three or four tricks, they score one. If they fail to take three
 *   tricks they are euchred, and the adversaries score two."
 * - 3: "When a player plays alone and takes five tricks, he scores four; three or four tricks, he
 *   scores one. If he fails to take three tricks he is euchred, and the adversaries score four."
 *
 * So a euchred lone hand gives the adversaries four, not two (law 3; law 102 repeats it: "in case
 * of a euchre the adversaries score four"). Penalties (revokes, law 63; wrong number of cards,
 * law 90; an abandoned lone hand, law 50; the partner's exposed card, law 102) are the
 * rulebook's, scored before these points where law 4 says so (game.ts). Pure; throws nothing.
 */
import { OTHER_SIDE, type Seat, SIDE_OF, type Side } from '../../core/seat.js';
import type { EuchreHandState } from './hand.js';
import { TRICKS } from './pack-and-bowers.js';

/** `march`: all five tricks; `point`: three or four; `euchre`: fewer than three. */
export type HandOutcome = 'march' | 'point' | 'euchre';

export type HandPoints = {
  readonly outcome: HandOutcome;
  /** Who scores: the makers, or the adversaries when the makers are euchred. */
  readonly to: 'makers' | 'adversaries';
  readonly points: number;
  readonly laws: readonly string[];
};

/** Laws 2 and 3: the points for the makers' tricks, with a partner or alone. */
export function handPoints(makersTricks: number, lone: boolean): HandPoints {
  const laws = [lone ? 'Law 3' : 'Law 2'];
  if (makersTricks >= TRICKS) return { outcome: 'march', to: 'makers', points: lone ? 4 : 2, laws };
  if (makersTricks >= 3) return { outcome: 'point', to: 'makers', points: 1, laws };
  return { outcome: 'euchre', to: 'adversaries', points: lone ? 4 : 2, laws };
}

export type HandScore = HandPoints & {
  readonly makers: Side;
  readonly maker: Seat;
  readonly lone: Seat | null;
  readonly tricks: { readonly NS: number; readonly EW: number };
  /** The side that scores and the points, by side. */
  readonly side: Side;
  readonly score: { readonly NS: number; readonly EW: number };
};

/** The score of a complete hand; null while it is not complete (or was passed, law 77). */
export function scoreHand(state: EuchreHandState): HandScore | null {
  if (state.phase !== 'complete' || state.maker === null) return null;
  const makers = SIDE_OF[state.maker];
  const points = handPoints(state.won[makers], state.lone !== null);
  const side = points.to === 'makers' ? makers : OTHER_SIDE[makers];
  return {
    ...points,
    makers,
    maker: state.maker,
    lone: state.lone,
    tricks: state.won,
    side,
    score: side === 'NS' ? { NS: points.points, EW: 0 } : { NS: 0, EW: points.points },
  };
}
