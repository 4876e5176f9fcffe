/**
 * Games and the rubber (laws 1, 2, 4, 7 and the "Technical terms"), quoted:
 *
 * - 2: "A game consists of five points."
 * - "Lap,"—"is where more points are made than are necessary to win a game, and are carried to
 *   the next game."
 * - 1: "The rubber is the best of three games. If the first two games are won by the same
 *   players, the third game is played; should the score of the third game lap, a fourth game is
 *   played." ("Rubber,"—"consists of three games. When, however, a lap is made in the third game,
 *   a fourth must be played.")
 * - 7: "Each game won counts one unless the losing side has failed to score, in which case the
 *   game counts two. Two additional points are taken by the side winning the rubber. Thus it is
 *   possible to win ten points in a rubber; that is, four double games, and two points for the
 *   rubber."
 * - 4: "The penalty of a revoke takes precedence of all other scores."
 *
 * Readings (docs/laws/somerset-1888-game.md): the three games are always played; the rubber goes
 * to the side that won two of the first three; a fourth game is played only when the third game
 * laps, begins with that lap, and counts its value but does not change who won the rubber; a
 * lap of the fourth game is lost. A game is double when the losers' score in it, laps carried in
 * included, is nothing. The points of a hand are scored in the order given (law 4: a revoke's
 * first); once a game is won, the rest of that hand's points count in the next game.
 *
 * Pure; throws nothing.
 */
import { err, ok, type Result } from '../../core/result.js';
import { type BySide, OTHER_SIDE, type Side } from '../../core/seat.js';

/** Points that win a game (law 2). */
export const GAME_POINTS = 5;
/** Games always played in a rubber (law 1), before a fourth for a lap. */
export const RUBBER_GAMES = 3;
/** Points for winning the rubber (law 7). */
export const RUBBER_BONUS = 2;

/** Points scored by a side, citing the law that gives them. */
export type PointsAward = { readonly side: Side; readonly points: number; readonly laws: readonly string[] };

export type FinishedGame = {
  readonly winner: Side;
  /** The score when the game was won, laps included (e.g. 6–2). */
  readonly score: BySide<number>;
  /** Points beyond five, carried to the next game (lost after the last game of the rubber). */
  readonly lap: number;
  /** 2 when the losers failed to score, else 1 (law 7). */
  readonly value: 1 | 2;
};

export type RubberState = {
  readonly games: readonly FinishedGame[];
  /** The score of the game in progress, laps carried in included. */
  readonly score: BySide<number>;
  readonly complete: boolean;
  /** The side that won two of the first three games, once known. */
  readonly winner: Side | null;
};

export type RubberError =
  | { readonly kind: 'rubber-complete' }
  | { readonly kind: 'points-invalid'; readonly points: number; readonly index: number };

export function startRubber(): RubberState {
  return { games: [], score: { NS: 0, EW: 0 }, complete: false, winner: null };
}

/** Games won by each side so far. */
export function gamesWon(rubber: RubberState): BySide<number> {
  const won = { NS: 0, EW: 0 };
  for (const g of rubber.games) won[g.winner]++;
  return won;
}

/** The winner of the rubber: the side with two of the first three games, once it has them. */
function rubberWinner(games: readonly FinishedGame[]): Side | null {
  const first = games.slice(0, RUBBER_GAMES);
  const ns = first.filter((g) => g.winner === 'NS').length;
  const ew = first.length - ns;
  return ns >= 2 ? 'NS' : ew >= 2 ? 'EW' : null;
}

/**
 * Scores a hand's points, in order (law 4: a revoke penalty first). A game ends as soon as a side
 * reaches five; its lap begins the next game, and the hand's later points count there. Points
 * given after the rubber ends are not scored.
 */
export function scorePoints(
  rubber: RubberState,
  awards: readonly PointsAward[],
): Result<RubberState, RubberError> {
  if (rubber.complete) return err({ kind: 'rubber-complete' });
  for (const [index, a] of awards.entries())
    if (!Number.isSafeInteger(a.points) || a.points < 0)
      return err({ kind: 'points-invalid', points: a.points, index });
  let games = rubber.games;
  let score = rubber.score;
  let complete = false;
  for (const award of awards) {
    if (complete) break;
    score = { ...score, [award.side]: score[award.side] + award.points };
    const side = award.side;
    if (score[side] < GAME_POINTS) continue;
    const lap = score[side] - GAME_POINTS;
    const game: FinishedGame = { winner: side, score, lap, value: score[OTHER_SIDE[side]] === 0 ? 2 : 1 };
    games = [...games, game];
    const more = games.length < RUBBER_GAMES || (games.length === RUBBER_GAMES && lap > 0);
    if (more) score = side === 'NS' ? { NS: lap, EW: 0 } : { NS: 0, EW: lap };
    else {
      complete = true;
      score = { NS: 0, EW: 0 };
    }
  }
  return ok({ games, score, complete, winner: rubberWinner(games) });
}

/** The rubber's points (law 7): each game its value, and two for the side winning the rubber. */
export function rubberPoints(rubber: RubberState): BySide<number> {
  const points = { NS: 0, EW: 0 };
  for (const g of rubber.games) points[g.winner] += g.value;
  if (rubber.complete && rubber.winner !== null) points[rubber.winner] += RUBBER_BONUS;
  return points;
}
