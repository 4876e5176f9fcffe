/**
 * The shape of a CLI command. Commands write through `Io` so tests can capture output; they
 * return the exit code (DESIGN §3: 0 success, 1 usage error, 2 invalid input).
 */
import { parseArgs } from 'node:util';

export type Io = {
  out(text: string): void;
  err(text: string): void;
  /** Reads a file as UTF-8 text; an error message on failure. */
  readFile(path: string): { ok: true; text: string } | { ok: false; message: string };
};

export const EXIT_OK = 0;
export const EXIT_USAGE = 1;
export const EXIT_INVALID = 2;

export type Command = {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The full `--help` text. */
  readonly help: string;
  run(args: readonly string[], io: Io): number | Promise<number>;
};

/**
 * Reads a command's arguments strictly (node:util parseArgs, plus `--help`/`-h`). Returns the
 * parsed values, or the exit code when the command should stop: after printing `--help`
 * (0) or a usage error (1).
 */
/** Options of a command: each a string or a boolean flag. */
export type OptionSpecs = {
  readonly [name: string]: { readonly type: 'string' | 'boolean'; readonly short?: string };
};

export function readArgs<const O extends OptionSpecs>(
  io: Io,
  command: Pick<Command, 'name' | 'help'>,
  args: readonly string[],
  options: O,
  allowPositionals: boolean,
): ParsedArgs<O> | number {
  let parsed: ParsedArgs<O>;
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals,
      strict: true,
    }) as unknown as ParsedArgs<O>;
  } catch (e) {
    return usageError(io, command.name, e);
  }
  if ((parsed.values as { help?: boolean }).help) {
    io.out(command.help);
    return EXIT_OK;
  }
  return parsed;
}

type OptionValue<T> = T extends { type: 'boolean' } ? boolean : string;
export type ParsedArgs<O extends OptionSpecs> = {
  readonly values: { readonly [K in keyof O]?: OptionValue<O[K]> };
  readonly positionals: readonly string[];
};

/** Usage errors: one line saying what is wrong, a pointer to --help, exit code 1. */
export function usageError(io: Io, command: string, problem: unknown): number {
  const message = problem instanceof Error ? problem.message : String(problem);
  io.err(`tablelaw ${command}: ${message}\nSee 'tablelaw ${command} --help'.\n`);
  return EXIT_USAGE;
}
