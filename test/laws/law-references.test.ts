/**
 * Every law a code names exists in that code's law index (src/laws/coverage.ts), in the code's
 * own numbering: the reference of each of its provisions, and every law reference written in
 * the modules that judge it (`'Law 64A2'`, `'§ 35'`), whether or not a test reaches it. The
 * conformance check (src/laws/conformance.ts) sees only the laws of states that occur; this reads
 * the source, so a misspelt paragraph in a branch no record takes fails here too.
 *
 * The WBF modules of src/laws/wbf-2007 judge all three WBF codes: a reference there is a 2007 law
 * or, where a module names a law of the code it serves (2017's 57D duty, an auction law of 1997
 * or 2017), a law of one of the codes derived from it. Each derived code's own modules cite its
 * own laws.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { inIndex, provisionNonconformities } from '../../src/laws/conformance.js';
import type { Rulebook } from '../../src/laws/provision.js';
import { RULEBOOKS } from '../../src/laws/registry.js';
import { WBF_1997_CODE } from '../../src/laws/wbf-1997/index.js';
import { WBF_2017_CODE } from '../../src/laws/wbf-2017/index.js';

const TEXT = { en: 'x', nb: 'x', ru: 'x' };
const LAWS = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/laws');

/** A law reference written as a string in source text, in any quotes: `'Law 64A2'`, `"Law 45C4(b)"`, `'§ 35'`. */
const REFERENCE = /(['"`])((?:Laws? |§ ?)[0-9]+[A-Za-z0-9()]*)\1/g;

/** The law references written in `text`. */
function referencesIn(text: string): string[] {
  return [...new Set([...text.matchAll(REFERENCE)].map((m) => m[2] as string))];
}

/** The law references written in the modules of a folder of src/laws. */
function referencesOf(folder: string): { file: string; law: string }[] {
  const dir = join(LAWS, folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) =>
      referencesIn(readFileSync(join(dir, f), 'utf8')).map((law) => ({ file: `${folder}/${f}`, law })),
    );
}

/** Whether `law`, as the engine writes it, names a law of `rulebook`'s index in its numbering. */
const ofCode = (rulebook: Rulebook, law: string): boolean =>
  inIndex(rulebook.lawIndex, rulebook.cite?.(law) ?? law);

const rulebook = (name: string): Rulebook => {
  const r = RULEBOOKS[name];
  if (r === undefined) throw new Error(`no rulebook ${name}`);
  return r;
};

describe("Law references — each provision of every code, and each of its options' laws, is in its index", () => {
  for (const [name, r] of Object.entries(RULEBOOKS))
    test(name, () => {
      expect(provisionNonconformities(r)).toEqual([]);
    });

  test('a provision of a law outside the index, an option citing one, an id not declared: found', () => {
    const r = rulebook('wbf-2007');
    const p54 = r.provisions['54'];
    if (p54 === undefined) throw new Error('wbf-2007 has provision 54');
    const broken: Rulebook = {
      ...r,
      provisions: {
        ...r.provisions,
        '54': {
          ...p54,
          ref: '54F',
          options: { ...p54.options, 'accept-lead': { laws: ['Law 93A'], text: TEXT } },
        },
        '99': {
          ref: '99',
          title: TEXT,
          chooser: 'director',
          options: { 'call-card': { laws: ['Law 99'], text: TEXT } },
        },
      },
    };
    expect(provisionNonconformities(broken)).toEqual([
      'provision 54F cites Law 54F, not in the law index of wbf-2007',
      'accept-lead of provision 54F cites Law 93A, not in the law index of wbf-2007',
      'provision 99 cites Law 99, not in the law index of wbf-2007',
      'call-card of provision 99 is not among the option ids wbf-2007 declares',
      'call-card of provision 99 cites Law 99, not in the law index of wbf-2007',
    ]);
  });
});

describe("Law references — every law written in a code's own modules is in its index", () => {
  // wbf-2007's modules judge the codes derived from it too: the next test.
  for (const name of Object.keys(RULEBOOKS).filter((n) => n !== 'wbf-2007'))
    test(name, () => {
      const r = rulebook(name);
      const refs = referencesOf(name);
      expect(refs.length).toBeGreaterThan(0);
      expect(refs.filter((x) => !ofCode(r, x.law)).map((x) => `${x.file}: ${x.law}`)).toEqual([]);
    });

  test('wbf-2007 modules, which judge 1997 and 2017 too: a 2007 law, or one of a code derived from it', () => {
    const derived = Object.values(RULEBOOKS).filter((r) => r.base === 'wbf-2007');
    expect(derived.map((r) => r.name).sort()).toEqual(['wbf-1997', 'wbf-2017']);
    const base = rulebook('wbf-2007');
    const missing = referencesOf('wbf-2007').filter(
      (x) => !ofCode(base, x.law) && !derived.some((r) => ofCode(r, x.law)),
    );
    expect(missing.map((x) => `${x.file}: ${x.law}`)).toEqual([]);
  });

  test("a derived code's numbering maps a 2007 law to a law of its own index", () => {
    const base = rulebook('wbf-2007');
    for (const code of [WBF_1997_CODE, WBF_2017_CODE]) {
      const own = rulebook(code.name);
      const entries = Object.entries(code.renumber);
      expect(entries.length).toBeGreaterThan(0);
      for (const [from, to] of entries) {
        expect(inIndex(base.lawIndex, from), `${from} in wbf-2007`).toBe(true);
        expect(inIndex(own.lawIndex, to), `${to} in ${code.name}`).toBe(true);
        expect(own.cite?.(from)).toBe(to);
      }
    }
  });

  test('a misspelt reference is found (the check can fail)', () => {
    const refs = referencesIn("laws: ['Law 64A2', `Law 64B9`], other: [\"Law 45C4(b)\"], '§ 93', 'Law 64A2'");
    expect(refs).toEqual(['Law 64A2', 'Law 64B9', 'Law 45C4(b)', '§ 93']);
    const r = rulebook('wbf-2007');
    expect(refs.filter((law) => !ofCode(r, law))).toEqual(['Law 64B9', '§ 93']);
  });
});
