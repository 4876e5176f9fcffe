/**
 * Golden playthroughs: complete boards with irregularities. Each record is committed as
 * `NAME.json` beside its `tablelaw judge` output (`NAME.judge.txt`, `NAME.judge-json.txt`) and its
 * `tablelaw replay` output (`NAME.replay.txt`); the test replays the committed record and diffs.
 * After an intended change regenerate them with:  UPDATE_GOLDEN=1 npx vitest run test/playthroughs
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'vitest';
import { type Board, given } from '../laws/given.js';
import { AUCTION_BOARDS } from './auction-boards.js';
import { expectGolden } from './golden.js';

const here = dirname(fileURLToPath(import.meta.url));

const BOARDS: { readonly [name: string]: () => Board } = {
  'opening-lead-out-of-turn-spread': () => given().play('N', 'C9').elect('E', 'spread-hand').continuePlay(),
  'opening-lead-out-of-turn-refused': () =>
    given().play('N', 'C9').elect('E', 'reject-lead').elect('E', 'forbid-suit', { suit: 'C' }).continuePlay(),
  'revoke-64a1-two-tricks': () =>
    given().plays('S:C4 W:C6 N:H5 E:C2').continuePlay().elect('director', 'keep-result'),
  'revoke-64a2-one-trick': () =>
    given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay().elect('director', 'keep-result'),
  'revoke-64b1-no-trick-after': () =>
    given()
      .plays('S:C4 W:C6 N:S2 E:C2 W:CT N:C7')
      .add({ type: 'claim', seat: 'E', tricks: 12 })
      .add({ type: 'agree', seat: 'S' })
      .elect('director', 'keep-result'),
  'revoke-64b3-dummy': () =>
    given().plays('S:C4 W:D6 N:C3 E:C2').continuePlay().elect('director', 'keep-result'),
  'revoke-corrected-penalty-card': () =>
    given()
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'ask', seat: 'E', of: 'N', about: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3')
      .continuePlay(),
  'penalty-card-not-played-rejected': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' })
      .plays('W:D6 N:DJ E:DK S:D2 E:D7 S:D3 W:D8 N:S2')
      .elect('E', 'reject-card', { card: 'HA' })
      .continuePlay(),
};

describe('golden playthroughs', () => {
  for (const [name, build] of Object.entries({ ...BOARDS, ...AUCTION_BOARDS }))
    test(name, () => expectGolden(here, name, build));
});
