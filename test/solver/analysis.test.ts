import { describe, expect, test } from 'vitest';
import { fromCards } from '../../src/core/card-set.js';
import { SIDE_OF } from '../../src/core/seat.js';
import type { Contract } from '../../src/games/contract-bridge/call.js';
import { naturalOrder, type TrickPlay, trickWinner } from '../../src/games/trick.js';
import { judgeRecord } from '../../src/laws/judge.js';
import { judge, viewOf } from '../../src/server/engine.js';
import {
  type Analysis,
  type AnalysisOptions,
  analyse,
  analyseRecord,
  type ClaimAnalysis,
  DEFAULT_ANALYSIS_TIME_MS,
  type EquityAnalysis,
  equityCauses,
  hasAnalysis,
} from '../../src/solver/analysis.js';
import type { TablelawRecord } from '../../src/table/event.js';
import { given } from '../laws/given.js';
import { oracleNs } from './oracle.js';

// 3NT by South. North wins the first nine tricks with his top clubs, spades, hearts and diamonds,
// everyone following; then North (dummy) is on lead in a four-card ending:
//   North ♠4 ♥3 ♦43   East ♥54 ♦5 ♣2   South ♠AQ ♥A ♦A   West ♠K5 ♥6 ♦6
// South's ♠AQ lie under West's ♠K: the finesse loses, and South can take only three of the four.
// In COLD the ♠K and ♠Q change places: South's four tricks are top cards.
const FINESSE = 'N:JT4.KQ3.KQ43.AKQ 98.JT54.JT5.JT92 AQ76.A98.A98.876 K532.762.762.543';
const COLD = 'N:JT4.KQ3.KQ43.AKQ 98.JT54.JT5.JT92 AK76.A98.A98.876 Q532.762.762.543';
const THREE_NT_SOUTH: Contract = { level: 3, strain: 'NT', risk: '', declarer: 'S' };
const NINE_TRICKS =
  'W:C5 N:CA E:CJ S:C8 N:CK E:CT S:C7 W:C4 N:CQ E:C9 S:C6 W:C3 N:SJ E:S9 S:S7 W:S3 N:ST E:S8 S:S6 W:S2 ' +
  'N:HK E:HJ S:H9 W:H7 N:HQ E:HT S:H8 W:H2 N:DK E:DJ S:D9 W:D7 N:DQ E:DT S:D8 W:D2';

const ending = (deal = FINESSE) => given(deal, THREE_NT_SOUTH).plays(NINE_TRICKS);
const claimOfTheRest = (deal = FINESSE) =>
  ending(deal)
    .add({ type: 'claim', seat: 'S', tricks: 4, statement: 'the spade finesse' })
    .add({ type: 'dispute', seat: 'W' });

// West revokes on trick ten (♦6 on a heart, holding ♥6) and plays on: established (63A1).
const REVOKE_ENDING = 'N:H3 E:H4 S:HA W:D6 S:DA W:H6 N:D4 E:D5 S:SA W:S5 N:S4 E:H5 S:SQ W:SK N:D3 E:C2';

function analysisOf(record: TablelawRecord, options: AnalysisOptions = {}): Analysis {
  const a = analyseRecord(record, options);
  if (!a.ok) throw new Error(`judge refused: ${JSON.stringify(a.error)}`);
  return a.analysis;
}

function claimOf(record: TablelawRecord, options: AnalysisOptions = {}): ClaimAnalysis {
  const c = analysisOf(record, options).claim;
  if (c === undefined) throw new Error('no claim analysis');
  return c;
}

/** North-South's tricks in a line of play to the end (checked trick by trick: led, then in turn). */
function nsTricksOf(line: readonly TrickPlay[], trump: null | 'S' = null): number {
  let ns = 0;
  for (let i = 0; i < line.length; i += 4) {
    const trick = line.slice(i, i + 4);
    expect(trick).toHaveLength(4);
    if (SIDE_OF[trickWinner(trick, naturalOrder(trump))] === 'NS') ns++;
  }
  return ns;
}

describe('Law 70 — a disputed claim: the double-dummy analysis beside it', () => {
  test('the judgement is unchanged: the analysis is a separate value', () => {
    const j = claimOfTheRest().judge();
    expect(j.pending?.claim).toMatchObject({ seq: 36, seat: 'S', tricks: 4 });
    expect(Object.keys(j)).not.toContain('analysis');
  });

  test('declarer claims the rest with a finesse still to take: it does not hold, and the defence that beats it is shown', () => {
    const c = claimOf(claimOfTheRest().record);
    expect(c).toMatchObject({ seq: 36, kind: 'claim', seat: 'S', side: 'NS', tricks: 4, tricksLeft: 4 });
    expect(c.status).toBe('fails');
    if (c.status !== 'fails') return;
    expect(c.best).toBe(3);
    // The line is the sixteen cards left, played to the end in turn, North leading.
    expect(c.defence).toHaveLength(16);
    expect(c.defence[0]?.seat).toBe('N');
    const cards = c.defence.map((p) => p.card).sort();
    expect(cards).toEqual(
      ['SA', 'SQ', 'HA', 'DA', 'SK', 'S5', 'H6', 'D6', 'S4', 'H3', 'D4', 'D3', 'H5', 'H4', 'D5', 'C2'].sort(),
    );
    // It holds North-South to three, and no card of it lets them reach four.
    expect(nsTricksOf(c.defence)).toBe(3);
    expect(c.defence.every((p) => p.canTake === 3)).toBe(true);
    // West keeps the ♠K guarded and wins South's ♠Q with it.
    const kingAt = c.defence.findIndex((p) => p.card === 'SK');
    const queenAt = c.defence.findIndex((p) => p.card === 'SQ');
    expect(Math.floor(kingAt / 4)).toBe(Math.floor(queenAt / 4));
  });

  test('a claim of a cold ending holds', () => {
    const c = claimOf(claimOfTheRest(COLD).record);
    expect(c).toEqual({
      seq: 36,
      kind: 'claim',
      seat: 'S',
      side: 'NS',
      tricks: 4,
      tricksLeft: 4,
      status: 'holds',
      best: 4,
    });
  });

  test('a claim of three tricks of the finesse ending holds', () => {
    const b = ending().add({ type: 'claim', seat: 'S', tricks: 3 }).add({ type: 'dispute', seat: 'E' });
    expect(claimOf(b.record)).toMatchObject({ status: 'holds', best: 3 });
  });

  test('with a trick in progress the claim counts it, and the line starts with the hand to play', () => {
    const b = ending()
      .plays('N:S4 E:H4')
      .add({ type: 'claim', seat: 'S', tricks: 4 })
      .add({ type: 'dispute', seat: 'W' });
    const c = claimOf(b.record);
    expect(c).toMatchObject({ status: 'fails', best: 3, tricksLeft: 4 });
    if (c.status !== 'fails') return;
    expect(c.defence).toHaveLength(14);
    expect(c.defence[0]?.seat).toBe('S');
    expect(nsTricksOf([{ seat: 'N', card: 'S4' }, { seat: 'E', card: 'H4' }, ...c.defence])).toBe(3);
  });

  test('a concession is checked as the opponents claiming the tricks conceded', () => {
    const concede = (tricks: number) =>
      ending().add({ type: 'concede', seat: 'S', tricks }).add({ type: 'dispute', seat: 'W' }).record;
    // One trick conceded: East-West can take it (the ♠K).
    expect(claimOf(concede(1))).toMatchObject({
      kind: 'concede',
      side: 'EW',
      tricks: 1,
      status: 'holds',
      best: 1,
    });
    // Two conceded: North-South could have kept East-West to one; the line shows how.
    const two = claimOf(concede(2));
    expect(two).toMatchObject({ side: 'EW', tricks: 2, status: 'fails', best: 1 });
    if (two.status !== 'fails') return;
    expect(nsTricksOf(two.defence)).toBe(3); // East-West take one trick of the four
  });

  test('a search that runs out of budget says so and decides nothing', () => {
    // DESIGN §4's deal, 4H by East: declarer claims ten tricks after the opening lead.
    const b = given()
      .play('S', 'C4')
      .add({ type: 'claim', seat: 'E', tricks: 10 })
      .add({ type: 'dispute', seat: 'N' });
    const c = claimOf(b.record, { nodeLimit: 1 });
    expect(c).toMatchObject({ status: 'stopped', stopped: 'node-limit' });
  });

  test('an agreed claim leaves nothing for the director to analyse', () => {
    const b = ending().add({ type: 'claim', seat: 'S', tricks: 3 }).add({ type: 'agree', seat: 'W' });
    expect(b.state.phase).toBe('ended');
    expect(hasAnalysis(b.state)).toBe(false);
    expect(analysisOf(b.record, { timeLimitMs: 1000 })).toEqual({ timeLimitMs: 1000 });
  });
});

describe('Law 64C — equity after an established revoke: double dummy before it, beside the result', () => {
  const revoked = () => ending().plays(REVOKE_ENDING);

  test('the position just before the revoke is searched and set beside the result after the transfer', () => {
    const b = revoked();
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual([
      'keep-result',
      'adjust-tricks',
      'artificial-score',
    ]);
    const a = analysisOf(b.record);
    expect(a.claim).toBeUndefined();
    expect(a.equity).toEqual([
      {
        seq: 39,
        kind: 'revoke',
        offender: 'W',
        nonOffending: 'NS',
        // Twelve tricks won in play, and one transferred to North-South (64A2).
        actual: { NS: 13, EW: 0 },
        status: 'solved',
        at: { trick: 9, toMove: 'W' },
        doubleDummy: { NS: 12, EW: 1 },
      },
    ]);
  });

  test('the double-dummy figure agrees with a plain minimax of the same position', () => {
    // Before West's card: North ♥3, East ♥4, South ♥A are on the table; nine tricks to North.
    const hands = {
      N: fromCards(['S4', 'D4', 'D3']),
      E: fromCards(['H5', 'D5', 'C2']),
      S: fromCards(['SA', 'SQ', 'DA']),
      W: fromCards(['SK', 'S5', 'H6', 'D6']),
    };
    const trick: TrickPlay[] = [
      { seat: 'N', card: 'H3' },
      { seat: 'E', card: 'H4' },
      { seat: 'S', card: 'HA' },
    ];
    const entry = analysisOf(revoked().record).equity?.[0];
    expect(entry?.status).toBe('solved');
    if (entry?.status !== 'solved') return;
    expect(entry.doubleDummy.NS).toBe(9 + oracleNs(hands, 'NT', 'N', trick));
  });

  test("after the director's adjustment the actual result is the adjusted one", () => {
    const b = revoked().elect('director', 'keep-result');
    const entry = analysisOf(b.record).equity?.[0];
    expect(entry).toMatchObject({ seq: 39, actual: { NS: 13, EW: 0 }, doubleDummy: { NS: 12, EW: 1 } });
  });

  test('a revoke on the first trick: the whole deal is searched from before it', () => {
    // DESIGN §4's deal, 4H by East: North discards ♠2 on the club lead, holding clubs.
    const b = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();
    const entry = analysisOf(b.record).equity?.[0] as EquityAnalysis;
    expect(entry).toMatchObject({
      seq: 2,
      kind: 'revoke',
      offender: 'N',
      nonOffending: 'EW',
      status: 'solved',
      at: { trick: 0, toMove: 'N' },
    });
    if (entry.status !== 'solved') return;
    expect(entry.doubleDummy.NS + entry.doubleDummy.EW).toBe(13);
    expect(entry.actual).toEqual(b.judge().result?.tricks);
  });

  test('a search stopped early gives the bounds proven, tricks already won included', () => {
    // North's revoke on trick one of DESIGN §4's deal, searched with a budget of one node.
    const b = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();
    const entry = analysisOf(b.record, { nodeLimit: 1 }).equity?.[0];
    expect(entry).toMatchObject({ status: 'stopped', stopped: 'node-limit', at: { trick: 0, toMove: 'N' } });
    if (entry?.status !== 'stopped') return;
    expect(entry.bounds.NS.lower).toBeLessThanOrEqual(entry.bounds.NS.upper);
    expect(entry.bounds.NS.lower + entry.bounds.EW.upper).toBe(13);
    expect(entry.bounds.NS.upper + entry.bounds.EW.lower).toBe(13);
  });

  test('a revoke not yet established, in the middle of play, is not weighed yet', () => {
    const b = ending().plays('N:H3 E:H4 S:HA W:D6');
    expect(b.judge().irregularities[0]).toMatchObject({ kind: 'revoke', status: 'latent' });
    expect(equityCauses(b.state)).toEqual([]);
    expect(hasAnalysis(b.state)).toBe(false);
  });

  test('a board played without irregularity has nothing to analyse', () => {
    const b = ending().plays(
      'N:S4 E:H4 S:SQ W:SK W:H6 N:H3 E:H5 S:HA S:SA W:S5 N:D3 E:D5 S:DA W:D6 N:D4 E:C2',
    );
    expect(b.judge().phase).toBe('ended');
    expect(hasAnalysis(b.state)).toBe(false);
    const judged = judgeRecord(b.record);
    if (!judged.ok) throw new Error('refused');
    expect(analyse({ record: b.record, state: judged.state, rulebook: judged.rulebook })).toEqual({
      timeLimitMs: DEFAULT_ANALYSIS_TIME_MS,
    });
  });
});

describe("the director's view in the server carries the analysis; the players' never do", () => {
  test('a disputed claim', () => {
    const judged = judge(claimOfTheRest().record);
    if (!judged.ok) throw new Error('refused');
    const director = viewOf(judged.value, 'director', 'en');
    expect(director.analysis?.claim).toMatchObject({ status: 'fails', best: 3 });
    for (const seat of ['N', 'E', 'S', 'W'] as const)
      expect(Object.keys(viewOf(judged.value, seat, 'en'))).not.toContain('analysis');
  });
  test('an established revoke at the end of the board', () => {
    const judged = judge(ending().plays(REVOKE_ENDING).record);
    if (!judged.ok) throw new Error('refused');
    expect(viewOf(judged.value, 'director', 'en').analysis?.equity?.[0]).toMatchObject({
      doubleDummy: { NS: 12, EW: 1 },
    });
    expect(viewOf(judged.value, 'W', 'en').analysis).toBeUndefined();
  });
  test('nothing to search: no analysis key even for the director', () => {
    const judged = judge(ending().record);
    if (!judged.ok) throw new Error('refused');
    expect(Object.keys(viewOf(judged.value, 'director', 'en'))).not.toContain('analysis');
  });
});
