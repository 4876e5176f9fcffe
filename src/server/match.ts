/**
 * The game across deals at one table (ADR 0104): euchre's games of five points and its rubber
 * (Somerset Club 1888, laws 1, 2, 4, 7), Auction Bridge's games of thirty below the line and its
 * rubber (Whist Club 1912, Laws 1–3, 11). A table is one deal (one tablelaw record); a match is
 * the chain of its deals' tables, each a record of its own, the score carried from one to the
 * next by folding the deals' results in order.
 *
 * - Deal k's table is `first` for k = 1 and `first-k` after: the id is known before the table is
 *   made, so two asks for the next deal (two players, two server processes) make one table.
 * - The deal passes to the left (euchre law 28; 1912 Law 31), except after a new deal demanded
 *   by the same dealer (`result.nextDeal: "same-dealer"`: euchre 33–35, 39, 43, 44; 1912 49, 50,
 *   57, 81).
 * - Each deal is dealt from the match's recorded seed (match-seed.ts): never sent to a seat.
 * - Euchre's next record carries the game in progress as `board.score` (docs/record-format.md),
 *   so each deal's own judgement says the game's score after it and who won the game.
 *
 * Pure, and free of Node's modules (the console's types come from here); throws nothing.
 */
import { type BySide, type Seat, SIDE_OF, type Side, seatAfter } from '../core/seat.js';
import {
  type RubberState as AuctionRubber,
  NEW_RUBBER,
  type RubberEntry,
  type RubberTotals,
  rubberTotals,
  scoreRubberDeal,
} from '../games/auction-bridge/rubber.js';
import type { ScoreEntry } from '../games/auction-bridge/score.js';
import {
  type RubberState as EuchreRubber,
  type FinishedGame,
  gamesWon,
  rubberPoints,
  scorePoints,
  startRubber,
} from '../games/euchre/game.js';
import type { GameId } from '../notation/record/record.js';

/** The games played across deals at one table (contract bridge's boards are a session's). */
export const MATCH_GAMES: readonly GameId[] = ['euchre', 'auction-bridge'];

export function isMatchGame(game: GameId): boolean {
  return MATCH_GAMES.includes(game);
}

/** What a deal's table keeps of its match (in its settings): where it stands and how it is dealt. */
export type MatchSettings = {
  /** The id of the first deal's table: the match's name. */
  readonly first: string;
  /** This table's deal, from 1. */
  readonly deal: number;
  /** The match's seed: the first deal's, from which the others are derived. */
  readonly seed: number;
  /** The key of the derivation (base64url): secret, kept in the store only. */
  readonly key: string;
};

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^[A-Za-z0-9_-]{16,64}$/;

/** A match's settings as stored, or null when they are absent or not well formed. */
export function readMatchSettings(value: unknown): MatchSettings | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as { readonly [k: string]: unknown };
  const { first, deal, seed, key } = v;
  if (typeof first !== 'string' || !ID.test(first)) return null;
  if (typeof deal !== 'number' || !Number.isSafeInteger(deal) || deal < 1) return null;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) return null;
  if (typeof key !== 'string' || !KEY.test(key)) return null;
  return { first, deal, seed, key };
}

/** The id of deal `deal`'s table in the match named `first`. */
export function dealId(first: string, deal: number): string {
  return deal === 1 ? first : `${first}-${deal}`;
}

/** The match and deal a table id names when it is a later deal's (`first-k`, k ≥ 2), else null. */
export function dealOfId(id: string): { readonly first: string; readonly deal: number } | null {
  const m = /^(.+)-([1-9][0-9]{0,5})$/.exec(id);
  if (m === null) return null;
  const deal = Number(m[2]);
  return deal >= 2 ? { first: m[1] as string, deal } : null;
}

/** A finished deal as the match scores it: its dealer and what it scored (public once it ended). */
export type MatchDeal = {
  readonly deal: number;
  readonly id: string;
  readonly dealer: Seat;
  /** The hand was not played out: dealt again by the same dealer, or passed to the next. */
  readonly redeal?: 'same-dealer' | 'next-dealer';
  /** Euchre: the points of the hand in the order scored (law 4). */
  readonly points?: readonly {
    readonly side: Side;
    readonly points: number;
    readonly laws: readonly string[];
  }[];
  /** Auction Bridge: the deal's lines of the score. */
  readonly entries?: readonly ScoreEntry[];
  /** Auction Bridge: the declarer's side (whose trick points count first towards game). */
  readonly declaringSide?: Side;
};

/** What a deal's table tells of its result, for `finishedDeal` (the judged state's parts it reads). */
export type DealOutcome = {
  readonly game: GameId;
  readonly ended: boolean;
  readonly dealer: Seat;
  readonly declarer: Seat | null;
  readonly result: {
    readonly nextDeal?: 'next-dealer' | 'same-dealer';
    readonly points?: MatchDeal['points'];
    readonly entries?: MatchDeal['entries'];
  } | null;
};

/** The deal as its match scores it, or null while it has not ended. */
export function finishedDeal(id: string, deal: number, outcome: DealOutcome): MatchDeal | null {
  const r = outcome.result;
  if (!outcome.ended || r === null) return null;
  const base = { deal, id, dealer: outcome.dealer };
  if (r.nextDeal !== undefined) return { ...base, redeal: r.nextDeal };
  if (outcome.game === 'euchre') return { ...base, points: r.points ?? [] };
  return {
    ...base,
    entries: r.entries ?? [],
    ...(outcome.declarer === null ? {} : { declaringSide: SIDE_OF[outcome.declarer] }),
  };
}

/** The dealer of the deal after `last`: the same after a new deal demanded, else the next to the left. */
export function nextDealerAfter(last: MatchDeal): Seat {
  return last.redeal === 'same-dealer' ? last.dealer : seatAfter(last.dealer, 1);
}

/** A euchre game won, with the deal in which it was won. */
export type EuchreGame = FinishedGame & { readonly deal: number };

export type EuchreSheet = {
  readonly game: 'euchre';
  readonly deals: readonly MatchDeal[];
  readonly games: readonly EuchreGame[];
  /** The game in progress (laps carried in included). */
  readonly score: BySide<number>;
  readonly won: BySide<number>;
  readonly complete: boolean;
  readonly winner: Side | null;
  /** Law 7: each game its value, and two for the rubber once complete. */
  readonly points: BySide<number>;
};

export type AuctionSheet = {
  readonly game: 'auction-bridge';
  readonly deals: readonly MatchDeal[];
  readonly ledger: readonly RubberEntry[];
  readonly games: BySide<number>;
  readonly gameWinners: readonly Side[];
  /** Trick points towards the game in progress (Law 2). */
  readonly below: BySide<number>;
  readonly winner: Side | null;
  /** Law 11: trick and honour scores, the rubber bonus, and the points of the rubber. */
  readonly totals: RubberTotals;
};

export type MatchSheet = EuchreSheet | AuctionSheet;

/** Euchre's rubber after the deals, in order (a hand's points scored in law 4's order). */
export function euchreSheet(deals: readonly MatchDeal[]): EuchreSheet {
  let rubber: EuchreRubber = startRubber();
  const games: EuchreGame[] = [];
  for (const d of deals) {
    if (d.points === undefined || rubber.complete) continue;
    const next = scorePoints(rubber, d.points);
    if (!next.ok) continue;
    for (const g of next.value.games.slice(rubber.games.length)) games.push({ ...g, deal: d.deal });
    rubber = next.value;
  }
  return {
    game: 'euchre',
    deals,
    games,
    score: rubber.score,
    won: gamesWon(rubber),
    complete: rubber.complete,
    winner: rubber.winner,
    points: rubberPoints(rubber),
  };
}

/** Auction Bridge's rubber after the deals, in order. */
export function auctionSheet(deals: readonly MatchDeal[]): AuctionSheet {
  let rubber: AuctionRubber = NEW_RUBBER;
  for (const d of deals) {
    if (d.entries === undefined || d.declaringSide === undefined || rubber.winner !== null) continue;
    const below = { NS: 0, EW: 0 };
    for (const e of d.entries) if (e.line === 'below') below[e.side] += e.points;
    const next = scoreRubberDeal(rubber, { entries: d.entries, below, declaringSide: d.declaringSide });
    if (!next.ok) continue;
    // The ledger numbers deals as the rubber scored them; the match's own number is the table's.
    const scored = next.value.ledger.slice(rubber.ledger.length).map((e) => ({ ...e, deal: d.deal }));
    rubber = { ...next.value, ledger: [...rubber.ledger, ...scored] };
  }
  return {
    game: 'auction-bridge',
    deals,
    ledger: rubber.ledger,
    games: rubber.games,
    gameWinners: rubber.gameWinners,
    below: rubber.below,
    winner: rubber.winner,
    totals: rubberTotals(rubber),
  };
}

export function matchSheet(game: GameId, deals: readonly MatchDeal[]): MatchSheet | null {
  if (game === 'euchre') return euchreSheet(deals);
  if (game === 'auction-bridge') return auctionSheet(deals);
  return null;
}

/** Whether the rubber is over: no deal follows. */
export function rubberOver(sheet: MatchSheet): boolean {
  return sheet.game === 'euchre' ? sheet.complete : sheet.winner !== null;
}

/** Euchre: the game in progress as the next deal's record gives it (`board.score`). */
export function scoreBefore(sheet: MatchSheet): BySide<number> | undefined {
  return sheet.game === 'euchre' ? sheet.score : undefined;
}

/**
 * What a screen is sent of the match (every viewer the same: nothing in it is any hand's secret —
 * the finished deals' scores, never the seed nor the key).
 */
export type MatchView = {
  /** This table's deal. */
  readonly deal: number;
  readonly sheet: MatchSheet;
  /** The rubber is over. */
  readonly over: boolean;
  /** The next deal's table, once it is dealt (the same links' tokens open it). */
  readonly next: string | null;
  /** The next deal may be asked for now (this deal has ended with no decision open, the rubber goes on). */
  readonly nextAllowed: boolean;
  /** Who deals the next deal. */
  readonly nextDealer: Seat | null;
};
