/**
 * The console in a real browser: Debian's chromium, driven headless by playwright-core, against
 * the built server (dist/; `npm test` builds first) on loopback. Screenshots go to
 * $TABLELAW_SCREENSHOTS (docs/screenshots for the README) or a temporary folder.
 *
 * Skipped only when no chromium is installed — loudly; CI installs it (.ci/run).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_DEAL } from '../../src/server/demo.js';
import { MAIN, spawnServer, tempDb } from '../server/helpers.js';

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const present = existsSync(CHROMIUM);
if (!present)
  console.warn(
    `\n!!! ${CHROMIUM} not found: the browser end-to-end tests are SKIPPED. Install it: apt-get install -y chromium !!!\n`,
  );

const SHOTS = process.env['TABLELAW_SCREENSHOTS'] ?? mkdtempSync(join(tmpdir(), 'tablelaw-shots-'));
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

const children: ChildProcess[] = [];
let browser: Browser;
let url = '';

beforeAll(async () => {
  if (!present) return;
  expect(existsSync(MAIN), `${MAIN} is missing: build first (npm run build)`).toBe(true);
  mkdirSync(SHOTS, { recursive: true });
  url = (await spawnServer(tempDb(), children, ['--robot-delay', '5'])).url;
  // playwright gives every launch a fresh, temporary --user-data-dir of its own.
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const c of children.splice(0)) c.kill('SIGTERM');
});

async function openDemo(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await page.click('#demo');
  await page.waitForSelector('[data-hand="E"][data-card="HK"]');
  return page;
}

const card = (page: Page, hand: string, c: string) =>
  page.click(`button[data-hand="${hand}"][data-card="${c}"]`);

describe.skipIf(!present)('console in chromium — the demo board', () => {
  test('lead out of turn, the options of Law 54, elect, a revoke, play on to the end, result with transfers', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openDemo(context);
    await page.screenshot({ path: join(SHOTS, '01-demo-table.png') });
    await card(page, 'E', 'HK');
    const panel = page.locator('[data-testid="decision"]');
    await expect.poll(() => panel.textContent()).toContain('Law 54');
    expect(await panel.locator('.option').count()).toBe(3);
    expect(await panel.textContent()).toMatch(/Law 54A[\s\S]*Law 54B[\s\S]*Law 54D/);
    expect(await panel.textContent()).toContain('East led out of turn');
    await page.screenshot({ path: join(SHOTS, '02-lead-out-of-turn.png') });
    await panel.locator('[data-option="accept-lead"]').click();
    await expect.poll(() => page.locator('[data-testid="decision"]').count()).toBe(0);
    // Declarer plays second; West ruffs though he holds hearts — a revoke (the engine knows; it stays latent).
    await card(page, 'S', 'H5');
    await expect.poll(() => page.locator('[data-testid="turn"]').textContent()).toContain('West');
    await card(page, 'W', 'S6');
    await expect.poll(() => page.locator('[data-testid="turn"]').textContent()).toContain('North');
    await card(page, 'N', 'HA');
    await page.click('[data-robots-all]');
    // Play ends with an established revoke: the director decides on equity (Law 64C).
    const decision = page.locator('[data-testid="decision"] [data-option="keep-result"]');
    await decision.waitFor({ timeout: 30_000 });
    await decision.click();
    const result = page.locator('[data-testid="result"]');
    await result.waitFor();
    await expect.poll(() => page.locator('[data-testid="decision"]').count()).toBe(0);
    expect(await result.locator('[data-testid="transfers"]').textContent()).toMatch(/to NS — Law 64A1/);
    await page.screenshot({ path: join(SHOTS, '03-result-with-transfers.png'), fullPage: true });
    await context.close();
  }, 60_000);

  test('the same in Norwegian: the panel speaks the law texts in norsk', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await openDemo(context);
    await page.selectOption('#lang', 'nb');
    await expect.poll(() => page.locator('header').textContent()).toContain('Kontrakt');
    await card(page, 'E', 'HK');
    const panel = page.locator('[data-testid="decision"]');
    await expect.poll(() => panel.textContent()).toContain('Legg ned hånden');
    expect(await panel.textContent()).toContain('Øst spilte ut fra feil hånd');
    await page.screenshot({ path: join(SHOTS, '04-norsk-lead-out-of-turn.png') });
    await panel.locator('[data-option="reject-lead"]').click();
    await page.click('[data-robots-all]');
    const result = page.locator('[data-testid="result"]');
    await result.waitFor({ timeout: 30_000 });
    expect(await result.textContent()).toContain('Resultat');
    expect(await page.locator('ol.history li').count()).toBeGreaterThanOrEqual(53);
    // Step-through replay: back to the lead out of turn.
    await page.click('ol.history li[data-step="1"]');
    await expect.poll(() => page.locator('[data-testid="replay-status"]').textContent()).toContain('1/');
    expect(await page.locator('[data-testid="decision"]').textContent()).toContain('Legg ned hånden');
    await page.screenshot({ path: join(SHOTS, '05-norsk-replay.png'), fullPage: true });
    await context.close();
  }, 60_000);
});

describe.skipIf(!present)(
  'console in chromium — four players and a director, each seeing only his own',
  () => {
    test('the server sends no seat another hidden hand (the WebSocket frames are checked, not the screen)', async () => {
      const director = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openDemo(director);
      const links = Object.fromEntries(
        await Promise.all(
          ['N', 'E', 'S', 'W'].map(
            async (s, i) => [s, await page.locator('.links input').nth(i).inputValue()] as const,
          ),
        ),
      ) as Record<'N' | 'E' | 'S' | 'W', string>;
      const [first, ...rest] = DEMO_DEAL.slice(2).split(' ');
      const hands = [first ?? '', ...rest].map((h) =>
        h.split('.').flatMap((r, i) => [...r].map((x) => `${'SHDC'[i]}${x}`)),
      );
      const handOf = { N: hands[0] ?? [], E: hands[1] ?? [], S: hands[2] ?? [], W: hands[3] ?? [] };
      const seats = ['N', 'E', 'S', 'W'] as const;
      const frames: Record<string, string[]> = { N: [], E: [], S: [], W: [] };
      const players: { seat: (typeof seats)[number]; page: Page; context: BrowserContext }[] = [];
      for (const seat of seats) {
        const context = await browser.newContext(
          seat === 'S'
            ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
            : { viewport: { width: 1100, height: 800 } },
        );
        const p = await context.newPage();
        p.on('websocket', (ws) => ws.on('framereceived', (f) => frames[seat]?.push(String(f.payload))));
        await p.goto(links[seat]);
        await p.waitForSelector(`[data-hand="${seat}"][data-card]`);
        players.push({ seat, page: p, context });
      }
      // West leads in turn from his own console; everyone then sees dummy.
      const west = players.find((x) => x.seat === 'W')?.page as Page;
      await card(west, 'W', 'C2');
      for (const { page: p } of players) await p.waitForSelector('[data-hand="N"][data-card="SK"]');
      // East's console cannot play South's cards: there is nothing of South's to click.
      const east = players.find((x) => x.seat === 'E')?.page as Page;
      expect(await east.locator('[data-hand="S"][data-card]').count()).toBe(0);
      for (const seat of seats) {
        const mayKnow = new Set([...handOf[seat], ...handOf.N, 'C2']);
        const sent = (frames[seat] ?? []).join('\n');
        expect(sent.length).toBeGreaterThan(0);
        for (const m of sent.matchAll(/"([CDHS][2-9TJQKA])"/g))
          expect(mayKnow.has(m[1] as string), `${seat} was sent ${m[1]}`).toBe(true);
      }
      const south = players.find((x) => x.seat === 'S')?.page as Page;
      await south.screenshot({ path: join(SHOTS, '06-phone-south.png'), fullPage: true });
      for (const p of players) await p.context.close();
      await director.close();
    }, 60_000);
  },
);
