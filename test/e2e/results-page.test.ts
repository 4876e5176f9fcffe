/**
 * The session results page in chromium: readable on a phone (nothing wider than the screen but
 * the tables, which scroll in their own box), printable (a board is never split across pages),
 * and its screenshot for docs/screenshots.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { resultsPage } from '../../src/session/html.js';
import { PROFILES } from '../../src/session/profiles.js';
import { readResultsJson } from '../../src/session/read-results.js';
import { scoreSession } from '../../src/session/scoring.js';
import { CHROMIUM, present, SHOTS } from './browser.js';

const DEALS = [
  'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6',
  'E:K87.KT987652.76. Q.Q3.K983.AKJ853 A9653..A54.QT642 JT42.AJ4.QJT2.97',
  'S:J75.KT87.654.532 98.9.AT3.KQJT876 AQ642.Q6.KQ9.A94 KT3.AJ5432.J872.',
];

function page(): string {
  const input = JSON.parse(
    readFileSync(new URL('../fixtures/session/three-boards.json', import.meta.url), 'utf8'),
  ) as {
    event?: string;
    boards: { deal?: string; results: Record<string, unknown>[] }[];
  };
  input.event = 'Tuesday pairs — 3 tables, Mitchell';
  input.boards.forEach((b, i) => {
    b.deal = DEALS[i] as string;
  });
  (input.boards[0]?.results[1] as Record<string, unknown>)['rulings'] = [
    { law: 'Law 61A, Law 63A1, Law 64A1', text: 'revoke by N (rectified)' },
    { law: 'Law 64A1', text: '1 trick transferred to EW' },
  ];
  const r = readResultsJson(JSON.stringify(input));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const s = scoreSession(r.value, 'mp', PROFILES.wbf);
  if (!s.ok) throw new Error('score');
  return resultsPage(r.value, s.value, { timeLimitMs: 20000 });
}

describe.skipIf(!present)('the results page in chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu'],
    });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  test('on a phone: nothing wider than the screen; the ranking and the boards are there', async () => {
    const tab = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await tab.setContent(page());
    const width = await tab.evaluate<number>('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    await expect(tab.getByRole('heading', { name: 'Ranking, North–South' }).isVisible()).resolves.toBe(true);
    await expect(tab.locator('#board-1 table[aria-label="double-dummy tricks"]').count()).resolves.toBe(1);
    await expect(
      tab.locator('#board-1').getByText('1 trick transferred to EW (Law 64A1)').count(),
    ).resolves.toBe(1);
    await tab.screenshot({ path: join(SHOTS, '20-session-results-phone.png'), fullPage: true });
    await tab.close();
  }, 60_000);

  test('printed: a board is kept on one page', async () => {
    const tab = await browser.newPage();
    await tab.setContent(page());
    await tab.emulateMedia({ media: 'print' });
    const breaks = await tab.evaluate<string[]>(
      "[...document.querySelectorAll('.board')].map((b) => getComputedStyle(b).breakInside)",
    );
    expect(breaks).toEqual(['avoid', 'avoid', 'avoid']);
    const pdf = await tab.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await tab.close();
  }, 60_000);
});
