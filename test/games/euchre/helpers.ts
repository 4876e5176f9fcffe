/** A fixed deal for the law tests: dealer South, the knave of hearts turned. */
import type { Card } from '../../../src/core/card.js';
import { dealFromPbn } from '../../../src/core/deal.js';
import { expectOk } from '../../../src/core/result.js';
import type { Seat } from '../../../src/core/seat.js';
import { type EuchreDeal, euchreDealRules, validateEuchreDeal } from '../../../src/games/euchre/index.js';

/**
 * N ♠AK ♥9 ♦Q ♣7 · E ♠QJ ♥A ♦K ♣8 · S ♠10 ♥KQ ♦A ♣9 · W ♠9 ♥10 ♦J10 ♣A; the trump card ♥J.
 * South deals: West is the eldest hand, North the second, East the third.
 */
export const PBN = 'N:AK.9.Q.7 QJ.A.K.8 T.KQ.A.9 9.T.JT.A';

export function euchreDeal(pbn = PBN, dealer: Seat = 'S', upcard: Card = 'HJ'): EuchreDeal {
  const deal = expectOk(dealFromPbn(pbn, euchreDealRules('32')));
  return expectOk(validateEuchreDeal({ dealer, deal, upcard }));
}
