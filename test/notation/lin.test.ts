/**
 * LIN (BBO's hand records and vugraph files): reading board by board with positions, the
 * alerts, explanations, claims and undos, and the round trips LIN → PBN → LIN and PBN → LIN → PBN
 * (property tests over random deals, auctions and plays).
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ranksIn } from '../../src/core/card-set.js';
import { parseDeal, validateDeal } from '../../src/core/deal.js';
import { randomDeal, seededRandom } from '../../src/core/random.js';
import { LHO, SEATS } from '../../src/core/seat.js';
import {
  addCall,
  auctionOutcome,
  legalCalls,
  startAuction,
} from '../../src/games/contract-bridge/auction.js';
import { makeLin } from '../../src/notation/lin/make.js';
import { linPairs, parseLin } from '../../src/notation/lin/parse.js';
import { readLin } from '../../src/notation/lin/read.js';
import { makeBoardsPbn } from '../../src/notation/pbn/export.js';
import { readBoards } from '../../src/notation/pbn/game.js';
import { parsePbn } from '../../src/notation/pbn/parse.js';

const VUGRAPH = readFileSync('test/fixtures/lin/vugraph.lin', 'utf8');
const HAND = readFileSync('test/fixtures/lin/hand.lin', 'utf8');
const DEAL = 'N:KQ7.A962.K5.AJ84 4.KQJT7.J962.T96 AJT985.5.AQ7.KQ3 632.843.T843.752';

function boards(text: string) {
  const file = readLin(text);
  if (!file.ok) throw new Error(file.error.message);
  return file.value.boards.map((b) => {
    if (!b.ok) throw new Error(b.error.message);
    return b.value;
  });
}

describe('LIN — reading BBO hand records and vugraph files', () => {
  test('a vugraph file: the header apart, a board per qx, each room with its own players', () => {
    const syntax = parseLin(VUGRAPH);
    expect(syntax.ok && syntax.value.header.map((p) => p.command)).toEqual(['vg', 'rs', 'pw', 'bn']);
    const [open, closed] = boards(VUGRAPH);
    expect(open?.room).toBe('open');
    expect(closed?.room).toBe('closed');
    expect(open?.record.players).toEqual({ S: 'Ann', W: 'Bob', N: 'Cid', E: 'Dag' });
    expect(closed?.record.players).toEqual({ S: 'Eve', W: 'Fay', N: 'Gus', E: 'Hal' });
    expect(open?.record.event).toBe('Club teams (a test fixture)');
  });

  test('md: the dealer digit (3 = North), hands from South, the fourth hand derived', () => {
    const [open] = boards(VUGRAPH);
    expect(open?.record.dealer).toBe('N');
    const expected = validateDeal((parseDeal(DEAL) as { ok: true; value: never }).value);
    expect(expected.ok && open?.record.deal).toEqual(expected.ok ? expected.value : null);
    expect(open?.record.board).toBe(1);
    expect(open?.record.vulnerable).toBe('None');
    const [hand] = boards(HAND);
    expect(hand?.record.dealer).toBe('S');
    expect(hand?.record.vulnerable).toBe('All');
    expect(hand?.record.board).toBe(7);
    expect(hand?.record.contract).toBe('passed-out');
  });

  test('an alert (!) and its explanation (an) become the call’s note; the auction gives the contract', () => {
    const [open] = boards(VUGRAPH);
    expect(open?.alerts).toEqual([{ index: 0, explanation: 'could be short' }]);
    expect(open?.record.auction?.calls[0]?.note).toBe(1);
    expect(open?.record.auction?.notes).toEqual([{ index: 1, text: 'Alert: could be short' }]);
    expect(open?.record.contract).toEqual({ level: 4, strain: 'S', risk: '', declarer: 'S' });
    expect(open?.record.declarer).toBe('S');
  });

  test('pc cards into tricks from declarer’s left; mc is declarer’s total tricks and stops the play', () => {
    const [open] = boards(VUGRAPH);
    const play = open?.record.play;
    expect(play?.leader).toBe('W');
    expect(play?.tricks.map((t) => t.winner)).toEqual(['N', 'N']);
    expect(play?.end).toBe('stopped');
    expect(open?.claim).toBe(12);
    expect(open?.record.result).toBe(12);
  });

  test('up takes back the last acts (not in the board, reported); nt is reported, not dropped', () => {
    const [, closed] = boards(VUGRAPH);
    expect(closed?.record.auction?.calls.map((c) => c.call)).toEqual([
      { type: 'bid', level: 1, strain: 'C' },
      { type: 'bid', level: 2, strain: 'H' },
      { type: 'bid', level: 4, strain: 'S' },
      { type: 'pass' },
      { type: 'pass' },
      { type: 'pass' },
    ]);
    expect(closed?.lost.some((l) => /undo .* took back 3S/.test(l))).toBe(true);
    expect(closed?.commentary).toEqual(['a quiet auction']);
    expect(closed?.lost.some((l) => /commentary/.test(l))).toBe(true);
  });

  test('defects carry a line and column; one bad board leaves the others readable', () => {
    const broken = VUGRAPH.replace('pc|SK|', 'pc|SX|');
    const file = readLin(broken);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const [first, second] = file.value.boards;
    expect(first?.ok).toBe(false);
    if (first !== undefined && !first.ok) {
      expect(first.error.line).toBe(7);
      expect(first.error.message).toMatch(/"SX" is not a card/);
    }
    expect(second?.ok).toBe(true);
    const unclosed = linPairs('pn|A,B,C,D|st||md|3SA');
    expect(unclosed.ok).toBe(false);
    if (!unclosed.ok) expect(unclosed.error).toMatchObject({ line: 1, column: 16, kind: 'lin-syntax' });
    const wrongTurn = readLin(VUGRAPH.replace('pc|H8|pc|HA|', 'pc|HA|pc|H8|'));
    const b = wrongTurn.ok ? wrongTurn.value.boards[0] : undefined;
    expect(b?.ok === false && b.error.message).toMatch(/HA is North's, but it was West's turn/);
    const dup = readLin('md|3SA,SA,,|');
    const d = dup.ok ? dup.value.boards[0] : undefined;
    expect(d?.ok === false && d.error.message).toMatch(/gives 2 hands|two hands/);
  });
});

/** A random board: a seeded deal, a random auction, a random number of legal tricks. */
const arbitraryBoard = fc
  .record({
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    choices: fc.array(fc.nat(), { minLength: 80, maxLength: 80 }),
    tricks: fc.integer({ min: 0, max: 13 }),
    number: fc.integer({ min: 1, max: 36 }),
  })
  .map(({ seed, choices, tricks, number }) => ({ seed, choices, tricks, number }));

function boardLin(seed: number, choices: readonly number[], tricks: number, number: number): string {
  const deal = randomDeal(seededRandom(seed));
  const cardsOf = (s: (typeof SEATS)[number]) =>
    (['S', 'H', 'D', 'C'] as const).flatMap((suit) => ranksIn(deal.hands[s], suit).map((r) => `${suit}${r}`));
  const dealer = SEATS[(number - 1) % 4] ?? 'N';
  let auction = startAuction(dealer);
  let i = 0;
  // Calls: mostly passes so auctions end; a bid when the choice says so.
  while (auctionOutcome(auction).kind === 'in-progress') {
    const legal = legalCalls(auction);
    const c = choices[i++ % choices.length] ?? 0;
    const call = c % 3 === 0 ? legal[c % legal.length] : legal[0];
    const next = addCall(auction, call ?? legal[0] ?? { type: 'pass' });
    if (!next.ok) throw new Error('illegal call');
    auction = next.value;
  }
  const digits = { S: '1', W: '2', N: '3', E: '4' } as const;
  const order = ['S', 'W', 'N', 'E'] as const;
  const hands = order.map((s) =>
    (['S', 'H', 'D', 'C'] as const).map((suit) => suit + ranksIn(deal.hands[s], suit).join('')).join(''),
  );
  const calls = auction.calls
    .map(
      (c) =>
        `mb|${c.type === 'pass' ? 'p' : c.type === 'double' ? 'd' : c.type === 'redouble' ? 'r' : `${c.level}${c.strain === 'NT' ? 'N' : c.strain}`}|`,
    )
    .join('');
  const outcome = auctionOutcome(auction);
  let play = '';
  if (outcome.kind === 'contract' && tricks > 0) {
    const trump = outcome.contract.strain === 'NT' ? null : outcome.contract.strain;
    const left = { N: cardsOf('N'), E: cardsOf('E'), S: cardsOf('S'), W: cardsOf('W') };
    let leader = LHO[outcome.contract.declarer];
    for (let t = 0; t < tricks; t++) {
      const trick: { seat: (typeof SEATS)[number]; card: string }[] = [];
      let seat = leader;
      for (let k = 0; k < 4; k++) {
        const hand = left[seat];
        const led = trick[0]?.card[0];
        const follow = hand.filter((c) => c[0] === led);
        const pool = follow.length > 0 ? follow : hand;
        const card = pool[(choices[(t * 4 + k) % choices.length] ?? 0) % pool.length] as string;
        hand.splice(hand.indexOf(card), 1);
        trick.push({ seat, card });
        play += `pc|${card}|`;
        seat = LHO[seat];
      }
      const ledSuit = trick[0]?.card[0];
      const rank = '23456789TJQKA';
      let best = trick[0] as { seat: (typeof SEATS)[number]; card: string };
      for (const p of trick.slice(1)) {
        const beats =
          (p.card[0] === best.card[0] && rank.indexOf(p.card[1] ?? '') > rank.indexOf(best.card[1] ?? '')) ||
          (trump !== null && p.card[0] === trump && best.card[0] !== trump);
        if (beats) best = p;
      }
      expect(ledSuit).toBeTruthy();
      leader = best.seat;
    }
    if (tricks < 13) play += `mc|${tricks % 14}|`;
  }
  return `qx|o${number}|pn|s,w,n,e|st||md|${digits[dealer]}${hands.join(',')}|rh||ah|Board ${number}|sv|o|${calls}${play}pg||\n`;
}

describe('LIN — round trips', () => {
  test('LIN → PBN → LIN keeps every field they share (property)', () => {
    fc.assert(
      fc.property(arbitraryBoard, ({ seed, choices, tricks, number }) => {
        const lin = boardLin(seed, choices, tricks, number);
        const first = boards(lin).map((b) => b.record);
        const pbn = makeBoardsPbn(first, { eol: '\n' });
        const parsed = parsePbn(pbn);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
        const back = readBoards(parsed.value);
        if (!back.ok) throw new Error(JSON.stringify(back.error));
        const again = makeLin(back.value);
        const second = boards(again.text).map((b) => b.record);
        expect(second).toEqual(first);
      }),
      { numRuns: 150 },
    );
  });

  test('PBN → LIN → PBN keeps every field they share (property)', () => {
    fc.assert(
      fc.property(arbitraryBoard, ({ seed, choices, tricks, number }) => {
        const board = boards(boardLin(seed, choices, tricks, number)).map((b) => b.record);
        const pbn = makeBoardsPbn(board, { eol: '\n' });
        const read = readBoards((parsePbn(pbn) as { ok: true; value: never }).value);
        const viaLin = boards(makeLin((read as { ok: true; value: never[] }).value).text).map(
          (b) => b.record,
        );
        expect(makeBoardsPbn(viaLin, { eol: '\n' })).toBe(pbn);
      }),
      { numRuns: 100 },
    );
  });
});
