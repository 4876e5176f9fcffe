/**
 * Test helpers for rulebook whist-club-1912: an Auction Bridge board given as a record, acts
 * appended one by one, then the judgement. `continuePlay` plays each hand's lowest legal card
 * (keeping to a called card or suit) and, where the declarer may call an exposed card, waives.
 */
import { type Card, SUITS } from '../../../src/core/card.js';
import { lowestOf } from '../../../src/core/card-set.js';
import type { Seat } from '../../../src/core/seat.js';
import { WHIST_CLUB_1912 } from '../../../src/laws/whist-club-1912/index.js';
import type { AnyRecord, OptionId, RecordContract } from '../../../src/notation/record/record.js';
import { ledSuit } from '../../../src/table/mechanics.js';
import type { TableRulebook } from '../../../src/table/rulebook.js';
import { RecordBoard } from '../record-board.js';

/** DESIGN §4's deal. N 8642.AKJ5.J.9873, E AQJ.Q986.K97.J52, S KT953.T3.T5432.4, W 7.742.AQ86.AKQT6. */
export const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';
export const FOUR_HEARTS_EAST: RecordContract = { level: 4, strain: 'H', risk: '', declarer: 'E' };

export class AuctionBoard extends RecordBoard<AnyRecord> {
  constructor(
    readonly deal: string = DEAL,
    readonly contract: RecordContract | null = FOUR_HEARTS_EAST,
    readonly dealer: Seat = 'N',
  ) {
    super();
  }

  get record(): AnyRecord {
    return {
      format: 'tablelaw/1',
      game: 'auction-bridge',
      rulebook: 'whist-club-1912',
      board: { number: 1, dealer: this.dealer, vulnerable: 'None', deal: this.deal },
      ...(this.contract === null ? {} : { contract: this.contract }),
      events: [...this.events],
    };
  }

  elect(
    option: OptionId,
    params: { suit?: 'C' | 'D' | 'H' | 'S'; card?: Card } = {},
    seat: Seat = 'E',
  ): this {
    return this.add({ type: 'elect', seat, option, ...params });
  }

  protected tableRulebook(): TableRulebook {
    return WHIST_CLUB_1912;
  }

  /** Plays on (lowest legal card, a called card or suit first), waiving every call decision. */
  continuePlay(count = 52): this {
    for (let i = 0; i < count; i++) {
      const s = this.state;
      if (s.phase !== 'play' || s.turn === null || s.claim !== null) break;
      if (s.pending !== null) {
        if (s.pending.provision !== '67') break;
        this.elect('waive-penalty', {}, s.declarer as Seat);
        continue;
      }
      const seat = s.turn;
      const led = ledSuit(s);
      const hand = s.hands[seat];
      const called = s.obligations.find((o) => o.seat === seat && o.kind === 'play-card');
      const suit = s.obligations.find((o) => o.seat === seat && o.kind === 'lead-suit');
      const card =
        (called?.kind === 'play-card' ? called.card : undefined) ??
        (led !== null ? lowestOf(hand, led) : undefined) ??
        (led === null && suit?.kind === 'lead-suit' ? lowestOf(hand, suit.suit) : undefined) ??
        SUITS.map((x) => lowestOf(hand, x)).find((c) => c !== undefined);
      if (card === undefined) break;
      this.play(seat, card);
    }
    return this;
  }
}

export const given = (deal?: string, contract?: RecordContract | null, dealer?: Seat) =>
  new AuctionBoard(deal, contract, dealer);
