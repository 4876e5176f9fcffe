/**
 * Accessibility, checked by axe-core (the maintained checker, injected into the chromium page):
 * the start page, the director's panel and a player's table in English, Norsk and Russian have no
 * serious or critical violation; every control has a name and is reached by the keyboard; cards
 * and calls are announced in words in the chosen language.
 */
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { OPTION_IDS } from '../../src/laws/registry.js';
import { NAMES } from '../../src/web/client/names.js';
import { present, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

/** Internal ids (hyphenated option ids, duty and irregularity kinds), `undefined`, `None` on the screen. */
async function idsOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate<string>('document.body.innerText');
  const ids = [...OPTION_IDS, ...Object.keys(NAMES.en.obligations), ...Object.keys(NAMES.en.kinds)];
  return [...ids.filter((id) => id.includes('-')), 'undefined', 'None', 'elect'].filter((id) =>
    new RegExp(`(^|[^\\p{L}-])${id}($|[^\\p{L}-])`, 'u').test(text),
  );
}
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const LANGS = ['en', 'nb', 'ru'] as const;

type Violation = { id: string; impact: string | null; nodes: { target: unknown[]; html: string }[] };

/** The serious and critical violations axe-core finds on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  if ((await page.evaluate('typeof window.axe')) === 'undefined') await page.addScriptTag({ path: AXE });
  const found = await page.evaluate<Violation[]>(
    'window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)} ${n.html.slice(0, 120)}`),
    );
}

async function inLanguage(context: BrowserContext, lang: string, url: string): Promise<Page> {
  await context.addInitScript(`localStorage.setItem('tablelaw.lang', ${JSON.stringify(lang)})`);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

async function createTable(body: unknown): Promise<{ director: string; N: string; E: string; W: string }> {
  const res = await fetch(`${live.url}/api/tables`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const created = (await res.json()) as { links?: { director: string; N: string; E: string; W: string } };
  if (created.links === undefined) throw new Error(`not created: ${JSON.stringify(created)}`);
  return created.links;
}

describe.skipIf(!present)('accessibility in chromium — axe-core, labels, keyboard, words', () => {
  test.each(LANGS)(
    '%s: the start page, the director’s panel with a decision, a player’s table: no serious or critical violation, no internal id on screen',
    async (lang) => {
      // The page's Content-Security-Policy forbids injected scripts: the checker's own is let in.
      const context = await live.browser.newContext({
        viewport: { width: 1280, height: 900 },
        bypassCSP: true,
      });
      const start = await inLanguage(context, lang, `${live.url}/`);
      await start.waitForSelector('#rulebook option', { state: 'attached' });
      expect(await start.evaluate('document.documentElement.lang')).toBe(lang);
      expect(await violations(start)).toEqual([]);

      const links = await createTable({ demo: true });
      const director = await inLanguage(context, lang, links.director);
      await director.waitForSelector('[data-hand="E"][data-card="HK"]');
      expect(await violations(director)).toEqual([]);
      // A lead out of turn: the director's panel with its decision and options.
      await director.click('button[data-hand="E"][data-card="HK"]');
      await director.locator('[data-testid="decision"] .option').first().waitFor();
      expect(await violations(director)).toEqual([]);
      expect(await idsOnScreen(director)).toEqual([]);

      const west = await inLanguage(context, lang, links.W);
      await west.waitForSelector('[data-testid="decision"]');
      expect(await violations(west)).toEqual([]);
      expect(await idsOnScreen(west)).toEqual([]);
      await context.close();
    },
    60_000,
  );

  test('every control is named in the language: the language menu, the trick box, the revoke question’s seat', async () => {
    const names = {
      en: ['Language', 'Tricks claimed or conceded', 'Player to ask about a revoke'],
      nb: ['Språk', 'Stikk som kreves eller gis bort', 'Spiller som spørres om renons'],
      ru: ['Язык', 'Взяток в претензии или уступке', 'Кого спросить о ренонсе'],
    };
    const links = await createTable({ demo: true });
    for (const lang of LANGS) {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await inLanguage(context, lang, links.W);
      await page.waitForSelector('[data-hand="W"][data-card]');
      const [language, tricks, askOf] = names[lang];
      expect(await page.getByLabel(language as string).getAttribute('id')).toBe('lang');
      expect(await page.getByLabel(tricks as string).getAttribute('id')).toBe('tricks');
      expect(await page.getByLabel(askOf as string).getAttribute('id')).toBe('ask-of');
      await context.close();
    }
  }, 60_000);

  test('the keyboard reaches every control: Tab from the language menu to the trick box, the statement, the revoke question', async () => {
    const links = await createTable({ demo: true });
    const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await inLanguage(context, 'en', links.W);
    await page.waitForSelector('[data-hand="W"][data-card]');
    await page.focus('#lang');
    const reached = new Set<string>();
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate<string>(
          '(() => { const e = document.activeElement; return e.id || e.dataset.act || e.dataset.mode || e.dataset.card || e.tagName; })()',
        ),
      );
    }
    for (const id of [
      'tricks',
      'statement',
      'ask-of',
      'claim',
      'concede',
      'attention',
      'ask',
      'face-hand',
      'expose',
      'C2',
    ])
      expect(reached, id).toContain(id);
    // Every focusable control has a name a screen reader says.
    const unnamed = await page.evaluate<
      string[]
    >(`Array.from(document.querySelectorAll('button, select, input, [tabindex]'))
      .filter((e) => !(e.getAttribute('aria-label') || e.labels?.length || e.textContent.trim()))
      .map((e) => e.outerHTML.slice(0, 80))`);
    expect(unnamed).toEqual([]);
    await context.close();
  }, 60_000);

  test('cards and calls are announced in words in the chosen language', async () => {
    const words = {
      en: { card: 'king of hearts', call: 'two spades', nt: 'three no trumps' },
      nb: { card: 'hjerter konge', call: 'to spar', nt: 'tre grand' },
      ru: { card: 'король червей', call: 'две пики', nt: 'три без козыря' },
    };
    const demo = await createTable({ demo: true });
    const auction = await createTable({ rulebook: 'wbf-2017', game: 'contract-bridge', seed: 7, robots: [] });
    for (const lang of LANGS) {
      const context = await live.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const table = await inLanguage(context, lang, demo.director);
      const king = table.getByRole('button', { name: words[lang].card, exact: true });
      await king.waitFor();
      expect(await king.getAttribute('data-card')).toBe('HK');
      const bidding = await inLanguage(context, lang, auction.director);
      const twoSpades = bidding.getByRole('button', { name: words[lang].call, exact: true });
      await twoSpades.waitFor();
      expect(await twoSpades.getAttribute('data-call')).toBe('2S');
      const threeNt = bidding.getByRole('button', { name: words[lang].nt, exact: true });
      expect(await threeNt.getAttribute('data-call')).toBe('3NT');
      await twoSpades.click();
      // The same table in each language: a second 2♠ is insufficient and awaits the ruling, which
      // its label says after the call's own words.
      await expect
        .poll(
          async () =>
            (await bidding.locator('.auction span[aria-label]').last().getAttribute('aria-label'))?.split(
              ' — ',
            )[0],
        )
        .toBe(words[lang].call);
      await context.close();
    }
  }, 60_000);

  test('each game’s own table (euchre, Auction Bridge, a contract bridge auction): no serious or critical violation, no internal id, its calls in words', async () => {
    const calls = {
      en: { euchre: 'Order it up', royal: 'two royal spades' },
      nb: { euchre: 'Bestill trumfkortet', royal: 'to kongelig spar' },
      ru: { euchre: 'Заказать козырь', royal: 'две королевские пики' },
    };
    const euchre = await createTable({ demo: 'euchre' });
    const auctionBridge = await createTable({ game: 'auction-bridge', rulebook: 'whist-club-1912', seed: 3 });
    const auction = await createTable({ demo: 'auction' });
    for (const lang of LANGS) {
      // axe-core is injected as a script of the page: past the page's own policy, as above.
      const context = await live.browser.newContext({
        viewport: { width: 1280, height: 900 },
        bypassCSP: true,
      });
      for (const url of [euchre.director, euchre.N, auctionBridge.director, auction.W]) {
        const page = await inLanguage(context, lang, url);
        await page.waitForSelector('[data-testid="calls"] button[data-call]');
        expect(await violations(page), `${lang} ${url}`).toEqual([]);
        expect(await idsOnScreen(page)).toEqual([]);
        const text = await page.evaluate<string>('document.body.innerText');
        expect(text).not.toMatch(/order-up|take-up|turn-down|\dRS\b/);
      }
      const making = await inLanguage(context, lang, euchre.director);
      const order = making.getByRole('button', { name: calls[lang].euchre, exact: true });
      await order.waitFor();
      expect(await order.getAttribute('data-call')).toBe('order-up');
      const declarations = await inLanguage(context, lang, auctionBridge.director);
      const royal = declarations.getByRole('button', { name: calls[lang].royal, exact: true });
      await royal.waitFor();
      expect(await royal.getAttribute('data-call')).toBe('2RS');
      await context.close();
    }
  }, 120_000);
  test.each(LANGS)(
    '%s: the seats’ links after Create (copy buttons, QR codes), a claim on a player’s table, the phone with a decision: no serious or critical violation',
    async (lang) => {
      const context = await live.browser.newContext({
        viewport: { width: 1100, height: 900 },
        bypassCSP: true,
      });
      const start = await inLanguage(context, lang, `${live.url}/`);
      await start.waitForSelector('#rulebook option', { state: 'attached' });
      await start.click('#create');
      await start.locator('[data-testid="created"] .qr svg').first().waitFor();
      expect(await violations(start)).toEqual([]);
      expect(await idsOnScreen(start)).toEqual([]);
      // The demo: West leads, then declarer (South) claims the rest for dummy's side; West sees it.
      const links = await createTable({ demo: true });
      const director = await inLanguage(context, lang, links.director);
      await director.waitForSelector('[data-hand="W"][data-card="S6"]');
      await director.click('button[data-hand="W"][data-card="S6"]');
      await director.selectOption('#actor', 'S');
      await director.locator('#statement').fill('trumps, then the clubs');
      await director.click('[data-act="claim"]');
      await director.locator('[data-testid="claim"]').waitFor();
      expect(await violations(director)).toEqual([]);
      const west = await inLanguage(context, lang, links.W);
      await west.locator('[data-testid="claim"]').waitFor();
      expect(await violations(west)).toEqual([]);
      expect(await idsOnScreen(west)).toEqual([]);
      await context.close();
      const phone = await live.browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        bypassCSP: true,
      });
      const lead = await createTable({ demo: true });
      const east = await inLanguage(phone, lang, lead.E);
      await east.waitForSelector('button[data-hand="E"][data-card="HK"]');
      await east.click('button[data-hand="E"][data-card="HK"]');
      await east.locator('[data-testid="decision"]').waitFor();
      expect(await violations(east)).toEqual([]);
      await phone.close();
    },
    60_000,
  );
});

describe.skipIf(!present)(
  'accessibility in chromium — the ruling log, its corrections and the law texts',
  () => {
    test.each(LANGS)(
      '%s: a ruling in force with "correct this ruling" and a law text open: no serious or critical violation, no internal id',
      async (lang) => {
        const context = await live.browser.newContext({
          viewport: { width: 1280, height: 1200 },
          bypassCSP: true,
        });
        // The demo: East leads out of turn; declarer (South) refuses the lead, then a club is required.
        const links = await createTable({ demo: true });
        const director = await inLanguage(context, lang, links.director);
        await director.waitForSelector('[data-hand="E"][data-card="HK"]');
        await director.click('button[data-hand="E"][data-card="HK"]');
        await director.locator('[data-option="reject-lead"]').click();
        const correct = director.locator('[data-testid="correct-1"]');
        await correct.waitFor();
        await correct.locator('summary').first().click();
        await director.locator('[data-testid="rulings"] details.law-text summary').first().click();
        expect(await violations(director)).toEqual([]);
        expect(await idsOnScreen(director)).toEqual([]);
        await context.close();
      },
      60_000,
    );
  },
);
