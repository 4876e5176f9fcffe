/** Runs the CLI in-process with captured output and a virtual file system. */
import type { Io } from '../../src/cli/command.js';
import { COMMANDS } from '../../src/cli/commands/index.js';
import { runCli } from '../../src/cli/run.js';

export type CliRun = { code: number; out: string; err: string };

export async function cli(
  argv: readonly string[],
  files: Readonly<Record<string, string>> = {},
): Promise<CliRun> {
  let out = '';
  let errText = '';
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      errText += t;
    },
    readFile: (path) =>
      path in files
        ? { ok: true, text: files[path] as string }
        : { ok: false, message: `no such file: ${path}` },
  };
  const code = await runCli(argv, io, COMMANDS);
  return { code, out, err: errText };
}
