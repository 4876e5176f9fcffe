/**
 * A club session from the console, in chromium: the start page's session form (labelled, in
 * English, Norsk and Russian, no serious axe-core violation) says the server's refusal with its
 * reason; created, it gives the director's room link and each table's seats' links; in the room
 * the director gives a Law 90 procedural penalty from the form, sees it in the ruling log (by the
 * director, when) and in the results.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { qrSvg } from '../../src/server/qr.js';
import { playBoard } from '../server/session-wire.js';
import { violations } from './axe.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

const WHO = ['N', 'E', 'S', 'W', 'director'] as const;
const NAMES = { N: 'North', E: 'East', S: 'South', W: 'West', director: 'Table’s director' } as const;
const pathsOf = (svg: string) => [...svg.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]);

/** Three tables' evening links inside `within`, five a table, each with the QR code of its link. */
async function eveningCodesShown(page: Page, within: string): Promise<void> {
  const section = page.locator(within);
  expect(await section.locator('li[data-evening]').count()).toBe(3);
  expect(await section.locator('.qr[role="img"] svg').count()).toBe(15);
  for (const table of ['1', '2', '3'])
    for (const who of WHO) {
      const figure = section.locator(`li[data-evening="${table}"] figure[data-evening-seat="${who}"]`);
      const link = (await figure.locator('a[data-seat]').getAttribute('href')) ?? '';
      expect(link).toContain(`&n=${table}&`);
      const qr = figure.locator('.qr');
      expect(await qr.getAttribute('aria-label')).toBe(
        `QR code of the link of ${NAMES[who]}, table ${table}, every round`,
      );
      const drawn = await qr.evaluate((el) =>
        [...el.querySelectorAll('path')].map((p) => p.getAttribute('d')),
      );
      expect(drawn).toEqual(pathsOf(await qrSvg(link)));
    }
}

describe.skipIf(!present)('a club session from the start page, in chromium', () => {
  test('the session form in English, Norsk and Russian: every control labelled, no serious axe-core violation', async () => {
    for (const lang of ['en', 'nb', 'ru']) {
      const context = await live.browser.newContext({ bypassCSP: true });
      await context.addInitScript(`localStorage.setItem('tablelaw.lang', ${JSON.stringify(lang)})`);
      const page = await context.newPage();
      await page.goto(live.url);
      await page.waitForSelector('#session-form');
      expect(await violations(page), lang).toEqual([]);
      // Each control of the form has a name a screen reader says.
      for (const id of [
        's-event',
        's-tables',
        's-movement',
        's-arrow',
        's-boards',
        's-file',
        's-method',
        's-profile',
        's-rulebook',
      ]) {
        const name = await page.evaluate<string>(
          `document.getElementById('${id}').labels[0]?.textContent.trim() ?? ''`,
        );
        expect(name, `${lang} ${id}`).not.toBe('');
      }
      await context.close();
    }
  }, 60_000);

  test('create a session from the start page (a refusal said first), open the room, give a procedural penalty, see it in the log and the results', async () => {
    const context = await live.browser.newContext({
      viewport: { width: 1000, height: 900 },
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(live.url);
    await page.waitForSelector('#session-form');
    await page.fill('#s-event', 'Friday pairs');
    // A number of boards that three tables' sets cannot share: the server's reason, in the form.
    await page.fill('#s-boards', '7');
    await page.click('#s-create');
    await expect
      .poll(() => page.locator('#s-error').textContent(), { timeout: 10_000 })
      .toContain('7 boards do not share among the 3 sets');
    await page.fill('#s-boards', '3');
    await page.check('#s-arrow');
    await page.locator('#session-form').screenshot({ path: join(SHOTS, '46-session-start-form.png') });
    await page.click('#s-create');
    await page.waitForSelector('[data-testid="session-created"]');
    // Three tables, three rounds, a board a round: each table's rounds with their four seats' links.
    expect(await page.locator('.session-tables details').count()).toBe(3);
    expect(await page.locator('.session-tables li').count()).toBe(9);
    expect(await page.locator('.session-tables a[data-seat]').count()).toBe(36);
    await page.evaluate("document.querySelector('.session-tables details').open = true");
    const north = await page.locator('.session-tables details').first().locator('a[data-seat="N"]').first();
    expect(await north.getAttribute('aria-label')).toBe('North, table 1, round 1, board 1');
    // Each physical table's evening links (ADR 0109), each with its QR code, labelled, that encodes
    // that very link (the paths the server's encoder draws for it).
    await eveningCodesShown(page, '[data-testid="session-evening"]');
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: join(SHOTS, '47-session-created-links.png'), fullPage: true });
    const room = (await page.locator('#room-link').inputValue()) as string;
    const token = new URLSearchParams(room.split('#')[1]).get('k') ?? '';
    const id = new URLSearchParams(room.split('#')[1]).get('s') ?? '';
    // Board 1 is played at every table that plays it.
    const session = (await (
      await fetch(`${live.url}/api/sessions/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { tables: { board: number; ns: string; ew: string; links: { director: string } }[] };
    const board1 = session.tables.filter((t) => t.board === 1);
    for (const [i, t] of board1.entries()) await playBoard(live, t.links.director, 11 + i);
    await page.click('#open-room');
    await page.waitForSelector('#penalty:not([hidden])');
    expect(await violations(page)).toEqual([]);
    // The room's "links for the evening": the same links, each with its QR code.
    await page.waitForSelector('#evening:not([hidden])');
    await page.evaluate("document.getElementById('evening').open = true");
    await eveningCodesShown(page, '#evening');
    expect(await violations(page)).toEqual([]);
    await page.locator('#evening').screenshot({ path: join(SHOTS, '56-evening-links-qr.png') });
    const pair = (board1[0] as { ns: string }).ns;
    await page.selectOption('#penalty-board', '1');
    await page.selectOption('#penalty-pair', pair);
    expect(await page.locator('#penalty-unit').textContent()).toBe('Fraction of a top (0–1)');
    // Too much for matchpoints: the server's reason, in the form; then a quarter of a top.
    await page.fill('#penalty-amount', '2');
    await page.fill('#penalty-reason', 'slow play after a warning');
    await page.click('#penalty button[type="submit"]');
    await expect
      .poll(() => page.locator('#penalty-said').textContent(), { timeout: 10_000 })
      .toContain('at most 1');
    await page.fill('#penalty-amount', '0.25');
    await page.click('#penalty button[type="submit"]');
    await expect
      .poll(() => page.locator('#penalty-said').textContent(), { timeout: 10_000 })
      .toContain(`Given: pair ${pair}, board 1`);
    const row = page.locator('#log tr[data-kind="penalty"]');
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    expect(await row.locator('td.by').textContent()).toBe('Director');
    expect(await row.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await row.textContent()).toContain('Law 90');
    await page.screenshot({ path: join(SHOTS, '48-room-penalty-given.png'), fullPage: true });
    await page.click('#results');
    const frame = page.frameLocator('#page');
    await expect
      .poll(() => frame.locator('body').textContent(), { timeout: 10_000 })
      .toContain('Procedural penalties');
    expect(await frame.locator('body').textContent()).toContain('slow play after a warning');
    // The arrow switch makes one field: one ranking, not one a direction.
    expect(await frame.locator('body').textContent()).not.toContain('Ranking, North–South');
    await page.locator('#page').screenshot({ path: join(SHOTS, '49-results-with-penalty.png') });
    await context.close();
  }, 120_000);

  test('a hand record file uploaded from the start page: the session plays its boards', async () => {
    const page = await live.browser.newPage();
    await page.goto(live.url);
    await page.waitForSelector('#session-form');
    await page.check('input[name="s-deals"][value="file"]');
    // No file chosen: said in the form, nothing sent.
    await page.click('#s-create');
    await expect.poll(() => page.locator('#s-error').textContent()).toContain('Choose the hand record file');
    await page.setInputFiles('#s-file', 'examples/club-night.pbn');
    await page.click('#s-create');
    await page.waitForSelector('[data-testid="session-created"]');
    // Six boards for three tables' three sets: two boards a round, three rounds.
    expect(await page.locator('.session-tables li').count()).toBe(18);
    await page.close();
  }, 60_000);
});
