/**
 * The command line on the files users have and the ways they call it: hand records with one bad
 * board, Latin-1 names, empty tags, double-dummy tables; the four hands of a deal unquoted;
 * standard input as `-`; errors in words; Norwegian and Russian; a par that is not proven.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cli } from './harness.js';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../fixtures/pbn/real/${name}`, import.meta.url)));
const example = (name: string) => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');

const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';

describe('tablelaw show — PBN 2.1 §3: board by board', () => {
  const files = { 'bad.pbn': fixture('one-bad-board.pbn') };
  test('--board 1 shows board 1 although boards 3 and 4 cannot be read', async () => {
    const run = await cli(['show', 'bad.pbn', '--board', '1'], files);
    expect(run).toMatchObject({ code: 0, err: '' });
    expect(run.out).toContain('Board 1 — Club night');
  });
  test('the whole file: the good boards shown, each bad one reported with its position, exit 2', async () => {
    const run = await cli(['show', 'bad.pbn'], files);
    expect(run.code).toBe(2);
    expect(run.out.match(/^Board \d/gm)).toEqual(['Board 1', 'Board 2', 'Board 5']);
    expect(run.err).toContain('line 20, column 11: the string is not closed');
    expect(run.err).toContain(
      'bad.pbn: board 4: line 26, column 7: the deal is not valid: CK is held by North and West; nobody holds C4',
    );
    expect(run.err).not.toMatch(/"kind"|\{"/);
  });
  test('--board of a bad board: its error, exit 2', async () => {
    const run = await cli(['show', 'bad.pbn', '--board', '4'], files);
    expect(run.code).toBe(2);
    expect(run.err).toContain('board 4');
    expect(run.err).not.toContain('line 20');
  });
});

describe('tablelaw show — PBN 2.1 §2.2: the character set', () => {
  test('Latin-1 names read right, by the header and by default', async () => {
    for (const name of ['latin1-header.pbn', 'latin1-plain.pbn', 'utf8-bom.pbn']) {
      const run = await cli(['show', 'f.pbn'], { 'f.pbn': fixture(name) });
      expect(run.code, name).toBe(0);
      expect(run.out, name).toContain('Chorzów');
      expect(run.out, name).toContain('N Wójcik   E Ås   S Nowak   W Müller');
      expect(run.out, name).not.toContain('\uFFFD');
    }
  });
});

describe('tablelaw show — PBN 2.1 §3.4: empty tags', () => {
  test('no empty players line; JSON gives null, not ""', async () => {
    const files = { 'e.pbn': fixture('empty-tags.pbn') };
    const run = await cli(['show', 'e.pbn'], files);
    expect(run.code).toBe(0);
    expect(run.out.split('\n').slice(0, 3)).toEqual(['Board 1', 'Dealer N   Vulnerable None', '']);
    const [board] = JSON.parse((await cli(['show', 'e.pbn', '--json'], files)).out) as Record<
      string,
      unknown
    >[];
    expect(board).toMatchObject({ event: null, site: null, players: { N: null, E: null, S: null, W: null } });
  });
});

describe('tablelaw show --json — the notation of PBN, every tag kept', () => {
  test('the deal and contract as PBN, the double-dummy tables, Score and Note among the tags', async () => {
    const run = await cli(['show', 'd.pbn', '--json'], { 'd.pbn': fixture('double-dummy.pbn') });
    expect(run.code).toBe(0);
    const b = (JSON.parse(run.out) as Record<string, unknown>[])[0] ?? {};
    expect(b).toMatchObject({
      board: 3,
      deal: 'S:.A97652.T952.AQT AKT832.T.AKJ7.53 Q94.KQ8.64.KJ984 J765.J43.Q83.762',
      contract: '5H',
      declarer: 'S',
      doubleDummyTricks: { N: { NT: 7, S: 4, H: 11, D: 6, C: 11 }, W: { C: 0 } },
      auction: { dealer: 'S', end: 'passes' },
    });
    const calls = (b['auction'] as { calls: unknown[] }).calls;
    expect(calls.slice(0, 3)).toEqual([
      { seat: 'S', call: '1H' },
      { seat: 'W', call: '1S' },
      { seat: 'N', call: '2C', note: 1 },
    ]);
    expect((b['optimumResultTable'] as unknown[]).length).toBe(20);
    const tags = b['tags'] as { name: string; value: string }[];
    expect(tags).toContainEqual({ name: 'Score', value: 'NS 450' });
    expect(tags).toContainEqual({ name: 'Note', value: '1:Natural, forcing one round' });
    expect(tags).toContainEqual({ name: 'ParContract', value: 'NS 5H' });
    expect(Object.keys(b['tables'] as object)).toEqual(['OptimumResultTable']);
  });
  test('ScoreTable rows with strings come through whole', async () => {
    const run = await cli(['show', 's.pbn', '--json'], { 's.pbn': fixture('scoretable-strings.pbn') });
    const [b] = JSON.parse(run.out) as { tables: Record<string, { columns: string[]; rows: string[][] }> }[];
    expect(b?.tables['ScoreTable']?.rows[1]?.[8]).toBe('Lie "Jr" - Aas');
    expect(b?.tables['TotalScoreTable']?.columns).toEqual(['Rank', 'PairId', 'TotalScoreMP', 'Names']);
  });
});

describe('tablelaw table and solve — a deal as four arguments', () => {
  test('the README’s unquoted deal is one deal', async () => {
    const run = await cli(['table', ...DEAL.split(' ')]);
    expect(run.code).toBe(0);
    expect(run.out).toContain('E:   10  6 10  9 10');
    const solve = await cli(['solve', ...DEAL.split(' '), '--strain', 'S']);
    expect(solve.code).toBe(0);
    expect((await cli(['table', 'N:A', 'B'])).code).toBe(1);
  });
  test('--time-limit: a par from lower bounds says it is not proven', async () => {
    const run = await cli(['table', DEAL, '--time-limit', '0']);
    expect(run.code).toBe(0);
    expect(run.out).toContain('entries are lower bounds');
    expect(run.out).toMatch(/Par \(None vulnerable, dealer N, not proven: from lower bounds\)/);
    const json = JSON.parse((await cli(['table', DEAL, '--time-limit', '0', '--json'])).out) as {
      exact: boolean;
      par: { proven?: boolean };
    };
    expect(json.exact).toBe(false);
    expect(json.par.proven).toBe(false);
    const exact = JSON.parse((await cli(['table', DEAL, '--json'])).out) as { par: { proven?: boolean } };
    expect(exact.par.proven).toBeUndefined();
  });
});

describe('standard input and missing files', () => {
  test('- reads standard input in show, table, solve, judge and replay', async () => {
    const club = example('club-night.pbn');
    expect((await cli(['show', '-', '--board', '1'], { '-': club })).out).toContain('Board 1');
    expect((await cli(['table', '-'], { '-': `${DEAL}\n` })).code).toBe(0);
    expect((await cli(['solve', '-'], { '-': `${DEAL}\n` })).code).toBe(0);
    const revoke = example('revoke.json');
    expect((await cli(['judge', '-'], { '-': revoke })).out).toContain('Irregularities:');
    expect((await cli(['replay', '-'], { '-': revoke })).out).toContain('Trick 1');
  });
  test('a missing file is invalid input (exit 2) in every command that reads one', async () => {
    for (const argv of [
      ['show', 'none.pbn'],
      ['table', 'none.pbn'],
      ['solve', 'none.pbn'],
      ['judge', 'none.json'],
      ['replay', 'none.json'],
    ]) {
      const run = await cli(argv);
      expect(run.code, argv.join(' ')).toBe(2);
      expect(run.err, argv.join(' ')).toContain('no such file: none.');
    }
  });
});

describe('errors in words, with positions', () => {
  test('a card held twice, a hand not given', async () => {
    expect((await cli(['solve', 'N:AK... AK... .AK.. ..AK.'])).err).toContain(
      'SA is held by North and East; SK is held by North and East',
    );
    const run = await cli(['show', 'x.pbn'], { 'x.pbn': '[Board "1"]\n[Deal "N:AK... QJ... - -"]\n' });
    expect(run.err).toContain('line 2, column 7: the deal is not valid: North holds 2 cards, not 13');
    expect(run.err).not.toMatch(/\{"|unknown-hand|duplicate-card/);
  });
  test('a record that is not JSON: line and column; a record without its game: says so', async () => {
    const run = await cli(['judge', 'r.json'], { 'r.json': '{\n  "format": "tablelaw/1",\n  "game"' });
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/line 3, column \d+: the text is not JSON/);
    const missing = await cli(['judge', 'r.json'], {
      'r.json': '{"format":"tablelaw/1","rulebook":"wbf-2017","board":{},"events":[]}',
    });
    expect(missing.err).toContain('"game" is missing');
    expect(missing.err).not.toContain('undefined');
  });
  test('an unknown option, an option without its value', async () => {
    const run = await cli(['table', DEAL, '--foo']);
    expect(run.code).toBe(1);
    expect(run.err).toContain('tablelaw table: unknown option --foo');
    expect(run.err).not.toContain('To specify a positional argument');
    expect((await cli(['show', 'x.pbn', '--board'])).err).toContain('the option --board needs a value');
    expect((await cli(['deal', 'extra'])).err).toContain('unexpected argument "extra"');
  });
});

describe('judge --lang — Norwegian and Russian', () => {
  const files = { 'lead.json': example('lead-out-of-turn.json'), 'revoke.json': example('revoke.json') };
  test('the text is in words: phase, status, event, law', async () => {
    const nb = await cli(['judge', 'revoke.json', '--lang', 'nb'], files);
    expect(nb.out).toContain('Fase: Spillet er ferdig');
    expect(nb.out).toContain('[hendelse 2] Renons av N: rettet — Lov 61A, Lov 63A1, Lov 64A1');
    expect(nb.out).not.toMatch(/ended|rectified|\bby\b|Law /);
    const ru = await cli(['judge', 'lead.json', '--lang', 'ru'], files);
    expect(ru.out).toContain('Фаза: Сдача окончена');
    expect(ru.out).not.toMatch(/ended|rectified|lead-out-of-turn|Law /);
  });
  test('replay --lang nb: acts, tricks and irregularities in words', async () => {
    const run = await cli(['replay', 'revoke.json', '--lang', 'nb'], files);
    expect(run.code).toBe(0);
    expect(run.out).toContain('  [0] S spiller ♣4');
    expect(run.out).toContain('  Stikk 1: S ♣4  W ♣6  N ♥5  E ♣2  → N');
    expect(run.out).toContain('! Renons av N: ikke oppdaget ennå (Lov 61A)');
    expect(run.out).not.toMatch(/ plays |Trick |\bby\b|Law /);
  });
  test('--json: the ids stay, words in the language are added beside them', async () => {
    const plain = JSON.parse((await cli(['judge', 'lead.json', '--json'], files)).out) as Record<
      string,
      unknown
    >;
    const nb = JSON.parse((await cli(['judge', 'lead.json', '--json', '--lang', 'nb'], files)).out) as Record<
      string,
      unknown
    >;
    expect(Object.keys(plain)).toEqual([
      'ok',
      'phase',
      'next',
      'irregularities',
      'pending',
      'obligations',
      'result',
    ]);
    expect(nb).toMatchObject({
      phase: 'ended',
      lang: 'nb',
      phaseText: 'Spillet er ferdig',
      irregularities: [
        {
          kind: 'lead-out-of-turn',
          status: 'rectified',
          laws: ['Law 54A'],
          title: 'Åpningsutspill fra feil hånd med fremsiden opp',
          statusText: 'rettet',
        },
      ],
    });
    expect(nb['result']).toEqual(plain['result']);
  });
});
