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
import { type Hand, lone, ordered } from '../laws/somerset-1888/given.js';
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
};

describe('golden euchre playthroughs (Laws 4, 52, 53, 63, 100, 102, 105)', () => {
  Object.entries(BOARDS).forEach(([name, build], index) => {
    test(name, () => expectGolden(here, name, build, index === 0 ? ['nb', 'ru'] : []));
  });
});
