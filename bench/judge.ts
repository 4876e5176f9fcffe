/**
 * Replaying and judging a 60-event record (DESIGN §4's example deal, 4H by East): an opening
 * lead out of turn accepted, a card exposed, a revoke established and the two-trick transfer
 * (64A1), the end of play and Law 64C's decision, each trick turned and quitted — against the
 * same plays put through the plain legal-play loop of play.ts (`playCard`, no judging), in the
 * same run. Target: ≥ 50,000 boards/s single thread.
 */
import { type Card, SUITS } from '../src/core/card.js';
import { lowestOf } from '../src/core/card-set.js';
import { dealFromPbn } from '../src/core/deal.js';
import { expectOk } from '../src/core/result.js';
import type { Contract } from '../src/games/contract-bridge/call.js';
import { playCard, startPlay } from '../src/games/contract-bridge/play.js';
import { judgeRecord } from '../src/laws/judge.js';
import { WBF_2007 } from '../src/laws/wbf-2007/index.js';
import { playablePenaltyCards } from '../src/laws/wbf-2007/law-49-52-penalty-cards.js';
import type { RecordEvent, TablelawRecord } from '../src/notation/record/record.js';
import { evolve } from '../src/table/evolve.js';
import { ledSuit, startTable } from '../src/table/mechanics.js';
import type { TableState } from '../src/table/state.js';
import type { BenchResult } from './result.js';

const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';
const EVENTS = 60;
const WARM_UP_MS = 300;
const MEASURE_MS = 1500;

const base: TablelawRecord<Contract> = {
  format: 'tablelaw/1',
  game: 'contract-bridge',
  rulebook: 'wbf-2007',
  board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEAL },
  contract: { level: 4, strain: 'H', risk: '', declarer: 'E' },
  events: [],
};

function lowest(s: TableState, seat: NonNullable<TableState['turn']>): Card {
  const led = ledSuit(s);
  const hand = s.hands[seat];
  const card =
    playablePenaltyCards(s, seat)[0]?.card ??
    (led === null ? undefined : lowestOf(hand, led)) ??
    SUITS.map((x) => lowestOf(hand, x)).find((c) => c !== undefined);
  if (card === undefined) throw new Error('no card to play');
  return card;
}

/** The benchmark record: built by playing it, so every event is accepted. */
export function sixtyEventRecord(): TablelawRecord {
  const events: RecordEvent[] = [];
  let state = expectOk(startTable(base, WBF_2007.game));
  const apply = (e: RecordEvent) => {
    const next = evolve(state, e, events.length, WBF_2007);
    if (!next.ok) throw new Error(`bench record refused: ${JSON.stringify(next.error)}`);
    events.push(e);
    state = next.value;
  };
  apply({ type: 'play', seat: 'S', card: 'C4' });
  apply({ type: 'play', seat: 'W', card: 'C6' });
  apply({ type: 'play', seat: 'N', card: 'H5' }); // revoke, wins the trick (64A1)
  apply({ type: 'play', seat: 'E', card: 'C2' });
  apply({ type: 'expose', seat: 'S', card: 'S3', how: 'dropped' });
  let quits = 0;
  while (state.phase === 'play') {
    const seat = state.turn;
    if (seat === null) break;
    const before = state.tricks.length;
    apply({ type: 'play', seat, card: lowest(state, seat) });
    if (state.tricks.length > before && quits < EVENTS - 54 && state.phase === 'play') {
      apply({ type: 'quit-trick', seat });
      quits++;
    }
  }
  apply({ type: 'elect', seat: 'director', option: 'keep-result' });
  return { ...base, events };
}

function measure(ms: number, f: () => number): { perSecond: number; runs: number; check: number } {
  const budget = BigInt(ms) * 1_000_000n;
  const start = process.hrtime.bigint();
  let runs = 0;
  let check = 0;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 100; i++) {
      check += f();
      runs++;
    }
    elapsed = process.hrtime.bigint() - start;
  }
  return { perSecond: (runs * 1e9) / Number(elapsed), runs, check };
}

export async function benchJudge(): Promise<BenchResult> {
  const record = sixtyEventRecord();
  const deal = expectOk(dealFromPbn(DEAL));
  const contract = base.contract ?? { level: 4, strain: 'H', risk: '', declarer: 'E' };
  // The reference: the same hands' cards through the plain legal-play loop, without judging.
  const legal: { seat: NonNullable<TableState['turn']>; card: Card }[] = [];
  let plain = startPlay(deal, contract);
  while (plain.toPlay !== null) {
    const seat = plain.toPlay;
    const hand = plain.hands[seat];
    const lead = plain.trick[0];
    const card =
      (lead === undefined ? undefined : lowestOf(hand, lead.card[0] as (typeof SUITS)[number])) ??
      SUITS.map((x) => lowestOf(hand, x)).find((c) => c !== undefined);
    if (card === undefined) break;
    legal.push({ seat, card });
    plain = expectOk(playCard(plain, seat, card));
  }
  const judged = () => {
    const j = judgeRecord(record);
    return j.ok && j.judgement.result !== null ? j.judgement.result.tricks.EW : -1;
  };
  const reference = () => {
    let s = startPlay(deal, contract);
    for (const p of legal) {
      const next = playCard(s, p.seat, p.card);
      if (next.ok) s = next.value;
    }
    return s.tricks.length;
  };
  measure(WARM_UP_MS, judged);
  measure(WARM_UP_MS, reference);
  const ref = measure(MEASURE_MS, reference);
  const fast = measure(MEASURE_MS, judged);
  return {
    name: `replay and judge a ${record.events.length}-event record (wbf-2007)`,
    unit: 'boards/s',
    value: Math.round(fast.perSecond),
    reference: {
      name: 'the 52 legal plays of the same deal through play.ts playCard, no judging',
      value: Math.round(ref.perSecond),
    },
    ratio: fast.perSecond / ref.perSecond,
    notes: [
      'record: revoke won by the offender (64A1), an exposed card, quit-trick acts, Law 64C election; from a parsed record to the judgement object',
      'target ≥ 50,000 boards/s single thread',
      `checksum ${fast.check}`,
    ],
  };
}

/**
 * The deal (North deals) with an auction of three irregularities — an insufficient bid
 * replaced by a pass (27B2), a call at a barred RHO's turn (28A), a double of partner's bid
 * (36B) — declarer's Law 26 decision at the opening lead, then play to the end.
 */
export function auctionRecord(): TablelawRecord {
  const auctionBase: TablelawRecord = {
    format: 'tablelaw/1',
    game: 'contract-bridge',
    rulebook: 'wbf-2007',
    board: {
      number: 1,
      dealer: 'N',
      vulnerable: 'None',
      deal: 'N:KQ4.A54.KQJ3.762 32.762.7652.T984 AJT987.K3.A4.A53 65.QJT98.T98.KQJ',
    },
    events: [],
  };
  const events: RecordEvent[] = [];
  let state = expectOk(startTable(auctionBase, WBF_2007.game));
  const apply = (e: RecordEvent) => {
    const next = evolve(state, e, events.length, WBF_2007);
    if (!next.ok) throw new Error(`bench record refused: ${JSON.stringify(next.error)}`);
    events.push(e);
    state = next.value;
  };
  const call = (text: string) => {
    for (const token of text.split(' ')) {
      const [seat, c] = token.split(':') as [NonNullable<TableState['turn']>, string];
      apply({ type: 'call', seat, call: c });
    }
  };
  call('N:1D E:1C');
  apply({ type: 'elect', seat: 'S', option: 'reject-call' });
  call('E:P S:1S N:2S E:P S:4S W:P N:X N:P E:P');
  apply({ type: 'elect', seat: 'S', option: 'forbid-suit', suit: 'C' });
  while (state.phase === 'play') {
    const seat = state.turn;
    if (seat === null || state.pending !== null) break;
    const legal = WBF_2007.game?.legalPlays(state, seat)[0];
    apply({ type: 'play', seat, card: legal ?? lowest(state, seat) });
  }
  if (state.irregularities.length !== 3) throw new Error('bench record: three irregularities expected');
  return { ...auctionBase, events };
}

/**
 * The CPU time (µs) per call over `runs` calls of `f`: process CPU time, not the wall clock, so
 * that another process taking the core for a while does not count as this one's time.
 */
function cpuPerRun(f: () => number, runs: number): { micros: number; check: number } {
  let check = 0;
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) check += f();
  const used = process.cpuUsage(before);
  return { micros: (used.user + used.system) / runs, check };
}

const ROUNDS = 12;
const RUNS_PER_ROUND = 2_000;

export async function benchJudgeAuction(): Promise<BenchResult> {
  const play = sixtyEventRecord();
  const auction = auctionRecord();
  const judged = (record: TablelawRecord) => () => {
    const j = judgeRecord(record);
    return j.ok && j.judgement.result !== null ? j.judgement.result.tricks.NS : -1;
  };
  const judgeAuction = judged(auction);
  const judgePlay = judged(play);
  measure(WARM_UP_MS, judgeAuction);
  measure(WARM_UP_MS, judgePlay);
  // The two records in alternate rounds, each figure the best of its rounds: a slower stretch of
  // the machine falls on both, and neither is always measured first.
  let best = Number.POSITIVE_INFINITY;
  let refBest = Number.POSITIVE_INFINITY;
  let check = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Even rounds measure the auction record first, odd rounds the play record first.
    const order = round % 2 === 0 ? [judgeAuction, judgePlay] : [judgePlay, judgeAuction];
    for (const f of order) {
      const m = cpuPerRun(f, RUNS_PER_ROUND);
      if (f === judgeAuction) {
        best = Math.min(best, m.micros);
        check += m.check;
      } else refBest = Math.min(refBest, m.micros);
    }
  }
  const perEvent = (auction.events.length * 1e6) / best;
  const refPerEvent = (play.events.length * 1e6) / refBest;
  return {
    name: `replay and judge a ${auction.events.length}-event record with three auction irregularities (wbf-2007)`,
    unit: 'events/s',
    value: Math.round(perEvent),
    reference: {
      name: `the ${play.events.length}-event play record of benchJudge, judged the same way`,
      value: Math.round(refPerEvent),
    },
    ratio: perEvent / refPerEvent,
    notes: [
      'record: 27B2 (insufficient bid replaced by a pass), 28A (a call at a barred RHO’s turn), 36B (a double of partner’s bid), Law 26 at the opening lead, play to the end',
      `boards/s: ${Math.round(1e6 / best)} (reference ${Math.round(1e6 / refBest)}); CPU time, best of ${ROUNDS} alternating rounds of ${RUNS_PER_ROUND.toLocaleString('en')} boards each`,
      'target: ratio ≥ 1 (no slower per event than the play record)',
      `checksum ${check}`,
    ],
  };
}
