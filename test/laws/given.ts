/**
 * Test helpers: a board given as a record, acts appended one by one, then the judgement.
 * `continuePlay` lets the engine play on with each hand's lowest legal card, so a test states
 * only the acts that matter to its law.
 */

import { type Card, SUITS } from '../../src/core/card.js';
import { lowestOf } from '../../src/core/card-set.js';
import type { Seat } from '../../src/core/seat.js';
import type { Contract } from '../../src/games/contract-bridge/call.js';
import { RULEBOOKS } from '../../src/laws/registry.js';
import { playablePenaltyCards } from '../../src/laws/wbf-2007/law-49-52-penalty-cards.js';
import type { OptionId, RulebookName, TablelawRecord } from '../../src/notation/record/record.js';
import { ledSuit } from '../../src/table/mechanics.js';
import type { TableRulebook } from '../../src/table/rulebook.js';
import { RecordBoard } from './record-board.js';

/** DESIGN §4's example deal: 4H by East, South to lead. */
export const EXAMPLE_DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';
export const FOUR_HEARTS_EAST: Contract = { level: 4, strain: 'H', risk: '', declarer: 'E' };

export class Board extends RecordBoard<TablelawRecord> {
  constructor(
    readonly deal: string = EXAMPLE_DEAL,
    readonly contract: Contract = FOUR_HEARTS_EAST,
    readonly vulnerable: 'None' | 'NS' | 'EW' | 'All' = 'None',
    /** The code judged under (the WBF rulebooks share the helpers). */
    public rulebook: RulebookName = 'wbf-2007',
  ) {
    super();
  }

  /** The same acts judged under another code (`wbf-1997`, `wbf-2017`). */
  under(rulebook: RulebookName): this {
    this.rulebook = rulebook;
    return this;
  }

  get record(): TablelawRecord {
    return {
      format: 'tablelaw/1',
      game: 'contract-bridge',
      rulebook: this.rulebook,
      board: { number: 1, dealer: 'N', vulnerable: this.vulnerable, deal: this.deal },
      contract: this.contract,
      events: [...this.events],
    };
  }

  elect(
    seat: Seat | 'director',
    option: OptionId,
    params: { suit?: 'C' | 'D' | 'H' | 'S'; card?: Card; tricks?: number } = {},
  ): this {
    return this.add({ type: 'elect', seat, option, ...params });
  }

  protected tableRulebook(): TableRulebook {
    const rulebook = RULEBOOKS[this.rulebook];
    if (rulebook === undefined) throw new Error(`no rulebook ${this.rulebook}`);
    return rulebook;
  }

  /**
   * Plays on with each hand's penalty card when one is due, else its lowest legal card (keeping
   * to a required or forbidden lead), `count` cards or to the end or a decision.
   */
  continuePlay(count = 52): this {
    for (let i = 0; i < count; i++) {
      const s = this.state;
      if (s.phase !== 'play' || s.pending !== null || s.turn === null) break;
      const seat = s.turn;
      const led = ledSuit(s);
      const hand = s.hands[seat];
      const required = s.obligations.find((o) => o.seat === seat && o.kind === 'lead-suit');
      const forbidden = s.obligations.find((o) => o.seat === seat && o.kind === 'forbid-lead-suit');
      const suits = SUITS.filter((x) => forbidden?.kind !== 'forbid-lead-suit' || x !== forbidden.suit);
      const card =
        playablePenaltyCards(s, seat)[0]?.card ??
        (led !== null ? lowestOf(hand, led) : undefined) ??
        (required?.kind === 'lead-suit' ? lowestOf(hand, required.suit) : undefined) ??
        [...suits, ...SUITS].map((suit) => lowestOf(hand, suit)).find((c) => c !== undefined);
      if (card === undefined) break;
      this.play(seat, card);
    }
    return this;
  }
}

export const given = (deal?: string, contract?: Contract, vulnerable?: 'None' | 'NS' | 'EW' | 'All') =>
  new Board(deal, contract, vulnerable);
