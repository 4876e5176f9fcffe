#!/usr/bin/env node
/** The `tablelaw` binary. */
import { readFileSync } from 'node:fs';
import type { Io } from './command.js';
import { COMMANDS } from './commands/index.js';
import { runCli } from './run.js';

const io: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readFile(path) {
    try {
      return { ok: true, text: readFileSync(path, 'utf8') };
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      return {
        ok: false,
        message: code === 'ENOENT' ? `no such file: ${path}` : `cannot read ${path} (${code})`,
      };
    }
  },
};

runCli(process.argv.slice(2), io, COMMANDS).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`tablelaw: internal error (a bug; please report it): ${String(e)}\n`);
    process.exitCode = 70;
  },
);
