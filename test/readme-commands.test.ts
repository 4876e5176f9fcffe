/**
 * Every `tablelaw` command in the README's shell blocks, run exactly as written (its arguments
 * split as a shell splits them) against the built command (`npx tablelaw` runs package.json's
 * `bin`, dist/cli/main.js), from the repository's root: each exits 0 and prints the line it
 * promises. A command added to the README without its expected line here fails the test.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
const bin = join(root, pkg.bin['tablelaw'] ?? 'missing');

/** What each command must print (a line of its output), by the command as the README writes it. */
const EXPECTED: Readonly<Record<string, RegExp>> = {
  'judge examples/revoke.json': /^ {2}\[event 2\] revoke \(.+\) by N: rectified — Law 61A/m,
  'judge examples/lead-out-of-turn.json --lang nb --json': /^ {6}"statusText": "rettet"/m,
  'replay examples/revoke.json': /^ {2}Trick 1: /m,
  'judge examples/revoke.json --analyse': /^Analysis \(double dummy, each search at most \d+ ms\):$/m,
  'table N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6':
    /^Par \(None vulnerable, dealer N\): -\d+ for North-South: /m,
  'serve --port 8080 --db tables.db': /^tablelaw serve: http:\/\/127\.0\.0\.1:8080\//m,
  'deal --seed 42 --count 4 --format text': /^Board 4 {3}Dealer W {3}Vulnerable All$/m,
  'show examples/club-night.pbn --board 3': /^Board 3 — /m,
  'score 4S S 11 --vul NS': /^ {2}total to declarer +650$/m,
  'session new --boards examples/club-night.pbn --tables 3': /^ {2}"format": "tablelaw-session-plan\/1",$/m,
  'session score examples/session/results.json --json': /^ {2}"method": "mp",$/m,
  'session score examples/session/results.json --format pbn': /^\[ScoreTable "/m,
};

/** The `tablelaw` commands of the README's sh blocks, comments removed, split into words. */
function readmeCommands(): string[][] {
  const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] as string);
  const commands: string[][] = [];
  for (const line of blocks.flatMap((b) => b.split('\n'))) {
    const words = shellWords(line);
    const at = words[0] === 'npx' ? 1 : 0;
    if (words[at] === 'tablelaw') commands.push(words.slice(at + 1));
  }
  return commands;
}

/** Splits a line as sh does for plain words, '…' and "…"; `#` at a word's start begins a comment. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === ' ' || ch === '\t') {
      if (word !== null) words.push(word);
      word = null;
    } else if (ch === '#' && word === null) break;
    else if (ch === "'" || ch === '"') {
      const close = line.indexOf(ch, i + 1);
      word = (word ?? '') + line.slice(i + 1, close < 0 ? line.length : close);
      i = close < 0 ? line.length : close;
    } else word = (word ?? '') + ch;
  }
  if (word !== null) words.push(word);
  return words;
}

function run(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, timeout: 120_000 }, (error, out, err) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, out, err });
    });
  });
}

/** Runs a server command until it prints its address, then stops it (SIGTERM): exit code and output. */
function runServer(args: readonly string[], cwd: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(process.execPath, [bin, ...args], { cwd });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    let asked = false;
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (!asked && /http:\/\//.test(out)) {
        asked = true;
        child.kill('SIGTERM');
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const commands = readmeCommands();

describe('README — every tablelaw command runs as written', () => {
  test('the README shows the commands this test knows, and npx runs package.json’s bin', () => {
    expect(pkg.bin['tablelaw']).toBe('./dist/cli/main.js');
    expect(commands.map((c) => c.join(' ')).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const args of commands) {
    const key = args.join(' ');
    if (args[0] === 'serve')
      test(`tablelaw ${key}`, async () => {
        // The one command that listens on a fixed port: run as written where the port is free,
        // else the same command on a free port (never skipped).
        const port = (await portFree(8080)) ? 8080 : await freePort();
        const cwd = mkdtempSync(join(tmpdir(), 'tablelaw-readme-'));
        const r = await runServer(
          args.map((a) => (a === '8080' ? String(port) : a)),
          cwd,
        );
        expect(r.out).toMatch(
          new RegExp((EXPECTED[key] as RegExp).source.replace('8080', String(port)), 'm'),
        );
        expect(r.out).toContain('tablelaw serve: stopped; every table is stored.');
        expect(r.code).toBe(0);
      }, 30_000);
    else
      test(`tablelaw ${key}`, async () => {
        const r = await run(args);
        expect(r.err).not.toMatch(/internal error|at .+\.js:\d+/);
        expect(r.code).toBe(0);
        expect(r.out).toMatch(EXPECTED[key] ?? /^$/);
      }, 120_000);
  }
});
