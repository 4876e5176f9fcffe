import { describe, expect, test } from 'vitest';
import { lawRefs } from '../../src/laws/law-text.js';
import { RULEBOOKS } from '../../src/laws/registry.js';
import { LANGS } from '../../src/table/rulebook.js';

describe('law texts — every law a provision cites has a text the director can open', () => {
  test.each(Object.keys(RULEBOOKS))('%s: each cited law, in each language', (name) => {
    const rulebook = RULEBOOKS[name];
    if (rulebook === undefined) throw new Error(name);
    const laws = new Set(
      Object.values(rulebook.provisions).flatMap((p) =>
        Object.values(p.options).flatMap((o) => o.laws.map((l) => rulebook.cite?.(l) ?? l)),
      ),
    );
    for (const law of rulebook.corrects ?? []) laws.add(law);
    expect(laws.size).toBeGreaterThan(3);
    const missing = [...laws].filter((law) => LANGS.some((lang) => rulebook.lawText?.(law, lang) == null));
    expect(missing).toEqual([]);
  });

  test('WBF: our paraphrase, in the language asked, its source saying it is not the official text', () => {
    const t = RULEBOOKS['wbf-2017']?.lawText?.('Law 50D2(a)', 'nb');
    expect(t).toMatchObject({ law: 'Law 50', kind: 'paraphrase' });
    expect(t?.text).toMatch(/straffekort/);
    expect(t?.source).toMatch(/WBF 2017.*ikke den offisielle teksten/);
  });

  test('1912 and 1888: the original words, the same in every language, with the printed source', () => {
    const auction = RULEBOOKS['whist-club-1912']?.lawText;
    expect(auction?.('Law 84(a)', 'ru')).toMatchObject({ law: 'Law 84', kind: 'original' });
    expect(auction?.('Law 84(a)', 'ru')?.text).toBe(auction?.('Law 84', 'en')?.text);
    expect(auction?.('Law 84', 'en')?.text).toMatch(/^The penalty for each established revoke is/);
    expect(auction?.('Law 84', 'en')?.source).toMatch(/Auction of To-day/);
    const euchre = RULEBOOKS['somerset-1888']?.lawText;
    expect(euchre?.('Law 104 — the lone player exposes a card or leads out of turn', 'en')?.text).toBe(
      'A player playing alone is liable to no penalty for simply exposing a card; but should he lead out of turn, the card is an exposed card, and can be called.',
    );
    expect(euchre?.('Law 117', 'en')).toBeNull();
  });

  test('a reference is read in the law that contains it, the most precise first', () => {
    expect(lawRefs('Law 50D2(a)')).toEqual(['50D2(a)', '50D2', '50D', '50']);
    expect(lawRefs('Laws 61')).toEqual(['61']);
    expect(lawRefs("Law 100 — the lone player's partner plays")).toEqual(['100']);
  });
});
