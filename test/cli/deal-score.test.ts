import { describe, expect, test } from 'vitest';
import { dealFromPbn } from '../../src/core/deal.js';
import { cli } from './harness.js';

describe('tablelaw (dispatcher)', () => {
  test('--help lists every command; an unknown command is a usage error', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/deal\s+random deals/);
    expect(help.out).toMatch(/score\s+the duplicate score/);
    const unknown = await cli(['shuffle']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('unknown command "shuffle"');
  });
});

describe('tablelaw deal', () => {
  test('the same seed gives the same deals; the seed is printed', async () => {
    const a = await cli(['deal', '--seed', '42', '--count', '3']);
    const b = await cli(['deal', '--seed', '42', '--count', '3']);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
    expect(a.err).toContain('seed 42');
    const deals = [...a.out.matchAll(/\[Deal "([^"]+)"\]/g)].map((m) => m[1] as string);
    expect(deals).toHaveLength(3);
    for (const d of deals) expect(dealFromPbn(d).ok).toBe(true);
    expect(a.out).toContain('[Dealer "E"]');
    expect(a.out).toContain('[Vulnerable "EW"]');
  });

  test('without a seed a fresh one is chosen and reported', async () => {
    const run = await cli(['deal', '--format', 'text']);
    expect(run.out).toMatch(/^Seed \d+/);
  });

  test('--json gives the seed and the boards', async () => {
    const run = await cli(['deal', '--seed', '1', '--count', '2', '--json']);
    const data = JSON.parse(run.out) as { seed: number; boards: { board: number; deal: string }[] };
    expect(data.seed).toBe(1);
    expect(data.boards.map((b) => b.board)).toEqual([1, 2]);
  });

  test('bad options are usage errors (exit 1)', async () => {
    for (const args of [['--seed', 'x'], ['--count', '0'], ['--format', 'lin'], ['--colour']]) {
      const run = await cli(['deal', ...args]);
      expect(run.code).toBe(1);
      expect(run.err).toContain('tablelaw deal');
    }
  });
});

describe('tablelaw score', () => {
  test('Law 77 scores with their parts', async () => {
    const run = await cli(['score', '4S', 'S', '11', '--vul', 'NS']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('NS 650   EW 0');
    const down = await cli(['score', '3NTX', 'W', '-2', '--vul', 'All']);
    expect(down.out).toContain('NS 500   EW 0');
    const json = JSON.parse((await cli(['score', '7NTXX', 'N', '=', '--vul', 'yes', '--json'])).out) as {
      score: { NS: number };
    };
    expect(json.score.NS).toBe(2980);
  });

  test('bad input is refused with exit 2 and a reason', async () => {
    const cases: [string[], string][] = [
      [['8NT', 'N', '9'], '"8NT" is not a contract'],
      [['4S', 'S', '14'], 'cannot take 14 tricks'],
      [['4S', 'Q', '10'], '"Q" is not a seat'],
      [['4S', 'S', 'ten'], 'not a trick count'],
      [['4S', 'S', '10', '--vul', 'maybe'], '--vul is'],
    ];
    for (const [args, message] of cases) {
      const run = await cli(['score', ...args]);
      expect(run.code).toBe(2);
      expect(run.err).toContain(message);
    }
    expect((await cli(['score', '4S'])).code).toBe(1);
  });
});
