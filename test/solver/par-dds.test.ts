/**
 * Par contracts against DDS: 120 random deals (test/fixtures/dd/par-120.txt, made by
 * scripts/dds-par.c with DDS's DealerPar), for every dealer and vulnerability, our par score and
 * our par contracts are DDS's. A contract is written as DDS writes it: level, strain (N for no
 * trump), `*` when doubled, the declarers, then the over- or undertricks (`4H-NS+1`, `5S*-EW-2`).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Vulnerability } from '../../src/core/board.js';
import type { BySeat, Seat } from '../../src/core/seat.js';
import type { ByStrain, Strain } from '../../src/games/contract-bridge/call.js';
import { type ParContract, par } from '../../src/solver/par.js';
import { DD_DATA } from './dd-data.js';

const COLUMNS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

type ParCase = {
  readonly deal: number;
  readonly pbn: string;
  readonly table: BySeat<ByStrain<number>>;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  readonly score: number;
  readonly contracts: readonly string[];
};

function readCases(): ParCase[] {
  const cases: ParCase[] = [];
  let deal = 0;
  let pbn = '';
  let table: Record<string, Record<string, number>> = {};
  for (const line of readFileSync(resolve(DD_DATA, 'par-120.txt'), 'utf8').split('\n')) {
    const d = /^DEAL (\d+) (.+)$/.exec(line);
    if (d) {
      deal = Number(d[1]);
      pbn = d[2] as string;
      table = {};
      continue;
    }
    const dd = /^DD ([NESW]): (.+)$/.exec(line);
    if (dd) {
      const values = (dd[2] as string).split(' ').map(Number);
      table[dd[1] as string] = Object.fromEntries(COLUMNS.map((s, i) => [s, values[i] as number]));
      continue;
    }
    const p = /^PAR ([NESW]) (None|NS|EW|All) (-?\d+)(.*)$/.exec(line);
    if (p)
      cases.push({
        deal,
        pbn,
        table: table as unknown as BySeat<ByStrain<number>>,
        dealer: p[1] as Seat,
        vulnerable: p[2] as Vulnerability,
        score: Number(p[3]),
        contracts: (p[4] as string).trim().split(/\s+/).filter(Boolean),
      });
  }
  return cases;
}

/** A par contract as DDS writes it. */
function ddsText(c: ParContract): string {
  const over = c.tricks - c.level - 6;
  const strain = c.strain === 'NT' ? 'N' : c.strain;
  const risk = c.risk === '' ? '' : '*';
  return `${c.level}${strain}${risk}-${c.declarers.join('')}${over === 0 ? '' : over > 0 ? `+${over}` : over}`;
}

const cases = readCases();

describe('par against DDS (DealerPar) on 120 random deals, every dealer and vulnerability', () => {
  test('the fixture holds 120 deals and 16 cases each', () => {
    expect(new Set(cases.map((c) => c.deal)).size).toBe(120);
    expect(cases).toHaveLength(120 * 16);
  });

  test('the par score is DDS’s in every case', () => {
    const wrong = cases.filter(
      (c) =>
        par({ tricks: c.table, exact: true, stopped: null, nodes: 0 }, c.vulnerable, c.dealer).score !==
        c.score,
    );
    expect(wrong.map((c) => `${c.deal} ${c.dealer} ${c.vulnerable}`)).toEqual([]);
  });

  test('the par contracts are DDS’s in every case (no contract that is not par)', () => {
    const wrong: string[] = [];
    for (const c of cases) {
      const ours = par({ tricks: c.table, exact: true, stopped: null, nodes: 0 }, c.vulnerable, c.dealer)
        .contracts.map(ddsText)
        .sort();
      const theirs = [...c.contracts].sort();
      if (ours.join(' ') !== theirs.join(' '))
        wrong.push(
          `deal ${c.deal} dealer ${c.dealer} ${c.vulnerable}: ours ${ours.join(' ')}; DDS ${theirs.join(' ')}`,
        );
    }
    expect(wrong).toEqual([]);
  });
});
