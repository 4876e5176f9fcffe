import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cli } from './harness.js';

const example = readFileSync(new URL('../../examples/club-night.pbn', import.meta.url), 'utf8');
const files = { 'club.pbn': example };

describe('tablelaw show', () => {
  test('the built-in example: diagram, auction with notes, play trick by trick, result, score', async () => {
    const run = await cli(['show', 'club.pbn', '--board', '1'], files);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Board 1');
    expect(run.out).toContain('♠ A Q 2');
    expect(run.out).toContain('(1) Natural, 5+ hearts');
    expect(run.out).toContain('Contract: 3DXX by West');
    expect(run.out).toMatch(/13\. S S4 {2}W ST {2}N H2 {2}E D9\s+won by E {3}NS 7 EW 6/);
    expect(run.out).toContain('Result: 6 tricks to declarer — 3DXX down 3');
    expect(run.out).toContain('Score (Law 77): NS +1000   EW -1000');
  });

  test('every board of the file without --board; --json gives the records', async () => {
    const all = await cli(['show', 'club.pbn'], files);
    expect(all.code).toBe(0);
    expect(all.out.match(/^Board \d+/gm)?.length).toBeGreaterThan(1);
    const json = JSON.parse(
      (await cli(['show', 'club.pbn', '--board', '2', '--json'], files)).out,
    ) as unknown[];
    expect(json).toHaveLength(1);
  });

  test('bad input: exit 2 with the line and column, never a crash', async () => {
    const cases: [string, string][] = [
      ['[Event "x"\n[Board "1"]\n', 'line 1'],
      ['[Board "1"]\n[Deal "N:AKQJT98765432... - - -"]\n[Deal', 'line 3'],
      [
        '[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432.2.. .AKQJT9876543.. ..AKQJT9876543. ...AKQJT9876543"]\n',
        'the deal is not valid',
      ],
      ['[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n1S 8NT\n', '"8NT" is not a call'],
    ];
    for (const [text, message] of cases) {
      const run = await cli(['show', 'bad.pbn'], { 'bad.pbn': text });
      expect(run.code, text).toBe(2);
      expect(run.err, text).toContain(message);
    }
    expect((await cli(['show', 'nowhere.pbn'])).code).toBe(2);
    expect((await cli(['show', 'club.pbn', '--board', '99'], files)).err).toContain('has no board 99');
    expect((await cli(['show'])).code).toBe(1);
  });
});
