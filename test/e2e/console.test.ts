import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_DEAL } from '../../src/server/demo.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

async function openDemo(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${live.url}/`);
  await page.click('#demo');
  await page.waitForSelector('[data-hand="E"][data-card="HK"]');
  return page;
}

const card = (page: Page, hand: string, c: string) =>
  page.click(`button[data-hand="${hand}"][data-card="${c}"]`);

describe.skipIf(!present)('console in chromium — the demo board', () => {
  test('lead out of turn, the options of Law 54, elect, a revoke, play on to the end, result with transfers', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
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
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
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
      const director = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
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
        const context = await live.browser.newContext(
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

/** The demo deal's hands (N E S W) as card lists. */
function demoHands(): Record<'N' | 'E' | 'S' | 'W', string[]> {
  const [first, ...rest] = DEMO_DEAL.slice(2).split(' ');
  const hands = [first ?? '', ...rest].map((h) =>
    h.split('.').flatMap((r, i) => [...r].map((x) => `${'SHDC'[i]}${x}`)),
  );
  return { N: hands[0] ?? [], E: hands[1] ?? [], S: hands[2] ?? [], W: hands[3] ?? [] };
}

/** Presses on an element's centre, moves to `to` in steps, and holds (the caller lets go). */
async function pressAndMove(page: Page, from: string, to: { x: number; y: number }): Promise<void> {
  const box = await page.locator(from).boundingBox();
  expect(box).not.toBeNull();
  if (box === null) return;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 10 });
}

describe.skipIf(!present)(
  'console in chromium — playing by dragging, by keyboard, and the end of the board',
  () => {
    test('a card dragged to the centre is played; dragged elsewhere it stays; a click still plays', async () => {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openDemo(context);
      const turn = page.locator('[data-testid="turn"]');
      // Let go outside the table: nothing is played.
      const header = await page.locator('header').boundingBox();
      await pressAndMove(page, 'button[data-hand="W"][data-card="C2"]', { x: 200, y: (header?.y ?? 0) + 10 });
      expect(await page.locator('.card.ghost').count()).toBe(1);
      await page.mouse.up();
      expect(await page.locator('.card.ghost').count()).toBe(0);
      await page.waitForTimeout(300);
      expect(await turn.textContent()).toContain('West');
      expect(await page.locator('ol.history li').count()).toBe(0);
      // Onto the centre: the drop zone lights up, and letting go plays the card (West leads ♣2 in turn).
      const centre = await page.locator('[data-testid="centre"]').boundingBox();
      const middle = {
        x: (centre?.x ?? 0) + (centre?.width ?? 0) / 2,
        y: (centre?.y ?? 0) + (centre?.height ?? 0) / 2,
      };
      await pressAndMove(page, 'button[data-hand="W"][data-card="C2"]', middle);
      await expect.poll(() => page.locator('.centre.drop-here').count()).toBe(1);
      await page.screenshot({ path: join(SHOTS, '07-drag-to-play.png') });
      await page.mouse.up();
      await expect.poll(() => turn.textContent()).toContain('North');
      expect(await page.locator('.pW [data-trick-card="C2"]').count()).toBe(1);
      expect(await page.locator('ol.history li').allTextContents()).toEqual(['West plays ♣2']);
      // A plain click still plays: dummy's (North's) card, clicked by the director.
      await card(page, 'N', 'C4');
      await expect.poll(() => turn.textContent()).toContain('East');
      expect(await page.locator('ol.history li').count()).toBe(2);
      await context.close();
    }, 60_000);

    test('keyboard: Tab moves along a hand, Enter plays the focused card, the focus stays in the hand; cards are named', async () => {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openDemo(context);
      const c5 = page.locator('button[data-hand="W"][data-card="C5"]');
      // The card's name is its accessible name (the symbol is hidden from screen readers).
      expect(
        await page.getByRole('button', { name: 'five of clubs', exact: true }).getAttribute('data-card'),
      ).toBe('C5');
      expect(await page.locator('[data-seat="W"]').getAttribute('aria-label')).toBe('West’s hand');
      await c5.focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate<string>('document.activeElement.dataset.card')).toBe('C2');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('[data-testid="turn"]').textContent()).toContain('North');
      // The card led is on the table, named for screen readers; the focus is back in West's hand.
      expect(await page.locator('.pW [data-trick-card="C2"]').getAttribute('aria-label')).toBe(
        'West played two of clubs',
      );
      expect(await page.evaluate<string>('document.activeElement.dataset.hand')).toBe('W');
      await context.close();
    }, 60_000);

    test('expose: the user says how the card was exposed (named, below the table …)', async () => {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openDemo(context);
      await page.click('[data-mode="expose"]');
      const ways = await page
        .locator('#how option')
        .evaluateAll((os) => os.map((o) => o.getAttribute('value')));
      expect(ways).toEqual(['dropped', 'seen-by-partner', 'named', 'detached', 'below-table']);
      await page.selectOption('#how', 'below-table');
      await card(page, 'E', 'DJ');
      await expect.poll(() => page.locator('ol.history li').count()).toBe(1);
      expect(await page.locator('ol.history li').first().textContent()).toContain(
        'East exposes ♦J (below the table)',
      );
      const token = new URLSearchParams(page.url().split('#')[1] ?? '');
      const res = await fetch(`${live.url}/api/tables/${token.get('t')}/record`, {
        headers: { authorization: `Bearer ${token.get('k')}` },
      });
      const record = (await res.json()) as { events: unknown[] };
      // The act as recorded, with the server's time of it (docs/record-format.md).
      expect(record.events).toEqual([
        { type: 'expose', seat: 'E', card: 'DJ', how: 'below-table', time: expect.stringMatching(/Z$/) },
      ]);
      await context.close();
    }, 60_000);

    test("the director's finding of fact (Law 45C1): asked with its default, recorded, applied", async () => {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openDemo(context);
      // West, on lead, holds ♣2 so that his partner could see it: is it played? A question of fact.
      await page.click('[data-mode="expose"]');
      await page.selectOption('#how', 'seen-by-partner');
      await card(page, 'W', 'C2');
      const findings = page.locator('[data-testid="findings"]');
      await findings.waitFor();
      expect(await findings.textContent()).toContain('Partner could have seen the card’s face?');
      expect(await findings.textContent()).toContain('Law 45C1; without a finding: Yes');
      expect(await page.locator('[data-testid="decision"] .option').count()).toBe(0);
      expect(await page.locator('[data-testid="turn"]').textContent()).toContain(
        'Director to find the facts',
      );
      await page.screenshot({ path: join(SHOTS, '08-director-finding.png') });
      // West's own console sees the question, but may not answer it.
      const west = await page.locator('.links input').nth(3).inputValue();
      const player = await context.newPage();
      await player.goto(west);
      await player.locator('[data-testid="findings"]').waitFor();
      expect(await player.locator('[data-finding]').first().isDisabled()).toBe(true);
      await findings.locator('[data-finding="partner-could-see"][data-value="true"]').click();
      await expect.poll(() => page.locator('[data-testid="findings"]').count()).toBe(0);
      // Law 45C1: the card must be played — it is West's lead, ♣2 on the table.
      expect(await page.locator('.pW [data-trick-card="C2"]').count()).toBe(1);
      expect(await page.locator('[data-testid="finding"]').first().textContent()).toContain(
        'Partner could have seen the card’s face — Yes (Director)',
      );
      expect(await page.locator('ol.history li').nth(1).textContent()).toContain(
        'Director finds Partner could have seen the card’s face: Yes',
      );
      await context.close();
    }, 60_000);

    test('at the end of the board the deal as dealt is shown beside the result, to the players too', async () => {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await openDemo(context);
      const west = await page.locator('.links input').nth(3).inputValue();
      const player = await context.newPage();
      await player.goto(west);
      await player.waitForSelector('[data-hand="W"][data-card]');
      expect(await player.locator('[data-testid="dealt"]').count()).toBe(0);
      await page.click('[data-robots-all]');
      const dealt = page.locator('[data-testid="result"] [data-testid="dealt"]');
      await dealt.waitFor({ timeout: 30_000 });
      const hands = demoHands();
      const rank = (c: string) => (c[1] === 'T' ? '10' : (c[1] ?? ''));
      for (const seat of ['N', 'E', 'S', 'W'] as const) {
        const text = (await dealt.locator(`[data-dealt="${seat}"]`).textContent()) ?? '';
        for (const suit of ['S', 'H', 'D', 'C']) {
          const ranks = hands[seat].filter((c) => c[0] === suit).map(rank);
          expect(text).toContain(`${{ S: '♠', H: '♥', D: '♦', C: '♣' }[suit]} ${ranks.join(' ') || '—'}`);
        }
      }
      await player.locator('[data-testid="dealt"]').waitFor();
      expect(await player.locator('[data-dealt="E"]').textContent()).toContain('♥ K Q J 10 7');
      await page.screenshot({ path: join(SHOTS, '09-end-of-board-deal.png'), fullPage: true });
      await context.close();
    }, 60_000);
  },
);

describe.skipIf(!present)('console in chromium — downloads keep the token out of URLs', () => {
  test('the record is fetched with an Authorization header and saved; no request carries the token', async () => {
    const context = await live.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await openDemo(context);
    const token = new URLSearchParams(page.url().split('#')[1] ?? '').get('k') ?? '';
    const urls: string[] = [];
    const authorised: string[] = [];
    page.on('request', (r) => {
      urls.push(r.url());
      if (r.headers()['authorization'] === `Bearer ${token}`) authorised.push(r.url());
    });
    const saved = page.waitForEvent('download');
    await page.click('[data-testid="download-record"]');
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(/^table-[A-Za-z0-9_-]+\.json$/);
    const path = await download.path();
    const record = JSON.parse(readFileSync(path, 'utf8')) as { format: string; events: unknown[] };
    expect(record.format).toBe('tablelaw/1');
    expect(authorised.some((u) => /\/api\/tables\/[^/]+\/record$/.test(u))).toBe(true);
    expect(token).not.toBe('');
    for (const u of urls) expect(u).not.toContain(token);
    await context.close();
  }, 60_000);
});
