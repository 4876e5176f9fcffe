/**
 * Test helpers for rulebook whist-club-1912: an Auction Bridge board given as a record, acts
 * appended one by one, then the judgement. `continuePlay` plays each hand's lowest legal card
 * (keeping to a called card or suit) and, where the declarer may call an exposed card, waives.
 */
import { type Card, SUITS } from '../../../src/core/card.js';
import { lowestOf } from '../../../src/core/card-set.js';
import type { Seat } from '../../../src/core/seat.js';
import { judgeRecord } from '../../../src/laws/judge.js';
import { WHIST_CLUB_1912 } from '../../../src/laws/whist-club-1912/index.js';
import type {
  AnyRecord,
  OptionId,
  RecordContract,
  RecordEvent,
} from '../../../src/notation/record/record.js';
import { replay } from '../../../src/table/evolve.js';
import type { Judgement } from '../../../src/table/judgement.js';
import { ledSuit } from '../../../src/table/mechanics.js';
import type { TableState } from '../../../src/table/state.js';

/** DESIGN §4's deal. N 8642.AKJ5.J.9873, E AQJ.Q986.K97.J52, S KT953.T3.T5432.4, W 7.742.AQ86.AKQT6. */
export const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';
export const FOUR_HEARTS_EAST: RecordContract = { level: 4, strain: 'H', risk: '', declarer: 'E' };

export class AuctionBoard {
  readonly events: RecordEvent[] = [];
  constructor(
    readonly deal: string = DEAL,
    readonly contract: RecordContract | null = FOUR_HEARTS_EAST,
    readonly dealer: Seat = 'N',
  ) {}

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

  add(event: RecordEvent): this {
    this.events.push(event);
    return this;
  }

  play(seat: Seat, card: Card): this {
    return this.add({ type: 'play', seat, card });
  }

  /** Several plays: `'S:C4 W:C6 N:C9 E:C2'`. */
  plays(text: string): this {
    for (const token of text.trim().split(/\s+/)) {
      const [seat, card] = token.split(':') as [Seat, Card];
      this.play(seat, card);
    }
    return this;
  }

  elect(
    option: OptionId,
    params: { suit?: 'C' | 'D' | 'H' | 'S'; card?: Card } = {},
    seat: Seat = 'E',
  ): this {
    return this.add({ type: 'elect', seat, option, ...params });
  }

  get state(): TableState {
    const r = replay(this.record, WHIST_CLUB_1912);
    if (r.state === null || r.error !== undefined)
      throw new Error(`replay refused: ${JSON.stringify(r.error)}`);
    return r.state;
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

  judge(): Judgement {
    const j = judgeRecord(this.record);
    if (!j.ok) throw new Error(`judge refused: ${JSON.stringify(j.error)}`);
    return j.judgement;
  }

  refusal(): { kind: string; at: number | null; message: string } {
    const j = judgeRecord(this.record);
    if (j.ok) throw new Error('expected a refusal');
    return j.error;
  }
}

export const given = (deal?: string, contract?: RecordContract | null, dealer?: Seat) =>
  new AuctionBoard(deal, contract, dealer);
