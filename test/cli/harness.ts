/**
 * Runs the CLI in-process with captured output and a virtual file system: `files` maps a path
 * to its text (written as UTF-8) or its bytes; the path `-` is standard input.
 */
import type { Io } from '../../src/cli/command.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { runCli } from '../../src/cli/run.js';

export type CliRun = { code: number; out: string; err: string };

export async function cli(
  argv: readonly string[],
  files: Readonly<Record<string, string | Uint8Array>> = {},
): Promise<CliRun> {
  let out = '';
  let errText = '';
  const missing = (path: string) => ({
    ok: false as const,
    message: path === '-' ? 'standard input is empty' : `no such file: ${path}`,
  });
  const bytesOf = (path: string): Uint8Array | null => {
    const f = files[path];
    if (f === undefined) return null;
    return typeof f === 'string' ? new TextEncoder().encode(f) : f;
  };
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      errText += t;
    },
    readFile: (path) => {
      const bytes = bytesOf(path);
      return bytes === null ? missing(path) : { ok: true, text: new TextDecoder().decode(bytes) };
    },
    readBytes: (path) => {
      const bytes = bytesOf(path);
      return bytes === null ? missing(path) : { ok: true, bytes };
    },
  };
  const code = await runCli(argv, io, COMMANDS);
  return { code, out, err: errText };
}
