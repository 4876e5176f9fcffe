/** Every command of the `tablelaw` binary, in the order `tablelaw --help` lists them. */
import type { Command } from '../command.js';
import { convertCommand } from './convert.js';
import { dealCommand } from './deal.js';
import { judgeCommand } from './judge.js';
import { replayCommand } from './replay.js';
import { scoreCommand } from './score.js';
import { serveCommand } from './serve.js';
import { sessionCommand } from './session.js';
import { showCommand } from './show.js';
import { solveCommand } from './solve.js';
import { tableCommand } from './table.js';

export const COMMANDS: readonly Command[] = [
  serveCommand,
  judgeCommand,
  replayCommand,
  showCommand,
  dealCommand,
  scoreCommand,
  sessionCommand,
  solveCommand,
  tableCommand,
  convertCommand,
];
