/**
 * A table's pages in chromium: the director's link and each seat's link in its own browser
 * context, with every WebSocket frame each seat's page received kept for the leak checks.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Live } from './browser.js';

export type Seat = 'N' | 'E' | 'S' | 'W';
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

export type TablePages = {
  director: Page;
  seats: Record<Seat, Page>;
  /** Every WebSocket frame each seat's page received, in order. */
  frames: Record<Seat, string[]>;
  contexts: BrowserContext[];
  /** The director's link. */
  link: string;
};

/** Opens the director's link and each seat's link in its own browser context. */
export async function seatTable(
  browser: Browser,
  directorLink: string,
  links: Record<Seat, string>,
): Promise<TablePages> {
  const contexts: BrowserContext[] = [];
  const dc = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  contexts.push(dc);
  const director = await dc.newPage();
  await director.goto(directorLink);
  await director.waitForSelector('[data-testid="centre"]');
  const frames: Record<Seat, string[]> = { N: [], E: [], S: [], W: [] };
  const seats = {} as Record<Seat, Page>;
  for (const seat of SEATS) {
    const context = await browser.newContext({ viewport: { width: 1100, height: 1000 } });
    contexts.push(context);
    const page = await context.newPage();
    page.on('websocket', (ws) => ws.on('framereceived', (f) => frames[seat].push(String(f.payload))));
    await page.goto(links[seat]);
    await page.waitForSelector(`[data-hand="${seat}"][data-card]`);
    seats[seat] = page;
  }
  return { director, seats, frames, contexts, link: directorLink };
}

/** Creates a table from a record over the API (201) and opens it. */
export async function openRecord(live: Live, record: unknown): Promise<TablePages> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  expect(res.status).toBe(201);
  const answer = (await res.json()) as { links: Record<Seat | 'director', string> };
  const { director, ...links } = answer.links;
  return seatTable(live.browser, director, links);
}

/** Closes every context of the table's pages. */
export async function closePages(t: TablePages): Promise<void> {
  for (const c of t.contexts) await c.close();
}
