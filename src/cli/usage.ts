/** Usage errors: one line saying what is wrong, a pointer to --help, exit code 1. */
import { EXIT_USAGE, type Io } from './command.js';

export function usageError(io: Io, command: string, problem: unknown): number {
  const message = problem instanceof Error ? problem.message : String(problem);
  io.err(`tablelaw ${command}: ${message}\nSee 'tablelaw ${command} --help'.\n`);
  return EXIT_USAGE;
}
