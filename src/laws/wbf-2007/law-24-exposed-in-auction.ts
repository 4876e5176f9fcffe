/**
 * WBF 2007, Law 24: a card exposed during the auction (our paraphrase; the WBF text is
 * copyrighted). Through his own error a player's card could be seen by his partner: it lies face
 * up until the auction ends (information authorised to the opponents, unauthorised to his side).
 *
 * - 24A: a single card below honour rank: no further rectification.
 * - 24B: a single card of honour rank: partner must pass at his next turn.
 * - 24C: two or more cards: partner must pass at his next turn.
 * - When the auction ends: if the offender becomes declarer or dummy the cards go back to his
 *   hand; if a defender, every such card becomes a penalty card (Law 50: major if an honour or if
 *   he has two or more; 2017 24E, Laws 50 and 51). 1997 lets declarer treat them as penalty cards:
 *   read as the same (docs/laws/ambiguities-wbf.md).
 * A hand faced during the auction exposes all its cards (24C).
 */
import { type Card, isHonour } from '../../core/card.js';
import { toCards } from '../../core/card-set.js';
import { PARTNER, type Seat, SIDE_OF } from '../../core/seat.js';
import { addIrregularity, addPenaltyCard, isDefender } from '../../table/mechanics.js';
import type { TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import { mustPass } from './law-26-32-auction.js';

export const EXPOSED_IN_AUCTION: readonly Provision[] = [
  {
    ref: '24',
    title: {
      en: 'Card exposed during the auction',
      nb: 'Kort vist under meldingene',
      ru: 'Карта открыта во время торговли',
    },
    chooser: 'none',
    options: {},
  },
];

/** The cards `seat` has exposed during this auction (held in its irregularities). */
function exposedBy(state: TableState, seat: Seat): Card[] {
  const out: Card[] = [];
  for (const i of state.irregularities)
    if (i.kind === 'exposed-card' && i.offender === seat && i.trick === -1 && i.card !== undefined)
      out.push(i.card);
  return out;
}

/** Cards of `seat` exposed during the auction (`expose`, or every card by `face-hand`). */
export function exposedInAuction(
  state: TableState,
  seat: Seat,
  cards: readonly Card[],
  seq: number,
): TableState {
  const before = exposedBy(state, seat);
  let s = state;
  const fresh = cards.filter((c) => !before.includes(c));
  const count = before.length + fresh.length;
  for (const card of fresh) {
    const law = count >= 2 ? 'Law 24C' : isHonour(card) ? 'Law 24B' : 'Law 24A';
    s = addIrregularity(s, {
      seq,
      kind: 'exposed-card',
      offender: seat,
      status: law === 'Law 24A' ? 'no-rectification' : 'rectified',
      laws: [law],
      trick: -1,
      card,
      unauthorisedFor: SIDE_OF[seat],
    });
  }
  const partner = PARTNER[seat];
  const barred = s.obligations.some((o) => o.kind === 'must-pass' && o.seat === partner);
  if (count >= 2 || fresh.some(isHonour)) {
    if (!barred) s = mustPass(s, partner, 'next-turn', [count >= 2 ? 'Law 24C' : 'Law 24B'], seq);
  }
  return s;
}

/** All the cards of a hand faced during the auction. */
export function handFacedInAuction(state: TableState, seat: Seat, seq: number): TableState {
  return exposedInAuction(state, seat, toCards(state.hands[seat]), seq);
}

/** The auction has ended: a defender's exposed cards become penalty cards (24, 50); others go back. */
export function exposedAtAuctionEnd(state: TableState): TableState {
  let s = state;
  // Only the exposed cards, by the kind index (nothing walked when none was exposed).
  for (const i of state.irregularities.ofKind('exposed-card')) {
    if (i.trick !== -1 || i.card === undefined) continue;
    if (!isDefender(s, i.offender)) continue;
    const several = exposedBy(state, i.offender).length >= 2;
    s = addPenaltyCard(s, {
      seat: i.offender,
      card: i.card,
      major: several || isHonour(i.card),
      laws: ['Law 24', 'Law 50'],
    });
  }
  return s;
}
