/**
 * `tablelaw convert` and LIN at the command line: `show FILE.lin --board 1`, `convert FILE.lin
 * --to pbn`, `convert RECORD.json --to pbn` (the rulings as commentary), what is not kept said on
 * standard error.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { readBoards } from '../../src/notation/pbn/game.js';
import { parsePbn } from '../../src/notation/pbn/parse.js';
import { parseRecord } from '../../src/notation/record/record.js';
import { cli } from './harness.js';

const files = {
  'vugraph.lin': readFileSync('test/fixtures/lin/vugraph.lin', 'utf8'),
  'hand.lin': readFileSync('test/fixtures/lin/hand.lin', 'utf8'),
  'revoke.json': readFileSync('examples/revoke.json', 'utf8'),
  'club-night.pbn': readFileSync('examples/club-night.pbn', 'utf8'),
};

describe('tablelaw show with a LIN file', () => {
  test('show FILE.lin --board 1: the diagram, the alerted auction, the contract', async () => {
    const r = await cli(['show', 'vugraph.lin', '--board', '1'], files);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Board 1 — Club teams (a test fixture)');
    expect(r.out).toContain('Alert: could be short');
    expect(r.out).toContain('Contract: 4S by South');
  });

  test('a board that does not read is reported with its line; the others are shown', async () => {
    const r = await cli(['show', 'bad.lin'], { 'bad.lin': files['vugraph.lin'].replace('pc|SK|', 'pc|SX|') });
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/board 1 \(line 7, column \d+\): "SX" is not a card/);
    expect(r.out).toContain('Board 1');
  });
});

describe('tablelaw convert', () => {
  test('convert FILE.lin --to pbn: a PBN file that reads back; the rooms, undo and commentary reported', async () => {
    const r = await cli(['convert', 'vugraph.lin', '--to', 'pbn'], files);
    expect(r.code).toBe(0);
    const pbn = parsePbn(r.out);
    expect(pbn.ok).toBe(true);
    const boards = pbn.ok ? readBoards(pbn.value) : null;
    expect(boards?.ok && boards.value.map((b) => [b.board, b.players.S, b.result])).toEqual([
      [1, 'Ann', 12],
      [1, 'Eve', 11],
    ]);
    expect(r.err).toMatch(/not kept: board 1: an undo at line 8 took back 3S/);
    expect(r.err).toMatch(/not kept: board 1: commentary \(line 8\): "a quiet auction"/);
    expect(r.err).toMatch(/not kept: the room of each board/);
  });

  test('convert RECORD.json --to pbn: the result after the transfer, the score, the ruling and its laws as commentary', async () => {
    const r = await cli(['convert', 'revoke.json', '--to', 'pbn'], files);
    expect(r.code).toBe(0);
    expect(r.out).toContain('{Irregularity: revoke by North, rectified (Law 61A, Law 63A1, Law 64A1)}');
    expect(r.out).toMatch(/\{Transfer: 2 tricks to EW \(Law 64A1\)\}/);
    expect(r.out).toMatch(/\[Score "(NS|EW) -?\d+"\]/);
    const pbn = parsePbn(r.out);
    expect(pbn.ok).toBe(true);
    const board = pbn.ok ? readBoards(pbn.value) : null;
    expect(board?.ok && board.value[0]?.contract).toMatchObject({ level: 4, strain: 'H' });
  });

  test('convert FILE --to record: a record a board, which validates; LIN → record → PBN keeps the deal and calls', async () => {
    const r = await cli(['convert', 'hand.lin', '--to', 'record'], files);
    expect(r.code).toBe(0);
    const record = parseRecord(r.out);
    expect(record.ok).toBe(true);
    expect(record.ok && record.value.board).toMatchObject({ number: 7, dealer: 'S', vulnerable: 'All' });
    expect(record.ok && record.value.events.map((e) => e.type)).toEqual(['call', 'call', 'call', 'call']);
    const back = await cli(['convert', 'x.json', '--to', 'pbn'], { 'x.json': r.out });
    expect(back.code).toBe(0);
    expect(back.out).toContain('[Contract "Pass"]');
  });

  test('a claim in a LIN file becomes declarer’s claim agreed by both defenders', async () => {
    const r = await cli(['convert', 'vugraph.lin', '--to', 'record'], files);
    expect(r.code).toBe(0);
    const first = JSON.parse(r.out.split('\n')[0] ?? '{}') as {
      events: { type: string; seat: string; tricks?: number }[];
    };
    expect(first.events.slice(-3)).toEqual([
      { type: 'claim', seat: 'S', tricks: 10 },
      { type: 'agree', seat: 'W' },
      { type: 'agree', seat: 'E' },
    ]);
  });

  test('PBN → LIN: what LIN cannot hold is said (site, date), the format chosen from the content', async () => {
    const r = await cli(['convert', 'club-night.pbn', '--to', 'lin'], files);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^(vg\|[^|]*\|\n)?qx\|o1\|/);
    expect(r.err).toMatch(/not kept: board 1: Site /);
  });

  test('usage and input errors: --to missing, an unknown format, a file that is not there, a broken record', async () => {
    expect((await cli(['convert', 'hand.lin'], files)).code).toBe(1);
    expect((await cli(['convert', 'hand.lin', '--to', 'docx'], files)).err).toMatch(
      /--to is pbn, lin or record, not "docx"/,
    );
    expect((await cli(['convert', 'nothing.lin', '--to', 'pbn'], files)).code).toBe(2);
    const broken = await cli(['convert', 'b.json', '--to', 'pbn'], { 'b.json': '{"format":"tablelaw/1"}' });
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/^tablelaw convert: b\.json/);
  });
});
