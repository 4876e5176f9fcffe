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
import { type AuctionBoard, given as auctionGiven } from '../laws/whist-club-1912/given.js';
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

/** The readings the law texts settle (62A, law 86, 62C1, 55A, 58B2, 50C, 47E1, 47E2, 67A, 67B1). */
const READINGS: { readonly [name: string]: () => Board | AuctionBoard } = {
  'revoke-62a-own-correction': () =>
    given()
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3')
      .continuePlay(),
  'auction-law-86-own-correction': () =>
    auctionGiven()
      .plays('S:C4 W:C6 N:S2 E:C2')
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .elect('play-lowest')
      .play('N', 'C3')
      .add({ type: 'withdraw', seat: 'E', card: 'C2' })
      .play('E', 'C5')
      .continuePlay(),
  'revoke-62c1-withdrawal-after-correction': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5 S:D2')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C7')
      .add({ type: 'withdraw', seat: 'E', card: 'C5' })
      .play('E', 'CJ')
      .continuePlay(),
  'lead-out-of-turn-55a-defenders-differ': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .play('E', 'SA')
      .elect('N', 'accept-lead')
      .elect('S', 'reject-lead')
      .continuePlay()
      .elect('director', 'keep-result'),
  'cards-together-58b2-three-cards': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:D2 E:D7 S:D3 W:D8')
      .add({ type: 'play', seat: 'N', cards: ['S2', 'S4', 'H5'] })
      .elect('N', 'designate-card', { card: 'S2' })
      .play('W', 'DA')
      .elect('E', 'designate-card', { card: 'H5' })
      .continuePlay(),
  'penalty-card-50c-higher-spot': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'expose', seat: 'S', card: 'S5', how: 'dropped' })
      .plays('W:D6 N:DJ E:DK S:D2 E:SA')
      .play('S', 'S9')
      .elect('E', 'reject-card', { card: 'S5' })
      .continuePlay(),
  'misinformation-47e1-2017-revoke-not-established': () =>
    given()
      .under('wbf-2017')
      .plays('S:C4 W:C6 N:S2 E:C2')
      .play('S', 'D2')
      .add({ type: 'finding', seat: 'director', fact: 'misinformed', value: true })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3')
      .continuePlay(),
  'misinformation-47e2-fourth-card': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'N' })
      .add({ type: 'finding', seat: 'director', fact: 'misinformed', value: true })
      .play('E', 'C5')
      .continuePlay(),
  'defective-trick-67a-lead-stands': () =>
    given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'quit-trick', seat: 'S' })
      .play('W', 'D6')
      .add({ type: 'attention', seat: 'N', to: 'defective-trick' })
      .elect('E', 'designate-card', { card: 'C2' })
      .continuePlay(),
  'defective-trick-67b1-deemed-revoke': () =>
    given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'quit-trick', seat: 'S' })
      .plays('W:D6 N:DJ')
      .add({ type: 'attention', seat: 'N', to: 'defective-trick' })
      .elect('E', 'designate-card', { card: 'CJ' })
      .continuePlay(),
};

describe('golden playthroughs', () => {
  for (const [name, build] of Object.entries({ ...BOARDS, ...AUCTION_BOARDS, ...READINGS }))
    test(name, () => expectGolden(here, name, build));
});
