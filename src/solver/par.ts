/**
 * Par: the result of a deal when both sides bid perfectly knowing the double-dummy table —
 * each side bids on while it gains, a contract that makes is left undoubled, a sacrifice that
 * fails is doubled. Found by backward induction over the 35 contracts in bidding order: with
 * contract `i` standing, the other side either passes or bids some higher contract. The dealer's
 * side has the first chance to bid (it matters only in rare deals where both sides can make
 * something).
 *
 * The duplicate score used here (for par only) is the standard table: trick values 20 (minors)
 * / 30 (majors, no trump, plus 10 for the first no-trump trick), game 300/500, part score 50,
 * slams 500/750 and 1000/1500, doubled undertricks 100/300/500 then +300 non-vulnerable and
 * 200/500/800 then +300 vulnerable. Pure; never throws on valid input.
 */
import type { Vulnerability } from '../core/board.js';
import { isVulnerable } from '../core/board.js';
import { OTHER_SIDE, SEATS_OF, type Seat, SIDE_OF, type Side } from '../core/seat.js';
import type { Level, Risk, Strain } from '../games/contract-bridge/call.js';
import type { DdTable } from './table.js';

const BID_STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
/** The 35 contracts in bidding order: 1C … 7NT. */
const CONTRACT_COUNT = 35;

export type ParContract = {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
  /** Seats of the side that can declare it with the par result. */
  readonly declarers: readonly Seat[];
  /** Tricks the declarer takes. */
  readonly tricks: number;
};

export type Par = {
  /** The par score from North-South's point of view. */
  readonly score: number;
  /** Side that declares at par, or null when par is a pass-out. */
  readonly side: Side | null;
  readonly contracts: readonly ParContract[];
};

/** Duplicate score for the declaring side of a contract taking `tricks` tricks. */
export function contractScore(
  level: Level,
  strain: Strain,
  risk: Risk,
  vulnerable: boolean,
  tricks: number,
): number {
  const need = level + 6;
  const multiplier = risk === 'XX' ? 4 : risk === 'X' ? 2 : 1;
  if (tricks < need) {
    const down = need - tricks;
    if (risk === '') return -(vulnerable ? 100 : 50) * down;
    let penalty = 0;
    for (let k = 1; k <= down; k++) {
      if (vulnerable) penalty += k === 1 ? 200 : 300;
      else penalty += k === 1 ? 100 : k <= 3 ? 200 : 300;
    }
    return -penalty * (multiplier / 2);
  }
  const perTrick = strain === 'C' || strain === 'D' ? 20 : 30;
  const contractPoints = (perTrick * level + (strain === 'NT' ? 10 : 0)) * multiplier;
  let score = contractPoints;
  score += contractPoints >= 100 ? (vulnerable ? 500 : 300) : 50;
  if (level === 6) score += vulnerable ? 750 : 500;
  if (level === 7) score += vulnerable ? 1500 : 1000;
  if (risk !== '') score += risk === 'XX' ? 100 : 50;
  const over = tricks - need;
  if (over > 0) score += risk === '' ? over * perTrick : over * (vulnerable ? 200 : 100) * (multiplier / 2);
  return score;
}

type Choice = { readonly value: number; readonly bids: readonly number[] };

/** The par score and contracts of a deal from its double-dummy table. */
export function par(table: DdTable, vulnerable: Vulnerability, dealer: Seat = 'N'): Par {
  // Best tricks and declarers of each side in each strain.
  const best = (side: Side, strain: Strain) => {
    const [a, b] = SEATS_OF[side];
    const ta = table.tricks[a][strain];
    const tb = table.tricks[b][strain];
    const tricks = Math.max(ta, tb);
    return { tricks, declarers: [a, b].filter((_, i) => (i === 0 ? ta : tb) === tricks) };
  };
  const count = 35;
  const level = (i: number) => (Math.floor(i / 5) + 1) as Level;
  const strainOf = (i: number) => BID_STRAINS[i % 5] as Strain;
  /** North-South's score when side `side` plays contract `i` (doubled if it fails). */
  const nsScore = (i: number, side: Side) => {
    const { tricks } = best(side, strainOf(i));
    const made = tricks >= level(i) + 6;
    const score = contractScore(
      level(i),
      strainOf(i),
      made ? '' : 'X',
      isVulnerable(vulnerable, side),
      tricks,
    );
    return side === 'NS' ? score : -score;
  };
  const better = (side: Side, a: number, b: number) => (side === 'NS' ? a > b : a < b);
  // value[i][owner]: NS score when contract i by `owner` stands and the other side is to act.
  const value: number[][] = Array.from({ length: count }, () => [0, 0]);
  const next: number[][] = Array.from({ length: count }, () => [-1, -1]);
  const sideIndex = (side: Side) => (side === 'NS' ? 0 : 1);
  // bestAbove[side]: the best (for `side`) of value[j][side] over j > i, and the j achieving it.
  const bestAbove: { value: number; bid: number }[] = [
    { value: Number.NaN, bid: -1 },
    { value: Number.NaN, bid: -1 },
  ];
  for (let i = count - 1; i >= 0; i--) {
    for (const owner of ['NS', 'EW'] as const) {
      const other = OTHER_SIDE[owner];
      const pass = nsScore(i, owner);
      const above = bestAbove[sideIndex(other)] as { value: number; bid: number };
      if (above.bid >= 0 && better(other, above.value, pass)) {
        (value[i] as number[])[sideIndex(owner)] = above.value;
        (next[i] as number[])[sideIndex(owner)] = above.bid;
      } else {
        (value[i] as number[])[sideIndex(owner)] = pass;
      }
    }
    for (const side of ['NS', 'EW'] as const) {
      const v = (value[i] as number[])[sideIndex(side)] as number;
      const b = bestAbove[sideIndex(side)] as { value: number; bid: number };
      if (b.bid < 0 || better(side, v, b.value) || v === b.value) {
        b.value = v;
        b.bid = i;
      }
    }
  }
  // The opening: dealer's side, then the other, then each once more.
  const first = SIDE_OF[dealer];
  const second = OTHER_SIDE[first];
  const openingBest = (side: Side): Choice => {
    let v = Number.NaN;
    let bids: number[] = [];
    for (let j = 0; j < count; j++) {
      const x = (value[j] as number[])[sideIndex(side)] as number;
      if (bids.length === 0 || better(side, x, v)) {
        v = x;
        bids = [j];
      } else if (x === v) bids.push(j);
    }
    return { value: v, bids };
  };
  const a = openingBest(first);
  const b = openingBest(second);
  const choose = (side: Side, bid: Choice, passValue: number): Choice =>
    better(side, bid.value, passValue) ? bid : { value: passValue, bids: [] };
  const t4 = choose(second, b, 0);
  const t3 = choose(first, a, t4.value);
  const t2 = choose(second, b, t3.value);
  const t1 = choose(first, a, t2.value);
  // Follow the line from the opening bid(s) to the contract(s) that stand.
  let opening: Choice = t1;
  let opener: Side = first;
  if (t1.bids.length === 0) {
    opening = t2.bids.length > 0 ? t2 : t3.bids.length > 0 ? t3 : t4;
    opener = t2.bids.length > 0 ? second : t3.bids.length > 0 ? first : second;
  }
  let parSide: Side | null = null;
  if (opening.bids.length > 0) {
    let i = opening.bids[0] as number;
    let owner: Side = opener;
    for (;;) {
      const n = (next[i] as number[])[sideIndex(owner)] as number;
      if (n < 0) break;
      i = n;
      owner = OTHER_SIDE[owner];
    }
    parSide = owner;
  }
  const score = t1.value === 0 ? 0 : t1.value;
  if (parSide === null) return { score, side: null, contracts: [] };
  // The line of play followed above may end, through equal scores, at a contract the opponents
  // could outbid; then the par contracts are the other side's.
  for (const side of [parSide, OTHER_SIDE[parSide]]) {
    const contracts = parContracts(side, score, nsScore, better, best);
    if (contracts.length > 0) return { score, side, contracts };
  }
  return { score, side: parSide, contracts: [] };
}

/**
 * The par contracts of `side` for the par score `score`: every contract of that side that
 * scores exactly par (a contract that fails, doubled) and that the other side cannot better by
 * bidding any higher contract of its own (doubled if it fails) — a contract the opponents could
 * outbid with profit is not par, even when the par side would outbid them again. Of the
 * contracts of one strain, the lowest (`4H` with an overtrick, not `5H`). This is the reading
 * of DDS's DealerPar, against which it is tested (test/solver/par-dds.test.ts).
 */
function parContracts(
  side: Side,
  score: number,
  nsScore: (i: number, side: Side) => number,
  better: (side: Side, a: number, b: number) => boolean,
  best: (side: Side, strain: Strain) => { tricks: number; declarers: Seat[] },
): ParContract[] {
  const other = OTHER_SIDE[side];
  const out: ParContract[] = [];
  const taken = new Set<Strain>();
  for (let i = 0; i < CONTRACT_COUNT; i++) {
    const strain = BID_STRAINS[i % 5] as Strain;
    if (taken.has(strain) || nsScore(i, side) !== score) continue;
    let outbid = false;
    for (let j = i + 1; j < CONTRACT_COUNT && !outbid; j++) outbid = better(other, nsScore(j, other), score);
    if (outbid) continue;
    const level = (Math.floor(i / 5) + 1) as Level;
    const { tricks, declarers } = best(side, strain);
    taken.add(strain);
    out.push({ level, strain, risk: tricks >= level + 6 ? '' : 'X', declarers, tricks });
  }
  return out;
}
