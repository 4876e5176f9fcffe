/**
 * Test helpers for the auction: a contract bridge board with no contract in the record (the
 * auction is in the events), calls appended as `'N:1D S:1S'`.
 */
import type { Seat } from '../../src/core/seat.js';
import { judgeRecord } from '../../src/laws/judge.js';
import type { TablelawRecord } from '../../src/notation/record/record.js';
import { Board } from './given.js';

/** The deal, North dealer. */
export const AUCTION_DEAL = 'N:KQ4.A54.KQJ3.762 32.762.7652.T984 AJT987.K3.A4.A53 65.QJT98.T98.KQJ';

export class AuctionBoard extends Board {
  override get record(): TablelawRecord {
    const { contract: _none, ...rest } = super.record;
    return rest;
  }

  call(seat: Seat, call: string): this {
    return this.add({ type: 'call', seat, call });
  }

  /** Several calls: `'N:1D E:P S:1S'`. */
  calls(text: string): this {
    for (const token of text.trim().split(/\s+/)) {
      const [seat, call] = token.split(':') as [Seat, string];
      this.call(seat, call);
    }
    return this;
  }

  /** Whether the record as it stands replays: ok, or the refusal of its last event. */
  outcome(): { readonly ok: true } | { readonly ok: false; readonly kind: string; readonly message: string } {
    const j = judgeRecord(this.record);
    return j.ok ? { ok: true } : { ok: false, kind: j.error.kind, message: j.error.message };
  }

  finding(fact: string, value: string | number | boolean): this {
    return this.add({ type: 'finding', seat: 'director', fact, value });
  }
}

/** A board of the deal, judged under `rulebook`. */
export function auction(rulebook: 'wbf-1997' | 'wbf-2007' | 'wbf-2017' = 'wbf-2007'): AuctionBoard {
  return new AuctionBoard(AUCTION_DEAL).under(rulebook);
}
