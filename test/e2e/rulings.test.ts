import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { given } from '../laws/given.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

/** 4H by East; North discards on trick one holding clubs, the play goes to the end: Law 64C is asked. */
const REVOKE_AT_END = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();
/** North leads out of turn; declarer refuses the lead (a mis-click: he meant to accept it). */
const REFUSED_LEAD = given().play('N', 'C9').elect('E', 'reject-lead');

async function createTable(record: unknown): Promise<{ director: string }> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  const created = (await res.json()) as { links?: { director: string } };
  if (created.links === undefined) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.links;
}

describe.skipIf(!present)('console in chromium — rulings: the result line, Law 12C2, Law 82C', () => {
  test('Law 12C2 — an artificial adjusted score is the result; provisional while the ruling is pending', async () => {
    const links = await createTable(REVOKE_AT_END.record);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1100 } });
    const page = await context.newPage();
    await page.goto(links.director);
    const line = page.locator('[data-testid="result-line"]');
    await line.waitFor();
    // The table result, marked provisional: the director's Law 64C decision is pending.
    expect(await line.textContent()).toMatch(/^4♥ E [=+−]/);
    expect(await page.locator('[data-testid="provisional"]').textContent()).toBe(
      '(provisional: a ruling is pending)',
    );
    expect(await page.locator('[data-testid="won"]').textContent()).toMatch(
      /^Tricks as played: NS \d+ · EW \d+$/,
    );
    expect(await page.locator('[data-testid="result"]').textContent()).toMatch(
      /Tricks after transfers: NS \d+ · EW \d+/,
    );
    await page.locator('[data-option="artificial-score"]').click();
    await expect
      .poll(() => line.textContent())
      .toBe('Artificial adjusted score: NS average minus · EW average plus');
    expect(await page.locator('[data-testid="provisional"]').count()).toBe(0);
    // The ruling log says who decided what, when, under which law.
    const entry = page.locator('[data-testid="rulings"] li').last();
    expect(await entry.textContent()).toContain('Director chose: Artificial adjusted score');
    expect(await entry.textContent()).toContain('Law 64C, Law 12C2');
    expect(await entry.textContent()).toContain('after the play');
    await page.screenshot({ path: join(SHOTS, '15-artificial-adjusted-score.png'), fullPage: true });
    await context.close();
  }, 60_000);

  test("Law 82C — the director corrects his ruling from the ruling log: the board's result changes with it", async () => {
    const links = await createTable(REVOKE_AT_END.record);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1300 } });
    const page = await context.newPage();
    await page.goto(links.director);
    await page.locator('[data-option="artificial-score"]').click();
    const line = page.locator('[data-testid="result-line"]');
    await expect.poll(() => line.textContent()).toContain('Artificial adjusted score');
    const ruling = REVOKE_AT_END.events.length;
    const correct = page.locator(`[data-testid="correct-${ruling}"]`);
    await correct.locator('summary').first().click();
    // The law's text opens beside the choice (our paraphrase for a WBF code).
    const text = correct.locator('details.law-text').first();
    await text.locator('summary').click();
    expect(await text.locator('blockquote').textContent()).toContain('established revoke');
    // An assigned score instead: one more trick to East-West.
    const input = correct.locator('input[type="number"]');
    await input.fill('1');
    await page.screenshot({ path: join(SHOTS, '16-ruling-correction-chosen.png'), fullPage: true });
    await correct.locator('[data-correct-option="adjust-tricks"]').click();
    await expect.poll(() => line.textContent()).toMatch(/^4♥ E [=+−]\d* · (NS|EW) \d+$/);
    expect(await page.locator(`[data-testid="ruling-status-${ruling}"]`).textContent()).toBe(
      `corrected by act ${ruling + 2}`,
    );
    const latest = page.locator('[data-testid="rulings"] li').last();
    expect(await latest.textContent()).toContain(`Director corrected act ${ruling + 1}`);
    expect(await latest.textContent()).toContain('Law 82C');
    expect(await page.locator('[data-testid="transfers"]').textContent()).toContain('Law 64C, Law 12C1');
    await page.screenshot({ path: join(SHOTS, '17-ruling-corrected-result.png'), fullPage: true });
    await context.close();
  }, 60_000);

  test("Law 82C — declarer's mis-click corrected at once; the option says whose partner leads", async () => {
    const links = await createTable(REFUSED_LEAD.record);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1200 } });
    const page = await context.newPage();
    await page.goto(links.director);
    const decision = page.locator('[data-testid="decision"]');
    await decision.waitFor();
    expect(await decision.locator('[data-option="require-suit"]').textContent()).toContain(
      "Require South (the offender's partner) to lead clubs",
    );
    await page.screenshot({ path: join(SHOTS, '18-partner-named.png'), fullPage: true });
    const correct = page.locator('[data-testid="correct-1"]');
    await correct.locator('summary').first().click();
    await correct.locator('[data-correct-option="accept-lead"]').click();
    await expect.poll(() => decision.count()).toBe(0);
    expect(await page.locator('[data-testid="ruling-status-1"]').textContent()).toBe('corrected by act 3');
    expect(await page.locator('ol.history li').last().textContent()).toContain('Director corrects a ruling');
    await context.close();
  }, 60_000);

  test('the ruling log and the law text in Norwegian and Russian', async () => {
    const links = await createTable({
      ...REVOKE_AT_END.record,
      events: [
        ...REVOKE_AT_END.record.events,
        { type: 'elect', seat: 'director', option: 'artificial-score' },
      ],
    });
    for (const [lang, log, artificial] of [
      ['nb', 'Kjennelser', 'Kunstig justert resultat: NS gjennomsnitt minus · ØV gjennomsnitt pluss'],
      ['ru', 'Решения', 'Искусственный скорректированный результат: СЮ средний минус · ВЗ средний плюс'],
    ] as const) {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 1200 } });
      await context.addInitScript(`localStorage.setItem('tablelaw.lang', ${JSON.stringify(lang)})`);
      const page = await context.newPage();
      await page.goto(links.director);
      const rulings = page.locator('[data-testid="rulings"]');
      await rulings.waitFor();
      expect(await rulings.locator('h2').textContent()).toBe(log);
      await expect.poll(() => page.locator('[data-testid="result-line"]').textContent()).toBe(artificial);
      const text = rulings.locator('details.law-text').first();
      await text.locator('summary').click();
      expect(((await text.textContent()) ?? '').length).toBeGreaterThan(80);
      if (lang === 'nb')
        await page.screenshot({ path: join(SHOTS, '19-norsk-ruling-log.png'), fullPage: true });
      await context.close();
    }
  }, 60_000);
});
