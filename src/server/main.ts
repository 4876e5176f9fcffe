#!/usr/bin/env node
/**
 * The server on its own: `node dist/server/main.js [serve options]` is `tablelaw serve`
 * (e.g. `node dist/server/main.js --demo` for the README's first command).
 */
import { readFileSync } from 'node:fs';
import type { Io } from '../cli/command.js';
import { serveCommand } from '../cli/commands/serve.js';

const io: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readFile(path) {
    try {
      return { ok: true, text: readFileSync(path, 'utf8') };
    } catch (e) {
      return { ok: false, message: `cannot read ${path}: ${String(e)}` };
    }
  },
};

Promise.resolve(serveCommand.run(process.argv.slice(2), io)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`tablelaw serve: internal error (a bug; please report it): ${String(e)}\n`);
    process.exitCode = 70;
  },
);
