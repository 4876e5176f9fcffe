/**
 * The process glue of the binaries (`cli/main.ts`, `server/main.ts`): an `Io` over the real
 * standard streams and file system, and the exit code set from a command's result. A command
 * that throws is a bug: it is reported as one and exits 70.
 */
import { readFileSync } from 'node:fs';
import type { Io } from './command.js';

export const PROCESS_IO: Io = {
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

/** Sets the process's exit code from `result`; `name` (`tablelaw`) prefixes the report of a bug. */
export function exitWith(name: string, result: number | Promise<number>): void {
  Promise.resolve(result).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`${name}: internal error (a bug; please report it): ${String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
