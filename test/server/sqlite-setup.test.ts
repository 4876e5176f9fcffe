/**
 * The quiet setup step (docs/adr/0071-node-versions.md): one line on screen per step, a dot
 * while it runs, the compiler's output in a named log file, shown only when the step fails.
 */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { lastLines, runQuietly, setupSqlite } from '../../src/server/sqlite-setup.js';
import { DRIVER } from './helpers.js';

const tempLog = (): string => join(mkdtempSync(join(tmpdir(), 'tablelaw-setup-')), 'logs', 'build.log');

/** A stand-in compiler: prints `lines` warnings (half on stderr), waits `ms`, exits with `code`. */
const compiler = (lines: number, ms: number, code: number): string[] => [
  '-e',
  `for (let i = 1; i <= ${lines}; i++) (i % 2 ? console.log : console.error)('warning ' + i);
   setTimeout(() => process.exit(${code}), ${ms});`,
];

async function quietly(args: readonly string[], logFile = tempLog(), command = process.execPath) {
  let screen = '';
  const ok = await runQuietly({
    label: 'step: compiling',
    command,
    args,
    cwd: tmpdir(),
    logFile,
    write: (text) => {
      screen += text;
    },
    dotEvery: 20,
  });
  return { ok, screen, logFile };
}

describe('quiet first start — a long step is one line on screen, its output in a log file', () => {
  test('a step that succeeds: one line naming the log, dots while it runs, the time taken; the output only in the log', async () => {
    const { ok, screen, logFile } = await quietly(compiler(200, 300, 0));
    expect(ok).toBe(true);
    expect(screen).toMatch(/^step: compiling; compiler output in \S+build\.log \.+ done in \d+ s\n$/);
    expect(screen).toContain(logFile);
    expect(screen).not.toContain('warning');
    const log = readFileSync(logFile, 'utf8');
    expect(log).toContain('warning 1\n');
    expect(log).toContain('warning 200\n');
  });

  test('a step that fails: the line says so, then the end of the log (its last 40 lines), naming the file', async () => {
    const { ok, screen, logFile } = await quietly(compiler(100, 0, 2));
    expect(ok).toBe(false);
    const [line, ...rest] = screen.split('\n');
    expect(line).toMatch(/ failed after \d+ s$/);
    const shown = rest.join('\n');
    expect(shown).toContain(`--- the end of ${logFile} ---`);
    expect(shown).toMatch(/warning (61|100)\n/);
    expect(shown).not.toMatch(/warning 60\n/);
    expect(shown.match(/warning \d+/g)).toHaveLength(40);
  });

  test('a command that cannot be started fails with the reason, and nothing is thrown', async () => {
    const { ok, screen } = await quietly([], tempLog(), join(tmpdir(), 'no-such-compiler-here'));
    expect(ok).toBe(false);
    expect(screen).toMatch(/ failed after \d+ s \(.*ENOENT.*\)\n$/);
  });

  test('a later run replaces the log of an earlier one', async () => {
    const logFile = tempLog();
    await quietly(compiler(3, 0, 0), logFile);
    await quietly(['-e', "console.log('second')"], logFile);
    expect(readFileSync(logFile, 'utf8')).toBe('second\n');
  });

  test('lastLines keeps the end of a text, without its final newline', () => {
    expect(lastLines('a\nb\nc\n', 2)).toBe('b\nc');
    expect(lastLines('a\nb\n', 5)).toBe('a\nb');
    expect(lastLines('', 3)).toBe('');
  });
});

describe(`quiet first start — the SQLite step where a driver works (${DRIVER})`, () => {
  test('one line names the driver; nothing is compiled and no log is written', async () => {
    const logFile = tempLog();
    let screen = '';
    const ok = await setupSqlite({
      write: (text) => {
        screen += text;
      },
      logFile,
    });
    expect(ok).toBe(true);
    const nothingToBuild = DRIVER === 'node:sqlite' ? " (Node's own: nothing to build)" : '';
    expect(screen).toBe(`table store: SQLite via ${DRIVER}${nothingToBuild}\n`);
    expect(existsSync(logFile)).toBe(false);
  });
});
