/**
 * Auction Bridge at the table: the game-specific part of the table state (`state.part.auctionBridge`)
 * and the setting up of a board. The table's own fields stay those of every bridge game: the
 * contract the play runs on is the trick-taking one (royal spades play as spades, Law 4), so
 * `state.contract` shows `S` for a royal-spade declaration while `auctionBridge.contract` keeps
 * the declaration itself (`RS`), which the score is taken from.
 *
 * The Whist Club code of 1912 makes "turned and quitted" a fact of the law (Laws 73, 83, 85): a
 * revoke is established when its trick is turned and quitted by the rightful winners, and a
 * failure to obey a call may be corrected until then. The table moves a complete trick to
 * `tricks` at once; `quitted` counts the tricks also turned and quitted — by a `quit-trick` event
 * of the side that won it, or, at the latest, when a card is led to the next trick.
 */
import type { Card } from '../../core/card.js';
import { LHO, PARTNER, type Seat } from '../../core/seat.js';
import { type Auction, auctionOutcome, callerAt, startAuction } from '../../games/auction-bridge/auction.js';
import type { AuctionContract, AuctionStrain } from '../../games/auction-bridge/declaration.js';
import { TRUMP_OF } from '../../games/auction-bridge/declaration.js';
import { trickTakingContract } from '../../games/auction-bridge/play.js';
import { bridgeOrder } from '../../games/contract-bridge/play.js';
import type { RecordContract } from '../../table/event.js';
import { change, type TableState } from '../../table/state.js';

declare module '../../table/state.js' {
  interface GameParts {
    /** Auction Bridge only: its auction, final declaration and trick quitting. */
    readonly auctionBridge?: AuctionBridgeTable;
  }
}

export type AuctionBridgeTable = {
  /** The declarations so far (Laws 42–45), royal spades included. */
  readonly auction: Auction;
  /** The final declaration, once made (or given by the record). */
  readonly contract: AuctionContract | null;
  /** Tricks turned and quitted (Law 83): never more than `state.tricks.length`. */
  readonly quitted: number;
  /** Law 72: the declarer has claimed and been required to place his cards face upward. */
  readonly declarerFaced: boolean;
  /** Law 77: the declarer's lead out of turn, which he may take back until the second hand plays. */
  readonly falseLead: {
    readonly seq: number;
    readonly seat: Seat;
    readonly card: Card;
    readonly proper: Seat;
  } | null;
  /** Law 67: the play (cards played so far) at which the declarer last decided whether to call. */
  readonly asked: number;
  /**
   * A call not yet in the auction while the adversaries decide on it: made out of turn (Laws 49,
   * 57), insufficient or impossible (50). `level` may exceed 7 (an impossible declaration).
   */
  readonly held: HeldCall | null;
  /** Players debarred from declaring (50) or from bidding and doubling (65). */
  readonly debarred: readonly Debarment[];
  /** Law 71: cards led without waiting; the offender's partner must win the trick each is led to. */
  readonly winWhenLed: readonly { readonly card: Card; readonly seat: Seat }[];
  /** Law 81: tricks turned and quitted with fewer than four cards, and the hands that omitted to play. */
  readonly imperfect: readonly { readonly trick: number; readonly missing: readonly Seat[] }[];
  /** Law 82: cards played to a trick by a hand that had already played to it, not yet restored. */
  readonly surplus: readonly SurplusCard[];
};

export type HeldCall = {
  readonly seq: number;
  readonly seat: Seat;
  readonly call:
    | { readonly type: 'pass' | 'double' | 'redouble' }
    | { readonly type: 'declaration'; readonly level: number; readonly strain: AuctionStrain };
};

export type Debarment = {
  readonly seat: Seat;
  /** Law 65: no double either; Law 50: declarations only. */
  readonly doubles: boolean;
  /** Law 50: lifted when an adversary subsequently bids or doubles; Law 65: for the whole hand. */
  readonly liftable: boolean;
  readonly laws: readonly string[];
};

export type SurplusCard = {
  readonly seq: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly trick: number;
};

/** The Auction Bridge part of a state (a broken invariant when the board is not Auction Bridge). */
export function auctionBridgeOf(state: TableState): AuctionBridgeTable {
  const part = state.part.auctionBridge;
  if (part === undefined) throw new Error('not an Auction Bridge table');
  return part;
}

export function withAuctionBridge<S extends TableState>(state: S, part: Partial<AuctionBridgeTable>): S {
  return change(state, { part: { auctionBridge: { ...auctionBridgeOf(state), ...part } } });
}

/** The record's contract as an Auction Bridge declaration (every strain of the record is one). */
export function auctionContractOf(contract: RecordContract): AuctionContract {
  return { ...contract, strain: contract.strain as AuctionStrain };
}

/** Sets up an Auction Bridge board: the auction to come, or play in the record's contract. */
export function startAuctionBridge(base: TableState, contract: RecordContract | undefined): TableState {
  const started = change(base, {
    auction: null,
    part: {
      auctionBridge: {
        auction: startAuction(base.board.dealer),
        contract: null,
        quitted: 0,
        declarerFaced: false,
        falseLead: null,
        asked: -1,
        held: null,
        debarred: [],
        winWhenLed: [],
        imperfect: [],
        surplus: [],
      },
    },
  });
  return contract === undefined ? started : withAuctionContract(started, auctionContractOf(contract));
}

/** Play begins (Law 58): the declarer, dummy, the trump suit, and the lead from his left. */
export function withAuctionContract(state: TableState, contract: AuctionContract): TableState {
  const part = auctionBridgeOf(state);
  return change(state, {
    phase: 'play',
    contract: trickTakingContract(contract),
    declarer: contract.declarer,
    dummy: PARTNER[contract.declarer],
    trump: TRUMP_OF[contract.strain],
    order: bridgeOrder(TRUMP_OF[contract.strain]),
    turn: LHO[contract.declarer],
    part: { auctionBridge: { ...part, contract } },
  });
}

/** The seat to declare next, or null when the bidding has ended (or the board is not Auction Bridge). */
export function nextToDeclare(state: TableState): Seat | null {
  const part = state.part.auctionBridge;
  if (part === undefined || state.phase !== 'auction') return null;
  const outcome = auctionOutcome(part.auction);
  return outcome.kind === 'in-progress' ? callerAt(part.auction, part.auction.calls.length) : null;
}
