/** `tablelaw deal`: random deals from a seed, printed as PBN or as hand diagrams. */
import { boardFor } from '../../core/board.js';
import { makeDeal } from '../../core/deal.js';
import { freshSeed, randomDeal, seededRandom } from '../../core/random.js';
import { expectOk } from '../../core/result.js';
import { boardGame, EXPORT_PREAMBLE } from '../../notation/pbn/export.js';
import type { PbnBoardRecord } from '../../notation/pbn/game.js';
import { makePbn } from '../../notation/pbn/make.js';
import { type Command, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { handDiagram } from '../diagram.js';

const HELP = `tablelaw deal — random deals you can reproduce

Usage: tablelaw deal [--seed S] [--count N] [--format pbn|text] [--json]

  --seed S      a whole number 0..4294967295; the same seed gives the same deals.
                Without it a fresh seed is chosen and printed, so the deals can be made again.
  --count N     how many boards (default 1, at most 10000); board numbers 1..N set the dealer
                and vulnerability by the standard rotation
  --format F    pbn (default): a PBN file; text: hand diagrams
  --json        the boards as JSON: { seed, boards: [{ board, dealer, vulnerable, deal }] }
  --ascii       with --format text: suit letters instead of symbols
`;

const OPTIONS = {
  seed: { type: 'string' },
  count: { type: 'string' },
  format: { type: 'string' },
  json: { type: 'boolean' },
  ascii: { type: 'boolean' },
} as const;

export const dealCommand: Command = {
  name: 'deal',
  summary: 'random deals from a seed (PBN or diagrams)',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'deal', help: HELP }, args, OPTIONS, false);
    if (typeof parsed === 'number') return parsed;
    const v = parsed.values;
    const seed = v.seed === undefined ? freshSeed() : Number(v.seed);
    if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff)
      return usageError(io, 'deal', `--seed takes a whole number 0..4294967295, not "${v.seed}"`);
    const count = v.count === undefined ? 1 : Number(v.count);
    if (!Number.isSafeInteger(count) || count < 1 || count > 10000)
      return usageError(io, 'deal', `--count takes a whole number 1..10000, not "${v.count}"`);
    const format = v.format ?? 'pbn';
    if (format !== 'pbn' && format !== 'text')
      return usageError(io, 'deal', `--format is pbn or text, not "${format}"`);
    const random = seededRandom(seed);
    const boards = Array.from({ length: count }, (_, i) => {
      const board = expectOk(boardFor(i + 1));
      return {
        board: board.number,
        dealer: board.dealer,
        vulnerable: board.vulnerable,
        deal: randomDeal(random),
      };
    });
    if (v.json) {
      io.out(
        `${JSON.stringify({ seed, boards: boards.map((b) => ({ ...b, deal: makeDeal(b.deal, b.dealer) })) }, null, 2)}\n`,
      );
      return EXIT_OK;
    }
    if (format === 'text') {
      io.out(`Seed ${seed}\n\n`);
      for (const b of boards) {
        const header = [`Board ${b.board}   Dealer ${b.dealer}   Vulnerable ${b.vulnerable}`, ''];
        io.out(`${handDiagram(b.deal, { header, ascii: v.ascii ?? false })}\n\n`);
      }
      return EXIT_OK;
    }
    const records = boards.map(
      (b): PbnBoardRecord => ({
        event: 'tablelaw random deals',
        site: null,
        date: null,
        board: b.board,
        players: { N: null, E: null, S: null, W: null },
        dealer: b.dealer,
        vulnerable: b.vulnerable,
        deal: b.deal,
        dealSetup: null,
        scoring: null,
        declarer: null,
        contract: null,
        result: null,
        auction: null,
        play: null,
      }),
    );
    const preamble = [...EXPORT_PREAMBLE, `% tablelaw deal --seed ${seed} --count ${count}`];
    const games = records.map((r, i) => boardGame(r, i === 0 ? preamble : []));
    io.out(makePbn({ games, trailer: [] }, { eol: '\n' }));
    io.err(`seed ${seed}\n`);
    return EXIT_OK;
  },
};
