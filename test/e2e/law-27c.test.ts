/**
 * Law 27C in chromium (WBF 2017): East's insufficient 1♣ over North's 1♦, replaced at once from
 * his own bidding box by a pass; the director called; South's choice under 27C on his screen and
 * the director's, with its citation; the ruling in the history of every screen and in the record.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { parseDeal } from '../../src/core/deal.js';
import { AUCTION_DEAL, auction } from '../laws/auction-given.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';
import { closePages, openRecord, SEATS } from './table-pages.js';

const live = useBrowserAndServer();
const open = (record: unknown) => openRecord(live, record);

const turn = (page: Page) => page.locator('[data-testid="turn"]').textContent();
const call = (page: Page, c: string) => page.click(`[data-testid="calls"] button[data-call="${c}"]`);
const historyOf = async (page: Page) => (await page.locator('ol.history').allTextContents()).join(' ');

describe.skipIf(!present)(
  'Law 27C in chromium — an insufficient bid replaced before the director rules (WBF 2017)',
  () => {
    test('E’s 1♣ replaced at once by a pass, the director called, S’s 27C choice on screen with its citation, the ruling in the history', async () => {
      const board = auction('wbf-2017');
      const t = await open(board.record);
      const { N, E, S, W } = t.seats;
      await expect.poll(() => turn(N)).toContain('North');
      await call(N, '1D');
      await expect.poll(() => turn(E)).toContain('East');
      // East bids 1♣ from his box — insufficient — and, before anyone rules, passes instead.
      await call(E, '1C');
      await expect.poll(() => E.locator('[data-testid="decision"]').textContent()).toContain('Law 27');
      await call(E, 'P');
      await E.click('button[data-act="attention"]');
      await expect.poll(() => historyOf(t.director)).toContain('East calls the director');
      // South, East's left-hand opponent, decides under 27C: his screen and the director's say so.
      const panel = t.director.locator('[data-testid="decision"]');
      await expect.poll(() => panel.textContent()).toContain('Law 27C');
      const choice = S.locator('[data-testid="decision"]');
      await expect.poll(() => choice.textContent()).toContain('Law 27C');
      expect(await choice.textContent()).toContain('Law 27A1');
      expect(await S.locator('[data-testid="decision"] .option:not([disabled])').count()).toBe(2);
      // Only South may choose: West's screen shows the decision but offers no option to click.
      await expect.poll(() => W.locator('[data-testid="decision"]').textContent()).toContain('Law 27C');
      expect(await W.locator('[data-testid="decision"] .option').count()).toBe(2);
      expect(await W.locator('[data-testid="decision"] .option:not([disabled])').count()).toBe(0);
      await t.director.screenshot({ path: join(SHOTS, '54-law-27c.png'), fullPage: true });
      // The grid of every screen shows 1♦ standing, and East's 1♣ and pass in his column, marked
      // as awaiting the ruling (they were made aloud: no seat learns anything new).
      for (const page of [t.director, N, E, S, W]) {
        const grid = page.locator('[data-testid="calls"] [data-testid="auction"]');
        await expect.poll(() => grid.locator('.awaiting').count()).toBe(2);
        expect(await grid.locator('[data-awaiting="1C"]').getAttribute('aria-label')).toContain(
          'awaiting the director’s ruling',
        );
        expect(await grid.locator('[data-awaiting="P"]').count()).toBe(1);
        expect(await grid.locator('span:not(.awaiting)').allTextContents()).toContain('1♦');
      }
      await t.director
        .locator('[data-testid="calls"]')
        .screenshot({ path: join(SHOTS, '55-awaiting-ruling-grid.png') });
      // South does not accept 1♣: the pass stands, ruled by 27B2 — West must pass throughout.
      await choice.locator('[data-option="reject-call"]').click();
      await expect.poll(() => panel.count()).toBe(0);
      await expect.poll(() => W.locator('aside').textContent()).toContain('Law 27B2');
      await expect.poll(() => turn(S)).toContain('South');
      // Ruled: the pass stands in the grid, nothing awaits any longer.
      await expect.poll(() => S.locator('[data-testid="auction"] .awaiting').count()).toBe(0);
      for (const page of [t.director, N, E, S, W])
        await expect
          .poll(() => historyOf(page))
          .toContain('insufficient bid — rectified (Law 27C, Law 27B2)');
      // No screen of a seat was sent another hand's card.
      const dealt = parseDeal(AUCTION_DEAL);
      if (!dealt.ok) throw new Error(dealt.error.message);
      const hands = dealt.value.hands;
      for (const seat of SEATS) {
        const others = SEATS.filter((s) => s !== seat).flatMap((s) => hands[s] ?? []);
        const seen = t.frames[seat].join('\n');
        expect(
          others.filter((c) => seen.includes(`"${c}"`)),
          seat,
        ).toEqual([]);
      }
      // The record holds both calls and South's decision.
      const hash = new URLSearchParams(new URL(t.link).hash.slice(1));
      const res = await fetch(`${live.url}/api/tables/${hash.get('t')}/record`, {
        headers: { authorization: `Bearer ${hash.get('k')}` },
      });
      const events = ((await res.json()) as { events: Record<string, unknown>[] }).events;
      expect(events.slice(0, 3)).toMatchObject([
        { type: 'call', seat: 'N', call: '1D' },
        { type: 'call', seat: 'E', call: '1C' },
        { type: 'call', seat: 'E', call: 'P' },
      ]);
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'elect', seat: 'S', option: 'reject-call' }),
      );
      await closePages(t);
    }, 120_000);
  },
);
