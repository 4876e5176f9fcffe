import { describe, expect, test } from 'vitest';
import { suitOf } from '../../../src/core/card.js';
import { fromCards, has, remove } from '../../../src/core/card-set.js';
import { expectOk } from '../../../src/core/result.js';
import { LHO, SEATS, type Seat, SIDE_OF } from '../../../src/core/seat.js';
import { failsToFollow, naturalOrder } from '../../../src/games/trick.js';
import {
  type PbnBoardRecord,
  type PbnError,
  parsePbn,
  readAllBoards,
  readBoard,
  readVulnerable,
  tricksWon,
} from '../../../src/notation/pbn/index.js';
import { fixture } from './support.js';

const boards = expectOk(readAllBoards(expectOk(parsePbn(fixture('club-session.pbn')))));
const board = (n: number) => boards[n - 1] as PbnBoardRecord;

const DEAL = 'N:AQ2.AJ6542.T3.K5 K85.87.K942.JT72 943.K93.A86.AQ63 JT76.QT.QJ75.984';

function readError(text: string): PbnError {
  const file = parsePbn(text);
  if (!file.ok) return file.error;
  const r = readBoard(file.value.games[0] as never);
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

describe('PBN 2.1 §3.4 — the identification section', () => {
  test('a club session of six boards, with inherited event, site and date', () => {
    expect(boards.map((b) => b.board)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(board(1)).toMatchObject({
      event: 'Tuesday pairs — Ålesund BK',
      site: 'Ålesund, NOR',
      date: '2024.03.14',
      dealer: 'N',
      vulnerable: 'None',
      scoring: 'MP',
      players: { W: 'Berg, Kari', N: 'Dahl, Ola', E: 'Lie, Per', S: 'Moe, Åse' },
      declarer: 'W',
      contract: { level: 3, strain: 'D', risk: 'XX', declarer: 'W' },
      result: 6,
    });
    expect(board(2).date).toBe('2024.03.14');
  });

  test('dealer and vulnerability follow the board number, as a scoring program writes them', () => {
    expect(boards.map((b) => [b.dealer, b.vulnerable])).toEqual([
      ['N', 'None'],
      ['E', 'NS'],
      ['S', 'EW'],
      ['W', 'All'],
      ['N', 'NS'],
      ['E', 'EW'],
    ]);
  });

  test('missing optional tags read as null', () => {
    expect(board(5)).toMatchObject({ scoring: null, players: { N: null, E: null, S: null, W: null } });
  });

  test('the deal is a validated 52-card deal', () => {
    for (const b of boards) {
      expect(b.deal).not.toBeNull();
      const all = SEATS.flatMap((s) => b.dealSetup?.hands[s] ?? []);
      expect(new Set(all).size).toBe(52);
    }
  });

  test('Vulnerable: None, Love and - are none; All and Both are all; any case', () => {
    const v = (value: string) => {
      const g = expectOk(parsePbn(`[Vulnerable "${value}"]`)).games[0];
      return g === undefined ? null : expectOk(readVulnerable(g));
    };
    expect(['None', 'love', '-', 'NS', 'ew', 'All', 'BOTH', '?', ''].map(v)).toEqual([
      'None',
      'None',
      'None',
      'NS',
      'EW',
      'All',
      'All',
      null,
      null,
    ]);
  });

  test('Result in the side forms is converted to tricks by declarer', () => {
    const base = `[Declarer "E"]\n[Contract "4H"]\n`;
    const result = (r: string) =>
      expectOk(readBoard(expectOk(parsePbn(`${base}[Result "${r}"]`)).games[0] as never)).result;
    expect([result('10'), result('EW 10'), result('NS 3'), result('NS 3 EW 10'), result('^9')]).toEqual([
      10, 10, 10, 10, 9,
    ]);
  });

  test('a deal with hands not given reads as a setup without a deal', () => {
    const b = expectOk(
      readBoard(expectOk(parsePbn('[Deal "W:KQT2.AT.J6542.85 - A8654.KQ5.T.QJT6 -"]')).games[0] as never),
    );
    expect(b.deal).toBeNull();
    expect(b.dealSetup?.hands.N).toBeNull();
    expect(b.dealSetup?.hands.W).toHaveLength(13);
  });
});

describe('PBN 2.1 §3.5 — the auction', () => {
  test('calls with their seats from the dealer; notes kept with their calls', () => {
    const auction = board(1).auction;
    expect(
      auction?.calls.map(
        (c) => `${c.seat}:${c.call.type === 'bid' ? `${c.call.level}${c.call.strain}` : c.call.type}`,
      ),
    ).toEqual(['N:1S', 'E:2H', 'S:pass', 'W:3D', 'N:double', 'E:redouble', 'S:pass', 'W:pass', 'N:pass']);
    expect(auction?.calls[1]?.note).toBe(1);
    expect(auction?.notes).toEqual([{ index: 1, text: 'Natural, 5+ hearts' }]);
    expect(auction?.end).toBe('passes');
  });

  test('AP adds the passes that end the auction; a suffix becomes its NAG', () => {
    const calls = board(2).auction?.calls ?? [];
    expect(calls.map((c) => c.call.type)).toEqual(['pass', 'bid', 'pass', 'pass', 'pass']);
    expect(calls[1]?.nags).toEqual([1]);
  });

  test('a passed-out board: four passes, contract "Pass", no declarer, no result, no play', () => {
    expect(board(3)).toMatchObject({ contract: 'passed-out', declarer: null, result: null, play: null });
    expect(board(3).auction?.calls.map((c) => c.seat)).toEqual(['S', 'W', 'N', 'E']);
  });

  test('"-" before the first call skips the seats before the dealer', () => {
    expect(board(5).auction).toMatchObject({ first: 'W', dealer: 'N' });
    expect(board(5).auction?.calls.map((c) => c.seat)).toEqual(['N', 'E', 'S', 'W', 'N']);
  });

  test('^S skips a seat (a call out of rotation); ^I marks an insufficient bid', () => {
    const g = expectOk(parsePbn('[Dealer "W"]\n[Auction "W"]\n1D ^S ^I 1C Pass\n*')).games[0];
    const auction = expectOk(readBoard(g as never)).auction;
    expect(auction?.calls.map((c) => [c.seat, c.insufficient])).toEqual([
      ['W', false],
      ['E', true],
      ['S', false],
    ]);
    expect(auction?.end).toBe('stopped');
  });
});

describe('PBN 2.1 §3.6 — the play', () => {
  const played = boards.filter((b) => b.play !== null);

  test('the opening leader is declarer’s left-hand opponent; each trick is led by the previous winner', () => {
    for (const b of played) {
      const tricks = b.play?.tricks ?? [];
      expect(b.play?.leader).toBe(LHO[b.declarer as Seat]);
      expect(tricks[0]?.leader).toBe(b.play?.leader);
      tricks.forEach((t, i) => {
        expect(t.plays[0]?.seat).toBe(t.leader);
        if (i > 0) expect(t.leader).toBe(tricks[i - 1]?.winner);
      });
    }
  });

  test('cards are given by seat columns but come out in playing order', () => {
    // Board 1 (3DXX by W): columns N E S W. Trick 2 "D3 D4 D8 DQ" is won by West's DQ, so the
    // line "SA S5 S9 S7" of trick 3 is played W, N, E, S.
    const t2 = board(1).play?.tricks[1];
    const t3 = board(1).play?.tricks[2];
    expect(t2?.winner).toBe('W');
    expect(t3?.leader).toBe('W');
    expect(t3?.plays.map((p) => `${p.seat}${p.card}`)).toEqual(['WS7', 'NSA', 'ES5', 'SS9']);
  });

  test('every card is followed to suit, from the hand that held it', () => {
    for (const b of played) {
      const order = naturalOrder(
        b.contract !== null && b.contract !== 'passed-out' && b.contract.strain !== 'NT'
          ? b.contract.strain
          : null,
      );
      const hands = Object.fromEntries(SEATS.map((s) => [s, fromCards(b.dealSetup?.hands[s] ?? [])]));
      for (const trick of b.play?.tricks ?? []) {
        const led = trick.plays[0] === undefined ? null : suitOf(trick.plays[0].card);
        for (const p of trick.plays) {
          const hand = hands[p.seat] as ReturnType<typeof fromCards>;
          expect(has(hand, p.card)).toBe(true);
          expect(failsToFollow(hand, p.card, p === trick.plays[0] ? null : led, order)).toBe(false);
          hands[p.seat] = remove(hand, p.card);
        }
      }
    }
  });

  test('the Result of a board played out is the tricks declarer’s side won', () => {
    for (const b of played.filter((x) => x.play?.end === 'complete')) {
      expect(tricksWon(b.play as never)[SIDE_OF[b.declarer as Seat]]).toBe(b.result);
    }
  });

  test('a claim: the lead to trick 10 is faced, the rest is "-", and "*" ends the play', () => {
    const play = board(4).play;
    expect(play?.end).toBe('stopped');
    expect(play?.tricks).toHaveLength(10);
    expect(play?.tricks[9]).toMatchObject({ leader: 'E', plays: [{ seat: 'E', card: 'SQ' }], winner: null });
  });

  test('a note on a card and a NAG', () => {
    const first = board(2).play?.tricks[0];
    expect(first?.plays.find((p) => p.card === 'S6')?.note).toBe(1);
    expect(first?.plays.find((p) => p.card === 'SQ')?.nags).toEqual([14]);
    expect(board(2).play?.notes).toEqual([{ index: 1, text: 'Fourth best' }]);
  });
});

describe('errors of meaning carry line and column', () => {
  test('a 14-card hand: every defect is listed, at the Deal value', () => {
    const bad = DEAL.replace('AQ2.', 'AQ2J.');
    const error = readError(`[Event "x"]\n[Deal "${bad}"]`);
    expect(error).toMatchObject({ kind: 'deal-invalid', line: 2, column: 7 });
    expect(error.kind === 'deal-invalid' && error.defects).toEqual(
      expect.arrayContaining([
        { kind: 'hand-size', seat: 'N', size: 14, expected: 13 },
        { kind: 'duplicate-card', card: 'SJ', seats: ['N', 'W'] },
      ]),
    );
  });

  test('a deal that is not PBN deal syntax points into the value', () => {
    expect(
      readError('[Deal "N:AQX.AJ6542.T3.K5 K85.87.K942.JT72 943.K93.A86.AQ63 JT76.QT.QJ75.984"]'),
    ).toMatchObject({
      kind: 'deal-syntax',
      line: 1,
      column: 12,
    });
  });

  test('a call like 8NT, at its token', () => {
    expect(readError('[Dealer "N"]\n[Auction "N"]\n1NT Pass\n8NT Pass')).toEqual({
      kind: 'call-syntax',
      text: '8NT',
      line: 4,
      column: 1,
    });
  });

  test('a malformed card in the play, at its token', () => {
    const text = `[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "3NT"]\n[Play "W"]\nS6 SA S3 SZ`;
    expect(readError(text)).toEqual({ kind: 'card-syntax', text: 'SZ', line: 5, column: 10 });
  });

  test('a card not in its player’s hand, and a card played twice', () => {
    const base = `[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "3NT"]\n[Play "W"]\n`;
    expect(readError(`${base}SA S2 S3 S4`)).toMatchObject({ kind: 'play', line: 5, column: 1 });
    expect(readError(`${base}S6 S2 S5 S3\nS6 - - -`)).toMatchObject({ kind: 'play', line: 6, column: 1 });
  });

  test('a call after the auction ended; "-" after the first call; a Play without a contract', () => {
    expect(readError('[Auction "N"]\nPass Pass Pass Pass\n1C')).toMatchObject({
      kind: 'auction',
      line: 3,
      column: 1,
    });
    expect(readError('[Auction "N"]\n1C - Pass')).toMatchObject({ kind: 'auction', line: 2, column: 4 });
    expect(readError('[Auction "N"]\n1C Pass\n*\n1D')).toMatchObject({ kind: 'auction', line: 4, column: 1 });
    expect(readError('[Play "W"]\nSA')).toMatchObject({
      kind: 'play',
      message: expect.stringContaining('there is no Contract tag'),
      line: 1,
      column: 1,
    });
  });

  test('bad tag values name the tag', () => {
    expect(readError('[Board "0"]')).toMatchObject({ kind: 'tag-value', tag: 'Board', line: 1, column: 8 });
    expect(readError('[Dealer "X"]')).toMatchObject({ kind: 'tag-value', tag: 'Dealer' });
    expect(readError('[Declarer "N"]\n[Contract "8S"]')).toMatchObject({
      kind: 'tag-value',
      tag: 'Contract',
      line: 2,
    });
    expect(readError('[Result "14"]')).toMatchObject({ kind: 'tag-value', tag: 'Result' });
    expect(readError('[Dealer "N"]\n[Auction "E"]\n1C')).toMatchObject({ kind: 'auction', line: 2 });
  });
});
