/**
 * The game across deals in chromium (ADR 0104): a euchre game played over several deals to five
 * points — South at his own screen, the computer player at the other seats, each of South's acts
 * a click on his screen's controls (the call's button, the card) — with "Next deal" pressed by
 * South after every deal; and an Auction Bridge rubber played to its end by the computer player,
 * the director pressing "Next deal", the score sheet's two columns with its games and the rubber.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { checkRecord, robotAct } from '../../src/server/engine.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

// A long rubber makes many tables: the creation rate is raised for this file's server.
const live = useBrowserAndServer(['--robot-delay', '5', '--limits', 'createRate=1000/1']);
type Seat = 'N' | 'E' | 'S' | 'W';
type Links = { readonly director: string } & { readonly [S in Seat]: string };

async function create(body: unknown): Promise<Links> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { links: Links }).links;
}

const linkOf = (page: Page) => new URLSearchParams(new URL(page.url()).hash.slice(1));

/** The deal's record as the director has it (the table the page shows). */
async function record(page: Page, director: string): Promise<unknown> {
  const table = linkOf(page).get('t') ?? '';
  const res = await fetch(`${live.url}/api/tables/${table}/record`, {
    headers: { authorization: `Bearer ${director}` },
  });
  return res.json();
}

/** Presses "Next deal" and waits for the screen to be at the next deal's table. */
async function nextDeal(page: Page, deal: number): Promise<void> {
  await page.click('[data-testid="next-deal"]');
  await page.waitForSelector(`[data-testid="match-sheet"][data-deal="${deal + 1}"]`, { timeout: 15_000 });
}

describe.skipIf(!present)(
  'the game across deals in chromium (euchre laws 1, 2, 7, 28; 1912 Laws 1, 2, 11, 31)',
  () => {
    test('euchre: South plays at his screen, deal after deal, to a game of five; the score sheet carries the points', async () => {
      const links = await create({
        game: 'euchre',
        rulebook: 'somerset-1888',
        seed: 2026,
        robots: ['N', 'E', 'W'],
      });
      const director =
        new URLSearchParams(links.director.slice(links.director.indexOf('#') + 1)).get('k') ?? '';
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 1100 } });
      const south = await context.newPage();
      const frames: string[] = [];
      south.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
      await south.goto(links.S);
      await south.waitForSelector('[data-testid="centre"]');
      expect(await south.locator('[data-testid="match-sheet"]').count()).toBe(0);
      const random = seededRandom(5);
      let deal = 1;
      for (let acts = 0; acts < 400; acts++) {
        if ((await south.locator('[data-testid="game-won"]').count()) > 0) break;
        if ((await south.locator('[data-testid="next-deal"]').count()) > 0) {
          // The game's end and the "Next deal" button come in one frame: it may have come between
          // the two looks, so look for the game's end again before dealing on.
          if ((await south.locator('[data-testid="game-won"]').count()) > 0) break;
          await nextDeal(south, deal);
          deal += 1;
          // Law 28: the deal passes to the left (or stays after a new deal by the same dealer).
          expect(await south.locator('.info').textContent()).toContain(`Board ${deal} `);
          continue;
        }
        const judged = checkRecord(await record(south, director));
        if (!judged.ok) throw new Error(judged.error.message);
        // South's choice is the computer player's; South makes it with his screen's controls.
        const event = robotAct(judged.value, new Set(['S']), () => random.next());
        if (event === null) {
          await south.waitForTimeout(50);
          continue;
        }
        const seq = judged.value.record.events.length;
        if (event.type === 'call')
          await south.click(`[data-testid="calls"] button[data-call="${event.call}"]`);
        else if ((event.type === 'play' || event.type === 'discard') && 'card' in event) {
          await south.mouse.move(1, 1);
          await south.waitForTimeout(650);
          await south.click(`button[data-hand="S"][data-card="${event.card}"]`);
        } else throw new Error(`South has no control for ${JSON.stringify(event)}`);
        await expect
          .poll(async () => ((await record(south, director)) as { events: unknown[] }).events.length, {
            timeout: 10_000,
          })
          .toBeGreaterThan(seq);
      }
      const won = south.locator('[data-testid="game-won"]');
      expect(await won.count()).toBe(1);
      expect(deal).toBeGreaterThan(1);
      // The game's score on the sheet: the winners have five (laps included).
      const winner = (await won.getAttribute('data-winner')) as 'NS' | 'EW';
      const text = (await won.textContent()) ?? '';
      const [ns, ew] = (/(\d+)–(\d+)/.exec(text) ?? []).slice(1).map(Number);
      expect(winner === 'NS' ? ns : ew).toBeGreaterThanOrEqual(5);
      await expect.poll(() => south.locator('[data-testid="match-sheet"] tr[data-deal]').count()).toBe(deal);
      expect(await south.locator('[data-testid="rubber-points"]').textContent()).toContain('law 7');
      // The match's seed and key are never sent to a seat (they would tell the deals to come).
      expect(frames.length).toBeGreaterThan(0);
      expect(frames.some((f) => f.includes('"seed"') || f.includes('"key"'))).toBe(false);
      await south.screenshot({ path: join(SHOTS, '41-euchre-game-across-deals.png'), fullPage: true });
      // The same sheet in Norwegian and Russian.
      await south.selectOption('#lang', 'ru');
      await expect
        .poll(() => south.locator('[data-testid="match-sheet"] h2').textContent())
        .toContain('Роббер');
      await south.screenshot({ path: join(SHOTS, '42-euchre-game-across-deals-ru.png'), fullPage: true });
      await south.selectOption('#lang', 'nb');
      await expect
        .poll(() => south.locator('[data-testid="match-sheet"] h2').textContent())
        .toContain('Robberen');
      await context.close();
    }, 240_000);

    test('Auction Bridge: a rubber to its end — two games below the line, the rubber’s 250 above, the points of the rubber', async () => {
      const links = await create({
        game: 'auction-bridge',
        rulebook: 'whist-club-1912',
        seed: 12,
        robots: ['N', 'E', 'S', 'W'],
      });
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 1400 } });
      const page = await context.newPage();
      await page.goto(links.director);
      await page.waitForSelector('[data-testid="centre"]');
      let deal = 1;
      let firstGame = false;
      for (; deal < 120; ) {
        await page.waitForSelector('[data-testid="next-deal"], [data-testid="rubber-over"]', {
          timeout: 30_000,
        });
        if ((await page.locator('[data-testid="rubber-over"]').count()) > 0) break;
        if (!firstGame && (await page.locator('tr[data-line="below"][data-game="2"]').count()) > 0) {
          firstGame = true;
          await page.screenshot({
            path: join(SHOTS, '43-auction-bridge-rubber-first-game.png'),
            fullPage: true,
          });
        }
        await nextDeal(page, deal);
        deal += 1;
      }
      expect(await page.locator('[data-testid="rubber-over"]').count()).toBe(1);
      const sheet = page.locator('[data-testid="match-sheet"]');
      // Two columns, one a side; the rubber's 250 above the line (Laws 1, 11); games below.
      expect(await sheet.locator('tr[data-line="above"] td').count()).toBe(2);
      expect(await sheet.locator('tr[data-line="above"] li[data-reason="rubber"]').count()).toBe(1);
      expect(await sheet.locator('tr[data-line="above"] li[data-reason="rubber"] b').textContent()).toBe(
        '250',
      );
      const games = await sheet.locator('tr[data-line="below"]').count();
      expect(games === 2 || games === 3).toBe(true);
      expect(await sheet.locator('[data-testid="rubber-won"]').textContent()).toMatch(
        /win the rubber by \d+ points \(Law 11\)|level/,
      );
      // The totals are the columns' sums.
      for (const side of ['NS', 'EW'] as const) {
        const points = await sheet
          .locator(`td[data-side="${side}"] li b`)
          .evaluateAll((bs) => bs.reduce((n, b) => n + Number(b.textContent), 0));
        expect(
          await sheet.locator(`[data-testid="rubber-total"] td[data-side="${side}"]`).textContent(),
        ).toBe(String(points));
      }
      await page.screenshot({ path: join(SHOTS, '44-auction-bridge-rubber-sheet.png'), fullPage: true });
      await context.close();
    }, 300_000);

    test('euchre law 51 at the console: a card detached, the adversary names a card at the decision panel, misnamed', async () => {
      const record = {
        format: 'tablelaw/1',
        game: 'euchre',
        rulebook: 'somerset-1888',
        board: { number: 1, dealer: 'N', deal: 'N:AK.T.7.7 .JAK.A.A QJ9.Q8.. T.7.QJ.K', upcard: 'H9' },
        events: [
          { type: 'call', seat: 'E', call: 'order-up' },
          { type: 'discard', seat: 'N', card: 'C7' },
        ],
      };
      const links = await create({ record });
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 1300 } });
      const page = await context.newPage();
      await page.goto(links.director);
      await page.waitForSelector('[data-testid="deal-findings"]');
      // South's queen of spades comes loose from his hand (law 51).
      await page.click('button[data-mode="expose"]');
      await page.selectOption('#how', 'detached');
      await page.click('button[data-hand="S"][data-card="SQ"]');
      await page.waitForSelector('#option-card-0');
      await page.selectOption('#option-card-0', 'SJ');
      await page.screenshot({ path: join(SHOTS, '45-euchre-law-51-name-the-card.png'), fullPage: true });
      await page.click('button.option[data-option="call-card"]');
      await expect
        .poll(() => page.locator('[data-testid="irregularities"]').textContent())
        .toContain('card misnamed');
      await context.close();
    }, 60_000);
  },
);
