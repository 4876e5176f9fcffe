/**
 * Golden euchre playthroughs (rulebook somerset-1888): complete hands with irregularities, each
 * committed as `euchre-NAME.json` beside its `tablelaw judge` output (`.judge.txt`,
 * `.judge-json.txt`), its `tablelaw replay` output (`.replay.txt`) and, for the first, the judge
 * in Norwegian and Russian. Regenerate after an intended change with:
 *   UPDATE_GOLDEN=1 npx vitest run test/playthroughs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'vitest';
import { given, type Hand, lone, ordered } from '../laws/somerset-1888/given.js';
import { expectGolden } from './golden.js';

const here = dirname(fileURLToPath(import.meta.url));

const BOARDS: { readonly [name: string]: () => Hand } = {
  // Law 100: West plays to East's first lead; the adversaries elect that East still play alone.
  'euchre-lone-partner-plays-first-lead': () =>
    lone().plays('E:HJ W:H7').elect('S', 'play-alone').continuePlay(),
  // Law 102: West exposes a card; East marches alone and scores two.
  'euchre-lone-partner-exposed-march-two': () =>
    lone().add({ type: 'expose', seat: 'W', card: 'DJ', how: 'dropped' }).continuePlay(),
  // Law 105: South leads out of turn against East alone: both opposing hands face up.
  'euchre-lone-adversary-lead-out-of-turn': () =>
    lone().play('S', 'SQ').play('E', 'HJ').elect('E', 'call-card', { card: 'HQ' }).continuePlay(),
  // Law 52: North leads out of turn; a suit is called from South at his next lead.
  'euchre-lead-out-of-turn-suit-called': () =>
    ordered()
      .play('N', 'SA')
      .elect('E', 'call-suit')
      .plays('E:DA S:H8 W:DQ N:D7')
      .elect('W', 'call-suit', { suit: 'S' })
      .continuePlay(),
  // Law 53: the other three have followed North's false lead: the trick stands.
  'euchre-lead-out-of-turn-trick-stands': () => ordered().plays('N:SA E:CA S:SQ W:ST').continuePlay(),
  // Laws 63 and 4: West revokes; claimed at the end, three points decide the game at 4–4.
  'euchre-revoke-decides-game': () =>
    ordered({ NS: 4, EW: 4 })
      .plays('E:HJ S:H8 W:H7 N:H9 E:HA S:HQ W:DQ N:HT')
      .continuePlay()
      .elect('N', 'take-points'),
  // Law 63: North revokes against East alone: five points.
  'euchre-lone-revoke-five': () => lone().plays('E:HJ S:H8 N:SA').continuePlay().elect('E', 'take-points'),
  // Law 47: East's ace of diamonds is a winning card; he plays the ace of clubs before West: West
  // must win the trick the ace of clubs is led to.
  'euchre-law-47-winning-card': () =>
    ordered().plays('E:DA S:S9 E:CA').elect('N', 'win-trick', { card: 'CA' }).continuePlay(),
  // Law 47 not met: South has trumped the ace; East's second card is only an exposed card (46).
  'euchre-law-47-beaten-card-exposed': () => ordered().plays('E:DA S:H8 E:CA').continuePlay(),
  // Law 58: the third hand plays before the second; the fourth may then play before his partner.
  'euchre-law-58-fourth-after-third': () => ordered().plays('E:DA W:DQ N:D7').continuePlay(),
  // Law 64: West revokes, then leads out of turn to the next trick: the revoke is established.
  'euchre-law-64-lead-out-of-turn-establishes': () =>
    ordered()
      .plays('E:DA S:S9 W:CK N:D7 W:DQ')
      .elect('N', 'call-card', { card: 'DQ' })
      .continuePlay()
      .elect('N', 'take-points'),
  // Law 78: East makes spades, then names clubs: recorded without effect; spades stay trumps.
  'euchre-law-78-trump-not-changed': () =>
    given().calls('E:pass S:pass W:pass N:pass E:make S E:make C').continuePlay(),
  // Law 96: South assists; North discards, then announces alone: too late, played with partner.
  'euchre-law-96-alone-after-discard': () =>
    given().calls('E:pass S:assist').discard('C7').calls('N:alone H').continuePlay(),
  // Law 104: West alone leads out of turn; South, the rightful leader, leads; the card is called.
  'euchre-law-104-rightful-leader-leads': () =>
    given()
      .calls('E:pass S:pass W:alone H')
      .discard('C7')
      .plays('W:DJ S:H8')
      .elect('N', 'call-card', { card: 'DJ' })
      .continuePlay(),
  // Law 104: East alone plays two cards at once: no penalty; the second goes back to his hand.
  'euchre-law-104-two-cards-at-once': () =>
    lone()
      .add({ type: 'play', seat: 'E', cards: ['HJ', 'HA'] })
      .continuePlay(),
};

describe('golden euchre playthroughs (Laws 4, 47, 52, 53, 58, 63, 64, 78, 96, 100, 102, 104, 105)', () => {
  Object.entries(BOARDS).forEach(([name, build], index) => {
    test(name, () => expectGolden(here, name, build, index === 0 ? ['nb', 'ru'] : []));
  });
});
