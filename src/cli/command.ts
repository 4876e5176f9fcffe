/**
 * The shape of a CLI command. Commands write through `Io` so tests can capture output; they
 * return the exit code (DESIGN §3: 0 success, 1 usage error, 2 invalid input).
 */
import { parseArgs } from 'node:util';

export type Io = {
  out(text: string): void;
  err(text: string): void;
  /** Reads a file as UTF-8 text (`-`: standard input); an error message on failure. */
  readFile(path: string): { ok: true; text: string } | { ok: false; message: string };
  /** Reads a file's bytes (`-`: standard input); an error message on failure. */
  readBytes(path: string): { ok: true; bytes: Uint8Array } | { ok: false; message: string };
  /**
   * Waits until what was written has been taken by the reader; false once the reader has gone
   * (a closed pipe: `tablelaw deal --count 100000 | head -1`), when a command should stop
   * writing. Absent: the output never closes.
   */
  drain?(): Promise<boolean>;
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
  const message = problem instanceof Error ? argsMessage(problem) : String(problem);
  io.err(`tablelaw ${command}: ${message}\nSee 'tablelaw ${command} --help'.\n`);
  return EXIT_USAGE;
}

/** node:util parseArgs's errors in the words of the rest of the command line. */
function argsMessage(e: Error): string {
  const code = (e as Error & { code?: string }).code;
  const quoted = /'([^']*)'/.exec(e.message)?.[1]?.replace(/ <value>$/, '') ?? '?';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${quoted} (an argument that begins with "-" goes after "--")`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return /argument missing/.test(e.message)
        ? `the option ${quoted} needs a value`
        : `the option ${quoted} takes no value`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument "${quoted}" (this command takes options only)`;
    default:
      return e.message;
  }
}

/** Reads a file named on the command line; a missing or unreadable file is invalid input (exit 2). */
export function readInput(
  io: Io,
  command: string,
  path: string,
): { ok: true; text: string } | { ok: false; code: number } {
  const file = io.readFile(path);
  if (file.ok) return file;
  io.err(`tablelaw ${command}: ${file.message}\n`);
  return { ok: false, code: EXIT_INVALID };
}
