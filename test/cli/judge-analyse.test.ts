import { describe, expect, test } from 'vitest';
import type { Contract } from '../../src/games/contract-bridge/call.js';
import { judgeRecord } from '../../src/laws/judge.js';
import { analyseRecord } from '../../src/solver/analysis.js';
import { given } from '../laws/given.js';
import { cli } from './harness.js';

// 3NT by South; North wins the first nine tricks, then leads from a four-card ending:
//   North ♠4 ♥3 ♦43   East ♥54 ♦5 ♣2   South ♠AQ ♥A ♦A   West ♠K5 ♥6 ♦6   (COLD: ♠K and ♠Q swapped)
const FINESSE = 'N:JT4.KQ3.KQ43.AKQ 98.JT54.JT5.JT92 AQ76.A98.A98.876 K532.762.762.543';
const COLD = 'N:JT4.KQ3.KQ43.AKQ 98.JT54.JT5.JT92 AK76.A98.A98.876 Q532.762.762.543';
const THREE_NT_SOUTH: Contract = { level: 3, strain: 'NT', risk: '', declarer: 'S' };
const NINE_TRICKS =
  'W:C5 N:CA E:CJ S:C8 N:CK E:CT S:C7 W:C4 N:CQ E:C9 S:C6 W:C3 N:SJ E:S9 S:S7 W:S3 N:ST E:S8 S:S6 W:S2 ' +
  'N:HK E:HJ S:H9 W:H7 N:HQ E:HT S:H8 W:H2 N:DK E:DJ S:D9 W:D7 N:DQ E:DT S:D8 W:D2';

const ending = (deal = FINESSE) => given(deal, THREE_NT_SOUTH).plays(NINE_TRICKS);
const claimed = (deal: string) =>
  ending(deal)
    .add({ type: 'claim', seat: 'S', tricks: 4, statement: 'the spade finesse' })
    .add({ type: 'dispute', seat: 'W' }).record;
/** West revokes on trick ten (♦6 on a heart, holding ♥6) and plays on: the director's 64C decision. */
const revoked = () =>
  ending().plays('N:H3 E:H4 S:HA W:D6 S:DA W:H6 N:D4 E:D5 S:SA W:S5 N:S4 E:H5 S:SQ W:SK N:D3 E:C2').record;

const files = (record: unknown) => ({ 'board.json': JSON.stringify(record) });

describe('Law 70 — tablelaw judge --analyse: a disputed claim', () => {
  test('declarer claims the rest with a finesse still to take: found not to hold, with the beating defence', async () => {
    const run = await cli(['judge', 'board.json', '--analyse'], files(claimed(FINESSE)));
    expect(run.code).toBe(0);
    expect(run.out).toContain('Decision pending: director chooses');
    expect(run.out).toContain('Analysis (double dummy, each search at most 5000 ms):');
    expect(run.out).toContain('claim by S [event 36]: NS 4 of 4 — does not hold: NS can take at most 3');
    expect(run.out).toContain('the defence that beats it');
    // Four lines of four cards, each card with the tricks North-South can still take.
    const line = run.out.split('\n').filter((l) => /^ {6}[NESW] [♠♥♦♣]/.test(l));
    expect(line).toHaveLength(4);
    expect(line.join(' ')).toContain('W ♠K (3)');
  });

  test('as JSON: the judgement of DESIGN §4 plus an "analysis" key', async () => {
    const record = claimed(FINESSE);
    const run = await cli(['judge', 'board.json', '--analyse', '--json'], files(record));
    expect(run.code).toBe(0);
    const out = JSON.parse(run.out);
    const { analysis, ...judgement } = out;
    const plain = judgeRecord(record);
    if (!plain.ok) throw new Error('refused');
    expect(judgement).toEqual(JSON.parse(JSON.stringify(plain.judgement)));
    expect(analysis).toMatchObject({
      timeLimitMs: 5000,
      claim: { seq: 36, kind: 'claim', seat: 'S', side: 'NS', tricks: 4, status: 'fails', best: 3 },
    });
    expect(analysis.claim.defence).toHaveLength(16);
    expect(analysis.claim.defence[0]).toEqual({ seat: 'N', card: expect.any(String), canTake: 3 });
  });

  test('a claim of a cold ending holds', async () => {
    const run = await cli(['judge', 'board.json', '--analyse'], files(claimed(COLD)));
    expect(run.out).toContain('claim by S [event 36]: NS 4 of 4 — holds whatever the opponents do (NS 4)');
    const json = await cli(['judge', 'board.json', '--analyse', '--json'], files(claimed(COLD)));
    expect(JSON.parse(json.out).analysis.claim).toMatchObject({ status: 'holds', best: 4 });
  });

  test('the analysis in Norwegian and Russian', async () => {
    const nb = await cli(['judge', 'board.json', '--analyse', '--lang', 'nb'], files(claimed(FINESSE)));
    expect(nb.out).toContain('holder ikke: NS kan ta høyst 3');
    const ru = await cli(['judge', 'board.json', '--analyse', '--lang', 'ru'], files(claimed(COLD)));
    expect(ru.out).toContain('выполняется при любой защите');
  });
});

describe('Law 64C — tablelaw judge --analyse: equity after a revoke', () => {
  test('double dummy before the irregularity, beside the result after rectification', async () => {
    const run = await cli(['judge', 'board.json', '--analyse'], files(revoked()));
    expect(run.code).toBe(0);
    expect(run.out).toContain('keep-result');
    expect(run.out).toContain(
      '[event 39] revoke by W (non-offending side NS): double dummy before the irregularity: NS 12, EW 1; after rectification: NS 13, EW 0',
    );
    const json = JSON.parse(
      (await cli(['judge', 'board.json', '--analyse', '--json'], files(revoked()))).out,
    );
    expect(json.analysis.equity).toEqual([
      {
        seq: 39,
        kind: 'revoke',
        offender: 'W',
        nonOffending: 'NS',
        actual: { NS: 13, EW: 0 },
        status: 'solved',
        at: { trick: 9, toMove: 'W' },
        doubleDummy: { NS: 12, EW: 1 },
      },
    ]);
  });

  test('a search stopped by the time limit says so with the bounds proven', async () => {
    // DESIGN §4's deal, 4H by East: North revokes on trick one; a whole deal, given 1 ms.
    const b = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();
    const run = await cli(
      ['judge', 'board.json', '--analyse', '--json', '--time-limit', '1'],
      files(b.record),
    );
    const entry = JSON.parse(run.out).analysis.equity[0];
    // One millisecond may, on a fast day, be enough: then the answer is exact, never wrong.
    if (entry.status === 'stopped') {
      expect(entry.stopped).toBe('time-limit');
      expect(entry.bounds.NS.lower).toBeLessThanOrEqual(entry.bounds.NS.upper);
    } else {
      const full = analyseRecord(b.record);
      expect(full.ok && full.analysis.equity?.[0]).toEqual(entry);
    }
    expect(JSON.parse(run.out).analysis.timeLimitMs).toBe(1);
  });
});

describe('tablelaw judge --analyse: only when asked', () => {
  test('without --analyse the JSON is exactly the judgement, with no "analysis" key', async () => {
    const run = await cli(['judge', 'board.json', '--json'], files(claimed(FINESSE)));
    expect(Object.keys(JSON.parse(run.out))).toEqual([
      'ok',
      'phase',
      'next',
      'irregularities',
      'pending',
      'obligations',
      'result',
    ]);
    const human = await cli(['judge', 'board.json'], files(claimed(FINESSE)));
    expect(human.out).not.toContain('Analysis');
  });

  test('nothing to analyse is said so', async () => {
    const run = await cli(['judge', 'board.json', '--analyse'], files(ending().record));
    expect(run.out).toContain('nothing to analyse');
    const json = JSON.parse(
      (await cli(['judge', 'board.json', '--analyse', '--json'], files(ending().record))).out,
    );
    expect(json.analysis).toEqual({ timeLimitMs: 5000 });
  });

  test('an invalid record gives the usual error, with or without --analyse', async () => {
    const bad = { ...ending().record, events: [{ type: 'play', seat: 'N', card: 'SA' }] };
    const run = await cli(['judge', 'board.json', '--analyse', '--json'], files(bad));
    expect(run.code).toBe(2);
    expect(JSON.parse(run.out)).toMatchObject({ ok: false, error: { kind: 'card-not-in-hand', at: 0 } });
  });

  test('--time-limit needs --analyse and a number of milliseconds', async () => {
    const without = await cli(['judge', 'board.json', '--time-limit', '100'], files(revoked()));
    expect(without.code).toBe(1);
    expect(without.err).toContain('--time-limit is for --analyse');
    const bad = await cli(['judge', 'board.json', '--analyse', '--time-limit', 'soon'], files(revoked()));
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('--time-limit takes milliseconds');
  });

  test('--help names the option', async () => {
    const run = await cli(['judge', '--help']);
    expect(run.out).toContain('--analyse');
    expect(run.out).toContain('--time-limit MS');
  });
});
