/**
 * Where each hand sits on the screen: the viewer's own seat at the bottom, the others clockwise
 * from it as at the table — his left-hand opponent on the left, his partner at the top, his
 * right-hand opponent on the right. The director (who sits at no seat) sees South at the bottom.
 */
export type Seat = 'N' | 'E' | 'S' | 'W';
export type Position = 'bottom' | 'left' | 'top' | 'right';

const ROUND: readonly Seat[] = ['N', 'E', 'S', 'W'];
const POSITIONS: readonly Position[] = ['bottom', 'left', 'top', 'right'];

/** The seat drawn at the bottom for a viewer: his own, or South for the director. */
export function bottomSeat(viewer: string | null): Seat {
  return ROUND.find((s) => s === viewer) ?? 'S';
}

/** Where `seat` is drawn when `bottom` sits at the bottom (clockwise: left, top, right). */
export function positionOf(bottom: Seat, seat: Seat): Position {
  const turns = (ROUND.indexOf(seat) - ROUND.indexOf(bottom) + 4) % 4;
  return POSITIONS[turns] as Position;
}

/** The seats in the order they are drawn (top, left, right, bottom: the reading order). */
export function drawingOrder(bottom: Seat): readonly Seat[] {
  const at = (p: Position) => ROUND.find((s) => positionOf(bottom, s) === p) as Seat;
  return [at('top'), at('left'), at('right'), at('bottom')];
}
