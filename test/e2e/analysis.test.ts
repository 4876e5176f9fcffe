import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { analyseRecord } from '../../src/solver/analysis.js';
import type { AnyRecord } from '../../src/table/event.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

const card = (page: Page, hand: string, c: string) =>
  page.click(`button[data-hand="${hand}"][data-card="${c}"]`);

/** The table's record, as the director downloads it. */
async function recordOf(page: Page): Promise<AnyRecord> {
  const link = new URLSearchParams(page.url().split('#')[1] ?? '');
  const res = await fetch(`${live.url}/api/tables/${link.get('t')}/record`, {
    headers: { authorization: `Bearer ${link.get('k')}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as AnyRecord;
}

describe.skipIf(!present)("console in chromium — the director's double-dummy analysis", () => {
  test('Law 64C — an established revoke: double dummy before it beside the result after rectification, for the director only', async () => {
    const context: BrowserContext = await live.browser.newContext({
      viewport: { width: 1280, height: 1000 },
    });
    const page = await context.newPage();
    await page.goto(`${live.url}/`);
    await page.click('#demo');
    await page.waitForSelector('[data-hand="E"][data-card="HK"]');
    // West's own console (a context of its own, so that neither page is a background tab),
    // watching the WebSocket frames it is sent.
    const westContext = await live.browser.newContext({ viewport: { width: 1100, height: 800 } });
    const west = await westContext.newPage();
    const frames: string[] = [];
    west.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
    await west.goto(await page.locator('.links input').nth(3).inputValue());
    await west.waitForSelector('[data-hand="W"][data-card]');

    // The demo's revoke path: East leads out of turn, declarer accepts; West ruffs holding hearts.
    await card(page, 'E', 'HK');
    await page.locator('[data-testid="decision"] [data-option="accept-lead"]').click();
    await expect.poll(() => page.locator('[data-testid="decision"]').count()).toBe(0);
    expect(await page.locator('[data-testid="analysis"]').count()).toBe(0);
    await card(page, 'S', 'H5');
    await expect.poll(() => page.locator('[data-testid="turn"]').textContent()).toContain('West');
    await card(page, 'W', 'S6');
    await expect.poll(() => page.locator('[data-testid="turn"]').textContent()).toContain('North');
    await card(page, 'N', 'HA');
    await page.click('[data-robots-all]');

    // Play ends with the revoke established: the director's decision (64C), the analysis beside it.
    const keep = page.locator('[data-testid="decision"] [data-option="keep-result"]');
    await keep.waitFor({ timeout: 30_000 });
    const beside = page.locator('[data-testid="decision"] + [data-testid="analysis"]');
    await beside.waitFor();
    expect(await beside.locator('h2').textContent()).toBe('Double-dummy analysis');
    const line = beside.locator('[data-testid="equity"]');
    expect(await line.count()).toBe(1);

    // The figures are the engine's: the record analysed here, with a generous time limit.
    const analysed = analyseRecord(await recordOf(page), { timeLimitMs: 20_000 });
    expect(analysed.ok).toBe(true);
    if (!analysed.ok) return;
    const equity = analysed.analysis.equity ?? [];
    expect(equity.map((e) => [e.kind, e.offender, e.nonOffending])).toEqual([['revoke', 'W', 'NS']]);
    const e = equity[0];
    if (e === undefined || e.status !== 'solved') throw new Error(`the revoke was not solved: ${e?.status}`);
    const actual = `after rectification: NS ${e.actual.NS}, EW ${e.actual.EW} (non-offending side: NS)`;
    const text = (await line.textContent()) ?? '';
    expect(text).toMatch(/^Revoke by West \[event \d+\]: Double dummy before the irregularity: NS /);
    expect(text).toContain(actual);
    // The server's searches have 250 ms each: solved, the same figures; stopped, bounds around them.
    if ((await line.getAttribute('data-status')) === 'solved')
      expect(text).toContain(`NS ${e.doubleDummy.NS}, EW ${e.doubleDummy.EW} — ${actual}`);
    else expect(text).toContain('stopped early');
    expect(await page.locator('[data-testid="result"]').textContent()).toContain(
      `Tricks after transfers: NS ${e.actual.NS} · EW ${e.actual.EW}`,
    );
    await page.screenshot({ path: join(SHOTS, '10-director-analysis.png'), fullPage: true });

    // The decision taken, the analysis moves into the result.
    await keep.click();
    await expect.poll(() => page.locator('[data-testid="decision"]').count()).toBe(0);
    const inResult = page.locator('[data-testid="result"] [data-testid="analysis"] [data-testid="equity"]');
    await inResult.waitFor();
    expect(await inResult.textContent()).toContain(actual);
    // In Norwegian too.
    await page.selectOption('#lang', 'nb');
    await expect
      .poll(() => page.locator('[data-testid="analysis"] h3').textContent())
      .toBe('Dobbel-dummy-analyse');
    expect(await inResult.textContent()).toContain(
      `etter korrigering: NS ${e.actual.NS}, EW ${e.actual.EW} (ikke-skyldig side: NS)`,
    );

    // West's console has the result and the deal, but no analysis: not on screen, not in a frame.
    await west.locator('[data-testid="result"] [data-testid="dealt"]').waitFor();
    expect(await west.locator('[data-testid="analysis"]').count()).toBe(0);
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.some((f) => f.includes('"analysis"'))).toBe(false);
    expect(frames.some((f) => f.includes('"result"'))).toBe(true);
    await westContext.close();
    await context.close();
  }, 90_000);

  test('Laws 68–71 — a disputed claim that fails double dummy: the verdict and the defence that beats it, card by card', async () => {
    // 3NT by South; North (dummy) has won nine tricks and is on lead in a four-card ending:
    //   North ♠4 ♥3 ♦43   East ♥54 ♦5 ♣2   South ♠AQ ♥A ♦A   West ♠K5 ♥6 ♦6
    // South claims the rest; West disputes. The spade finesse loses: South can take three.
    const nine =
      'W:C5 N:CA E:CJ S:C8 N:CK E:CT S:C7 W:C4 N:CQ E:C9 S:C6 W:C3 N:SJ E:S9 S:S7 W:S3 N:ST E:S8 S:S6 W:S2 ' +
      'N:HK E:HJ S:H9 W:H7 N:HQ E:HT S:H8 W:H2 N:DK E:DJ S:D9 W:D7 N:DQ E:DT S:D8 W:D2';
    const record = {
      format: 'tablelaw/1',
      game: 'contract-bridge',
      rulebook: 'wbf-2007',
      board: {
        number: 1,
        dealer: 'N',
        vulnerable: 'None',
        deal: 'N:JT4.KQ3.KQ43.AKQ 98.JT54.JT5.JT92 AQ76.A98.A98.876 K532.762.762.543',
      },
      contract: { level: 3, strain: 'NT', risk: '', declarer: 'S' },
      events: [
        ...nine.split(' ').map((p) => ({ type: 'play', seat: p.slice(0, 1), card: p.slice(2) })),
        { type: 'claim', seat: 'S', tricks: 4, statement: 'the spade finesse' },
        { type: 'dispute', seat: 'W' },
      ],
    };
    const res = await fetch(`${live.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ record }),
    });
    const created = (await res.json()) as { links?: { director: string; W: string } };
    if (created.links === undefined) throw new Error(`not created: ${JSON.stringify(created)}`);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(created.links.director);
    const claim = page.locator(
      '[data-testid="decision"] + [data-testid="analysis"] [data-testid="claim-analysis"]',
    );
    await claim.waitFor();
    expect(await claim.getAttribute('data-status')).toBe('fails');
    expect(await claim.locator('p').first().textContent()).toBe(
      'Claim by South: NS 4 of 4 — does not hold: claimer can take at most 3',
    );
    // The line: four tricks from North's lead, each card by its seat; West's ♠K beats South's ♠Q.
    const rows = claim.locator('[data-testid="defence"] li');
    expect(await rows.count()).toBe(4);
    const cards = await claim
      .locator('[data-defence-card]')
      .evaluateAll((es) => es.map((e) => e.getAttribute('data-defence-card')));
    expect(cards).toHaveLength(16);
    expect(cards).toContain('SK');
    expect(await rows.first().textContent()).toMatch(/^North [♠♥♦♣]/);
    await page.selectOption('#lang', 'ru');
    await expect
      .poll(() => claim.locator('p').first().textContent())
      .toBe('Заявка — Юг: NS 4 из 4 — неверна: заявивший может взять не больше 3');
    // West's console: the decision, no analysis.
    const westContext = await live.browser.newContext({ viewport: { width: 1100, height: 800 } });
    const west = await westContext.newPage();
    await west.goto(created.links.W);
    await west.locator('[data-testid="decision"]').waitFor();
    expect(await west.locator('[data-testid="analysis"]').count()).toBe(0);
    await westContext.close();
    await context.close();
  }, 60_000);
});
