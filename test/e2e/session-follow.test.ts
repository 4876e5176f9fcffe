/**
 * A seat's evening link in chromium (ADR 0109): South's one link for table 1 opens board 1;
 * once board 1 has ended the same page, without a new link, lands on board 2 as South.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Created, createSession, get, playBoard, tokenOf } from '../server/session-wire.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

type Follow = Created & { follow: { table: number; links: Record<string, string> }[] };

describe.skipIf(!present)('A physical table’s seat link in chromium (ADR 0109)', () => {
  test('South’s one link plays board 1, then lands on board 2 once board 1 has ended', async () => {
    const s = (await createSession(live, { tables: 3, movement: 'mitchell', boardsPerRound: 2 })) as Follow;
    const links = s.follow.find((f) => f.table === 1)?.links ?? {};
    const page = await live.browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.goto(links['S'] ?? '');
    await expect.poll(() => page.locator('.info').textContent(), { timeout: 10_000 }).toContain('Board 1 ');
    expect(await page.getByTestId('viewer').textContent()).toBe('South');
    // The table's director (its own evening link) finds board 1's console and the board is played out.
    const now = await get<{ link: string; board: number }>(
      `${live.url}/api/sessions/${s.id}/tables/1`,
      tokenOf(links['director'] ?? ''),
    );
    expect(now.body.board).toBe(1);
    await playBoard(live, now.body.link, 11);
    await expect.poll(() => page.locator('.info').textContent(), { timeout: 15_000 }).toContain('Board 2 ');
    expect(await page.getByTestId('viewer').textContent()).toBe('South');
    // The page's address is still the evening link: reopening it opens board 2 too.
    expect(page.url()).toBe(links['S']);
    await page.screenshot({ path: join(SHOTS, '51-seat-link-follows-table.png') });
    await page.reload();
    await expect.poll(() => page.locator('.info').textContent(), { timeout: 10_000 }).toContain('Board 2 ');
    await page.close();
  });
});
