/** `tablelaw solve` and `tablelaw table` (the CLI front of the solver). */
import { describe, expect, test } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { solveCommand } from '../../src/cli/commands/solve.js';
import { tableCommand } from '../../src/cli/commands/table.js';

const DEAL1 = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';

function fakeIo(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    readFile: (path) =>
      path in files
        ? { ok: true, text: files[path] as string }
        : { ok: false, message: `no such file: ${path}` },
    readBytes: (path) =>
      path in files
        ? { ok: true, bytes: new TextEncoder().encode(files[path] as string) }
        : { ok: false, message: `no such file: ${path}` },
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}

describe('tablelaw table', () => {
  test('--json prints the tricks each seat takes as declarer in each strain, and par', async () => {
    const f = fakeIo();
    expect(await tableCommand.run([DEAL1, '--json'], f.io)).toBe(0);
    const json = JSON.parse(f.out()) as { tricks: Record<string, Record<string, number>>; par: unknown };
    expect(Object.keys(json)).toEqual(['tricks', 'par']);
    expect(json.tricks).toEqual({
      N: { NT: 3, S: 7, H: 3, D: 4, C: 2 },
      E: { NT: 10, S: 6, H: 10, D: 9, C: 10 },
      S: { NT: 3, S: 7, H: 3, D: 4, C: 2 },
      W: { NT: 10, S: 6, H: 9, D: 9, C: 10 },
    });
    expect(Object.keys(json.tricks['N'] ?? {})).toEqual(['NT', 'S', 'H', 'D', 'C']);
    expect(json.par).toEqual({
      score: -430,
      side: 'EW',
      contracts: [{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }],
    });
  });
  test('text output: the table and the par line', async () => {
    const f = fakeIo();
    expect(await tableCommand.run([DEAL1, '--vulnerable', 'EW'], f.io)).toBe(0);
    expect(f.out()).toContain('E:   10  6 10  9 10');
    // 4NT, not 3NT: over 3NT North-South would save in 4S doubled (-500 < -630); DDS's DealerPar
    // names 4N-EW too.
    expect(f.out()).toContain('Par (EW vulnerable, dealer N): -630 for North-South: 4NT by E/W (10 tricks)');
  });
  test('an invalid deal exits 2; a bad option exits 1', async () => {
    const bad = fakeIo();
    expect(await tableCommand.run(['N:AKQ.JT9.876.5432 - - -', '--json'], bad.io)).toBe(2);
    expect(JSON.parse(bad.out())).toMatchObject({ ok: false, error: { kind: 'deal-invalid' } });
    const usage = fakeIo();
    expect(await tableCommand.run([DEAL1, '--vulnerable', 'Both'], usage.io)).toBe(1);
    expect(usage.err()).toContain('--vulnerable is None, NS, EW or All');
  });
});

describe('tablelaw solve', () => {
  test('a deal from a PBN file, West to lead at no trump: East-West take 10, and every lead', async () => {
    const f = fakeIo({ 'board.pbn': `[Event "x"]\n[Deal "${DEAL1}"]\n` });
    expect(await solveCommand.run(['board.pbn', '--json'], f.io)).toBe(0);
    const json = JSON.parse(f.out()) as {
      tricks: number;
      side: string;
      cards: { card: string; tricks: number }[];
    };
    expect(json).toMatchObject({
      strain: 'NT',
      leader: 'W',
      side: 'EW',
      tricks: 10,
      tricksLeft: 13,
      exact: true,
    });
    expect(json.cards).toHaveLength(13);
    expect(json.cards.every((c) => c.tricks === 10)).toBe(true);
  });
  test('an ending, hearts, North to lead, as text', async () => {
    const f = fakeIo();
    expect(
      await solveCommand.run(['N:A.A.. 2.2.. K.K.. 3.3..', '--strain', 'H', '--leader', 'N'], f.io),
    ).toBe(0);
    expect(f.out()).toContain('North to lead, hearts: North-South take 2 of 2 tricks');
  });
  test('unequal hands exit 2 with the defect; a missing deal exits 1; --help exits 0', async () => {
    const bad = fakeIo();
    expect(await solveCommand.run(['N:AK... 2... Q... 3...'], bad.io)).toBe(2);
    expect(bad.err()).toContain('the hands differ in size (N 2, E 1, S 1, W 1)');
    const usage = fakeIo();
    expect(await solveCommand.run([], usage.io)).toBe(1);
    const help = fakeIo();
    expect(await solveCommand.run(['--help'], help.io)).toBe(0);
    expect(help.out()).toContain('Usage: tablelaw solve');
  });
  test('a time limit stops early and says so', async () => {
    const f = fakeIo();
    expect(await solveCommand.run([DEAL1, '--strain', 'S', '--time-limit', '0', '--json'], f.io)).toBe(0);
    expect(JSON.parse(f.out())).toMatchObject({ exact: false, stopped: 'time-limit' });
  });
});
