/** A hand diagram as text: North on top, West and East either side, South below. */

import { SUIT_SYMBOLS, SUITS_DESCENDING } from '../core/card.js';
import { ranksIn } from '../core/card-set.js';
import type { Deal } from '../core/deal.js';
import type { Seat } from '../core/seat.js';

const WIDTH = 20;

function handLines(deal: Deal, seat: Seat, ascii: boolean): string[] {
  return SUITS_DESCENDING.map((suit) => {
    const ranks = ranksIn(deal.hands[seat], suit).join(' ');
    return `${ascii ? suit : SUIT_SYMBOLS[suit]} ${ranks === '' ? '—' : ranks}`;
  });
}

export type DiagramOptions = {
  /** Suit letters instead of symbols. */
  readonly ascii?: boolean;
  /** Lines printed above the diagram's West–East band, e.g. board, dealer, vulnerability. */
  readonly header?: readonly string[];
};

export function handDiagram(deal: Deal, options: DiagramOptions = {}): string {
  const ascii = options.ascii ?? false;
  const pad = ' '.repeat(WIDTH);
  const north = handLines(deal, 'N', ascii).map((l) => pad + l);
  const south = handLines(deal, 'S', ascii).map((l) => pad + l);
  const west = handLines(deal, 'W', ascii);
  const east = handLines(deal, 'E', ascii);
  const middle = west.map((w, i) => w.padEnd(WIDTH * 2) + (east[i] ?? ''));
  const labels = [
    `${pad}North`,
    ...north,
    `West${' '.repeat(WIDTH * 2 - 4)}East`,
    ...middle,
    `${pad}South`,
    ...south,
  ];
  return [...(options.header ?? []), ...labels].join('\n');
}
