/**
 * Test helpers for `somerset-1888`: a euchre hand given as a record, acts appended one by one,
 * then the judgement. `continuePlay` lets the engine play on with each active hand's lowest legal
 * card (a called card when one is called; a called suit when one is due), so a test states only
 * the acts that matter to its law.
 */
import type { Card, Suit } from '../../../src/core/card.js';
import type { Seat } from '../../../src/core/seat.js';
import { legalNow } from '../../../src/laws/somerset-1888/common.js';
import { euchreOf } from '../../../src/laws/somerset-1888/euchre.js';
import { SOMERSET_1888 } from '../../../src/laws/somerset-1888/index.js';
import type { OptionId, TablelawRecord } from '../../../src/notation/record/record.js';
import { orderOf } from '../../../src/table/mechanics.js';
import type { TableRulebook } from '../../../src/table/rulebook.js';
import { RecordBoard } from '../record-board.js';

/**
 * North deals; East is the eldest hand, South the dealer's partner (second hand), West the third.
 * The trump card turned is the nine of hearts. East holds the right bower and A K of hearts; West
 * the left bower (the knave of diamonds).
 */
export const DEAL = 'N:AK.T.7.7 .JAK.A.A QJ9.Q8.. T.7.QJ.K';
export const UPCARD: Card = 'H9';

export class Hand extends RecordBoard<TablelawRecord> {
  constructor(
    readonly deal: string = DEAL,
    readonly upcard: Card = UPCARD,
    readonly score?: { NS: number; EW: number },
  ) {
    super();
  }

  get record(): TablelawRecord {
    return {
      format: 'tablelaw/1',
      game: 'euchre',
      rulebook: 'somerset-1888',
      board: {
        number: 1,
        dealer: 'N',
        deal: this.deal,
        upcard: this.upcard,
        ...(this.score === undefined ? {} : { score: this.score }),
      },
      events: [...this.events],
    };
  }

  /** Calls: `'E:pass S:assist'`. */
  calls(text: string): this {
    for (const token of text.trim().split(/\s+(?=[NESW]:)/)) {
      const [seat, call] = [token.slice(0, 1) as Seat, token.slice(2)];
      this.add({ type: 'call', seat, call });
    }
    return this;
  }

  discard(card: Card): this {
    return this.add({ type: 'discard', seat: 'N', card });
  }

  elect(seat: Seat | 'director', option: OptionId, params: { suit?: Suit; card?: Card } = {}): this {
    return this.add({ type: 'elect', seat, option, ...params });
  }

  protected tableRulebook(): TableRulebook {
    return SOMERSET_1888;
  }

  /** Plays on with each hand's called card, else its lowest legal card (a called suit first at a lead). */
  continuePlay(count = 30): this {
    for (let i = 0; i < count; i++) {
      const s = this.state;
      // An exposed card that may be called (56) does not stop the owner: his play answers it.
      const optional = s.pending !== null && (s.pending.provision === '56' || s.pending.provision === '51');
      if (s.phase !== 'play' || (s.pending !== null && !optional) || s.turn === null) break;
      const seat = s.turn;
      const e = euchreOf(s);
      const order = orderOf(s);
      const called = e.duties.find((d) => d.seat === seat && d.kind === 'play-card')?.card;
      const suit = e.duties.find((d) => d.seat === seat && d.kind === 'lead-suit')?.suit;
      const legal = legalNow(s, seat).sort((a, b) => order.strength(a) - order.strength(b));
      // A called card that would revoke need not be played (law 55).
      const due = called !== undefined && legal.includes(called) ? called : undefined;
      const card =
        due ?? legal.find((c) => suit !== undefined && order.effectiveSuit(c) === suit) ?? legal[0];
      if (card === undefined) break;
      this.play(seat, card);
    }
    return this;
  }
}

export const given = (deal?: string, upcard?: Card, score?: { NS: number; EW: number }) =>
  new Hand(deal, upcard, score);

/** East orders it up; North takes up the nine of hearts and discards the seven of clubs. */
export const ordered = (score?: { NS: number; EW: number }) =>
  given(DEAL, UPCARD, score).calls('E:order-up').discard('C7');

/** East plays alone at hearts; West lays his hand face down; North discards the seven of clubs. */
export const lone = (score?: { NS: number; EW: number }) =>
  given(DEAL, UPCARD, score).calls('E:alone H').discard('C7');
