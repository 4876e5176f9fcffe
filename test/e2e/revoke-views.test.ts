import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_DEAL } from '../../src/server/demo.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();
const SEATS = ['N', 'E', 'S', 'W'] as const;

/**
 * The demo deal, 4♠ by South. Trick one: West leads ♣2, dummy ♣4, East (♣T96) discards ♥7 — a
 * revoke — South wins with ♣K. Trick two: South leads ♠A and West follows: the offending side has
 * played to the next trick, the revoke is established (Law 63A1). Nobody has noticed.
 */
const ESTABLISHED = {
  format: 'tablelaw/1',
  game: 'contract-bridge',
  rulebook: 'wbf-2017',
  board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEMO_DEAL },
  contract: { level: 4, strain: 'S', risk: '', declarer: 'S' },
  events: 'W:C2 N:C4 E:H7 S:CK S:SA W:S2'
    .split(' ')
    .map((p) => ({ type: 'play', seat: p.slice(0, 1), card: p.slice(2) })),
};

describe.skipIf(!present)('console in chromium — Law 63A1, an established revoke nobody has noticed', () => {
  test('Law 63A1 — the four players’ screens and frames show nothing of it; the director’s does; attention drawn, all four show it', async () => {
    const res = await fetch(`${live.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ record: ESTABLISHED }),
    });
    const created = (await res.json()) as { links?: { [who: string]: string } };
    const links = created.links;
    if (links === undefined) throw new Error(`not created: ${JSON.stringify(created)}`);
    const contexts: BrowserContext[] = [];
    const players: { seat: (typeof SEATS)[number]; page: Page; frames: string[] }[] = [];
    for (const seat of SEATS) {
      const context = await live.browser.newContext({ viewport: { width: 1100, height: 800 } });
      contexts.push(context);
      const page = await context.newPage();
      const frames: string[] = [];
      page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await page.goto(links[seat] as string);
      await page.waitForSelector(`[data-hand="${seat}"][data-card]`);
      players.push({ seat, page, frames });
    }
    const directorContext = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(directorContext);
    const director = await directorContext.newPage();
    await director.goto(links['director'] as string);
    await director.locator('[data-testid="irregularities"]').waitFor();
    expect(await director.locator('[data-testid="irregularities"]').textContent()).toContain(
      'East: revoke — established',
    );
    for (const { seat, page, frames } of players) {
      await expect.poll(() => page.locator('ol.history li').count()).toBe(6);
      expect(await page.locator('[data-testid="irregularities"]').count(), seat).toBe(0);
      expect(await page.locator('ol.history .ruling').count(), seat).toBe(0);
      expect(
        frames.some((f) => f.includes('"revoke"')),
        `${seat} was sent the revoke`,
      ).toBe(false);
    }
    const south = players.find((p) => p.seat === 'S')?.page as Page;
    await south.screenshot({ path: join(SHOTS, '13-revoke-unnoticed-south.png') });
    // Declarer draws attention to it (Law 63B: established, noted, not corrected): now all four see it.
    await south.click('[data-act="attention"]');
    for (const { seat, page } of players) {
      const box = page.locator('[data-testid="irregularities"]');
      await box.waitFor();
      expect(await box.textContent(), seat).toContain('East: revoke — established');
    }
    await south.screenshot({ path: join(SHOTS, '14-revoke-noticed-south.png') });
    for (const c of contexts) await c.close();
  }, 60_000);
});
