import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import {
  makePbn,
  type PbnGame,
  type PbnSectionToken,
  parsePbn,
  tagValue,
} from '../../../src/notation/pbn/index.js';
import { fixture, withoutPositions } from './support.js';

const CLUB = fixture('club-session.pbn');

function game(text: string, index = 0): PbnGame {
  const g = expectOk(parsePbn(text)).games[index];
  if (g === undefined) throw new Error(`no game ${index}`);
  return g;
}

function tokens(g: PbnGame, name: string): PbnSectionToken[] {
  const section = g.tags.find((t) => t.name === name)?.section;
  return section?.kind === 'tokens' ? section.lines.flat() : [];
}

describe('PBN 2.1 §2 — file layout', () => {
  test('a UTF-8 byte order mark and CRLF line ends are read; positions count from the first character', () => {
    expect(CLUB.charCodeAt(0)).toBe(0xfeff);
    expect(CLUB).toContain('\r\n');
    const file = expectOk(parsePbn(CLUB));
    expect(file.games).toHaveLength(6);
    expect(file.games[0]?.preamble).toEqual([
      '% PBN 2.1',
      '%Creator: ClubScore 3.2 (test fixture written for tablelaw)',
      '%Charset: UTF-8',
    ]);
    expect(file.games[0]?.tags[0]).toMatchObject({
      name: 'Event',
      at: { line: 4, column: 1 },
      valueAt: { line: 4, column: 8 },
    });
  });

  test('LF, CRLF and CR line ends give the same games', () => {
    const lf = '[Event "a"]\n[Board "1"]\n\n[Event "b"]\n';
    const a = withoutPositions(expectOk(parsePbn(lf)));
    expect(withoutPositions(expectOk(parsePbn(lf.replace(/\n/g, '\r\n'))))).toEqual(a);
    expect(withoutPositions(expectOk(parsePbn(lf.replace(/\n/g, '\r'))))).toEqual(a);
  });

  test('a % in the first column escapes the line; elsewhere it is ordinary text', () => {
    const g = game('% PBN 2.1\n% EXPORT\n[Event "50% off"]\n%anything [Not "a tag"]\n');
    expect(g.preamble).toEqual(['% PBN 2.1', '% EXPORT']);
    expect(g.tags).toHaveLength(1);
    expect(g.tags[0]?.value).toBe('50% off');
    expect(g.tags[0]?.section).toEqual({ kind: 'text', lines: ['%anything [Not "a tag"]'] });
  });

  test('semi-empty lines (spaces, tabs) separate games; an empty file has none', () => {
    const file = expectOk(parsePbn('[Board "1"]\n \t \n[Board "2"]\n\n\n\n[Board "3"]'));
    expect(file.games.map((g) => tagValue(g, 'Board'))).toEqual(['1', '2', '3']);
    expect(expectOk(parsePbn('')).games).toEqual([]);
  });
});

describe('PBN 2.1 §3.3 — tag pairs', () => {
  test('several tag pairs on one line, white space inside, a tag pair over two lines', () => {
    const g = game('[Event "x"][Site   "y" ] [ Date\n "2024.01.02"\n]\n');
    expect(g.tags.map((t) => [t.name, t.value])).toEqual([
      ['Event', 'x'],
      ['Site', 'y'],
      ['Date', '2024.01.02'],
    ]);
  });

  test('string escapes: \\" is a quote and \\\\ a backslash; any other backslash stays', () => {
    const g = game('[Event "The \\"Open\\" \\\\ C:\\\\ \\S"]');
    expect(g.tags[0]?.value).toBe('The "Open" \\ C:\\ \\S');
    expect(makePbn({ games: [g], trailer: [] })).toBe('[Event "The \\"Open\\" \\\\ C:\\\\ \\\\S"]\r\n');
  });
});

describe('PBN 2.1 §3.8 — comments', () => {
  test('comments between tags are kept, verbatim, with the tag before them', () => {
    const g = game(CLUB);
    const board = g.tags.find((t) => t.name === 'Board');
    expect(board?.section).toEqual({ kind: 'text', lines: ['{ Table 3, round 1 }'] });
    const scoring = g.tags.find((t) => t.name === 'Scoring');
    expect(scoring?.section).toEqual({ kind: 'text', lines: ['; matchpoints, top 10'] });
  });

  test('a brace comment may span lines, empty ones included, without ending the game', () => {
    const g = game(CLUB, 5);
    const comment = tokens(g, 'Play').find((t) => t.type === 'comment');
    expect(comment).toMatchObject({ text: '{trumps: the\n  defence could have\n\n  ruffed here}' });
    expect(tokens(g, 'Play').filter((t) => t.type === 'item')).toHaveLength(52);
  });

  test('brackets and quotes inside comments are not tags', () => {
    const g = game('{ [Event "no"] } [Event "yes"] ; [Site "no"]\n');
    expect(g.preamble).toEqual(['{ [Event "no"] }']);
    expect(g.tags.map((t) => t.value)).toEqual(['yes']);
  });
});

describe('PBN 2.1 §3.5–3.6 — Auction and Play sections are read as tokens', () => {
  test('calls, notes, NAGs, suffixes, irregularities and the end marks', () => {
    const g = game('[Auction "N"]\n1C =1= 1D ! $3 ^I 1C ^S\nPass AP * + ; done\n[Note "1:Strong"]\n');
    expect(withoutPositions(tokens(g, 'Auction'))).toEqual([
      { type: 'item', text: '1C' },
      { type: 'note', index: 1 },
      { type: 'item', text: '1D' },
      { type: 'suffix', text: '!' },
      { type: 'nag', value: 3 },
      { type: 'irregularity', letter: 'I' },
      { type: 'item', text: '1C' },
      { type: 'irregularity', letter: 'S' },
      { type: 'item', text: 'Pass' },
      { type: 'item', text: 'AP' },
      { type: 'end' },
      { type: 'continue' },
      { type: 'comment', text: '; done' },
    ]);
    expect(tokens(g, 'Auction')[2]?.at).toEqual({ line: 2, column: 8 });
  });

  test('lines are kept as they were written', () => {
    const g = game('[Play "W"] SA\nS2 S3 S4\n');
    const section = g.tags[0]?.section;
    expect(section?.kind === 'tokens' && section.lines.map((l) => l.length)).toEqual([1, 3]);
  });

  test('other sections (supplemental tables) are kept verbatim, spacing included', () => {
    const g = game(CLUB, 5);
    expect(g.tags.at(-1)).toMatchObject({
      name: 'OptimumResultTable',
      value: 'Declarer;Denomination\\2R;Result\\2R',
      section: { kind: 'text', lines: ['N NT  6', 'N  S  7', 'E  H  8'] },
    });
  });
});

describe('PBN 2.1 §4.8 — tag value inheritance', () => {
  const file = expectOk(parsePbn(CLUB));
  const games = file.games;

  test('"##" gives the value to this game and every later game that does not give the tag', () => {
    expect(games[0]?.tags[0]).toMatchObject({
      value: '##Tuesday pairs — Ålesund BK',
      resolved: 'Tuesday pairs — Ålesund BK',
    });
    expect(games.slice(1, 5).map((g) => tagValue(g, 'Event'))).toEqual(
      Array(4).fill('Tuesday pairs — Ålesund BK'),
    );
    expect(games.map((g) => tagValue(g, 'Site'))).toEqual(Array(6).fill('Ålesund, NOR'));
  });

  test('a later plain value replaces the carried one', () => {
    expect(tagValue(games[5] as PbnGame, 'Event')).toBe('Tuesday pairs — Ålesund BK, final round');
    const next = expectOk(parsePbn('[Date "##2024.01.01"]\n\n[Date "2024.01.02"]\n\n[Board "3"]'));
    expect(next.games.map((g) => tagValue(g, 'Date'))).toEqual(['2024.01.01', '2024.01.02', '2024.01.02']);
  });

  test('"#" takes the value of the previous game and is written back as "#"', () => {
    const g = games[1] as PbnGame;
    expect(g.tags.find((t) => t.name === 'Date')).toMatchObject({ value: '#', resolved: '2024.03.14' });
    expect(g.tags.find((t) => t.name === 'Scoring')).toMatchObject({ value: '#', resolved: 'MP' });
    expect(makePbn(file)).toContain('[Date "#"]');
  });

  test('"#" with no previous value is empty; a chain of "#" reaches back', () => {
    const chain = expectOk(parsePbn('[Site "#"]\n\n[Site "Bergen"]\n\n[Site "#"]\n\n[Site "#"]'));
    expect(chain.games.map((g) => tagValue(g, 'Site'))).toEqual(['', 'Bergen', 'Bergen', 'Bergen']);
  });

  test('Deal, Dealer and the other forbidden tags do not inherit', () => {
    const g = expectOk(parsePbn('[Dealer "N"]\n\n[Dealer "#"]')).games[1] as PbnGame;
    expect(tagValue(g, 'Dealer')).toBe('#');
  });
});

describe('makePbn — writes back what parsePbn read', () => {
  test('the club session survives a round trip (CRLF, BOM dropped)', () => {
    const file = expectOk(parsePbn(CLUB));
    const text = makePbn(file);
    expect(text.startsWith('% PBN 2.1\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toContain('\n\n\n');
    expect(withoutPositions(expectOk(parsePbn(text)))).toEqual(withoutPositions(file));
  });

  test('LF when asked; games separated by one empty line', () => {
    const file = expectOk(parsePbn('[Board "1"]\r\n\r\n[Board "2"]\r\n'));
    expect(makePbn(file, { eol: '\n' })).toBe('[Board "1"]\n\n[Board "2"]\n');
  });
});

describe('syntax errors carry line and column', () => {
  const error = (text: string) => {
    const r = parsePbn(text);
    if (r.ok) throw new Error('expected an error');
    return r.error;
  };

  test('an unterminated tag pair', () => {
    expect(error('[Event "x"]\n[Site "Oslo"\n[Date "2024.01.01"]')).toEqual({
      kind: 'unterminated-tag',
      name: 'Site',
      line: 2,
      column: 1,
    });
    expect(error('[Event "x"]\n  [Board')).toMatchObject({ kind: 'unterminated-tag', line: 2, column: 3 });
  });

  test('an unterminated string', () => {
    expect(error('[Event "x"]\n[Site "Oslo]\n')).toEqual({ kind: 'unterminated-string', line: 2, column: 7 });
  });

  test('a tag without a value', () => {
    expect(error('[Event "x"]\n[Board 7]')).toEqual({
      kind: 'tag-without-value',
      name: 'Board',
      line: 2,
      column: 8,
    });
    expect(error('[Event]')).toMatchObject({ kind: 'tag-without-value', line: 1, column: 7 });
  });

  test('an unterminated brace comment', () => {
    expect(error('[Event "x"]\n{ never\nclosed')).toEqual({
      kind: 'unterminated-comment',
      line: 2,
      column: 1,
    });
    expect(error('[Auction "N"]\n1C { never')).toEqual({ kind: 'unterminated-comment', line: 2, column: 4 });
  });

  test('text before the first tag pair, a stray quote, a bad token in the auction', () => {
    expect(error('hello\n[Event "x"]')).toMatchObject({ kind: 'pbn-syntax', line: 1, column: 1 });
    expect(error('[Event "x"] "y"')).toMatchObject({ kind: 'pbn-syntax', line: 1, column: 13 });
    expect(error('[Auction "N"]\n1C 1D @')).toMatchObject({ kind: 'pbn-syntax', line: 2, column: 7 });
    expect(error('[Auction "N"]\n1C =1 1D')).toMatchObject({ kind: 'pbn-syntax', line: 2, column: 4 });
    expect(error('[Play "N"]\nSA $x')).toMatchObject({ kind: 'pbn-syntax', line: 2, column: 4 });
    expect(error('[Play "N"]\n^X SA')).toMatchObject({ kind: 'pbn-syntax', line: 2, column: 1 });
    expect(error('[1x "y"]')).toMatchObject({ kind: 'pbn-syntax', line: 1, column: 2 });
  });
});

describe('table tags (PBN 2.1 §5.2): rows may hold quoted strings', () => {
  test('a ScoreTable row with strings is kept verbatim, brackets inside a string included', () => {
    const r = parsePbn('[ScoreTable "PairId_NS\\2R;Names\\10L"]\n"1" "Smith [club]"\n"2" "Jones"');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    expect(r.value.games[0]?.tags[0]?.section).toEqual({
      kind: 'text',
      lines: ['"1" "Smith [club]"', '"2" "Jones"'],
    });
  });

  test('an unterminated string in a row is an error at its quote; outside a table tag a quote is still one', () => {
    expect(parsePbn('[ScoreTable "PairId_NS"]\n"1 4S')).toEqual({
      ok: false,
      error: { kind: 'unterminated-string', line: 2, column: 1 },
    });
    expect(parsePbn('[Event "x"]\n"y"').ok).toBe(false);
  });
});
