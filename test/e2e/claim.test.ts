import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

/** 3NT by South; NS have won nine tricks; South claims the last four and West disputes. */
const NINE =
  'W:C5 N:CA E:CJ S:C8 N:CK E:CT S:C7 W:C4 N:CQ E:C9 S:C6 W:C3 N:SJ E:S9 S:S7 W:S3 N:ST E:S8 S:S6 W:S2 ' +
  'N:HK E:HJ S:H9 W:H7 N:HQ E:HT S:H8 W:H2 N:DK E:DJ S:D9 W:D7 N:DQ E:DT S:D8 W:D2';
const DISPUTED = {
  format: 'tablelaw/1',
  game: 'contract-bridge',
  rulebook: 'wbf-2017',
  board: {
    number: 1,
    dealer: 'N',
    vulnerable: 'None',
    deal: 'N:JT4.KQ3.KQ43.AKQ 98.JT54.JT5.JT92 AQ76.A98.A98.876 K532.762.762.543',
  },
  contract: { level: 3, strain: 'NT', risk: '', declarer: 'S' },
  events: [
    ...NINE.split(' ').map((p) => ({ type: 'play', seat: p.slice(0, 1), card: p.slice(2) })),
    { type: 'claim', seat: 'S', tricks: 4, statement: 'the spade finesse' },
    { type: 'dispute', seat: 'W' },
  ],
};

async function createTable(record: unknown): Promise<{ director: string; W: string }> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  const created = (await res.json()) as { links?: { director: string; W: string } };
  if (created.links === undefined) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.links;
}

describe.skipIf(!present)('console in chromium — Law 70, a disputed claim', () => {
  test('Law 70 — the director awards the claiming side 2 of the 4 remaining tricks: a labelled number, no default, bounded', async () => {
    const links = await createTable(DISPUTED);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(links.director);
    const decision = page.locator('[data-testid="decision"]');
    await decision.waitFor();
    const award = decision.locator('[data-option="award-tricks"]');
    const tricks = page.getByLabel('Tricks for the claiming side (0–4)');
    expect(await tricks.inputValue()).toBe('');
    expect(await tricks.getAttribute('min')).toBe('0');
    expect(await tricks.getAttribute('max')).toBe('4');
    // Chosen without a number: nothing is sent, the director is told what is missing.
    await award.click();
    await expect
      .poll(() => page.locator('#message').textContent())
      .toBe('Give the number of tricks (0–4) before choosing this.');
    expect(await page.evaluate<string>('document.activeElement.id')).toBe(await tricks.getAttribute('id'));
    // Out of bounds: refused on screen, nothing sent.
    await tricks.fill('5');
    await award.click();
    await page.waitForTimeout(200);
    expect(await decision.count()).toBe(1);
    expect(await page.locator('[data-testid="result"]').count()).toBe(0);
    await tricks.fill('2');
    await page.screenshot({ path: join(SHOTS, '11-claim-award-tricks.png') });
    await award.click();
    await expect.poll(() => decision.count()).toBe(0);
    const result = page.locator('[data-testid="result"]');
    await result.waitFor();
    // Nine won before the claim, two of the four awarded: NS 11, EW 2; 3NT +2 not vulnerable is 460.
    expect(await result.textContent()).toContain('Tricks after transfers: NS 11 · EW 2');
    expect(await page.locator('[data-testid="result-line"]').textContent()).toBe('3NT S +2 · NS 460');
    expect(await result.textContent()).toContain('Score: NS 460 · EW 0');
    expect(await page.locator('ol.history li').last().textContent()).toBe(
      'Director chooses: award the claiming side 2 tricks',
    );
    await page.screenshot({ path: join(SHOTS, '12-claim-awarded-result.png'), fullPage: true });
    await context.close();
  }, 60_000);

  test('Law 70 — in Norwegian and Russian the number of tricks is labelled in the language', async () => {
    const links = await createTable(DISPUTED);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    await page.goto(links.director);
    await page.locator('[data-testid="decision"]').waitFor();
    await page.selectOption('#lang', 'nb');
    await page.getByLabel('Stikk til kravstillerens side (0–4)').waitFor();
    await page.selectOption('#lang', 'ru');
    await page.getByLabel('Взяток стороне заявившего (0–4)').waitFor();
    // A player's console shows the decision but no box to give the tricks: only the director awards.
    const west = await context.newPage();
    await west.goto(links.W);
    await west.locator('[data-testid="decision"]').waitFor();
    expect(await west.locator('[data-option-tricks]').count()).toBe(0);
    await context.close();
  }, 60_000);
});
