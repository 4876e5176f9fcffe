/**
 * The golden-file comparison of the playthroughs: a command run in-process with its output
 * captured, and outputs compared with the files committed beside the record. With
 * `UPDATE_GOLDEN=1` (or where a file is missing) the files are written instead:
 *   UPDATE_GOLDEN=1 npx vitest run test/playthroughs
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Command, Io } from '../../src/cli/command.js';
import { judgeCommand } from '../../src/cli/commands/judge.js';
import { replayCommand } from '../../src/cli/commands/replay.js';
import type { AnyRecord } from '../../src/notation/record/record.js';
import { makeRecord } from '../../src/notation/record/record.js';

export type CommandRun = { readonly code: number; readonly out: string; readonly err: string };

/**
 * Runs a synchronous `command` with `args`, capturing what it writes; a file it reads is
 * `readFile`'s answer (by default the file on disk).
 */
export function runCommand(
  command: Command,
  args: readonly string[],
  readFile: Io['readFile'] = (path) => ({ ok: true, text: readFileSync(path, 'utf8') }),
): CommandRun {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    readFile,
    readBytes: (path) => {
      const file = readFile(path);
      return file.ok ? { ok: true, bytes: new TextEncoder().encode(file.text) } : file;
    },
  };
  const code = command.run(args, io) as number;
  return { code, out, err };
}

const update = process.env['UPDATE_GOLDEN'] === '1';

/**
 * The golden playthrough `name` in `dir`: the record `build` makes is committed as
 * `NAME.json`; `tablelaw judge` (text and `--json`, and the judge in each of `langs`) and
 * `tablelaw replay` of the committed record must exit 0 and print what `NAME.SUFFIX.txt` holds.
 */
export function expectGolden(
  dir: string,
  name: string,
  build: () => { readonly record: AnyRecord },
  langs: readonly string[] = [],
): void {
  const recordPath = join(dir, `${name}.json`);
  if (update || !existsSync(recordPath)) writeFileSync(recordPath, makeRecord(build().record));
  const outputs: Record<string, CommandRun> = {
    'judge.txt': runCommand(judgeCommand, [recordPath]),
    'judge-json.txt': runCommand(judgeCommand, [recordPath, '--json']),
    'replay.txt': runCommand(replayCommand, [recordPath]),
  };
  for (const lang of langs)
    outputs[`judge.${lang}.txt`] = runCommand(judgeCommand, [recordPath, '--lang', lang]);
  for (const [suffix, r] of Object.entries(outputs)) {
    expect(r.code, r.err).toBe(0);
    const golden = join(dir, `${name}.${suffix}`);
    if (update || !existsSync(golden)) writeFileSync(golden, r.out);
    expect(r.out).toBe(readFileSync(golden, 'utf8'));
  }
}
