/**
 * The server's one door into the engine (src/notation, src/table, src/laws, src/solver): every
 * call the table host makes into the laws goes through this module, so that a change of the
 * engine's API is a change of this file alone.
 *
 * It offers: the games and rulebooks the registry knows, a fresh seeded board for any of
 * them, validation of a record sent from outside, judging a record, trying one more act,
 * the view a viewer may be sent (computed here, on the server: a player's view holds no hand
 * he may not see; the director's adds the double-dummy analysis, src/solver/analysis.ts), the
 * computer player (robot.ts), and exports (the tablelaw record, PBN).
 *
 * Pure; returns `Result` for bad input; throws nothing on purpose.
 */

import { boardFor } from '../core/board.js';
import type { Card, Suit } from '../core/card.js';
import { size, toCards } from '../core/card-set.js';
import { makeDeal, makeDealSetup, unheld } from '../core/deal.js';
import { randomDeal, randomInt, seededRandom } from '../core/random.js';
import { err, ok, type Result } from '../core/result.js';
import { type BySeat, bySeat, SEATS, type Seat, SIDE_OF } from '../core/seat.js';
import { type Contract, makeCall, makeContract } from '../games/contract-bridge/call.js';
import { judgeRecord } from '../laws/judge.js';
import type { Rulebook } from '../laws/provision.js';
import { RULEBOOKS } from '../laws/registry.js';
import { boardOfState } from '../notation/convert/record-board.js';
import { makeBoardPbn } from '../notation/pbn/export.js';
import {
  GAMES,
  type GameId,
  makeRecord,
  RECORD_FORMAT,
  type RecordEvent,
  type TablelawRecord,
  validateRecord,
} from '../notation/record/record.js';
import { type Analysis, analyse, hasAnalysis } from '../solver/analysis.js';
import type { Course } from '../table/correction.js';
import type { Exposure, OptionId } from '../table/event.js';
import { evolve, type LastAct, replay } from '../table/evolve.js';
import type { GameViews } from '../table/game.js';
import { type JudgedOption, judgementOf } from '../table/judgement.js';
import { isLang, LANGS, type Lang, type LawText, offenderOf } from '../table/rulebook.js';
import { type RecordedRuling, type Ruling, rulingLog, rulingOf } from '../table/rulings.js';
import type { IrregularityKind, Phase, Status, TableState } from '../table/state.js';
import { dealtFor, eventFor, type TableView as SeenView, type ViewEvent, viewFor } from '../table/view.js';

export type { Vulnerability } from '../core/board.js';
/** The computer player (src/server/robot.ts), offered here beside the rest of the engine's door. */
export { robotAct } from './robot.js';
/** The ids a screen names in words (src/laws/names keeps a word for each, in each language). */
export type { Exposure, GameId, IrregularityKind, OptionId, Phase, Status, ViewEvent };
export { GAMES, isLang, LANGS, type Lang, makeRecord, type RecordEvent, type TablelawRecord };

export function isGame(text: string): text is GameId {
  return (GAMES as readonly string[]).includes(text);
}

/** Who looks at a table: a seat's player, or the director (who sees everything). */
export type Viewer = Seat | 'director';

export type EngineError = { readonly kind: string; readonly message: string; readonly at?: number | null };

/** A record that replays: its state, rulebook, and the director's judgement in English. */
export type Judged = {
  readonly record: TablelawRecord;
  readonly state: TableState;
  readonly rulebook: Rulebook;
  /** The table before the record's last event, when known (what an `undo` restores). */
  readonly before?: TableState;
  /** What Law 82C corrections made of the record: acts void, rulings replaced. */
  readonly course: Course;
  /** The rulings made so far (elections, findings, corrections), for the director's ruling log. */
  readonly rulings: readonly RecordedRuling[];
};

/** The games and rulebooks tables can be created for (whatever src/laws/registry knows). */
export function rulebooks(): readonly { readonly name: string; readonly games: readonly GameId[] }[] {
  return Object.values(RULEBOOKS).map((r) => ({ name: r.name, games: r.games }));
}

export type FreshOptions = {
  readonly game: GameId;
  readonly rulebook: string;
  readonly seed: number;
  readonly board?: number;
  /** Bridge: skip the auction and start the play in this contract. */
  readonly contract?: Contract;
  /** The dealer, when not the board number's (the next deal of a rubber: the deal passes to the left). */
  readonly dealer?: Seat;
  /** Euchre: the score of the game in progress before this hand (the record's `board.score`). */
  readonly score?: { readonly NS: number; readonly EW: number };
};

/** A fresh board: a seeded deal for the game, the board's dealer and vulnerability. */
export function freshRecord(options: FreshOptions): Result<Judged, EngineError> {
  const known = rulebooks().find((r) => r.name === options.rulebook);
  if (known === undefined)
    return err({ kind: 'unknown-rulebook', message: `rulebook "${options.rulebook}" is not available` });
  if (!known.games.includes(options.game))
    return err({
      kind: 'wrong-game',
      message: `rulebook ${options.rulebook} does not govern ${options.game}`,
    });
  const number = options.board ?? 1;
  const board = boardFor(number);
  if (!board.ok) return err({ kind: 'board-number', message: `no board ${number}` });
  const random = seededRandom(options.seed);
  const dealer = options.dealer ?? board.value.dealer;
  const value: Record<string, unknown> = {
    format: RECORD_FORMAT,
    game: options.game,
    rulebook: options.rulebook,
    events: [],
  };
  if (options.game === 'euchre') {
    const deal = randomDeal(random, '32', 5);
    const rest = toCards(unheld(deal, '32'));
    const upcard = rest[randomInt(random, rest.length)];
    value['board'] = {
      number,
      dealer,
      deal: makeDeal(deal, dealer),
      upcard,
      ...(options.score === undefined ? {} : { score: { NS: options.score.NS, EW: options.score.EW } }),
    };
  } else {
    const deal = randomDeal(random);
    value['board'] = {
      number,
      dealer,
      vulnerable: board.value.vulnerable,
      deal: makeDeal(deal, dealer),
    };
    if (options.contract !== undefined) value['contract'] = options.contract;
  }
  return checkRecord(value);
}

/** Validates a record from outside and replays it: it must be one the engine can judge. */
export function checkRecord(value: unknown): Result<Judged, EngineError> {
  const valid = validateRecord(value);
  if (!valid.ok) {
    const d = valid.error.defects[0];
    return err({
      kind: d?.kind ?? 'record-invalid',
      message: d?.message ?? 'invalid record',
      at: d?.at ?? null,
    });
  }
  return judge(valid.value);
}

/** Replays and judges a record. */
export function judge(record: TablelawRecord): Result<Judged, EngineError> {
  const rulings: RecordedRuling[] = [];
  const judged = judgeRecord(record, 'en', (o) => {
    const r = rulingOf(o);
    if (r !== null) rulings.push(r);
  });
  if (!judged.ok) return err({ kind: judged.error.kind, message: judged.error.message, at: judged.error.at });
  return ok({ record, state: judged.state, rulebook: judged.rulebook, course: judged.course, rulings });
}

/**
 * Checks the shape of one event sent by a client: the record's own validation, for this table's
 * game and rulebook. The record's checks of an event do not depend on the board, so the board is
 * left out (its defects, at no event, are not the event's): the deal is not parsed again for
 * every act.
 */
export function checkEvent(table: TablelawRecord, value: unknown): Result<RecordEvent, EngineError> {
  const valid = validateRecord({
    format: table.format,
    game: table.game,
    rulebook: table.rulebook,
    events: [value],
  });
  if (valid.ok) {
    const event = valid.value.events[0];
    return event === undefined ? err({ kind: 'event-invalid', message: 'no event' }) : ok(event);
  }
  const d = valid.error.defects.find((x) => x.at === 0);
  if (d !== undefined) return err({ kind: d.kind, message: d.message.replace(/^event 0: /, '') });
  // Only the (absent) board is faulted: the event's shape is sound, and a sound event has only
  // the keys its type allows, so it is the value itself.
  return ok(value as RecordEvent);
}

/** One more act at the table: the new record and its judgement, or the table's refusal. */
export function tryAct(judged: Judged, event: RecordEvent): Result<Judged, EngineError> {
  const record: TablelawRecord = { ...judged.record, events: [...judged.record.events, event] };
  // A correction (Law 82C) judges the board again from the ruling it corrects: the whole log.
  if (event.type === 'correct') return judge(record);
  // One step of the replay (`evolve` is what `replay` folds): the same state, without replaying the log.
  const seq = judged.record.events.length;
  // An undo (ADR 0088) restores the table before the act it takes back.
  const last = event.type === 'undo' ? lastActOf(judged) : null;
  const next = evolve(judged.state, event, seq, judged.rulebook, last);
  if (!next.ok) return err({ kind: next.error.kind, message: next.error.message, at: next.error.at });
  const ruling = rulingOf({ seq, event, before: judged.state, after: next.value });
  return ok({
    record,
    state: next.value,
    rulebook: judged.rulebook,
    course: judged.course,
    rulings:
      ruling !== null
        ? [...judged.rulings, ruling]
        : // An election taken back by its own seat (`undo`, ADR 0088) is no ruling.
          event.type === 'undo' && judged.rulings.at(-1)?.seq === seq - 1
          ? judged.rulings.slice(0, -1)
          : judged.rulings,
    before: judged.state,
  });
}

/**
 * The last act of a judged table and the table before it, for an `undo`: known after an act; after
 * a table is loaded or corrected, found by judging the log but its last event (once, for an undo).
 */
function lastActOf(judged: Judged): LastAct | null {
  const events = judged.record.events;
  const event = events[events.length - 1];
  if (event === undefined) return null;
  if (judged.before !== undefined) return { event, before: judged.before };
  const before = judge(prefix(judged.record, events.length - 1));
  return before.ok ? { event, before: before.value.state } : null;
}

/** The record with only its first `n` events (a step of the replay). */
export function prefix(record: TablelawRecord, n: number): TablelawRecord {
  return { ...record, events: record.events.slice(0, Math.max(0, n)) };
}

/**
 * The states of a table after each of its first events, for the step-through replay: `states[k]`
 * is the state after `k` events. Extends `states` (which it may be given empty) up to `n` by one
 * step of the replay each, so a table's replay costs one pass over its log, however many steps
 * are asked for. The log was judged when it was recorded, so no step is refused.
 */
export function extendSteps(judged: Judged, states: TableState[], n: number): Result<void, EngineError> {
  const events = judged.record.events;
  const upTo = Math.max(0, Math.min(n, events.length));
  if (states.length === 0) {
    const start = judge(prefix(judged.record, 0));
    if (!start.ok) return start;
    states.push(start.value.state);
  }
  for (let k = states.length - 1; k < upTo; k++) {
    const event = events[k] as RecordEvent;
    // A correction (Law 82C) is judged from the log, not from the state before it.
    if (event.type === 'correct') {
      const corrected = judge(prefix(judged.record, k + 1));
      if (!corrected.ok) return corrected;
      states.push(corrected.value.state);
      continue;
    }
    const last: LastAct | null =
      k === 0 ? null : { event: events[k - 1] as RecordEvent, before: states[k - 1] as TableState };
    const next = evolve(states[k] as TableState, event, k, judged.rulebook, last);
    if (!next.ok) return err({ kind: next.error.kind, message: next.error.message, at: next.error.at });
    states.push(next.value);
  }
  return ok(undefined);
}

/** The table after its first `n` events, from the state `extendSteps` computed for that step. */
export function stepOf(judged: Judged, state: TableState, n: number): Judged {
  // A step of the replay shows the table as it was; the ruling log is the live table's.
  return {
    record: prefix(judged.record, n),
    state,
    rulebook: judged.rulebook,
    course: NO_COURSE(state),
    rulings: [],
  };
}

/** The course of a record no correction touched. */
const NO_COURSE = (state: TableState): Course => ({
  state,
  voided: [],
  corrections: [],
  replaced: new Map(),
});

/** The seat that physically acts for a hand: declarer for dummy's hand. */
export function controllerOf(state: TableState, hand: Seat): Seat {
  return hand === state.dummy && state.declarer !== null ? state.declarer : hand;
}

/** The acts of declarer for dummy's hand once it lies face up (Laws 45, 46; 1912: 59, 64). */
const DECLARERS_ACTS_FOR_DUMMY: readonly RecordEvent['type'][] = ['play', 'designate', 'touch', 'undo'];

/**
 * Why `viewer`'s link may not record this act, or null if it may (ADR 0072). The director's link
 * records any act. A seat's player records the acts of his own seat, and — declarer — the play,
 * designation and touching of dummy's cards once they lie face up. Dummy's own link, once his
 * hand is faced, takes no part in the play (WBF 43A1(c); 1912 Law 60): a card of his he plays,
 * designates or touches, and a claim, concession or hand faced, are not his acts; what dummy may
 * do himself and the code records is sent with `by: "dummy"` — a card he places himself (WBF
 * 45D) or touches (WBF 45F; 1912 Law 62, a suggestion). A player exposes only his own cards: a
 * card named as held by another hand (1912 Law 68 4th) is recorded by the director's link. The
 * answer rests on the act's kind and on public facts only, never on a card hidden from the link.
 */
export function notYours(state: TableState, viewer: Viewer, event: RecordEvent): EngineError | null {
  if (viewer === 'director') return null;
  if (event.seat === 'director')
    return { kind: 'not-director', message: "only the director's link may act as the director" };
  const seat = event.seat;
  const faced = state.dummyFaced && state.dummy !== null && state.declarer !== null;
  const byDummy = 'by' in event && event.by === 'dummy';
  if (seat !== viewer) {
    const forDummy =
      faced &&
      seat === state.dummy &&
      viewer === state.declarer &&
      DECLARERS_ACTS_FOR_DUMMY.includes(event.type);
    if (forDummy && !byDummy) return null;
    return { kind: 'not-your-seat', message: `this link is ${viewer}'s: it cannot act for ${seat}` };
  }
  if (event.type === 'expose' && event.holder !== undefined && event.holder !== viewer)
    return {
      kind: 'not-your-act',
      message: `this link is ${viewer}'s: a player exposes only his own cards (a card named as held by another hand, Auction Bridge Law 68 4th, is recorded by the director's link)`,
    };
  if (!faced || viewer !== state.dummy) return null;
  const wbf = state.rulebook.startsWith('wbf-');
  switch (event.type) {
    case 'touch':
      if (byDummy) return null;
      break;
    case 'play':
      if (byDummy && wbf) return null;
      break;
    case 'designate':
    case 'claim':
    case 'concede':
    case 'face-hand':
    // Dummy's acts in the play are declarer's to record, and so to undo (ADR 0088).
    case 'undo':
      break;
    default:
      return null;
  }
  const law = wbf ? 'Laws 43A1(c), 45' : 'Laws 59, 60';
  const own = wbf
    ? 'a card dummy places or touches himself is sent with by: "dummy" (Laws 45D, 45F)'
    : 'a card of dummy\'s touched by dummy is sent as touch with by: "dummy" (Law 62)';
  return {
    kind: 'not-dummys-act',
    message: `${viewer} is dummy: he takes no part in the play; declarer plays dummy's cards and claims for the side (${law}); ${own}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Views: what is sent to a viewer. Built from the table's own `viewFor`, plus what a screen
// needs (texts in the viewer's language, the auction, counts of hidden cards, the deal as dealt
// once it may be shown). The log of events is not part of a view: it only grows, so the server
// sends each event once (`eventsFrom`), and a screen keeps the list.

export type ViewIrregularity = {
  readonly seq: number;
  readonly kind: string;
  readonly offender: string;
  readonly status: string;
  readonly laws: readonly string[];
  /** The director's finding the ruling turned on, or the default applied without one. */
  readonly finding?: {
    readonly fact: string;
    readonly value: string | number | boolean;
    readonly by: string;
  };
};

export type ViewOption = {
  readonly id: string;
  readonly laws: readonly string[];
  readonly text: string;
  readonly suit?: Suit;
  readonly card?: Card;
  /** Stands for every option of its id whose card the viewer may not see (sent without it). */
  readonly hidden?: true;
  /**
   * The option takes a number of tricks (`tricks` of the `elect` event), which the director must
   * give: the bounds the law allows (Law 70: 0 to the remaining tricks; Law 12C1: at least one).
   */
  readonly tricks?: { readonly min: number; readonly max: number };
};

/** A fact the director is asked to find (`finding` event), with the default applied without one. */
export type ViewFinding = {
  readonly fact: string;
  readonly default: string | number | boolean;
  readonly laws: readonly string[];
};

export type ViewPending = {
  readonly provision: string;
  readonly title: string;
  readonly chooser: readonly string[];
  readonly next: string;
  readonly about: number;
  readonly proper: Seat | null;
  readonly options: readonly ViewOption[];
  readonly findings: readonly ViewFinding[];
};

export type TableView = {
  readonly viewer: Viewer;
  readonly lang: Lang;
  readonly game: GameId;
  readonly rulebook: string;
  readonly board: { readonly number: number; readonly dealer: Seat; readonly vulnerable: string };
  /** Events applied (the length of the log shown). */
  readonly seq: number;
  readonly phase: string;
  readonly auction: readonly { readonly seat: Seat; readonly call: string }[];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly turn: Seat | null;
  readonly next: { readonly seat: string; readonly acts: readonly string[] } | null;
  /** Cards a viewer may see of each hand (of a hidden hand, its face-up cards), and how many each holds. */
  readonly hands: BySeat<readonly Card[] | null>;
  readonly counts: BySeat<number>;
  /** The four hands as dealt: the director's always, a player's once the board has ended. */
  readonly dealt: BySeat<readonly Card[]> | null;
  readonly trick: {
    readonly leader: Seat;
    readonly plays: readonly { readonly seat: Seat; readonly card: Card }[];
  } | null;
  /** The last trick quitted (shown faded until the next card is led); the others are in the log. */
  readonly lastTrick: {
    readonly leader: Seat;
    readonly winner: Seat;
    readonly plays: readonly { readonly seat: Seat; readonly card: Card }[];
  } | null;
  /** Tricks won by each side so far. */
  readonly won: { readonly NS: number; readonly EW: number };
  readonly irregularities: readonly ViewIrregularity[];
  readonly pending: ViewPending | null;
  readonly obligations: readonly {
    readonly seat: string;
    readonly kind: string;
    readonly card?: Card;
    readonly suit?: Suit;
    readonly laws: readonly string[];
  }[];
  /**
   * The claim or concession in progress (also while the director decides a disputed one), with the
   * claimer's statement (Law 68C), which is said aloud to the table.
   */
  readonly claim: {
    readonly seat: Seat;
    readonly kind: string;
    readonly tricks: number;
    readonly statement?: string;
  } | null;
  readonly result: {
    readonly tricks: { readonly NS: number; readonly EW: number };
    readonly transfers: readonly {
      readonly to: string;
      readonly tricks: number;
      readonly laws: readonly string[];
    }[];
    readonly score: { readonly NS: number; readonly EW: number };
    /** Auction Bridge: the deal's lines of the score, below the line and above (honours, chicane …). */
    readonly entries?: readonly {
      readonly side: 'NS' | 'EW';
      readonly line: 'below' | 'above';
      readonly points: number;
      readonly reason: string;
      readonly laws: readonly string[];
    }[];
    /** Euchre: the points of the hand in the order scored (law 4: a revoke's first), with their laws. */
    readonly points?: readonly {
      readonly side: 'NS' | 'EW';
      readonly points: number;
      readonly laws: readonly string[];
    }[];
    /** Euchre, when the board gives the game's score before the hand: before, after, the winner. */
    readonly game?: {
      readonly before: { readonly NS: number; readonly EW: number };
      readonly after: { readonly NS: number; readonly EW: number };
      readonly winner: 'NS' | 'EW' | null;
    };
    readonly nextDeal?: string;
    /** WBF Law 12C2: an artificial adjusted score in place of the result. */
    readonly artificial?: {
      readonly NS: 'average-plus' | 'average-minus';
      readonly EW: 'average-plus' | 'average-minus';
    };
  } | null;
  /** The result may still change: a ruling is pending (an end-of-board decision, a disputed claim). */
  readonly provisional: boolean;
  /** Acts of the log a Law 82C correction made void (kept in the record, without effect). */
  readonly voided: readonly number[];
  /** The director's view only: the ruling log, who decided what, when, under which law. */
  readonly rulings?: readonly Ruling[];
  /** The text of each law cited on the screen (our paraphrase, or the code's original words). */
  readonly lawTexts: { readonly [law: string]: LawText };
  /**
   * The calls the viewer may legally make now (the director: the seat expected to call), as the
   * record writes them: the console marks them in its box of calls (any call may still be made).
   */
  readonly calls: readonly string[];
  /**
   * The game's own part as the viewer may see it (src/table/view.ts, the game's `view`): euchre's
   * trump card, making and discard; Auction Bridge's declarations. Empty for contract bridge.
   */
  readonly part: GameViews;
  /**
   * The director's view only, when there is something to search: the double-dummy analysis of a
   * disputed claim and of the irregularities weighed at the end of the board (ADR 0061).
   */
  readonly analysis?: Analysis;
};

/** The judgement of a table in one language: the same for every viewer, so computed once per act. */
export type Judgement = ReturnType<typeof judgementOf>;

export function judgementIn(judged: Judged, lang: Lang): Judgement {
  return judgementOf(judged.state, judged.rulebook, lang);
}

/**
 * What `viewer` may be sent of a judged table, with the law texts in `lang`. `judgement` is
 * `judgementIn(judged, lang)`, passed in when the caller computes several viewers' views.
 */
export function viewOf(
  judged: Judged,
  viewer: Viewer,
  lang: Lang,
  judgement: Judgement = judgementIn(judged, lang),
): TableView {
  const { state, rulebook, record } = judged;
  // Every secrecy rule is the table's (`viewFor`); this only adds texts and serialises.
  const seen = viewFor(state, viewer, rulebook.game);
  const shown = new Set(seen.irregularities.map((i) => i.seq));
  const irregularities: ViewIrregularity[] = judgement.irregularities
    .filter((i) => shown.has(i.seq))
    .map((i) => ({
      seq: i.seq,
      kind: i.kind,
      offender: i.offender,
      status: i.status,
      laws: i.laws,
      ...(i.finding === undefined
        ? {}
        : { finding: { fact: i.finding.fact, value: i.finding.value, by: i.finding.by } }),
    }));
  const pending = seen.pending;
  const auction = state.auction;
  const order = SEATS;
  const dealerIndex = auction === null ? 0 : order.indexOf(auction.dealer);
  const won = { NS: 0, EW: 0 };
  for (const t of state.tricks) won[SIDE_OF[t.winner]] += 1;
  const last = seen.tricks.at(-1);
  const rulings =
    viewer === 'director' ? rulingLog(judged.rulings, judged.course, rulebook, lang) : undefined;
  const view: Omit<TableView, 'lawTexts'> = {
    viewer,
    lang,
    game: record.game,
    rulebook: record.rulebook,
    board: { number: state.board.number, dealer: state.board.dealer, vulnerable: state.board.vulnerable },
    seq: record.events.length,
    phase: state.phase,
    auction:
      auction === null
        ? []
        : auction.calls.map((c, i) => ({ seat: order[(dealerIndex + i) % 4] as Seat, call: makeCall(c) })),
    contract: state.contract === null ? null : makeContract(state.contract),
    declarer: state.declarer,
    dummy: state.dummy,
    turn: state.turn,
    next: judgement.next,
    hands: seen.hands,
    counts: bySeat((s) => size(state.hands[s])),
    dealt: seen.dealt,
    trick:
      seen.trick === null
        ? null
        : { leader: seen.trick.leader, plays: seen.trick.plays.map((p) => ({ ...p })) },
    lastTrick:
      last === undefined
        ? null
        : { leader: last.leader, winner: last.winner, plays: last.plays.map((p) => ({ ...p })) },
    won,
    irregularities,
    pending:
      pending === null || judgement.pending === null
        ? null
        : {
            provision: pending.provision,
            title: rulebook.title(pending.provision, lang),
            chooser: judgement.pending.chooser,
            next: pending.next,
            about: pending.about,
            proper: pending.proper ?? null,
            options: optionsOf(pending, judgement.pending.options, judged, lang),
            findings: (judgement.pending.findings ?? []).map((f) => ({
              fact: f.fact,
              default: f.default,
              laws: f.laws,
            })),
          },
    obligations: judgement.obligations.filter(shownObligation(seen.obligations)).map((o) => ({
      seat: o.seat,
      kind: o.kind,
      laws: o.laws,
      ...(o.card === undefined ? {} : { card: o.card }),
      ...(o.suit === undefined ? {} : { suit: o.suit }),
    })),
    claim:
      state.claim === null
        ? null
        : {
            seat: state.claim.seat,
            kind: state.claim.kind,
            tricks: state.claim.tricks,
            ...(state.claim.statement === undefined ? {} : { statement: state.claim.statement }),
          },
    result: state.result,
    calls: seen.calls,
    part: seen.part,
    provisional: state.result !== null && state.pending !== null,
    voided: judged.course.voided,
    ...(rulings === undefined ? {} : { rulings }),
    ...(viewer === 'director' ? directorAnalysis(judged) : {}),
  };
  return {
    ...view,
    lawTexts: lawTextsOf(rulebook, lang, [
      ...(view.pending?.options.flatMap((o) => o.laws) ?? []),
      ...(view.pending?.findings.flatMap((f) => f.laws) ?? []),
      ...view.irregularities.flatMap((i) => i.laws),
      ...view.obligations.flatMap((o) => o.laws),
      ...(state.result?.transfers.flatMap((t) => t.laws) ?? []),
      ...(rulings ?? []).flatMap((r) => [...r.laws, ...(r.alternatives ?? []).flatMap((a) => a.laws)]),
    ]),
  };
}

/** The texts of the laws cited (as cited: `state.result`'s transfers are not renumbered here). */
function lawTextsOf(rulebook: Rulebook, lang: Lang, laws: readonly string[]): { [law: string]: LawText } {
  const out: { [law: string]: LawText } = {};
  const text = rulebook.lawText;
  if (text === undefined) return out;
  for (const law of laws) {
    if (law in out) continue;
    const found = text(law, lang);
    if (found !== null) out[law] = found;
  }
  return out;
}

/** The options of a decision as the viewer's `viewFor` shows them, with their texts and cited laws. */
function optionsOf(
  pending: NonNullable<SeenView['pending']>,
  judged: readonly JudgedOption[],
  table: Judged,
  lang: Lang,
): ViewOption[] {
  return pending.options.flatMap((o): ViewOption[] => {
    const same = judged.find(
      (j) => j.id === o.id && (o.hidden === true || (j.card === o.card && j.suit === o.suit)),
    );
    if (same === undefined) return [];
    if (o.hidden !== true) return [withTricks(same, table)];
    // An option whose card the viewer may not see: its text without the card.
    const decision = table.state.pending ?? pending;
    const text = table.rulebook
      .optionText(decision, { id: o.id, laws: o.laws }, lang, offenderOf(table.state, decision))
      .replace(/\s+/g, ' ');
    return [{ id: o.id, laws: same.laws, text, hidden: true }];
  });
}

/** The bounds of the number of tricks an option asks for, when it asks for one. */
function withTricks(option: JudgedOption, table: Judged): ViewOption {
  const offer = table.state.pending?.options.find((o) => o.id === option.id);
  const bounds = offer === undefined ? null : (table.rulebook.tricksFor?.(table.state, offer) ?? null);
  return bounds === null ? option : { ...option, tricks: bounds };
}

/** Whether a judged obligation is among those the viewer's `viewFor` shows. */
function shownObligation(shown: SeenView['obligations']): (o: Judgement['obligations'][number]) => boolean {
  return (o) =>
    shown.some((x) => x.seat === o.seat && x.kind === o.kind && x.card === o.card && x.suit === o.suit);
}

/** Each search of the director's analysis in the server: short, as it runs when a view is built. */
export const DIRECTOR_ANALYSIS_MS = 250;

/** Analyses by state: a table's state changes only with an act, so each is searched once. */
const analyses = new WeakMap<TableState, Analysis>();

/** The director's analysis of a table, when it has anything to search (cheap to ask otherwise). */
function directorAnalysis(judged: Judged): { readonly analysis?: Analysis } {
  if (!hasAnalysis(judged.state)) return {};
  let analysis = analyses.get(judged.state);
  if (analysis === undefined) {
    analysis = analyse(judged, { timeLimitMs: DIRECTOR_ANALYSIS_MS });
    analyses.set(judged.state, analysis);
  }
  return { analysis };
}

/** The events of the record from index `from` on (what a screen that has the first `from` lacks). */
export function eventsFrom(judged: Judged, from: number): readonly RecordEvent[] {
  return judged.record.events.slice(Math.max(0, from));
}

/** The log as each seat may be sent it (`eventFor`), event by event; kept growing by `logsAfter`. */
export type SeatLogs = BySeat<ViewEvent[]>;

/** Each seat's log of a judged table: one replay of its record. */
export function seatLogs(judged: Judged): SeatLogs {
  const logs: SeatLogs = bySeat(() => []);
  // A judged record replays whole; were it not to, the rest of the log is nobody's to see.
  replay(judged.record, judged.rulebook, ({ event, before, after }) => {
    for (const seat of SEATS) logs[seat].push(eventFor(event, before, after, seat, judged.rulebook.game));
  });
  return logs;
}

/** Appends to each seat's log the act that took the table from `before` to `after`. */
export function logsAfter(logs: SeatLogs, event: RecordEvent, before: Judged, after: Judged): void {
  for (const seat of SEATS)
    logs[seat].push(eventFor(event, before.state, after.state, seat, after.rulebook.game));
}

/**
 * The log from index `from` on as `viewer` may be sent it: the director's and, once the board has
 * ended (every card shown), everyone's is the record's; a seat's before then is its own log.
 */
export function logFrom(
  judged: Judged,
  logs: SeatLogs,
  viewer: Viewer,
  from: number,
): readonly (RecordEvent | ViewEvent)[] {
  if (viewer === 'director' || judged.state.phase === 'ended') return eventsFrom(judged, from);
  return logs[viewer].slice(Math.max(0, from));
}

/** The title of a law provision in a language (`'54'` → "Faced opening lead out of turn"). */
export function provisionTitle(judged: Judged, ref: string, lang: Lang): string {
  return judged.rulebook.title(ref, lang);
}

// ---------------------------------------------------------------------------------------------
// Exports.

/**
 * The board as a PBN file (contract bridge only): deal, auction or contract, play, result, and
 * `[Scoring]` as the table is set (matchpoints unless set otherwise). For a player before the
 * board has ended, the hands he may not see are `-` (`dealtFor`).
 */
export function pbnOf(
  judged: Judged,
  viewer: Viewer = 'director',
  scoring: 'MP' | 'IMP' = 'MP',
): string | null {
  if (judged.record.game !== 'contract-bridge') return null;
  const hands = dealtFor(judged.state, viewer);
  return makeBoardPbn(boardOfState(judged.state, { event: 'tablelaw table', scoring, hands }));
}

/** The record as text (DESIGN §4). */
export function recordText(judged: Judged): string {
  return makeRecord(judged.record);
}

/**
 * The record as `viewer` may download it: the record itself for the director and once the board
 * has ended; before then a player's is the per-seat view's form (docs/record-format.md): the
 * hands he may not see as `-` in the deal, and his log (`logFrom`), hidden cards `null`.
 */
export function recordFor(judged: Judged, logs: SeatLogs, viewer: Viewer): string {
  if (viewer === 'director' || judged.state.phase === 'ended') return recordText(judged);
  const { events: _, ...header } = judged.record;
  const dealt = dealtFor(judged.state, viewer);
  const deal = makeDealSetup({ first: judged.record.board.dealer, hands: dealt });
  return `${JSON.stringify({ ...header, board: { ...header.board, deal }, events: logFrom(judged, logs, viewer, 0) }, null, 2)}\n`;
}

/** The format of a match's file: the records of its deals in order (docs/record-format.md). */
export const MATCH_FORMAT = 'tablelaw-match/1';

/**
 * A match (euchre's or Auction Bridge's rubber at one table, ADR 0104) as `viewer` may download
 * it: `{ format, game, rulebook, deals }`, each deal a tablelaw record as `recordFor` gives it
 * (an ended deal whole, every card of it being shown; `current`'s before it has ended, what the
 * viewer may see).
 */
export function matchRecordText(
  deals: readonly Judged[],
  current: Judged,
  logs: SeatLogs,
  viewer: Viewer,
): string {
  // Every deal as the viewer may have it: an earlier deal has ended (whole), unless a store was
  // tampered with — then it too is only what the viewer may see.
  const records = deals.map(
    (d) => JSON.parse(recordFor(d, d === current ? logs : seatLogs(d), viewer)) as unknown,
  );
  const { game, rulebook } = current.record;
  return `${JSON.stringify({ format: MATCH_FORMAT, game, rulebook, deals: records }, null, 2)}\n`;
}
