/**
 * The built command in a pipe whose reader stops early (`| head -1`): it exits 0 and writes no
 * trace (a closed pipe is not an error of the command), and a long output stops being made.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `tablelaw ARGS | head -N` in bash: the command's exit code, what head printed, its standard error. */
function piped(args: string, lines = 1): { code: number; out: string; err: string } {
  const script = `node dist/cli/main.js ${args} 2>"$ERR" | head -${lines}; echo "exit=\${PIPESTATUS[0]}"; cat "$ERR" >&2`;
  const errFile = `${root}.tablelaw-tmp/pipe-${process.pid}-${Math.random().toString(36).slice(2)}.err`;
  execFileSync('mkdir', ['-p', `${root}.tablelaw-tmp`]);
  const out = execFileSync('bash', ['-c', script], {
    cwd: root,
    env: { ...process.env, ERR: errFile },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const err = execFileSync('cat', [errFile], { encoding: 'utf8' });
  execFileSync('rm', ['-f', errFile]);
  const m = /exit=(\d+)\n$/.exec(out);
  return { code: Number(m?.[1] ?? -1), out: out.replace(/exit=\d+\n$/, ''), err };
}

describe('tablelaw in a pipe that closes early', () => {
  test('deal --count 100000 | head -1: exit 0, no trace', () => {
    const started = Date.now();
    const r = piped('deal --count 100000');
    expect(r.out).toBe('% PBN 2.1\n');
    expect(r.code).toBe(0);
    expect(r.err).toMatch(/^seed \d+\n$/);
    // It stops when the reader has gone, long before 100,000 boards are made.
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 30_000);

  test('deal --seed 1 --count 1000 --format text | head -1', () => {
    const r = piped('deal --seed 1 --count 1000 --format text');
    expect(r).toEqual({ code: 0, out: 'Seed 1\n', err: '' });
  }, 30_000);

  test('deal --json and show, piped into head, exit 0 without a trace', () => {
    expect(piped('deal --seed 1 --count 5000 --json', 2)).toEqual({
      code: 0,
      out: '{\n  "seed": 1,\n',
      err: '',
    });
    const show = piped('show examples/club-night.pbn', 1);
    expect(show).toMatchObject({ code: 0, err: '' });
    expect(show.out).toMatch(/^Board 1/);
  }, 30_000);
});
