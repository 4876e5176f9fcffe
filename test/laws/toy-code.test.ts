/**
 * A fourth code of laws, made here and nowhere else: a copy of wbf-2007 with one provision
 * replaced — a toy Law 53 under which a lead out of turn after the opening lead can only be
 * accepted. It is built from src/laws alone (`deriveCode`, `wbfRulebook`); the table layer, the
 * registry and the record format are not touched, and the judge offers what the toy's provision
 * offers, with its texts and laws, because every decision is built from the provision in force.
 */
import { describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import type { Seat } from '../../src/core/seat.js';
import { nonconformities, provisionNonconformities } from '../../src/laws/conformance.js';
import type { Provision } from '../../src/laws/provision.js';
import { rulebookNamed } from '../../src/laws/registry.js';
import { WBF_2007, WBF_2007_CODE } from '../../src/laws/wbf-2007/index.js';
import { deriveCode, wbfRulebook } from '../../src/laws/wbf-2007/rulebook.js';
import type { AnyRecord, RecordEvent } from '../../src/table/event.js';
import { replay } from '../../src/table/evolve.js';
import { judgementOf } from '../../src/table/judgement.js';
import type { TableRulebook } from '../../src/table/rulebook.js';
import { EXAMPLE_DEAL, FOUR_HEARTS_EAST } from './given.js';

const TOY_53: Provision = {
  ref: '53',
  title: {
    en: 'Lead out of turn: it stands (toy code)',
    nb: 'Utspill fra feil hånd: det står (lekekode)',
    ru: 'Ход вне очереди остаётся в силе (учебный кодекс)',
  },
  chooser: 'declarer',
  options: {
    'accept-lead': {
      laws: ['Law 53A'],
      text: {
        en: 'Accept the lead (the toy code allows nothing else)',
        nb: 'Godta utspillet (lekekoden tillater ikke annet)',
        ru: 'Принять ход (учебный кодекс не допускает иного)',
      },
    },
  },
};

const TOY_CODE = deriveCode(WBF_2007_CODE, { name: 'toy-2007' }, [TOY_53]);
/** The toy's rulebook: its code's judge and texts, wbf-2007's law index. */
const TOY = wbfRulebook(TOY_CODE, WBF_2007.lawIndex, 'wbf-2007');

// 4H by East, dummy West, South on lead. Trick 1 (S:C4 W:C6 N:C3 E:C2) is won in dummy; North
// then leads the H5 out of turn (dummy, West, was to lead).
const TRICK_ONE: readonly [Seat, Card][] = [
  ['S', 'C4'],
  ['W', 'C6'],
  ['N', 'C3'],
  ['E', 'C2'],
];

function record(name: string, more: readonly RecordEvent[] = []): AnyRecord {
  return {
    format: 'tablelaw/1',
    game: 'contract-bridge',
    rulebook: name,
    board: { number: 1, dealer: 'N', vulnerable: 'None', deal: EXAMPLE_DEAL },
    contract: FOUR_HEARTS_EAST,
    events: [
      ...TRICK_ONE.map(([seat, card]): RecordEvent => ({ type: 'play', seat, card })),
      { type: 'play', seat: 'N', card: 'H5' },
      ...more,
    ],
  };
}

const judged = (rulebook: TableRulebook, more: readonly RecordEvent[] = []) =>
  replay(record(rulebook.name, more), rulebook);

describe('A toy fourth code — wbf-2007 with Law 53 replaced, made in src/laws and this test alone', () => {
  test('under wbf-2007, Law 53 offers accept or refuse', () => {
    const r = judged(WBF_2007);
    if (r.state === null) throw new Error('replays');
    expect(r.state.pending?.options.map((o) => o.id)).toEqual(['accept-lead', 'reject-lead']);
  });

  test('under the toy code, its Law 53 offers only acceptance, with its own texts and laws', () => {
    const r = judged(TOY);
    if (r.state === null) throw new Error('replays');
    const j = judgementOf(r.state, TOY, 'en');
    expect(r.state.pending?.provision).toBe('53');
    expect(TOY.title('53', 'en')).toBe('Lead out of turn: it stands (toy code)');
    expect(j.pending?.options.map((o) => [o.id, o.laws, o.text])).toEqual([
      ['accept-lead', ['Law 53A'], 'Accept the lead (the toy code allows nothing else)'],
    ]);
    expect(j.pending?.chooser).toEqual(['E']);
    expect(nonconformities(r.state, TOY)).toEqual([]);
  });

  test('Law 53A under the toy code: refusing is not offered; accepting lets play go on to the score', () => {
    const refused = judged(TOY, [{ type: 'elect', seat: 'E', option: 'reject-lead' }]);
    expect(refused.error).toMatchObject({ kind: 'not-offered', at: 5 });
    const accepted = judged(TOY, [{ type: 'elect', seat: 'E', option: 'accept-lead' }]);
    if (accepted.state === null) throw new Error('replays');
    expect(accepted.error).toBeUndefined();
    expect(accepted.state.irregularities.at(0)).toMatchObject({
      kind: 'lead-out-of-turn',
      status: 'rectified',
      laws: ['Law 53A'],
    });
    expect(accepted.state.pending).toBeNull();
    expect(accepted.state.turn).toBe('E');
  });

  test('the other provisions are wbf-2007’s own: Law 54 is unchanged', () => {
    expect(TOY.provisions['54']).toBe(WBF_2007.provisions['54']);
    expect(TOY.provisions['53']).toBe(TOY_53);
    expect(WBF_2007.provisions['53']?.options['reject-lead']).toBeDefined();
  });

  test('the registry does not know it: it is the test’s own code', () => {
    expect(rulebookNamed('toy-2007').ok).toBe(false);
  });

  test('its provisions keep to its code: laws in the index, option ids declared', () => {
    expect(provisionNonconformities(TOY)).toEqual([]);
  });
});

describe('Law 66B in a toy code — a code replaces a reading by naming its own function', () => {
  // A toy reading of 66B: a player may never see his own last card again once the trick is quitted.
  const NEVER = deriveCode(WBF_2007_CODE, { name: 'toy-66b', lastTrickMayBeSeen: () => false }, []);
  const TOY_66B = wbfRulebook(NEVER, WBF_2007.lawIndex, 'wbf-2007');
  const asked: readonly RecordEvent[] = [
    { type: 'play', seat: 'W', card: 'CA' },
    { type: 'ask', seat: 'N', of: 'E', about: 'last-trick' },
  ];

  test('the same request to see the last trick: lawful under wbf-2007, recorded (66C) under the toy', () => {
    const lawful = replay(
      { ...record('wbf-2007'), events: [...record('wbf-2007').events.slice(0, 4), ...asked] },
      WBF_2007,
    );
    const toy = replay(
      { ...record('toy-66b'), events: [...record('toy-66b').events.slice(0, 4), ...asked] },
      TOY_66B,
    );
    expect(lawful.state?.irregularities.toArray()).toEqual([]);
    expect(toy.state?.irregularities.toArray()).toEqual([
      expect.objectContaining({ kind: 'trick-inspected', offender: 'N', laws: ['Law 66C'] }),
    ]);
  });

  test('everything else is 2007’s: the other readings and the provisions', () => {
    expect(NEVER.revokeTricksNotWon).toBe(WBF_2007_CODE.revokeTricksNotWon);
    expect(NEVER.provisions).toEqual(WBF_2007_CODE.provisions);
  });
});
