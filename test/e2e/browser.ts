/**
 * The browser end-to-end harness shared by the e2e test files: Debian's chromium driven headless
 * by playwright-core, against the built server (dist/; `npm test` builds first) on loopback.
 * Screenshots go to $TABLELAW_SCREENSHOTS (docs/screenshots for the README) or a temporary folder.
 * Tests are skipped only when no chromium is installed — loudly; CI installs it (.ci/run).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { MAIN, spawnServer, tempDb } from '../server/helpers.js';

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const present = existsSync(CHROMIUM);
if (!present)
  console.warn(
    `\n!!! ${CHROMIUM} not found: the browser end-to-end tests are SKIPPED. Install it: apt-get install -y chromium !!!\n`,
  );

export const SHOTS = process.env['TABLELAW_SCREENSHOTS'] ?? mkdtempSync(join(tmpdir(), 'tablelaw-shots-'));

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type Live = { browser: Browser; url: string };

/**
 * Starts a server (with the command line's `args`) and a browser before the file's tests and stops
 * them after; the returned object is filled in by `beforeAll`.
 */
export function useBrowserAndServer(args: readonly string[] = ['--robot-delay', '5']): Live {
  const children: ChildProcess[] = [];
  const live = { url: '' } as Live;
  beforeAll(async () => {
    if (!present) return;
    expect(existsSync(MAIN), `${MAIN} is missing: build first (npm run build)`).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    live.url = (await spawnServer(tempDb(), children, args)).url;
    // playwright gives every launch a fresh, temporary --user-data-dir of its own.
    live.browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 60_000);
  afterAll(async () => {
    await live.browser?.close();
    for (const c of children.splice(0)) c.kill('SIGTERM');
  });
  return live;
}
