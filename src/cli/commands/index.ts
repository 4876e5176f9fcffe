/** Every command of the `tablelaw` binary, in the order `tablelaw --help` lists them. */
import type { Command } from '../command.js';
import { dealCommand } from './deal.js';
import { scoreCommand } from './score.js';

export const COMMANDS: readonly Command[] = [dealCommand, scoreCommand];
