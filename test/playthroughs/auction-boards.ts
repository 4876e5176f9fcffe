/**
 * Golden playthroughs of Auction Bridge under the Whist Club code of 1912 (rulebook
 * whist-club-1912): the boards the issue asks to show, as records built by the law tests' helper.
 * playthroughs.test.ts writes and diffs them like the others (file names `auction-*`).
 */
import type { AnyRecord } from '../../src/notation/record/record.js';
import { given } from '../laws/whist-club-1912/given.js';

const northRevokes = () => given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay();

export const AUCTION_BOARDS: { readonly [name: string]: () => { readonly record: AnyRecord } } = {
  'auction-revoke-take-points': () => northRevokes().elect('take-points'),
  // Law 71: North's HK wins as against the declarer and dummy; he leads HJ before South has played.
  'auction-law-71-winning-card': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:H3 W:H2 N:HA N:HK E:HQ N:HJ')
      .elect('win-trick', { card: 'HK' })
      .continuePlay(),
  // Law 71 not met: the declarer can beat North's S2; his S4 played at once is only exposed (68).
  'auction-law-71-beatable-card-exposed': () =>
    given().plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:H3 W:H2 N:HA N:S2 N:S4').continuePlay(),
  'auction-revoke-take-tricks': () => northRevokes().elect('take-tricks'),
  'auction-second-revoke-100': () =>
    given().plays('S:C4 W:C6 N:S2 E:C2 W:DA N:H5 E:D7 S:D2').continuePlay().elect('take-points'),
  'auction-two-cards-at-once': () =>
    given()
      .add({ type: 'play', seat: 'S', cards: ['C4', 'D2'] })
      .elect('designate-card', { card: 'C4' })
      .plays('W:C6 N:C3 E:C2 W:DA N:DJ E:D7')
      .elect('call-card', { card: 'D2' })
      .play('S', 'D2')
      .continuePlay(),
  'auction-lead-out-of-turn-call-suit': () =>
    given().play('N', 'C3').elect('call-suit', { suit: 'H' }).continuePlay(),
  'auction-lead-out-of-turn-followed': () => given().plays('N:C3 E:C2 S:C4 W:C6').continuePlay(),
  'auction-honours-declarer-fails': () =>
    given(undefined, { level: 7, strain: 'H', risk: '', declarer: 'E' }).continuePlay(),
  'auction-chicane': () =>
    given('N:864.AKJ5.J.98743 AQJ.Q986.K97.J52 KT9532.T3.T5432. 7.742.AQ86.AKQT6', {
      level: 3,
      strain: 'C',
      risk: '',
      declarer: 'W',
    }).continuePlay(),
  // Law 81: East omits to play to the first trick; the deal stands, his last card joins that trick.
  'auction-card-omitted-deal-stands': () =>
    given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'quit-trick', seat: 'W' })
      .plays('W:DA N:DJ E:D7')
      .elect('keep-result', {}, 'N')
      .continuePlay(),
  // Law 50: East's insufficient 1C over 2H made sufficient (3C); West, debarred, bids: a pass.
  'auction-insufficient-declaration': () => {
    const b = given(undefined, null, 'N');
    b.add({ type: 'call', seat: 'N', call: '2H' }).add({ type: 'call', seat: 'E', call: '1C' });
    b.elect('make-sufficient', {}, 'S');
    for (const [seat, call] of [
      ['S', 'P'],
      ['W', '3H'],
      ['N', 'P'],
    ] as const)
      b.add({ type: 'call', seat, call });
    return b.continuePlay();
  },
  'auction-royal-spades-auction': () => {
    const b = given(undefined, null, 'N');
    for (const [seat, call] of [
      ['N', '1S'],
      ['E', '1RS'],
      ['S', 'P'],
      ['W', 'P'],
      ['N', 'P'],
    ] as const)
      b.add({ type: 'call', seat, call });
    return b.continuePlay();
  },
};
