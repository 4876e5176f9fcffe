/**
 * PBN files as clubs, scorers and dealing programs write them: each fixture in
 * test/fixtures/pbn/real is written for these tests in the shape of such a file (none is
 * copied from one), and each test cites the section of PBN 2.1 it reads.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import {
  decodePbn,
  optimumTricks,
  type PbnBoardRecord,
  type PbnGame,
  parsePbn,
  parsePbnGames,
  readAllBoards,
  readBoards,
  readDoubleDummyTricks,
  readOptimumResultTable,
  readScoreTable,
  readTable,
} from '../../../src/notation/pbn/index.js';

const bytes = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../fixtures/pbn/real/${name}`, import.meta.url)));
const text = (name: string) => decodePbn(bytes(name)).text;
const games = (name: string) => expectOk(parsePbn(text(name))).games;
const records = (name: string) => expectOk(readAllBoards(expectOk(parsePbn(text(name)))));

describe('PBN 2.1 §5.1 — table rows may hold strings', () => {
  test('a ScoreTable and a TotalScoreTable with quoted names read whole', () => {
    const [game] = games('scoretable-strings.pbn') as [PbnGame];
    const rows = expectOk(readScoreTable(game));
    expect(rows).toHaveLength(3);
    expect(rows?.[0]).toMatchObject({
      PairId_NS: '1',
      Contract: '4H',
      Score_NS: '420',
      Names_NS: 'Hansen - Berg',
    });
    expect(rows?.[1]?.['Names_EW']).toBe('Lie "Jr" - Aas');
    expect(rows?.[2]).toMatchObject({ Score_NS: '-', Score_EW: '300' });
    const total = expectOk(readTable(game, 'TotalScoreTable'));
    expect(total?.columns.map((c) => [c.name, c.width, c.align])).toEqual([
      ['Rank', 2, 'R'],
      ['PairId', 2, 'R'],
      ['TotalScoreMP', 5, 'R'],
      ['Names', 30, 'L'],
    ]);
    expect(total?.rows[1]).toEqual(['2', '8', '8.0', 'Olsen - Nilsen']);
    expect(records('scoretable-strings.pbn')[0]?.result).toBe(10);
  });

  test('a row with more or fewer entries than columns is an error at the tag', () => {
    const game = expectOk(parsePbn('[ScoreTable "A;B"]\n1 2\n3\n')).games[0] as PbnGame;
    expect(readScoreTable(game)).toMatchObject({
      ok: false,
      error: { kind: 'tag-value', line: 1, column: 13 },
    });
  });

  test('an unclosed string in a row is an error with its line and column', () => {
    expect(parsePbn('[ScoreTable "A;B"]\n1 "x\n')).toMatchObject({
      ok: false,
      error: { kind: 'unterminated-string', line: 2, column: 3 },
    });
  });
});

describe('PBN 2.1 §3.4.15 — the Result tag in the side form', () => {
  test('"EW 4 NS 9" without a Declarer tag reads (no declarer: no count of its tricks)', () => {
    const [five, six] = records('result-sides.pbn') as [PbnBoardRecord, PbnBoardRecord];
    expect(five).toMatchObject({ board: 5, declarer: null, contract: null, result: null });
    // With a declarer the side form gives declarer's tricks: South, NS 9.
    expect(six).toMatchObject({ board: 6, declarer: 'S', result: 9 });
  });
});

describe('PBN 2.1 §3.4.11–§3.4.13 — contract and declarer derived in the import format', () => {
  test('no Contract tag: the contract and declarer come from an auction that ended', () => {
    const [one, two, three] = readBoards(expectOk(parsePbn(text('auction-no-contract.pbn'))));
    const b1 = expectOk(one?.record as never) as PbnBoardRecord;
    expect(b1.contract).toEqual({ level: 4, strain: 'H', risk: 'X', declarer: 'N' });
    expect(b1.declarer).toBe('N');
    expect(b1.play?.tricks[0]?.winner).toBe('W');
    // An empty [Contract ""] with an auction: derived the same way (3NT by S, who bid 1NT).
    const b2 = expectOk(two?.record as never) as PbnBoardRecord;
    expect(b2.contract).toEqual({ level: 3, strain: 'NT', risk: '', declarer: 'S' });
    expect(b2.result).toBe(9);
    // An empty Contract, no auction, and a Play section: the error says so (not "missing").
    expect(three?.record).toMatchObject({
      ok: false,
      error: { kind: 'play', message: expect.stringContaining('the Contract tag is empty'), line: 33 },
    });
  });

  test('[Declarer ""] with a Contract and a Play section: the declarer sits on the opening leader’s right', () => {
    const [b] = records('declarer-empty.pbn');
    expect(b?.declarer).toBe('N');
    expect(b?.contract).toEqual({ level: 4, strain: 'H', risk: '', declarer: 'N' });
    expect(b?.result).toBe(11);
    expect(b?.play?.tricks.map((t) => t.winner)).toEqual(['N', 'S']);
  });

  test('the Declarer tag, when given, is kept over the auction', () => {
    const t = '[Dealer "N"]\n[Declarer "S"]\n[Auction "N"]\n1H Pass 4H AP\n';
    const [b] = expectOk(readAllBoards(expectOk(parsePbn(t))));
    expect(b?.contract).toMatchObject({ level: 4, strain: 'H', declarer: 'S' });
  });
});

describe('PBN 2.1 §3 — a file is read game by game', () => {
  test('one bad board does not hide the others: each error has its board and position', () => {
    const { file, errors } = parsePbnGames(text('one-bad-board.pbn'));
    // Board 3's Contract string is not closed: a syntax error, that game left out.
    expect(errors).toMatchObject([{ kind: 'unterminated-string', line: 20, column: 11 }]);
    const readings = readBoards(file);
    expect(readings.map((r) => r.boardTag)).toEqual(['1', '2', '4', '5']);
    expect(readings.map((r) => r.record.ok)).toEqual([true, true, false, true]);
    expect(readings[2]?.record).toMatchObject({ ok: false, error: { kind: 'deal-invalid', line: 26 } });
    expect(readings[2]?.at).toEqual({ line: 22, column: 1 });
    // The strict reader stops at the first error.
    expect(parsePbn(text('one-bad-board.pbn')).ok).toBe(false);
  });
});

describe('PBN 2.1 §2.2 — the character set', () => {
  const names = (name: string) => {
    const [b] = records(name);
    return [b?.site, b?.players.N, b?.players.E, b?.players.W];
  };
  const expected = ['Chorzów', 'Wójcik', 'Ås', 'Müller'];

  test('a %Content-type header naming ISO-8859-1 is honoured', () => {
    expect(decodePbn(bytes('latin1-header.pbn'))).toMatchObject({ charset: 'latin-1', by: 'header' });
    expect(names('latin1-header.pbn')).toEqual(expected);
  });
  test('no header: Latin-1, the standard’s default', () => {
    expect(decodePbn(bytes('latin1-plain.pbn'))).toMatchObject({ charset: 'latin-1', by: 'default' });
    expect(names('latin1-plain.pbn')).toEqual(expected);
  });
  test('a UTF-8 byte order mark, or UTF-8 text without one, reads as UTF-8', () => {
    expect(decodePbn(bytes('utf8-bom.pbn'))).toMatchObject({ charset: 'utf-8', by: 'byte-order-mark' });
    expect(names('utf8-bom.pbn')).toEqual(expected);
    expect(decodePbn(bytes('utf8-plain.pbn'))).toMatchObject({ charset: 'utf-8', by: 'utf-8-content' });
    expect(names('utf8-plain.pbn')).toEqual(expected);
  });
  test('a header naming UTF-8 wins over the default; plain ASCII reads the same either way', () => {
    const header = new TextEncoder().encode('%Charset: UTF-8\n[Site "Chorzów"]\n');
    expect(decodePbn(header)).toMatchObject({ charset: 'utf-8', by: 'header' });
    expect(decodePbn(new TextEncoder().encode('[Site "Oslo"]\n')).text).toBe('[Site "Oslo"]\n');
  });
});

describe('PBN 2.1 §3.4 — empty tag values', () => {
  test('an empty value reads as null, as "?" does (no empty names, no "" event)', () => {
    const [b] = records('empty-tags.pbn');
    expect(b).toMatchObject({
      event: null,
      site: null,
      date: null,
      scoring: null,
      players: { N: null, E: null, S: null, W: null },
      declarer: null,
      contract: null,
      result: null,
    });
  });
});

describe('PBN 2.1 §5 — double-dummy tables, typed', () => {
  test('DoubleDummyTricks and OptimumResultTable give the same twenty results', () => {
    const [game] = games('double-dummy.pbn') as [PbnGame];
    const dd = expectOk(readDoubleDummyTricks(game));
    expect(dd).toEqual({
      N: { NT: 7, S: 4, H: 11, D: 6, C: 11 },
      S: { NT: 7, S: 4, H: 11, D: 7, C: 11 },
      E: { NT: 2, S: 9, H: 2, D: 6, C: 1 },
      W: { NT: 2, S: 9, H: 2, D: 6, C: 0 },
    });
    const optimum = expectOk(readOptimumResultTable(game));
    expect(optimum).toHaveLength(20);
    expect(optimumTricks(optimum ?? [])).toEqual(dd);
  });
  test('a DoubleDummyTricks value that is not twenty hexadecimal digits is an error', () => {
    const game = expectOk(parsePbn('[DoubleDummyTricks "74b6b74"]\n')).games[0] as PbnGame;
    expect(readDoubleDummyTricks(game)).toMatchObject({ ok: false, error: { kind: 'tag-value', line: 1 } });
  });
});
