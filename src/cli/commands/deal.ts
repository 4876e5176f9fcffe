/** `tablelaw deal`: random deals from a seed, printed as PBN or as hand diagrams. */
import { boardFor, type Vulnerability } from '../../core/board.js';
import { type Deal, makeDeal } from '../../core/deal.js';
import { freshSeed, randomDeal, seededRandom } from '../../core/random.js';
import { expectOk } from '../../core/result.js';
import type { Seat } from '../../core/seat.js';
import { boardGame, EXPORT_PREAMBLE } from '../../notation/pbn/export.js';
import type { PbnBoardRecord } from '../../notation/pbn/game.js';
import { makePbn } from '../../notation/pbn/make.js';
import { type Command, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { handDiagram } from '../diagram.js';

const HELP = `tablelaw deal — random deals you can reproduce

Usage: tablelaw deal [--seed S] [--count N] [--format pbn|text] [--json]

  --seed S      a whole number 0..4294967295; the same seed gives the same deals.
                Without it a fresh seed is chosen and printed, so the deals can be made again.
  --count N     how many boards (default 1, at most 1000000); board numbers 1..N set the
                dealer and vulnerability by the standard rotation
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

/** Boards made and written at a time; between chunks the output is drained (and a closed pipe noticed). */
const CHUNK = 256;
const MAX_COUNT = 1_000_000;

type DealtBoard = { board: number; dealer: Seat; vulnerable: Vulnerability; deal: Deal };

export const dealCommand: Command = {
  name: 'deal',
  summary: 'random deals from a seed (PBN or diagrams)',
  help: HELP,
  async run(args: readonly string[], io: Io): Promise<number> {
    const parsed = readArgs(io, { name: 'deal', help: HELP }, args, OPTIONS, false);
    if (typeof parsed === 'number') return parsed;
    const v = parsed.values;
    const seed = v.seed === undefined ? freshSeed() : Number(v.seed);
    if (!/^\d+$/.test(v.seed ?? '0') || !Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff)
      return usageError(io, 'deal', `--seed takes a whole number 0..4294967295, not "${v.seed}"`);
    const count = v.count === undefined ? 1 : Number(v.count);
    if (!/^\d+$/.test(v.count ?? '1') || !Number.isSafeInteger(count) || count < 1 || count > MAX_COUNT)
      return usageError(io, 'deal', `--count takes a whole number 1..${MAX_COUNT}, not "${v.count}"`);
    const format = v.format ?? 'pbn';
    if (format !== 'pbn' && format !== 'text')
      return usageError(io, 'deal', `--format is pbn or text, not "${format}"`);
    const random = seededRandom(seed);
    const next = (n: number): DealtBoard => {
      const board = expectOk(boardFor(n));
      return { board: n, dealer: board.dealer, vulnerable: board.vulnerable, deal: randomDeal(random) };
    };
    const write = formatter(v.json === true ? 'json' : format, seed, count, v.ascii ?? false);
    if (format === 'pbn' && v.json !== true) io.err(`seed ${seed}\n`);
    for (let first = 1; first <= count; first += CHUNK) {
      const chunk: DealtBoard[] = [];
      for (let n = first; n < Math.min(count + 1, first + CHUNK); n++) chunk.push(next(n));
      io.out(write(chunk, first === 1, first + CHUNK > count));
      if (io.drain !== undefined && !(await io.drain())) return EXIT_OK;
    }
    return EXIT_OK;
  },
};

/** The text of a chunk of boards in the format asked for (`first`/`last`: the chunk opens/closes the output). */
function formatter(
  format: 'pbn' | 'text' | 'json',
  seed: number,
  count: number,
  ascii: boolean,
): (boards: readonly DealtBoard[], first: boolean, last: boolean) => string {
  if (format === 'json')
    return (boards, first, last) => {
      const items = boards.map((b) =>
        JSON.stringify({ ...b, deal: makeDeal(b.deal, b.dealer) }, null, 2).replace(/^/gm, '    '),
      );
      return `${first ? `{\n  "seed": ${seed},\n  "boards": [\n` : ',\n'}${items.join(',\n')}${last ? '\n  ]\n}\n' : ''}`;
    };
  if (format === 'text')
    return (boards, first) =>
      `${first ? `Seed ${seed}\n\n` : ''}${boards
        .map((b) => {
          const header = [`Board ${b.board}   Dealer ${b.dealer}   Vulnerable ${b.vulnerable}`, ''];
          return `${handDiagram(b.deal, { header, ascii })}\n\n`;
        })
        .join('')}`;
  const preamble = [...EXPORT_PREAMBLE, `% tablelaw deal --seed ${seed} --count ${count}`];
  return (boards, first) => {
    const games = boards.map((b, i) => boardGame(record(b), first && i === 0 ? preamble : []));
    return `${first ? '' : '\n'}${makePbn({ games, trailer: [] }, { eol: '\n' })}`;
  };
}

function record(b: DealtBoard): PbnBoardRecord {
  return {
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
  };
}
