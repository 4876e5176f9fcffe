/**
 * The command line and the console name the engine's ids from one table (src/laws/names,
 * ADR 0108): `judge` and `replay` in Norwegian and Russian say every duty a judgement can list —
 * the table's obligations, penalty cards, exposed cards — in the console's words.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { CLI_WORDS } from '../../src/cli/words.js';
import { NAMES as TABLE } from '../../src/laws/names/index.js';
import { WORDS } from '../../src/web/client/i18n.js';
import { NAMES } from '../../src/web/client/names.js';
import { given } from '../laws/given.js';
import { cli } from './harness.js';

const LANGS = ['en', 'nb', 'ru'] as const;

/** A playthrough's record cut after its `n`th event. */
function prefix(name: string, n: number): string {
  const record = JSON.parse(readFileSync(`test/playthroughs/${name}.json`, 'utf8')) as { events: unknown[] };
  return JSON.stringify({ ...record, events: record.events.slice(0, n) });
}

describe('one table of words for the command line and the console', () => {
  test.each(LANGS)('%s: the same words for the same ids, but for the undo of a tap on screen', (lang) => {
    const cliWords = CLI_WORDS[lang];
    const screen = NAMES[lang];
    for (const part of ['kinds', 'options', 'obligations', 'phases', 'statuses', 'suits'] as const)
      expect(cliWords[part], part).toEqual(screen[part]);
    expect(cliWords.law).toBe(screen.law);
    const { undo: cliUndo, ...cliActs } = cliWords.acts;
    const { undo: screenUndo, ...screenActs } = screen.acts;
    expect(cliActs).toEqual(screenActs);
    // The console offers "undo my last tap" (ADR 0088); a record's undo is any seat's last act.
    expect(cliUndo).toBe(TABLE[lang].acts.undo);
    expect(screenUndo).not.toBe(cliUndo);
    const { undo: historyUndo, ...history } = WORDS[lang].events;
    const { undo: doneUndo, ...done } = cliWords.done;
    expect(history).toEqual(done);
    expect(historyUndo).not.toBe(doneUndo);
  });
});

describe('tablelaw judge --lang — every duty in words', () => {
  // Law 58B2: three cards played together; two become major penalty cards (Law 50D).
  const penalty = { 'pc.json': prefix('cards-together-58b2-three-cards', 13) };
  // Auction Bridge: a card exposed, liable to be called.
  const exposed = { 'x.json': prefix('auction-law-71-beatable-card-exposed', 14) };

  test.each([
    ['nb', 'straffekort ♠4 (større)'],
    ['ru', 'штрафная карта ♠4 (крупная)'],
  ] as const)('%s: penalty cards of Law 50D are named (no id, no crash)', async (lang, words) => {
    const judged = await cli(['judge', 'pc.json', '--lang', lang], penalty);
    expect(judged.code, judged.err).toBe(0);
    expect(judged.out).toContain(`N: ${words} — ${lang === 'nb' ? 'Lov' : 'Закон'} 50D`);
    expect(judged.out).not.toContain('penalty-card');
    const json = await cli(['judge', 'pc.json', '--json', '--lang', lang], penalty);
    expect(json.code, json.err).toBe(0);
    const j = JSON.parse(json.out) as { obligations: { kind: string; text: string }[] };
    expect(j.obligations.map((o) => o.kind)).toEqual(['penalty-card', 'penalty-card']);
    expect(j.obligations[0]?.text).toBe(words);
  });

  test.each(LANGS.filter((l) => l !== 'en'))(
    '%s: an exposed card liable to be called is named',
    async (lang) => {
      const judged = await cli(['judge', 'x.json', '--json', '--lang', lang], exposed);
      expect(judged.code, judged.err).toBe(0);
      const j = JSON.parse(judged.out) as { obligations: { kind: string; text: string }[] };
      const duty = j.obligations.find((o) => o.kind === 'exposed-card');
      const card = TABLE[lang].obligations['exposed-card'].split('{card}')[0] ?? '';
      expect(duty?.text.startsWith(card)).toBe(true);
      expect(duty?.text).not.toContain('{card}');
    },
  );
});

describe('tablelaw replay --lang — Law 82C: a corrected ruling in words', () => {
  // 4H by East, South on lead. North leads out of turn, declarer refuses it and requires a club
  // (50D2(a)), South leads C4, dummy plays C6; the director corrects the refusal to an acceptance
  // (54B): the election and both cards are void under the corrected course.
  const corrected = given()
    .play('N', 'C9')
    .elect('E', 'reject-lead')
    .elect('E', 'require-suit', { suit: 'C' })
    .plays('S:C4 W:C6')
    .add({ type: 'correct', seat: 'director', replaces: 1, option: 'accept-lead' });
  const files = { 'corrected.json': JSON.stringify(corrected.record) };

  test.each([
    [
      'en',
      'the board judged again from event 1',
      'Void after a correction (kept in the record, without effect): events 2, 3, 4',
    ],
    [
      'nb',
      'spillet dømt på nytt fra hendelse 1',
      'Uten virkning etter en korrigering (beholdt i protokollen): hendelser 2, 3, 4',
    ],
    [
      'ru',
      'сдача рассмотрена заново с события 1',
      'Без последствий после исправления (сохранены в записи): события 2, 3, 4',
    ],
  ] as const)(
    '%s: the board judged again, and the acts made void, in the language asked',
    async (lang, again, voided) => {
      const replayed = await cli(['replay', 'corrected.json', '--lang', lang], files);
      expect(replayed.code, replayed.err).toBe(0);
      expect(replayed.out).toContain(`↺ ${again}: `);
      expect(replayed.out).toContain(voided);
      if (lang !== 'en') {
        expect(replayed.out).not.toContain('judged again');
        expect(replayed.out).not.toContain('Void after');
      }
    },
  );
});
