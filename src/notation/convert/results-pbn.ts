/**
 * Judged boards as a PBN results file: each board in PBN's export form with its final contract,
 * declarer, result after transfers and `Score` (PBN 2.1 §3.4.16: `NS 420` from North–South's
 * side, or `EW …`), preceded by a `{ … }` commentary naming each irregularity, the ruling and the
 * laws — so a scoring program or BridgeComposer that reads the file shows why the result is what
 * it is. Nothing here throws.
 */
import { boardGame, EXPORT_PREAMBLE } from '../pbn/export.js';
import { makePbn, type PbnWriteOptions } from '../pbn/make.js';
import { NOWHERE } from '../pbn/syntax.js';
import type { BoardOut } from './record-board.js';

/** A commentary block's text may not hold a closing brace. */
const commentaryLine = (line: string) => `{${line.replace(/[{}]/g, (c) => (c === '{' ? '(' : ')'))}}`;

export function makeResultsPbn(
  boards: readonly BoardOut[],
  options: PbnWriteOptions & { readonly scoring?: string } = {},
): string {
  const games = boards.map((out, i) => {
    const game = boardGame({ ...out.board, scoring: out.board.scoring ?? options.scoring ?? null }, [
      ...(i === 0 ? EXPORT_PREAMBLE : []),
      ...out.commentary.map(commentaryLine),
    ]);
    const score =
      out.score === null
        ? []
        : [
            {
              name: 'Score',
              value: out.score.NS >= 0 || out.score.EW <= 0 ? `NS ${out.score.NS}` : `EW ${out.score.EW}`,
              at: NOWHERE,
              valueAt: NOWHERE,
              section: null,
            },
          ];
    return { ...game, tags: [...game.tags, ...score] };
  });
  return makePbn({ games, trailer: games.length === 0 ? EXPORT_PREAMBLE : [] }, options);
}
