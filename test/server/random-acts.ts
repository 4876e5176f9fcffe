/**
 * Random acts for a table on the wire (test/server/wire.ts): `tableAct` plays a board the way a
 * careless table would — mostly the act due, from the link that should make it, with cards that
 * need not follow suit, and often an irregularity by anyone (a card out of turn, an exposure, a
 * claim, attention drawn, a question). `fuzzAct` sends anything at all: any act kind from any
 * link, with any seat, card, `holder`, option and number, and garbage frames.
 */
import { ALL_CARDS, type Card, SUITS } from '../../src/core/card.js';
import type { Seat } from '../../src/core/seat.js';
import { EXPOSURES, OPTION_IDS } from '../../src/notation/record/record.js';
import { SEATS, type Sitting, type Who } from './wire.js';

export type Random = () => number;

export const pick = <T>(r: Random, xs: readonly T[]): T | undefined => xs[Math.floor(r() * xs.length)];

/** The tables played: every rulebook, each for its game. */
export const RULEBOOKS = [
  { game: 'contract-bridge', rulebook: 'wbf-1997' },
  { game: 'contract-bridge', rulebook: 'wbf-2007' },
  { game: 'contract-bridge', rulebook: 'wbf-2017' },
  { game: 'auction-bridge', rulebook: 'whist-club-1912' },
  { game: 'euchre', rulebook: 'somerset-1888' },
] as const;

/** A fresh table's creation body: bridge boards start with the auction or (half) in a contract. */
export function tableBody(which: (typeof RULEBOOKS)[number], seed: number, r: Random): unknown {
  const declarer = pick(r, SEATS) ?? 'N';
  const contract =
    which.game === 'euchre' || r() < 0.5
      ? {}
      : {
          contract: {
            level: 1 + Math.floor(r() * 4),
            strain: pick(r, ['C', 'H', 'S', 'NT']),
            risk: '',
            declarer,
          },
        };
  return { game: which.game, rulebook: which.rulebook, seed, board: 1 + Math.floor(r() * 16), ...contract };
}

const BRIDGE_CALLS = [
  'X',
  'XX',
  ...[1, 2, 3, 4].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((s) => `${l}${s}`)),
];
const AUCTION_CALLS = [...BRIDGE_CALLS, '1RS', '2RS'];
const EUCHRE_CALLS = [
  'pass',
  'order-up',
  'assist',
  'take-up',
  'turn-down',
  'alone',
  ...SUITS.flatMap((s) => [`make ${s}`, `alone ${s}`]),
];
const ATTENTION = [
  'revoke',
  'defective-trick',
  'lead-out-of-turn',
  'trick',
  'misinformation',
  'surplus-card',
  'play',
  'dummy-misplayed-card',
  // WBF Laws 16B, 20: an alert; information from partner (with an `offender`).
  'alert',
  'unauthorised-information',
];
// WBF Law 20: a review of the auction, an explanation of a call.
const ABOUT = ['revoke', 'trick', 'last-trick', 'auction', 'call'];

function callFor(game: string, r: Random): string {
  if (game === 'euchre') return pick(r, EUCHRE_CALLS) ?? 'pass';
  if (r() < 0.7) return 'P';
  // WBF Law 38: now and then a bid of more than seven.
  if (r() < 0.05) return pick(r, ['8C', '9NT', '13S']) ?? '8C';
  return pick(r, game === 'auction-bridge' ? AUCTION_CALLS : BRIDGE_CALLS) ?? 'P';
}

export type Act = { readonly who: Who; readonly event: Record<string, unknown> };

/** The act a careless table makes next, or null once the board has ended. */
export function tableAct(s: Sitting, r: Random): Act | null {
  const d = s.view('director');
  if (d.phase === 'ended') return null;
  if (r() < 0.78) {
    const due = dueAct(s, r);
    if (due !== null) return due;
  }
  return irregularAct(s, r);
}

/** The act due now, from the link that should make it. */
function dueAct(s: Sitting, r: Random): Act | null {
  const d = s.view('director');
  if (d.pending !== null) {
    const chooser = d.pending.next as Who;
    if (d.pending.options.length === 0) {
      const f = pick(r, d.pending.findings);
      if (f === undefined) return null;
      const value = r() < 0.5 ? f.default : typeof f.default === 'boolean' ? !f.default : f.default;
      return { who: 'director', event: { type: 'finding', seat: 'director', fact: f.fact, value } };
    }
    const mine = s.view(chooser).pending?.options.filter((o) => o.hidden !== true) ?? [];
    const o = pick(r, mine);
    if (o === undefined) return null;
    const tricks =
      o.id === 'adjust-tricks' || o.id === 'award-tricks' || o.id === 'take-tricks'
        ? { tricks: Math.floor(r() * 3) }
        : {};
    return {
      who: chooser,
      event: {
        type: 'elect',
        seat: chooser,
        option: o.id,
        ...(o.card === undefined ? {} : { card: o.card }),
        ...(o.suit === undefined ? {} : { suit: o.suit }),
        ...tricks,
      },
    };
  }
  const next = d.next;
  if (next === null || next.seat === 'director') return null;
  const seat = next.seat as (typeof SEATS)[number];
  const act = pick(r, next.acts);
  if (act === 'call') return { who: seat, event: { type: 'call', seat, call: callFor(d.game, r) } };
  if (act === 'agree' || act === 'dispute') return { who: seat, event: { type: act, seat } };
  if (act === 'withdraw') {
    const duty = s.view(seat).obligations.find((o) => o.kind === 'correct-revoke' && o.seat === seat);
    return duty?.card === undefined
      ? null
      : { who: seat, event: { type: 'withdraw', seat, card: duty.card } };
  }
  if (act === 'discard') {
    const card = pick(r, s.view(seat).hands[seat] ?? []);
    return card === undefined ? null : { who: seat, event: { type: 'discard', seat, card } };
  }
  if (act !== 'play') return null;
  const controller = seat === d.dummy && d.declarer !== null ? d.declarer : seat;
  const hand = s.view(controller).hands[seat] ?? [];
  const led = d.trick?.plays[0]?.card[0];
  const following = hand.filter((c) => c[0] === led);
  const card = pick(r, following.length > 0 && r() < 0.85 ? following : hand);
  return card === undefined ? null : { who: controller, event: { type: 'play', seat, card } };
}

/** An irregular act by anyone: out of turn, an exposure, a claim, attention, a question… */
function irregularAct(s: Sitting, r: Random): Act {
  const d = s.view('director');
  const seat = pick(r, SEATS) ?? 'N';
  const own = s.view(seat).hands[seat] ?? [];
  const card = pick(r, own) ?? 'S2';
  const x = r();
  const event: Record<string, unknown> =
    x < 0.3
      ? { type: 'play', seat, card }
      : x < 0.42
        ? { type: 'expose', seat, card, how: pick(r, EXPOSURES) }
        : x < 0.5
          ? { type: 'claim', seat, tricks: Math.floor(r() * 6), statement: 'the rest are mine' }
          : x < 0.54
            ? { type: 'concede', seat, tricks: Math.floor(r() * 3) }
            : x < 0.64
              ? {
                  type: 'attention',
                  seat,
                  to: pick(r, ATTENTION),
                  ...(r() < 0.5 ? { offender: pick(r, SEATS) } : {}),
                }
              : x < 0.7
                ? {
                    type: 'ask',
                    seat,
                    of: pick(r, SEATS),
                    about: pick(r, ABOUT),
                    ...(r() < 0.5 ? { answer: 'natural' } : {}),
                  }
                : x < 0.76
                  ? { type: 'quit-trick', seat }
                  : x < 0.8
                    ? { type: 'touch', seat, card }
                    : x < 0.84
                      ? { type: 'designate', seat, card }
                      : x < 0.88
                        ? { type: 'discard', seat, card }
                        : x < 0.9
                          ? { type: 'face-hand', seat }
                          : {
                              type: 'call',
                              seat,
                              call: callFor(d.game, r),
                              // WBF Law 33: a call made with the one before it.
                              ...(r() < 0.2 ? { simultaneous: true } : {}),
                            };
  // Mostly from the seat's own link; sometimes the director records it.
  return { who: r() < 0.85 ? seat : 'director', event };
}

const TYPES = [
  'call',
  'play',
  'designate',
  'touch',
  'discard',
  'expose',
  'face-hand',
  'claim',
  'concede',
  'agree',
  'dispute',
  'ask',
  'attention',
  'elect',
  'withdraw',
  'quit-trick',
  'finding',
];
const ACTORS = [...SEATS, 'director'] as const;

/** Any value at all, now and then, where a field is expected. */
function junk(r: Random): unknown {
  return pick(r, [null, -1, 1e9, 2.5, '', 'ZZ', 'S1', '💥', [], {}, true, 'N'.repeat(300), { $: 1 }]);
}

/** A frame that is not a sound act: malformed, mistyped, oversized, an unknown type. */
const GARBAGE: readonly (readonly [string, boolean])[] = [
  ['{', true],
  ['[]', true],
  ['null', true],
  ['"act"', true],
  ['{"type":"act"}', true],
  ['{"type":"act","event":5}', true],
  ['{"type":"act","id":"x","event":{}}', true],
  ['{"type":"replay","step":-1}', true],
  ['{"type":"replay","step":1.5}', true],
  ['{"type":"lang","lang":"xx"}', true],
  ['{"type":"hello","table":"nope","token":"nope"}', true],
  ['{"type":"robots","seats":["Q"]}', true],
  ['{"type":"teleport"}', true],
  // A change of language: answered with a state message (the log from where the screen is).
  ['{"type":"lang","lang":"nb"}', false],
  ['{"type":"lang","lang":"ru"}', false],
  [`{"type":"act","event":${'['.repeat(2000)}${']'.repeat(2000)}}`, true],
  [`{"type":"act","event":{"type":"claim","seat":"N","tricks":1,"statement":"${'x'.repeat(20_000)}"}}`, true],
];

/**
 * Anything a client might send: a random act with random fields, or a garbage frame. `hands`
 * (the director's view of them) lets half the cards named be cards some hand holds now — the
 * `holder`'s, when there is one — so that acts reach the judge rather than the first check.
 */
export function fuzzAct(
  r: Random,
  hands: { readonly [S in Seat]: readonly Card[] | null },
): Act | { readonly who: Who; readonly raw: string; readonly answered: boolean } {
  const who = pick(r, ACTORS) ?? 'N';
  if (r() < 0.12) {
    const [raw, answered] = pick(r, GARBAGE) ?? ['{', true];
    return { who, raw, answered };
  }
  if (r() < 0.12) {
    // A card another hand holds, exposed as held by that hand (`holder`): the act that crashed the
    // server once, sent from the exposer's own link so that it reaches the judge.
    const actor = pick(r, SEATS) ?? 'N';
    const holder =
      pick(
        r,
        SEATS.filter((s) => s !== actor),
      ) ?? 'S';
    const card = pick(r, hands[holder] ?? []) ?? 'S2';
    return {
      who: r() < 0.8 ? actor : 'director',
      event: { type: 'expose', seat: actor, card, how: pick(r, EXPOSURES), holder },
    };
  }
  const mayJunk = <T>(v: T): unknown => (r() < 0.05 ? junk(r) : v);
  // Mostly an act of the sender's own seat (so it reaches the judge); sometimes another's.
  const seat = r() < 0.7 ? who : pick(r, ACTORS);
  const event: Record<string, unknown> = { type: mayJunk(pick(r, TYPES)), seat: mayJunk(seat) };
  const maybe = (p: number, key: string, value: () => unknown) => {
    if (r() < p) event[key] = mayJunk(value());
  };
  // An exposure gets its `how` and, more often than not, a `holder` (the acts that once crashed the server).
  const exposing = event['type'] === 'expose';
  const holder = r() < (exposing ? 0.6 : 0.2) ? pick(r, SEATS) : undefined;
  const held = hands[holder ?? pick(r, SEATS) ?? 'N'] ?? [];
  const card = () => (r() < 0.5 ? pick(r, held) : undefined) ?? pick(r, ALL_CARDS);
  if (holder !== undefined) event['holder'] = mayJunk(holder);
  maybe(0.8, 'card', card);
  maybe(0.05, 'cards', () => [card(), card()]);
  maybe(exposing ? 0.95 : 0.1, 'how', () => pick(r, EXPOSURES));
  maybe(0.3, 'option', () => pick(r, OPTION_IDS));
  maybe(0.2, 'suit', () => pick(r, SUITS));
  maybe(0.3, 'tricks', () => Math.floor(r() * 15) - 1);
  maybe(0.1, 'trick', () => Math.floor(r() * 14) - 1);
  maybe(0.3, 'call', () => callFor(pick(r, ['contract-bridge', 'auction-bridge', 'euchre']) ?? 'euchre', r));
  maybe(0.2, 'to', () => pick(r, ATTENTION));
  maybe(0.1, 'offender', () => pick(r, SEATS));
  maybe(0.2, 'of', () => pick(r, SEATS));
  maybe(0.2, 'about', () => pick(r, ABOUT));
  maybe(0.05, 'answer', () => pick(r, ['natural', '', 'x'.repeat(300)]));
  maybe(0.05, 'simultaneous', () => pick(r, [true, false, 'yes']));
  maybe(0.1, 'fact', () =>
    pick(r, [
      'inadvertent',
      'deemed-lead',
      'could-see-dummy',
      'misinformed',
      'claim',
      'comparable-call',
      'unintended',
    ]),
  );
  maybe(0.1, 'value', () => pick(r, [true, false, 0, 1, 'x']));
  maybe(0.1, 'by', () => 'dummy');
  maybe(0.05, 'words', () => 'small one');
  maybe(0.05, 'arranging', () => true);
  maybe(0.05, 'statement', () => 'all mine');
  return { who, event };
}
