/**
 * The double-dummy ground truth in test/fixtures/dd (computed with DDS 2.9.0): the 50 deals with
 * their 20-result tables and opening-lead values, and the claim-sized endings. Deals are read
 * from their PBN text with core's `parseDeal` (the file's own card numbering is not core's).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Card } from '../../src/core/card.js';
import { BRIDGE_ENDING, type Deal, dealFromPbn } from '../../src/core/deal.js';
import { expectOk } from '../../src/core/result.js';
import type { BySeat } from '../../src/core/seat.js';
import type { ByStrain, Strain } from '../../src/games/contract-bridge/call.js';

export const DD_DATA = resolve(dirname(fileURLToPath(import.meta.url)), '../fixtures/dd');

export type LeadValues = { readonly best: number; readonly cards: ReadonlyMap<Card, number> };

export type DdDeal = {
  readonly number: number;
  readonly pbn: string;
  readonly deal: Deal;
  readonly table: BySeat<ByStrain<number>>;
  /** South declares, West leads: East-West's tricks after each lead. */
  readonly leads: ByStrain<LeadValues>;
};

const COLUMNS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

export function readDeals(): DdDeal[] {
  const deals: DdDeal[] = [];
  type Draft = {
    number: number;
    pbn: string;
    table: Record<string, Record<string, number>>;
    leads: Record<string, LeadValues>;
  };
  let draft: Draft | null = null;
  const finish = () => {
    if (draft === null) return;
    deals.push({
      number: draft.number,
      pbn: draft.pbn,
      deal: expectOk(dealFromPbn(draft.pbn)),
      table: draft.table as unknown as BySeat<ByStrain<number>>,
      leads: draft.leads as unknown as ByStrain<LeadValues>,
    });
  };
  for (const line of readFileSync(resolve(DD_DATA, 'deals-50.txt'), 'utf8').split('\n')) {
    const deal = /^DEAL (\d+) (.+)$/.exec(line);
    if (deal) {
      finish();
      draft = { number: Number(deal[1]), pbn: (deal[2] as string).trim(), table: {}, leads: {} };
      continue;
    }
    if (draft === null) continue;
    const dd = /^DD\s+([NESW]):\s+(.+)$/.exec(line);
    if (dd) {
      const values = (dd[2] as string).trim().split(/\s+/).map(Number);
      draft.table[dd[1] as string] = Object.fromEntries(COLUMNS.map((s, i) => [s, values[i] as number]));
      continue;
    }
    const lead = /^LEAD (\S+) best=(\d+): (.+)$/.exec(line);
    if (lead) {
      const cards = new Map<Card, number>();
      for (const item of (lead[3] as string).trim().split(/\s+/)) {
        const m = /^([CDHS][2-9TJQKA])(?:\[([2-9TJQKA]+)\])?=(\d+)$/.exec(item);
        if (!m) throw new Error(`unreadable lead value ${item}`);
        const card = m[1] as Card;
        cards.set(card, Number(m[3]));
        for (const rank of m[2] ?? '') cards.set(`${card[0]}${rank}` as Card, Number(m[3]));
      }
      draft.leads[lead[1] as string] = { best: Number(lead[2]), cards };
    }
  }
  finish();
  return deals;
}

export type DdEnding = { readonly pbn: string; readonly deal: Deal; readonly nsTricks: number };

/** The endings with `k` cards a hand (no trump, West to lead). */
export function readEndings(k: number): DdEnding[] {
  return readFileSync(resolve(DD_DATA, `endings/endings-${k}.txt`), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [pbn, tricks] = line.split('|').map((part) => part.trim());
      return {
        pbn: pbn as string,
        deal: expectOk(dealFromPbn(pbn as string, BRIDGE_ENDING)),
        nsTricks: Number(tricks),
      };
    });
}
