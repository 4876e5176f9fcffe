import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import {
  makeBoardPbn,
  makeBoardsPbn,
  type PbnBoardRecord,
  parsePbn,
  readAllBoards,
  readBoard,
} from '../../../src/notation/pbn/index.js';
import { randomBoard } from './boards.js';
import { fixture } from './support.js';

const MANDATORY = [
  'Event',
  'Site',
  'Date',
  'Board',
  'West',
  'North',
  'East',
  'South',
  'Dealer',
  'Vulnerable',
  'Deal',
  'Scoring',
  'Declarer',
  'Contract',
  'Result',
];

const club = expectOk(readAllBoards(expectOk(parsePbn(fixture('club-session.pbn')))));

describe('PBN 2.1 §2.1, §3.4 — export form', () => {
  const text = makeBoardsPbn(club);

  test('opens with % PBN 2.1 and % EXPORT; every line ends with CRLF', () => {
    expect(text.startsWith('% PBN 2.1\r\n% EXPORT\r\n[Event ')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  test('each game gives the fifteen mandatory tags in order, then Auction, Notes, Play', () => {
    const games = expectOk(parsePbn(text)).games;
    expect(games).toHaveLength(6);
    for (const g of games) expect(g.tags.slice(0, 15).map((t) => t.name)).toEqual(MANDATORY);
    expect(games[0]?.tags.slice(15).map((t) => t.name)).toEqual(['Auction', 'Note', 'Play']);
  });

  test('the deal starts with the dealer; unknowns are "?"; a passed-out board has empty Declarer and Result', () => {
    expect(text).toContain('[Dealer "E"]\r\n[Vulnerable "NS"]\r\n[Deal "E:');
    const boardFive = makeBoardPbn(club[4] as PbnBoardRecord);
    expect(boardFive).toContain('[West "?"]');
    expect(boardFive).toContain('[Scoring "?"]');
    const passed = makeBoardPbn(club[2] as PbnBoardRecord);
    expect(passed).toContain(
      '[Declarer ""]\r\n[Contract "Pass"]\r\n[Result ""]\r\n[Auction "S"]\r\nPass Pass Pass Pass\r\n',
    );
    expect(passed).not.toContain('[Play');
  });

  test('four calls a line; a note reference after its call; a claim ends the play with "*"', () => {
    expect(text).toContain(
      '[Auction "N"]\r\n1S 2H =1= Pass 3D\r\nX XX Pass Pass\r\nPass\r\n[Note "1:Natural, 5+ hearts"]\r\n',
    );
    expect(makeBoardPbn(club[3] as PbnBoardRecord)).toContain('\r\n- - SQ -\r\n*\r\n');
  });

  test('the club session reads back to the same boards', () => {
    expect(expectOk(readAllBoards(expectOk(parsePbn(text))))).toEqual(club);
  });

  test('a board with an unfinished auction and a play to be continued', () => {
    const base = randomBoard(7, { number: 9, tricksPlayed: 3, extraCards: 2 });
    const record: PbnBoardRecord = {
      ...base,
      auction:
        base.auction === null
          ? null
          : { ...base.auction, calls: base.auction.calls.slice(0, 2), end: 'stopped' },
      play: base.play === null ? null : { ...base.play, end: 'continue' },
    };
    const written = makeBoardPbn(record, { eol: '\n' });
    expect(written).toContain('+');
    expect(expectOk(readBoard(expectOk(parsePbn(written)).games[0] as never))).toEqual(record);
  });
});
