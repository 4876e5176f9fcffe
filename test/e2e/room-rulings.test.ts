/**
 * The director's room in chromium, Law 87 and the ruling log: the director sets a table with the
 * cards as found (the room's form), the board is found fouled once played, the room lists its
 * groups and he confirms it; a lead out of turn ruled at another table is in the log with the
 * seat that chose and the time the table recorded.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { toCards } from '../../src/core/card-set.js';
import { judgementIn } from '../../src/server/engine.js';
import { actAt, createSession, exchanged, judgedAt, playBoard, tokenOf } from '../server/session-wire.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

type Table = { round: number; table: number; board: number; links: { director: string } };

describe.skipIf(!present)('Law 87 and the ruling log in the director’s room, in chromium', () => {
  test('cards as found set from the room; the board found fouled, its groups listed, confirmed (Law 87B); a Law 54 ruling logged by declarer with its time', async () => {
    const s = await createSession(live, {
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
      event: 'Tuesday pairs',
    });
    const token = tokenOf(s.links.room);
    const tablesNow = async () =>
      (
        (await (
          await fetch(`${live.url}/api/sessions/${s.id}`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { tables: Table[] }
      ).tables;
    const page = await live.browser.newPage({ viewport: { width: 1100, height: 1000 } });
    await page.goto(s.links.room);
    await page.waitForSelector('#found:not([hidden])');
    // The director sets round 2's board 1 with the cards found in it: one card each of North's and East's exchanged.
    const odd = (await tablesNow()).find((t) => t.board === 1 && t.round === 2) as Table;
    const { deal } = exchanged((await judgedAt(live, odd.links.director)).record.board.deal);
    await page.selectOption('#found-table', `${odd.round}.${odd.table}.1`);
    // A deal that does not read first: the server's reason, in the form.
    await page.fill('#found-deal', 'N:AKQ');
    await page.click('#found button[type="submit"]');
    await expect
      .poll(() => page.locator('#found-said').textContent(), { timeout: 10_000 })
      .toContain('whole deal');
    await page.fill('#found-deal', deal);
    await page.click('#found button[type="submit"]');
    await expect
      .poll(() => page.locator('#found-said').textContent(), { timeout: 10_000 })
      .toContain('is set with the cards as found');
    for (const t of (await tablesNow()).filter((x) => x.board === 1))
      await playBoard(live, t.links.director, 20 + t.table);
    // A lead out of turn at a table playing board 2, ruled by declarer (Law 54).
    const other = (await tablesNow()).find((t) => t.board === 2) as Table;
    const judged = await judgedAt(live, other.links.director);
    const order = ['N', 'E', 'S', 'W'];
    const dealer = judged.state.auction?.dealer ?? 'N';
    const seatAt = (k: number) => order[(order.indexOf(dealer) + k) % 4] as 'N';
    await actAt(
      live,
      other.links.director,
      [0, 1, 2, 3].map((k) => ({ type: 'call', seat: seatAt(k), call: k === 0 ? '1NT' : 'P' })),
    );
    await actAt(live, other.links.director, [
      { type: 'play', seat: seatAt(3), card: toCards(judged.state.dealt[seatAt(3)])[0] },
    ]);
    const pending = judgementIn(await judgedAt(live, other.links.director), 'en').pending;
    await actAt(live, other.links.director, [
      { type: 'elect', seat: seatAt(0), option: pending?.options[0]?.id },
    ]);
    // The room: board 1 found fouled, two groups, to be decided; the ruling in the log.
    await page.waitForSelector('#fouled:not([hidden]) [data-fouled-board="1"]', { timeout: 10_000 });
    expect(await page.locator('[data-fouled-board="1"] li').count()).toBe(2);
    expect(await page.locator('[data-fouled-board="1"]').textContent()).toContain('to be decided');
    const ruling = page.locator('#log tr[data-kind="ruling"]');
    await expect.poll(() => ruling.count(), { timeout: 10_000 }).toBe(1);
    const names = { N: 'North', E: 'East', S: 'South', W: 'West' } as const;
    expect(await ruling.locator('td.by').textContent()).toBe(names[seatAt(0)]);
    expect(await ruling.textContent()).toContain('lead out of turn');
    expect(await ruling.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    await page.click('button[data-decide="confirm"][data-board="1"]');
    await expect
      .poll(() => page.locator('#fouled-said').textContent(), { timeout: 10_000 })
      .toContain('Board 1: confirmed fouled (Law 87B)');
    await expect
      .poll(() => page.locator('#log tr[data-kind="fouled"]').textContent(), { timeout: 10_000 })
      .toContain('Law 87B');
    await page.screenshot({ path: join(SHOTS, '50-room-fouled-board-and-ruling-log.png'), fullPage: true });
    await page.close();
  }, 120_000);
});
