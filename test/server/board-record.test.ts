/**
 * One builder of a board record (ADR 0108): the server's PBN download and the command line's
 * `convert` (src/notation/convert/record-board.ts) write the same board from the same record —
 * deal, auction or contract, play, result after the laws' transfers — and differ only in the
 * heading the server gives it (`[Event]`, `[Scoring]`) and, for a player before the board has
 * ended, in the hands he may not see.
 */
import { describe, expect, test } from 'vitest';
import { boardOfRecord } from '../../src/notation/convert/record-board.js';
import { makeBoardPbn } from '../../src/notation/pbn/export.js';
import { judge, pbnOf } from '../../src/server/engine.js';
import { given } from '../laws/given.js';

/** The PBN's lines but its heading. */
const body = (pbn: string) => pbn.split('\n').filter((line) => !/^\[(Event|Scoring) /.test(line));

describe('the board record of a table (Law 64A: a revoke’s tricks transferred before the result)', () => {
  // South revokes on the first trick; the board is played out and the revoke established.
  const board = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();

  test('the director’s download is the board `convert` writes, with the server’s heading', () => {
    const judged = judge(board.record);
    expect(judged.ok).toBe(true);
    if (!judged.ok) return;
    const pbn = pbnOf(judged.value, 'director', 'IMP');
    const converted = boardOfRecord(board.record);
    expect(converted.ok).toBe(true);
    if (pbn === null || !converted.ok) return;
    expect(pbn).toContain('[Event "tablelaw table"]');
    expect(pbn).toContain('[Scoring "IMP"]');
    expect(body(pbn)).toEqual(body(makeBoardPbn(converted.value.board)));
    expect(converted.value.board.play?.end).toBe('complete');
    expect(converted.value.board.result).toBe(judged.value.state.result?.tricks.EW);
  });

  test('a player’s download before the end holds his hand and no hidden one', () => {
    const partway = given().plays('S:C4 W:C6 N:S2 E:C2');
    const judged = judge(partway.record);
    expect(judged.ok).toBe(true);
    if (!judged.ok) return;
    const north = pbnOf(judged.value, 'N') ?? '';
    const converted = boardOfRecord(partway.record);
    if (!converted.ok) throw new Error(converted.error.message);
    const deal = (pbn: string) => /^\[Deal "(.*)"\]$/m.exec(pbn)?.[1] ?? '';
    const hands = deal(north).slice(2).split(' ');
    // 4♥ by East: North's own hand and dummy's (West, faced after the opening lead); E's and S's hidden.
    expect(hands[0]).not.toBe('-');
    expect(hands[3]).not.toBe('-');
    expect(hands.filter((h) => h === '-')).toHaveLength(2);
    expect(deal(makeBoardPbn(converted.value.board)).split(' ').includes('-')).toBe(false);
    // All but the deal is the same board.
    const rest = (pbn: string) => body(pbn).filter((line) => !line.startsWith('[Deal '));
    expect(rest(north)).toEqual(rest(makeBoardPbn(converted.value.board)));
  });
});
