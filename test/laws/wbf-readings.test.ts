/**
 * The paragraphs the WBF codes of 1997, 2007 and 2017 read differently (`WbfReadings`,
 * src/laws/wbf-2007/code.ts): for each, one record judged under the three codes, and the outcome
 * each code gives. The table is keyed by the readings, so a reading added to the code without a
 * case here does not compile. And a code replaces a reading of 2007 exactly where its outcome
 * differs from 2007's: a replaced function that changes nothing here, or a changed outcome that
 * comes from elsewhere, fails. The differences that are a replaced provision or another number
 * are checked the same way.
 */
import { describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import { judgeRecord } from '../../src/laws/judge.js';
import { WBF_1997_CODE } from '../../src/laws/wbf-1997/index.js';
import type { WbfCode, WbfReadings } from '../../src/laws/wbf-2007/code.js';
import { WBF_2007_CODE } from '../../src/laws/wbf-2007/index.js';
import { WBF_2017_CODE } from '../../src/laws/wbf-2017/index.js';
import type { Judgement } from '../../src/table/judgement.js';
import { type Board, given } from './given.js';

const CODES = ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const;
type Code = (typeof CODES)[number];
const CODE_OF: { readonly [C in Code]: WbfCode } = {
  'wbf-1997': WBF_1997_CODE,
  'wbf-2007': WBF_2007_CODE,
  'wbf-2017': WBF_2017_CODE,
};

type Case = {
  /** The law and what it decides: the `describe` (`Law 64A2 — …`). */
  readonly law: string;
  /** The outcome of the case's record(s) judged under `code`. */
  readonly outcome: (code: Code) => unknown;
  /** Each code's outcome, with a few words for the test's name. */
  readonly expected: { readonly [C in Code]: readonly [unknown, string] };
};

/** The judgement, or the kind of the refusal of the last event. */
const judgedOrRefused = (b: Board): Judgement | string => {
  const j = judgeRecord(b.record);
  return j.ok ? b.judge() : j.error.kind;
};

const TRICK_ONE = 'S:C4 W:C6 N:C3 E:C2'; // 4H by East: South leads, won in dummy (West)
// 3NT by East: South fails to follow to a spade on trick two (he holds KT953), then wins trick
// three with the spade king — a card he could have played to the revoke trick.
const NT = { level: 3, strain: 'NT', risk: '', declarer: 'E' } as const;
const southRevokesInNT = () =>
  given(undefined, NT).plays('S:C4 W:CA N:C3 E:C2 W:S7 N:S2 E:SJ S:D2 E:SQ S:SK W:C6 N:S4').continuePlay();
// 45 legal plays after which West has led CT to trick 12.
const TO_TRICK_TWELVE =
  'S:D4 W:DA N:DJ E:D9 W:C6 N:C7 E:C5 S:C4 N:C8 E:C2 S:S3 W:CK W:S7 N:S2 E:SJ S:S9 E:H8 S:HT W:H7 N:HK ' +
  'N:S8 E:SA S:ST W:H4 W:CA N:C9 E:CJ S:D2 W:D6 N:HA E:DK S:DT N:HJ E:H6 S:H3 W:H2 N:S6 E:SQ S:SK W:CQ ' +
  'S:D5 W:DQ N:S4 E:D7 W:CT';

const CASES: { readonly [R in keyof WbfReadings]: Case } = {
  designationMayChange: {
    law: 'Law 45C4(b) — who may change an unintended designation, and until when',
    outcome: (code) => {
      // North leads C9, East and South play, then North designates C3: after his partner played.
      const afterPartner = given()
        .plays('S:HT W:H2 N:HA E:H6')
        .add({ type: 'designate', seat: 'N', card: 'C9' })
        .plays('E:C2 S:C4')
        .add({ type: 'designate', seat: 'N', card: 'C3' })
        .under(code)
        .judge();
      // North designates C3, then at once C9: nobody has played since.
      const atOnce = given()
        .plays('S:C4 W:C6')
        .add({ type: 'designate', seat: 'N', card: 'C3' })
        .add({ type: 'designate', seat: 'N', card: 'C9' })
        .under(code)
        .judge();
      return [afterPartner.irregularities.at(-1)?.status, atOnce.irregularities.at(-1)?.status];
    },
    expected: {
      'wbf-1997': [['pending', 'pending'], 'any player, with no limit at his partner’s play'],
      'wbf-2007': [['no-rectification', 'pending'], 'any player, until his partner has played'],
      'wbf-2017': [['no-rectification', 'no-rectification'], 'only declarer, of dummy’s card'],
    },
  },
  misinformedLeadRevokes: {
    law: 'Law 47E1 — a lead made on misinformation and the revoke it established',
    outcome: (code) =>
      given()
        .plays('S:C4 W:C6 N:S2 E:C2')
        .play('S', 'D2')
        .add({ type: 'finding', seat: 'director', fact: 'misinformed', value: true })
        .under(code)
        .judge().irregularities[0]?.status,
    expected: {
      'wbf-1997': ['established', 'the revoke stays established'],
      'wbf-2007': ['established', 'the revoke stays established'],
      'wbf-2017': ['latent', '"Law 63A1 does not apply": latent again'],
    },
  },
  leavePenaltyCards: {
    law: 'Law 51B2 — penalty cards in two suits: the option to leave them',
    outcome: (code) =>
      given()
        .play('N', 'C9')
        .add({ type: 'expose', seat: 'N', card: 'S8', how: 'dropped' })
        .elect('E', 'reject-lead')
        .under(code)
        .judge()
        .pending?.options.find((o) => o.id === 'leave-penalty-card')?.laws,
    expected: {
      'wbf-1997': [['Law 51B', 'Law 50D2(b)'], 'as the provision states it'],
      'wbf-2007': [['Law 51B', 'Law 50D2(b)'], 'as the provision states it'],
      'wbf-2017': [['Law 51B2(c)'], 'neither require nor forbid, 51B2(c)'],
    },
  },
  leadOutOfTurnRetracted: {
    law: 'Law 53A — a lead out of turn to trick thirteen',
    outcome: (code) => {
      const b = given().plays(TO_TRICK_TWELVE).continuePlay(3);
      const s = b.state;
      const wrong = (['N', 'E', 'S', 'W'] as const).find((x) => x !== s.turn && x !== s.dummy) ?? 'N';
      const suit = (['C', 'D', 'H', 'S'] as const).findIndex((_, k) => s.hands[wrong][k as 0] !== 0);
      const rank = '23456789TJQKA'.split('').find((_, r) => (s.hands[wrong][suit as 0] & (1 << r)) !== 0);
      const j = b
        .play(wrong, `${'CDHS'[suit]}${rank}` as Card)
        .under(code)
        .judge();
      return [
        j.irregularities.at(-1)?.status,
        j.pending?.options.some((o) => o.id === 'accept-lead') ?? false,
      ];
    },
    expected: {
      'wbf-1997': [['pending', true], 'declarer may accept it'],
      'wbf-2007': [['pending', true], 'declarer may accept it'],
      'wbf-2017': [['rectified', false], 'it cannot be accepted: retracted'],
    },
  },
  defenderElectsFirst: {
    law: 'Law 55A — the defenders choose differently on declarer’s lead out of turn',
    outcome: (code) => {
      // Declarer leads SA out of turn (dummy won trick one); North accepts, then South retracts it.
      const j = judgedOrRefused(
        given()
          .plays(TRICK_ONE)
          .under(code)
          .play('E', 'SA')
          .elect('N', 'accept-lead')
          .elect('S', 'reject-lead'),
      );
      return typeof j === 'string' ? j : j.irregularities[0]?.status;
    },
    expected: {
      'wbf-1997': ['not-offered', 'the first election binds'],
      'wbf-2007': ['rectified', 'the one next in turn prevails'],
      'wbf-2017': ['rectified', 'the one next in turn prevails'],
    },
  },
  attemptedPlayAtRhoTurn: {
    law: "Law 57D — a defender's attempted play at his right-hand opponent's turn",
    outcome: (code) => {
      const j = given().plays(`${TRICK_ONE} W:CT N:C7 S:D2`).under(code).judge();
      return [j.irregularities[0]?.status, j.irregularities[0]?.laws];
    },
    expected: {
      'wbf-1997': [['no-rectification', ['Law 57']], 'a play out of turn, no rectification'],
      'wbf-2007': [['no-rectification', ['Law 57']], 'a play out of turn, no rectification'],
      'wbf-2017': [['rectified', ['Law 57D']], 'to be played at his proper turn'],
    },
  },
  defenderAsksPartner: {
    law: 'Law 61B — a defender asks his partner about a revoke (1997 63B)',
    outcome: (code) => {
      const asked = given()
        .plays('S:C4 W:C6 N:S2 E:C2')
        .add({ type: 'ask', seat: 'S', of: 'N', about: 'revoke' });
      const kinds = asked
        .under(code)
        .judge()
        .irregularities.map((i) => i.kind);
      const transfers = asked
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C3')
        .continuePlay()
        .judge().result?.transfers;
      return [kinds, transfers?.length];
    },
    expected: {
      'wbf-1997': [[['revoke', 'illegal-inquiry'], 1], 'an illegal inquiry; 64 applies as if established'],
      'wbf-2007': [[['revoke'], 0], 'a lawful question; the revoke corrected'],
      'wbf-2017': [[['revoke'], 0], 'a lawful question; the revoke corrected'],
    },
  },
  revokeTrickReopened: {
    law: 'Law 62C3 — both sides revoke on one trick',
    outcome: (code) =>
      given()
        .plays('S:C4 W:C6 N:S2 E:H6 E:SA')
        .add({ type: 'attention', seat: 'S', to: 'revoke' })
        .under(code)
        .judge()
        .obligations.filter((o) => o.kind === 'correct-revoke')
        .map((o) => o.seat),
    expected: {
      'wbf-1997': [['N'], "only North's revoke is corrected"],
      'wbf-2007': [['N'], "only North's revoke is corrected"],
      'wbf-2017': [['E', 'N'], 'both are corrected'],
    },
  },
  establishByAgreement: {
    law: "Law 63A4 — agreement to an opponent's claim establishes the agreeing side's revoke",
    outcome: (code) =>
      given()
        .plays('S:C4 W:C6 N:S2 E:C2')
        .add({ type: 'claim', seat: 'E', tricks: 12 })
        .add({ type: 'agree', seat: 'S' })
        .under(code)
        .judge()
        .irregularities[0]?.laws.at(-2),
    expected: {
      'wbf-1997': ['Law 63A3', 'cited as 63A3'],
      'wbf-2007': ['Law 63A3', 'cited as 63A3'],
      'wbf-2017': ['Law 63A4', 'cited as 63A4'],
    },
  },
  revokeTricksNotWon: {
    law: 'Law 64A2 — the offending player did not win the revoke trick',
    outcome: (code) => southRevokesInNT().under(code).judge().result?.transfers,
    expected: {
      'wbf-1997': [
        [{ to: 'EW', tricks: 2, laws: ['Law 64A2'] }],
        'two tricks (a later one won with the suit)',
      ],
      'wbf-2007': [[{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }], 'one trick'],
      'wbf-2017': [[{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }], 'one trick'],
    },
  },
  revokeException: {
    law: 'Law 64B7 — both sides revoked',
    outcome: (code) =>
      given()
        .plays('S:C4 W:C6 N:S2 E:C2 W:S7 N:S4')
        .play('E', 'D7')
        .continuePlay()
        .under(code)
        .judge()
        .result?.transfers.map((t) => t.to),
    expected: {
      'wbf-1997': [['EW', 'NS'], 'six exceptions: each revoke transfers'],
      'wbf-2007': [[], 'no transfer for either'],
      'wbf-2017': [[], 'no transfer for either'],
    },
  },
  facedCard: {
    law: 'Law 64B3 — the card that should have been played lay face up',
    outcome: (code) =>
      given()
        .plays('S:C4 W:C6 N:C3')
        .add({ type: 'expose', seat: 'E', card: 'C5', how: 'dropped' })
        .play('E', 'H6')
        .continuePlay()
        .under(code)
        .judge()
        .result?.transfers.map((t) => t.laws),
    expected: {
      'wbf-1997': [[], "declarer's exposed card is faced: no transfer"],
      'wbf-2007': [[], "declarer's exposed card is faced: no transfer"],
      'wbf-2017': [[['Law 64A1']], 'only a penalty card or dummy’s counts: a transfer'],
    },
  },
  lastTrickMayBeSeen: {
    law: 'Law 66B — how long a player may see his own last card',
    outcome: (code) =>
      given()
        .plays(`${TRICK_ONE} W:D6`)
        .add({ type: 'ask', seat: 'N', of: 'E', about: 'last-trick' })
        .under(code)
        .judge()
        .irregularities.map((i) => i.laws),
    expected: {
      'wbf-1997': [[['Law 66C']], 'not once a card is led to the next trick'],
      'wbf-2007': [[], 'until his side plays to the next trick'],
      'wbf-2017': [[], 'until his side plays to the next trick'],
    },
  },
  deemedRevoke: {
    law: 'Law 67B1(a) — a card omitted from a trick, the suit led held',
    outcome: (code) =>
      given()
        .plays('S:C4 W:C6 N:C3')
        .add({ type: 'quit-trick', seat: 'S' })
        .plays('W:D6 N:DJ')
        .add({ type: 'attention', seat: 'N', to: 'defective-trick' })
        .elect('E', 'designate-card', { card: 'C2' })
        .under(code)
        .continuePlay()
        .judge()
        .result?.transfers.map((t) => t.tricks),
    expected: {
      'wbf-1997': [[], 'no rectification'],
      'wbf-2007': [[1], 'a deemed revoke: one trick'],
      'wbf-2017': [[1], 'a deemed revoke: one trick'],
    },
  },
  concessionObjector: {
    law: "Law 68B2 — a defender's concession his partner objects to at once",
    outcome: (code) => {
      const conceded = given().plays(TRICK_ONE).add({ type: 'concede', seat: 'N', tricks: 12 }).under(code);
      const next = conceded.judge().next;
      const answer = [next, ...(next?.also ?? [])].some((a) => a?.seat === 'S' && a.acts.includes('dispute'));
      const j = judgedOrRefused(conceded.add({ type: 'dispute', seat: 'S' }));
      return [answer, typeof j === 'string' ? j : j.irregularities.at(-1)?.kind];
    },
    expected: {
      'wbf-1997': [[false, 'no-claim'], 'no 68B2: his partner cannot answer'],
      'wbf-2007': [[true, 'concession-objected'], 'no concession'],
      'wbf-2017': [[true, 'concession-objected'], 'no concession'],
    },
  },
};

/**
 * The differences that are not readings: a provision a code replaces (what a decision offers,
 * ADR 0077) and a paragraph it numbers otherwise (`renumber`). `part` names what the code
 * replaces, compared with 2007's.
 */
const OTHER_CASES: readonly (Case & { readonly part: string; readonly of: (code: WbfCode) => unknown })[] = [
  {
    law: 'Law 57A4 — declarer may also require a card of another suit (provision 57)',
    part: 'provision 57',
    of: (code) => code.provisions['57'],
    outcome: (code) =>
      given()
        .plays(`${TRICK_ONE} W:CT S:D2`)
        .under(code)
        .judge()
        .pending?.options.some((o) => o.id === 'require-other-suit'),
    expected: {
      'wbf-1997': [false, 'three options'],
      'wbf-2007': [false, 'three options'],
      'wbf-2017': [true, 'a fourth: another suit'],
    },
  },
  {
    law: 'Law 68D2(b) — after a doubted claim, play on if all four agree (provision 70)',
    part: 'provision 70',
    of: (code) => code.provisions['70'],
    outcome: (code) =>
      given()
        .plays(TRICK_ONE)
        .add({ type: 'claim', seat: 'E', tricks: 12 })
        .add({ type: 'dispute', seat: 'S' })
        .under(code)
        .judge()
        .pending?.options.map((o) => o.id),
    expected: {
      'wbf-1997': [['uphold-claim', 'award-tricks'], 'the director decides'],
      'wbf-2007': [['uphold-claim', 'award-tricks'], 'the director decides'],
      'wbf-2017': [['uphold-claim', 'award-tricks', 'play-on'], 'or the non-claiming side asks to play on'],
    },
  },
  {
    law: 'Law 16D — information from withdrawn actions, as each code numbers it',
    part: 'the number of Law 16D',
    of: (code) => code.renumber['Law 16D'],
    outcome: (code) =>
      given().plays(TRICK_ONE).play('E', 'SA').elect('S', 'reject-lead').under(code).judge().irregularities[0]
        ?.unauthorised?.laws,
    expected: {
      'wbf-1997': [['Law 16C'], 'Law 16C'],
      'wbf-2007': [['Law 16D'], 'Law 16D'],
      'wbf-2017': [['Law 16C'], 'Law 16C'],
    },
  },
  {
    law: 'Law 53C — the proper lead after a lead out of turn, as each code numbers it',
    part: 'the number of Law 53C',
    of: (code) => code.renumber['Law 53C'],
    outcome: (code) => given().plays(`${TRICK_ONE} N:H5 W:CT`).under(code).judge().irregularities[0]?.laws,
    expected: {
      'wbf-1997': [['Law 53C'], 'Law 53C'],
      'wbf-2007': [['Law 53C'], 'Law 53C'],
      'wbf-2017': [['Law 53B'], 'Law 53B'],
    },
  },
  {
    law: "Law 57C2 — declarer's premature play stands, as each code numbers it",
    part: 'the number of Law 57C2',
    of: (code) => code.renumber['Law 57C2'],
    outcome: (code) => given().plays(`${TRICK_ONE} W:CT E:C5`).under(code).judge().irregularities[0]?.laws,
    expected: {
      'wbf-1997': [['Law 47F'], 'a played card, Law 47F'],
      'wbf-2007': [['Law 57C2'], 'Law 57C2'],
      'wbf-2017': [['Law 57C3'], 'Law 57C3'],
    },
  },
];

const READING_CASES = (Object.entries(CASES) as [keyof WbfReadings, Case][]).map(([reading, c]) => ({
  ...c,
  part: `2007's ${reading}`,
  of: (code: WbfCode) => code[reading],
}));

for (const c of [...READING_CASES, ...OTHER_CASES])
  describe(c.law, () => {
    for (const code of CODES)
      test(`${code}: ${c.expected[code][1]}`, () => {
        expect(c.outcome(code)).toEqual(c.expected[code][0]);
      });
    test(`a code replaces ${c.part} exactly where its outcome differs`, () => {
      const same = (code: Code) =>
        JSON.stringify(c.expected[code][0]) === JSON.stringify(c.expected['wbf-2007'][0]);
      for (const code of CODES) expect(c.of(CODE_OF[code]) === c.of(WBF_2007_CODE)).toBe(same(code));
    });
  });
