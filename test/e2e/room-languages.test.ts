/**
 * The director's room in English, Norsk and Russian, in chromium: its words in the language
 * chosen (the console's, kept in the browser), every control labelled, no serious axe-core
 * violation, and the language menu changing the room at once.
 */
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { type Created, createSession, playBoard, tokenOf } from '../server/session-wire.js';
import { violations } from './axe.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';

const live = useBrowserAndServer();

describe.skipIf(!present)('the director’s room in three languages, in chromium', () => {
  test('the director’s room in English, Norsk and Russian: its words, every control labelled, no serious axe-core violation, the language menu', async () => {
    const s = (await createSession(live, {
      tables: 3,
      movement: 'mitchell',
      boardsPerRound: 1,
      event: 'Onsdag',
    })) as Created & { follow: { table: number; links: Record<string, string> }[] };
    const room = (await (
      await fetch(`${live.url}/api/sessions/${s.id}`, {
        headers: { authorization: `Bearer ${tokenOf(s.links.room)}` },
      })
    ).json()) as { tables: { board: number; round: number; links: { director: string } }[] };
    const first = room.tables.find((t) => t.round === 1) as { links: { director: string } };
    await playBoard(live, first.links.director, 3);
    const expected = {
      en: {
        title: 'Procedural penalty (Law 90)',
        caption: 'Tables calling the director first',
        finished: 'finished',
      },
      nb: {
        title: 'Prosedyrestraff (lov 90)',
        caption: 'Bord som tilkaller turneringslederen',
        finished: 'ferdig',
      },
      ru: {
        title: 'Процедурный штраф (закон 90)',
        caption: 'Сначала столы, вызывающие судью',
        finished: 'сыграна',
      },
    } as const;
    for (const lang of ['en', 'nb', 'ru'] as const) {
      const context = await live.browser.newContext({
        viewport: { width: 1100, height: 1000 },
        bypassCSP: true,
      });
      await context.addInitScript(`localStorage.setItem('tablelaw.lang', ${JSON.stringify(lang)})`);
      const page = await context.newPage();
      await page.goto(s.links.room);
      await page.waitForSelector('#found:not([hidden])');
      await page.waitForSelector('#tables table');
      expect(await page.evaluate('document.documentElement.lang')).toBe(lang);
      expect(await page.locator('#penalty-title').textContent()).toBe(expected[lang].title);
      expect(await page.locator('#tables caption').textContent()).toContain(expected[lang].caption);
      expect(await page.locator('#tables').textContent()).toContain(expected[lang].finished);
      // Each table's evening links (ADR 0109), each named in the language: three tables, five links each.
      await page.waitForSelector('#evening:not([hidden])');
      await page.click('#evening summary');
      expect(await page.locator('#evening a').count()).toBe(15);
      const named = await page
        .locator('#evening li[data-evening="2"] a[data-seat="S"]')
        .getAttribute('aria-label');
      expect(named).toContain(lang === 'ru' ? 'стол 2' : lang === 'nb' ? 'bord 2' : 'table 2');
      expect(await page.locator('#evening li[data-evening="2"] a[data-seat="S"]').getAttribute('href')).toBe(
        s.follow.find((f) => f.table === 2)?.links['S'],
      );
      expect(await violations(page), lang).toEqual([]);
      for (const id of [
        'lang',
        'penalty-board',
        'penalty-pair',
        'penalty-amount',
        'penalty-reason',
        'found-table',
        'found-deal',
      ]) {
        const name = await page.evaluate<string>(
          `(() => { const e = document.getElementById('${id}'); return (e.getAttribute('aria-label') ?? e.labels[0]?.textContent ?? '').trim(); })()`,
        );
        expect(name, `${lang} ${id}`).not.toBe('');
      }
      if (lang !== 'en')
        await page.screenshot({
          path: join(SHOTS, lang === 'nb' ? '52-room-norsk.png' : '53-room-russian.png'),
          fullPage: true,
        });
      else {
        // The language menu: Русский chosen, the room speaks Russian at once.
        await page.selectOption('#lang', 'ru');
        await expect.poll(() => page.locator('#penalty-title').textContent()).toBe(expected.ru.title);
        await expect.poll(() => page.locator('#tables caption').textContent()).toContain(expected.ru.caption);
        await expect.poll(() => page.title()).toBe('tablelaw — комната судьи');
      }
      await context.close();
    }
  }, 90_000);
});
