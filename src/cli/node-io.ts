/**
 * The process glue of the binaries (`cli/main.ts`, `server/main.ts`): an `Io` over the real
 * standard streams and file system, and the exit code set from a command's result. A command
 * that throws is a bug: it is reported as one and exits 70.
 *
 * A reader that goes away (`tablelaw deal … | head -1`) is not an error: once standard output
 * reports EPIPE nothing more is written, `drain()` says so, so a long command stops, and the
 * process exits with the command's own code — no trace.
 */
import { readFileSync } from 'node:fs';
import type { Io } from './command.js';

let outputClosed = false;

function onStreamError(e: NodeJS.ErrnoException): void {
  // EPIPE: the reader closed the pipe. Anything else on the standard streams leaves nowhere to
  // report to either; stop writing in both cases.
  if (e.code !== 'EPIPE') process.exitCode = process.exitCode || 74;
  outputClosed = true;
}

/** Listens for errors of the standard streams (call once, before writing). */
export function watchStandardStreams(): void {
  process.stdout.on('error', onStreamError);
  process.stderr.on('error', () => {});
}

function readBytes(path: string): { ok: true; bytes: Uint8Array } | { ok: false; message: string } {
  try {
    return { ok: true, bytes: readFileSync(path === '-' ? 0 : path) };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const name = path === '-' ? 'standard input' : path;
    return {
      ok: false,
      message:
        code === 'ENOENT'
          ? `no such file: ${path}`
          : code === 'EISDIR'
            ? `${path} is a folder, not a file`
            : `cannot read ${name} (${code})`,
    };
  }
}

export const PROCESS_IO: Io = {
  out: (text) => {
    if (!outputClosed) process.stdout.write(text);
  },
  err: (text) => {
    process.stderr.write(text);
  },
  readFile(path) {
    const read = readBytes(path);
    return read.ok ? { ok: true, text: new TextDecoder('utf-8').decode(read.bytes) } : read;
  },
  readBytes,
  async drain() {
    if (!outputClosed && process.stdout.writableNeedDrain)
      await new Promise<void>((resolve) => {
        const done = () => {
          process.stdout.off('drain', done);
          process.stdout.off('error', done);
          process.stdout.off('close', done);
          resolve();
        };
        process.stdout.on('drain', done);
        process.stdout.on('error', done);
        process.stdout.on('close', done);
      });
    // Let a pending EPIPE be reported before saying the output is open.
    await new Promise<void>((resolve) => setImmediate(resolve));
    return !outputClosed;
  },
};

/** Sets the process's exit code from `result`; `name` (`tablelaw`) prefixes the report of a bug. */
export function exitWith(name: string, result: number | Promise<number>): void {
  Promise.resolve(result).then(
    (code) => {
      process.exitCode = process.exitCode || code;
    },
    (e: unknown) => {
      process.stderr.write(`${name}: internal error (a bug; please report it): ${String(e)}\n`);
      process.exitCode = 70;
    },
  );
}
