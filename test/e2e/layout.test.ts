/**
 * The table read at a glance, in chromium: each player's own seat at the bottom; a phone (390×844)
 * with a pending decision on screen without scrolling, the header on one line, cards a finger can
 * hit; the start page that explains itself and hands out the seats' links as copy buttons and QR
 * codes; mis-taps (confirm card, a double-click sends one act, undo my last tap); the question
 * about a revoke put to the player named; the history grouped by tricks, following the newest entry.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_RECORD } from '../../src/server/demo.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

type Links = { director: string; N: string; E: string; S: string; W: string };

async function createTable(body: unknown): Promise<Links> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const created = (await res.json()) as { links?: Links };
  if (created.links === undefined) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.links;
}

/** The demo board (4♠ by South, West on lead) with these events already recorded. */
const demoWith = (events: readonly unknown[]) => createTable({ record: { ...DEMO_RECORD, events } });

const historyTexts = (page: Page) => page.locator('ol.history li').allTextContents();

describe.skipIf(!present)('the table at a glance — seats, phone, start page, mis-taps', () => {
  test('each player’s own seat at the bottom, the others clockwise; the director sees South at the bottom', async () => {
    const links = await demoWith([]);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const expected = {
      E: { E: 'bottom', S: 'left', W: 'top', N: 'right' },
      N: { N: 'bottom', E: 'left', S: 'top', W: 'right' },
      director: { S: 'bottom', W: 'left', N: 'top', E: 'right' },
    } as const;
    for (const who of ['E', 'N', 'director'] as const) {
      const page = await context.newPage();
      await page.goto(links[who]);
      await page.locator('[data-seat="S"] [data-card], [data-seat="S"] .back').first().waitFor();
      for (const [seat, position] of Object.entries(expected[who]))
        expect(await page.locator(`[data-seat="${seat}"]`).getAttribute('data-position')).toBe(position);
      // Drawn where it says: the bottom seat lies below the top one, the left one left of the right one.
      const box = async (p: string) =>
        (await page.locator(`[data-position="${p}"]`).boundingBox()) ?? { x: 0, y: 0 };
      expect((await box('bottom')).y).toBeGreaterThan((await box('top')).y);
      expect((await box('left')).x).toBeLessThan((await box('right')).x);
      if (who === 'E') await page.screenshot({ path: join(SHOTS, '24-east-at-the-bottom.png') });
    }
    await context.close();
  }, 60_000);

  test('a phone (390×844): the pending decision’s options on screen without scrolling, the header on one line, cards ≥ 44 px', async () => {
    // East has led out of turn: South (declarer) chooses under Law 54.
    const links = await demoWith([{ type: 'play', seat: 'E', card: 'HK' }]);
    const context = await live.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(links.S);
    const option = page.locator('[data-testid="decision"] .option').first();
    await option.waitFor();
    const scrolled = await page.evaluate<number>('window.scrollY');
    expect(scrolled).toBe(0);
    for (const o of await page.locator('[data-testid="decision"] .option').all()) {
      const b = await o.boundingBox();
      expect(b).not.toBeNull();
      if (b === null) continue;
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.y + b.height).toBeLessThanOrEqual(844);
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(390);
    }
    // The header is one line high.
    const header = await page.locator('header').boundingBox();
    expect(header?.height ?? 999).toBeLessThan(48);
    // South's own cards, at the bottom, are tap targets of 44 px or more each way.
    const cards = await page.locator('button.card[data-hand="S"]').all();
    expect(cards.length).toBe(13);
    for (const c of cards) {
      const b = await c.boundingBox();
      expect(b?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(b?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(await page.locator('[data-seat="S"]').getAttribute('data-position')).toBe('bottom');
    await page.screenshot({ path: join(SHOTS, '21-phone-decision.png') });
    // The option is chosen with a tap, and the sheet goes.
    await page.locator('[data-option="accept-lead"]').tap();
    await expect.poll(() => page.locator('[data-testid="decision"]').count()).toBe(0);
    await context.close();
  }, 60_000);

  test('the start page says what tablelaw is, WBF 2017 by default; after Create each seat’s link has a copy button and a QR code', async () => {
    const context = await live.browser.newContext({ viewport: { width: 1100, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: live.url });
    const page = await context.newPage();
    await page.goto(`${live.url}/`);
    await page.waitForSelector('#rulebook option', { state: 'attached' });
    const about = await page.locator('[data-testid="about"] p').allTextContents();
    expect(about).toHaveLength(2);
    expect(about[0]).toContain('tablelaw records what happens at a card table');
    expect(await page.locator('#rulebook').inputValue()).toBe('wbf-2017|contract-bridge');
    await page.screenshot({ path: join(SHOTS, '22-start-page.png') });
    await page.click('#create');
    const created = page.locator('[data-testid="created"]');
    await created.waitFor();
    expect(await created.locator('.qr svg').count()).toBe(4);
    const copies = created.locator('button[data-copy]');
    expect(await copies.allTextContents()).toEqual([
      'Copy North’s link',
      'Copy East’s link',
      'Copy South’s link',
      'Copy West’s link',
    ]);
    const west = await created.locator('[data-seat-link="W"] input').inputValue();
    expect(west).toMatch(/#t=.+&k=.+/);
    await page.screenshot({ path: join(SHOTS, '23-seat-links.png'), fullPage: true });
    await copies.nth(3).click();
    await expect.poll(() => page.locator('#message').textContent()).toBe('West’s link is copied.');
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(west);
    // Then the director's console: the same links, copy buttons and codes in his panel.
    await page.click('#open-console');
    await page.locator('[data-testid="viewer"]').waitFor();
    expect(await page.locator('[data-testid="viewer"]').textContent()).toBe('Director');
    expect(await page.locator('.links .qr svg').count()).toBe(4);
    await context.close();
  }, 60_000);

  test('mis-taps: with “confirm card” a first tap only selects; a fast double-click sends one card; “undo my last tap” takes it back', async () => {
    const links = await demoWith([]);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(links.W);
    const card = (c: string) => page.locator(`button[data-hand="W"][data-card="${c}"]`);
    await card('S6').waitFor();
    // Confirm card on: the first tap selects, nothing is sent; the second plays.
    await page.check('#confirm-card');
    await card('S6').click();
    await expect.poll(() => card('S6').getAttribute('class')).toContain('selected');
    expect(await historyTexts(page)).toEqual([]);
    await card('S6').click();
    await expect.poll(() => historyTexts(page)).toEqual(['West plays ♠6']);
    // The setting is kept in this browser.
    await page.reload();
    await page.locator('#confirm-card').waitFor();
    expect(await page.isChecked('#confirm-card')).toBe(true);
    await page.uncheck('#confirm-card');
    // West takes the card back with "undo my last tap", before anyone else acts.
    await page.click('[data-act="undo"]');
    await expect
      .poll(() => historyTexts(page))
      .toEqual(['West plays ♠6 (undone)', 'West undoes his last tap']);
    await card('S6').waitFor();
    expect(await page.locator('[data-testid="irregularities"]').count()).toBe(0);
    // A fast double-click on a card: one card is played, not two, and the card is not sent twice
    // (which the table would refuse: it has left the hand).
    await card('H8').dblclick();
    await expect.poll(() => historyTexts(page)).toHaveLength(3);
    await page.waitForTimeout(700);
    expect((await historyTexts(page)).slice(2)).toEqual(['West plays ♥8']);
    expect(await page.locator('#message').getAttribute('class')).toContain('hidden');
    // A double-click whose second click lands after the table is drawn again hits the card that
    // took the played one's place (here dummy's, played from the director's link): nothing is sent.
    const director = await context.newPage();
    await director.goto(links.director);
    const dummy = (c: string) => director.locator(`button[data-hand="N"][data-card="${c}"]`);
    await dummy('H9').waitFor();
    const place = await dummy('H9').boundingBox();
    if (place === null) throw new Error('no ♥9');
    const at = { x: place.x + place.width / 2, y: place.y + place.height / 2 };
    const sent = Date.now();
    await director.mouse.click(at.x, at.y);
    await expect.poll(() => historyTexts(director), { interval: 20 }).toHaveLength(4);
    // ♥6 now lies where ♥9 was; the second click lands on it.
    expect(Math.round((await dummy('H6').boundingBox())?.x ?? 0)).toBe(Math.round(place.x));
    await director.mouse.click(at.x, at.y);
    expect(Date.now() - sent).toBeLessThan(600);
    await director.waitForTimeout(700);
    expect((await historyTexts(director)).slice(2)).toEqual(['West plays ♥8', 'North plays ♥9']);
    expect(await director.locator('[data-testid="irregularities"]').count()).toBe(0);
    await context.close();
  }, 60_000);

  test('“Ask about a revoke” names the player asked, records the question, and tells him', async () => {
    const links = await demoWith([]);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const west = await context.newPage();
    await west.goto(links.W);
    await west.locator('#ask-of').waitFor();
    await west.selectOption('#ask-of', 'S');
    await expect.poll(() => west.locator('[data-act="ask"]').textContent()).toBe('Ask South');
    await west.click('[data-act="ask"]');
    const south = await context.newPage();
    await south.goto(links.S);
    const asked = south.locator('[data-testid="asked"]');
    await asked.waitFor();
    expect(await asked.textContent()).toBe('West asks you whether you have a card of the suit led.');
    expect(await west.locator('[data-testid="asked"]').textContent()).toBe(
      'West asks South whether he has a card of the suit led.',
    );
    expect((await historyTexts(west)).at(-1)).toContain('West asks');
    await context.close();
  }, 60_000);

  test('the history is grouped by tricks and follows its newest entry', async () => {
    const plays =
      'W:S2 N:S7 E:S4 S:S5 N:C4 E:C6 S:CK W:C2 S:CQ W:C5 N:C8 E:C9 S:C3 W:C7 N:CJ E:CT N:CA E:D2 S:D7 W:D3';
    const links = await demoWith(
      plays.split(' ').map((p) => ({ type: 'play', seat: p.slice(0, 1), card: p.slice(2) })),
    );
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 700 } });
    const page = await context.newPage();
    await page.goto(links.director);
    await page.locator('h3.trick-head').first().waitFor();
    expect(await page.locator('h3.trick-head').allTextContents()).toEqual([
      'Trick 1',
      'Trick 2',
      'Trick 3',
      'Trick 4',
      'Trick 5',
    ]);
    expect(await page.locator('ol.history').nth(4).locator('li').allTextContents()).toEqual([
      'North plays ♣A',
      'East plays ♦2',
      'South plays ♦7',
      'West plays ♦3',
    ]);
    const following = () =>
      page.evaluate<boolean>(
        "(() => { const b = document.querySelector('.history-scroll'); return b.scrollHeight > b.clientHeight && b.scrollTop + b.clientHeight >= b.scrollHeight - 2; })()",
      );
    await expect.poll(following).toBe(true);
    await context.close();
  }, 60_000);
});
