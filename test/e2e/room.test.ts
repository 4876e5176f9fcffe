/**
 * The director's room in chromium: a 3-table Mitchell; two tables call the director, one after
 * the other; the room shows both at the top, highlighted, the older call first.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { Client, linkParts } from '../server/helpers.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

type RoomTable = { table: number; board: number; links: { director: string } };

describe.skipIf(!present)('the director’s room in chromium', () => {
  test('two tables call the director at once: both at the top, highlighted, oldest first', async () => {
    const res = await fetch(`${live.url}/api/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tables: 3, movement: 'mitchell', boardsPerRound: 2, event: 'Thursday club' }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string; links: { room: string } };
    const token = new URLSearchParams(created.links.room.split('#')[1]).get('k') ?? '';
    const room = (await (
      await fetch(`${live.url}/api/sessions/${created.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { tables: RoomTable[] };
    const page = await live.browser.newPage({ viewport: { width: 1100, height: 800 } });
    await page.goto(created.links.room);
    await page.waitForSelector('#tables tbody tr');
    expect(await page.locator('#tables tbody tr').count()).toBe(18);
    expect(await page.locator('tr.calling').count()).toBe(0);
    const older = room.tables[7] as RoomTable;
    const newer = room.tables[2] as RoomTable;
    for (const t of [older, newer]) {
      const c = await Client.connect(live.url);
      const { table, token: tableToken } = linkParts(t.links.director);
      await c.hello(table, tableToken);
      const answer = await c.request(
        { type: 'act', id: 1, event: { type: 'attention', seat: 'E' } },
        (m) => m.type === 'ack' || m.type === 'error',
      );
      expect(answer.type).toBe('ack');
      c.close();
      await new Promise((r) => setTimeout(r, 50));
    }
    await expect.poll(() => page.locator('tr.calling').count(), { timeout: 10_000 }).toBe(2);
    const calling: number[][] = [];
    for (let i = 0; i < 2; i++) {
      const row = page.locator('tr.calling').nth(i);
      calling.push([
        Number(await row.getAttribute('data-table')),
        Number(await row.getAttribute('data-board')),
      ]);
    }
    expect(calling).toEqual([
      [older.table, older.board],
      [newer.table, newer.board],
    ]);
    const rows = page.locator('#tables tbody tr');
    expect([await rows.nth(0).getAttribute('class'), await rows.nth(1).getAttribute('class')]).toEqual([
      'calling',
      'calling',
    ]);
    await expect(page.locator('#status').textContent()).resolves.toBe('2 tables calling the director.');
    await page.screenshot({ path: join(SHOTS, '40-directors-room-two-calling.png'), fullPage: false });
    await page.close();
  }, 60_000);
});
