/**
 * scripts/with-node.sh (docs/adr/0071-node-versions.md): runs a command with Node MAJOR first on
 * PATH, reusing the Node already installed in its cache folder. (The install itself, from the npm
 * registry, runs in CI: .ci/run.) A stand-in `node` in a temporary cache plays the cached Node.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const SCRIPT = 'scripts/with-node.sh';
const platform = `node-${process.platform}-${process.arch}`;

/** A cache folder holding a stand-in Node `version` for `major`. */
function cacheWith(major: string, version: string): string {
  const cache = mkdtempSync(join(tmpdir(), 'tablelaw-node-cache-'));
  const bin = join(cache, major, 'node_modules', platform, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(
    join(bin, 'node'),
    `#!/bin/sh\n[ "$1" = --version ] && echo ${version} || echo "stand-in node $*"\n`,
  );
  chmodSync(join(bin, 'node'), 0o755);
  return cache;
}

describe.runIf(process.platform === 'linux' || process.platform === 'darwin')('scripts/with-node.sh', () => {
  test('a cached Node of the asked major is reused and comes first on PATH for the command', () => {
    const cache = cacheWith('98', 'v98.1.2');
    const out = execFileSync(SCRIPT, ['98', 'sh', '-c', 'node --version; node hello'], {
      encoding: 'utf8',
      env: { ...process.env, TABLELAW_NODE_CACHE: cache },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toBe('v98.1.2\nstand-in node hello\n');
  });

  test('the command’s exit status is the script’s', () => {
    const cache = cacheWith('98', 'v98.0.0');
    const run = spawnSync(SCRIPT, ['98', 'sh', '-c', 'exit 7'], {
      env: { ...process.env, TABLELAW_NODE_CACHE: cache },
    });
    expect(run.status).toBe(7);
  });

  test('without a major version and a command it says how to call it, and fails', () => {
    for (const args of [[], ['24'], ['twenty-four', 'node']]) {
      const run = spawnSync(SCRIPT, args, { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^usage: scripts\/with-node\.sh MAJOR COMMAND/);
    }
  });
});
