/**
 * The shape of a CLI command. Commands write through `Io` so tests can capture output; they
 * return the exit code (DESIGN §3: 0 success, 1 usage error, 2 invalid input).
 */
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
