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

async function createTable(record: unknown): Promise<{ director: string; W: string; S: string }> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ record }),
  });
  const created = (await res.json()) as { links?: { director: string; W: string; S: string } };
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

  test('Laws 68C, 70 — the claimer’s hand faced to the opponents, the statement on the table and in the director’s panel; awarded 2 of the 4 remaining tricks', async () => {
    const links = await createTable(DISPUTED);
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const west = await context.newPage();
    await west.goto(links.W);
    // West sees South's four remaining cards, marked as faced for the claim, and the claim itself.
    const south = west.locator('[data-seat="S"]');
    await south.locator('[data-card]').first().waitFor();
    const shown = await south
      .locator('[data-card]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card')));
    expect(shown).toEqual(['SA', 'SQ', 'HA', 'DA']);
    expect(await south.locator('.back').count()).toBe(0);
    expect(await south.locator('h3').textContent()).toContain('faced for the claim');
    const claim = west.locator('[data-testid="claim"]');
    expect(await claim.textContent()).toContain('South claims 4 of the 4 remaining tricks.');
    expect(await claim.textContent()).toContain('Statement: “the spade finesse”');
    // West's own hand at the bottom; South, his right-hand opponent, on the right.
    expect(await west.locator('[data-seat="W"]').getAttribute('data-position')).toBe('bottom');
    expect(await south.getAttribute('data-position')).toBe('right');
    await west.screenshot({ path: join(SHOTS, '20-claim-faced-hand.png') });

    const page = await context.newPage();
    await page.goto(links.director);
    const decision = page.locator('[data-testid="decision"]');
    await decision.waitFor();
    expect(await decision.locator('[data-testid="claim-statement"]').textContent()).toBe(
      'Statement: “the spade finesse”',
    );
    await page.getByLabel('Tricks for the claiming side (0–4)').fill('2');
    await decision.locator('[data-option="award-tricks"]').click();
    await page.locator('[data-testid="result"]').waitFor();
    expect(await page.locator('[data-testid="result-line"]').textContent()).toBe('3NT S +2 · NS 460');
    // Ruled on: the claim is over, the board has ended; West's screen says so too.
    await expect.poll(() => west.locator('[data-testid="claim"]').count()).toBe(0);
    await west.locator('[data-testid="result"]').waitFor();
    await context.close();
  }, 60_000);
});
