/**
 * Provisions as the only source of offers, and each code's own vocabulary: every option of a
 * provision is an id its code declares, and every id it declares is offered by one of its
 * provisions; every law a provision cites is in its code's law index; and over every playthrough
 * and example record, at every event, the decision pending and the irregularities recorded keep
 * to the code (src/laws/conformance.ts). The same function checks every state the law tests
 * judge (test/laws/record-board.ts) and every random table of the property tests
 * (test/table/property.test.ts and the Auction Bridge and euchre ones).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { inIndex, nonconformities } from '../../src/laws/conformance.js';
import { offersFrom, PENDING_FACTS, pendingFrom } from '../../src/laws/provision.js';
import { OPTION_IDS, RULEBOOK_NAMES, RULEBOOKS, rulebookNamed } from '../../src/laws/registry.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { parseRecord } from '../../src/notation/record/record.js';
import { evolve } from '../../src/table/evolve.js';
import { Irregularities } from '../../src/table/irregularities.js';
import { startTable } from '../../src/table/mechanics.js';
import { EXAMPLE_DEAL, FOUR_HEARTS_EAST } from './given.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

describe('Provisions — each code declares its own option ids, and its provisions offer only those', () => {
  for (const [name, rulebook] of Object.entries(RULEBOOKS))
    test(`${name}: the options of its provisions are the ids it declares`, () => {
      const offered = new Set(Object.values(rulebook.provisions).flatMap((p) => Object.keys(p.options)));
      expect([...offered].filter((id) => !(rulebook.optionIds as readonly string[]).includes(id))).toEqual(
        [],
      );
      expect(rulebook.optionIds.filter((id) => !offered.has(id))).toEqual([]);
    });

  test('the record format accepts the ids of every code, and the names of the registry', () => {
    expect([...OPTION_IDS].sort()).toEqual(
      [...new Set(Object.values(RULEBOOKS).flatMap((r) => r.optionIds))].sort(),
    );
    expect(RULEBOOK_NAMES).toEqual(Object.keys(RULEBOOKS));
  });
});

describe('Provisions — every law a provision cites is in its code’s law index', () => {
  for (const [name, rulebook] of Object.entries(RULEBOOKS))
    test(`${name}`, () => {
      const index = rulebook.lawIndex;
      const missing = Object.values(rulebook.provisions).flatMap((p) =>
        Object.entries(p.options).flatMap(([id, spec]) =>
          (spec?.laws ?? [])
            .map((law) => rulebook.cite?.(law) ?? law)
            .filter((law) => !inIndex(index, law))
            .map((law) => `${p.ref} ${id}: ${law}`),
        ),
      );
      expect(missing).toEqual([]);
    });

  test('a law outside the index is found (the check can fail)', () => {
    const index = WBF_2007.lawIndex;
    expect(inIndex(index, 'Law 64A2')).toBe(true);
    expect(inIndex(index, 'Law 64')).toBe(true);
    expect(inIndex(index, 'Law 93B')).toBe(false);
  });
});

describe('Provisions — a decision is built from its provision', () => {
  const p54 = WBF_2007.provisions['54'];
  if (p54 === undefined) throw new Error('wbf-2007 has provision 54');

  test('Law 54: all its options, in its order, each citing its laws', () => {
    const pending = pendingFrom(p54, ['E'], { about: 3 });
    expect(pending.provision).toBe('54');
    expect(pending.next).toBe('E');
    expect(pending.options.map((o) => [o.id, o.laws])).toEqual([
      ['spread-hand', ['Law 54A']],
      ['accept-lead', ['Law 54B']],
      ['reject-lead', ['Law 54D', 'Law 56']],
    ]);
  });

  test('an option the provision does not have is not offered', () => {
    expect(offersFrom(p54, ['accept-lead', 'take-tricks']).map((o) => o.id)).toEqual(['accept-lead']);
  });

  test('Law 55: an offer may cite a paragraph of its option’s laws (55B1 of 55B), not another law', () => {
    const p55 = WBF_2007.provisions['55'];
    if (p55 === undefined) throw new Error('wbf-2007 has provision 55');
    expect(offersFrom(p55, [{ id: 'reject-lead', laws: ['Law 55B1'] }])[0]?.laws).toEqual(['Law 55B1']);
    expect(() => offersFrom(p55, [{ id: 'reject-lead', laws: ['Law 54D'] }])).toThrow(/not within/);
  });

  test('a provision that offers no decision opens none; the first to answer is a chooser', () => {
    const p56 = WBF_2007.provisions['56'];
    if (p56 === undefined) throw new Error('wbf-2007 has provision 56');
    expect(() => pendingFrom(p56, ['E'], { about: 1 })).toThrow(/offers no decision/);
    expect(() => pendingFrom(p54, ['E'], { about: 1, next: 'N' })).toThrow(/not among its choosers/);
  });

  test('every fact given is kept, and only the facts of a decision (a judge’s own are not copied)', () => {
    const facts = {
      about: 7,
      proper: 'S',
      offender: 'W',
      required: ['SA'],
      findings: [{ fact: 'could-see-dummy', default: false, laws: ['Law 54C'] }],
      claim: { seq: 5, kind: 'claim', seat: 'E', tricks: 3 },
      expressed: { option: { id: 'accept-lead', laws: ['Law 54B'] }, by: 'N' },
      next: 'E',
    } as const;
    const pending = pendingFrom(p54, ['N', 'E'], { ...facts, also: ['S'] } as typeof facts);
    const { next: _first, ...kept } = facts;
    expect(pending).toEqual({
      ...kept,
      provision: '54',
      chooser: ['N', 'E'],
      next: 'E',
      options: pendingFrom(p54, ['E'], { about: 0 }).options,
    });
    // Facts not given are absent, not undefined.
    expect(Object.keys(pendingFrom(p54, ['E'], { about: 1 })).sort()).toEqual([
      'about',
      'chooser',
      'next',
      'options',
      'provision',
    ]);
  });

  test('each fact a decision may hold is copied, alone, and first, in the order listed', () => {
    for (const fact of PENDING_FACTS) {
      const value = fact === 'about' ? 4 : { a: fact };
      const facts = fact === 'about' ? { about: value } : { about: 4, [fact]: value };
      const pending = pendingFrom(p54, ['E'], facts as { about: number });
      expect(pending[fact as keyof typeof pending], fact).toBe(value);
      expect(Object.keys(pending), fact).toEqual([
        ...(fact === 'about' ? ['about'] : ['about', fact]),
        'provision',
        'chooser',
        'next',
        'options',
      ]);
    }
    // In the order listed, when all are given.
    const all = Object.fromEntries(PENDING_FACTS.map((f) => [f, f === 'about' ? 1 : f]));
    expect(
      Object.keys(pendingFrom(p54, ['E'], all as { about: number })).slice(0, PENDING_FACTS.length),
    ).toEqual(PENDING_FACTS);
    // Not the offender, when the decision is about an irregularity that names him.
    expect(pendingFrom(p54, ['E'], { about: 1, offender: 'W' }, undefined, true)).not.toHaveProperty(
      'offender',
    );
  });

  test('the offers of a provision are data: the same option gives an equal offer each time', () => {
    const once = pendingFrom(p54, ['E'], { about: 1 }).options;
    const again = pendingFrom(p54, ['W'], { about: 2 }).options;
    expect(again).toEqual(once);
    expect(offersFrom(p54, ['accept-lead'])).toEqual([{ id: 'accept-lead', laws: ['Law 54B'] }]);
    expect(offersFrom(p54, [{ id: 'accept-lead', card: 'SA' }])).toEqual([
      { id: 'accept-lead', laws: ['Law 54B'], card: 'SA' },
    ]);
  });
});

describe('Provisions — the conformance check finds what is not of the code', () => {
  const record = {
    format: 'tablelaw/1' as const,
    game: 'contract-bridge' as const,
    rulebook: 'wbf-2007',
    board: { number: 1, dealer: 'N' as const, vulnerable: 'None' as const, deal: EXAMPLE_DEAL },
    contract: FOUR_HEARTS_EAST,
    events: [],
  };
  const start = startTable(record, WBF_2007.game);
  if (!start.ok) throw new Error('the board starts');
  const table = start.value;

  test('a sound state has none', () => {
    expect(nonconformities(table, WBF_2007)).toEqual([]);
  });

  test('an option its provision lacks, a law outside the option, a provision that offers nothing', () => {
    const pending = {
      provision: '54',
      chooser: ['E' as const],
      next: 'E' as const,
      about: 0,
      options: [
        { id: 'take-tricks' as const, laws: ['Law 54A'] },
        { id: 'accept-lead' as const, laws: ['Law 53A'] },
      ],
    };
    expect(nonconformities({ ...table, pending }, WBF_2007)).toEqual([
      'take-tricks is not an option of provision 54',
      'accept-lead of 54 cites Law 53A, not within Law 54B',
    ]);
    expect(
      nonconformities({ ...table, pending: { ...pending, provision: '56', options: [] } }, WBF_2007),
    ).toEqual(['provision 56 offers no decision']);
  });

  test('a kind the code does not declare, a law outside its index', () => {
    const irregularity = {
      seq: 0,
      kind: 'lone-hand-abandoned' as const,
      offender: 'N' as const,
      status: 'rectified' as const,
      laws: ['Law 93B'],
      trick: 0,
    };
    expect(
      nonconformities({ ...table, irregularities: Irregularities.of([irregularity]) }, WBF_2007),
    ).toEqual([
      'irregularity kind lone-hand-abandoned is not declared by wbf-2007',
      'irregularity lone-hand-abandoned (event 0) cites Law 93B, not in the law index of wbf-2007',
    ]);
  });
});

/** The records of the playthroughs and examples, with their paths. */
function records(): { path: string; text: string }[] {
  const dirs = ['test/playthroughs', 'examples'];
  return dirs.flatMap((dir) =>
    readdirSync(join(ROOT, dir))
      .filter((f) => f.endsWith('.json'))
      .map((f) => ({ path: `${dir}/${f}`, text: readFileSync(join(ROOT, dir, f), 'utf8') })),
  );
}

describe('Provisions — every state of every playthrough keeps to its code', () => {
  const all = records();
  test('there are playthroughs of every code', () => {
    const codes = new Set(
      all.map((r) => (JSON.parse(r.text) as { rulebook: string }).rulebook).filter((n) => n !== undefined),
    );
    for (const name of ['wbf-2007', 'whist-club-1912', 'somerset-1888']) expect(codes).toContain(name);
  });
  for (const r of all)
    test(r.path, () => {
      const read = parseRecord(r.text);
      if (!read.ok) throw new Error(`${r.path} does not read`);
      const record = read.value;
      const found = rulebookNamed(record.rulebook);
      if (!found.ok) throw new Error(found.error.message);
      const rulebook = found.value;
      const start = startTable(record, rulebook.game);
      if (!start.ok) throw new Error(start.error.message);
      let state = start.value;
      const wrong: string[] = [];
      record.events.forEach((event, seq) => {
        const next = evolve(state, event, seq, rulebook);
        if (!next.ok) return;
        state = next.value;
        wrong.push(...nonconformities(state, rulebook).map((w) => `event ${seq}: ${w}`));
      });
      expect(wrong).toEqual([]);
    });
});
