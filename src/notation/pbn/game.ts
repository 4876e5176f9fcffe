/**
 * The meaning of a PBN game: typed readings of its tags and of its Auction and Play sections,
 * each a `Result` whose error carries the line and column of the offending value or token.
 *
 * Readings (PBN 2.1 §3.4–3.6):
 * - `?` (unknown) and `` (not applicable) read as null; an absent tag reads as null.
 * - Vulnerable: `None`/`Love`/`-`, `NS`, `EW`, `All`/`Both`, in any case.
 * - Deal: hands given as `-` are allowed; then `deal` is null and `dealSetup` holds the known
 *   hands (whose defects, such as a 14-card hand, are still errors).
 * - Declarer: `^S` (declarer and dummy swapped, §3.4.13) reads as the seat after the caret.
 * - Contract: `Pass` reads as `'passed-out'`. End positions (§3.10, a strain without level) are
 *   not supported and read as an error.
 * - Result: tricks won by declarer; the forms `NS 9`, `EW 4 NS 9` are converted assuming 13
 *   tricks; a leading `^` (an agreed wrong count) is dropped.
 * - Auction: the tag's seat makes the first call; `-` before the first call skips a seat (the
 *   dealer is the first seat not skipped); `AP` adds the passes that end the auction; `^S`
 *   skips a seat (a call out of rotation); `^I` marks the next bid insufficient; `*` and `+`
 *   end the section. Notes `=n=`, NAGs and suffixes (as NAGs, §3.5.2) are kept per call.
 * - Play: the tag's seat owns the first column; every four cards form a trick, listed by seat
 *   (not in playing order). The leader of the first trick is the tag's seat (or the card marked
 *   `^L`), of later tricks the winner of the previous one under the contract's trump. `-` is a
 *   card not played (after a claim), `+` the next card to be played; tricks with no card at
 *   the end are dropped. A card not in its player's hand, or played twice, is an error; a
 *   failure to follow suit is not (it is an irregularity for the laws, not a reading error).
 * - Note tags belong to the nearest Auction or Play tag before them.
 *
 * Throws nothing.
 */
import { isVulnerability, type Vulnerability } from '../../core/board.js';
import { type Card, parseCard, type Suit } from '../../core/card.js';
import { type Deal, type DealSetup, parseDeal, validateDeal } from '../../core/deal.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  type BySeat,
  bySeat,
  isSeat,
  LHO,
  RHO,
  rotation,
  SEAT_NAMES,
  type Seat,
  SIDE_OF,
} from '../../core/seat.js';
import { auctionOf, auctionOutcome } from '../../games/contract-bridge/auction.js';
import {
  type Call,
  type Contract,
  PASS,
  parseCall,
  parseContract,
} from '../../games/contract-bridge/call.js';
import { naturalOrder, type TrickPlay, trickWinner } from '../../games/trick.js';
import {
  findTag,
  gamePosition,
  type PbnError,
  type PbnFile,
  type PbnGame,
  type PbnPosition,
  type PbnSectionToken,
  SUFFIXES,
} from './syntax.js';

export type PbnNote = { readonly index: number; readonly text: string };

export type PbnCall = {
  readonly seat: Seat;
  readonly call: Call;
  /** `^I`: an insufficient bid, accepted. */
  readonly insufficient: boolean;
  readonly note: number | null;
  /** Numeric annotations, suffixes included (`!` is $1 … `?!` is $6), ascending. */
  readonly nags: readonly number[];
};

export type PbnAuction = {
  /** The seat of the first column (the tag's value). */
  readonly first: Seat;
  /** The seat whose turn it was first: the first seat not skipped with `-`. */
  readonly dealer: Seat;
  readonly calls: readonly PbnCall[];
  /** `passes`: ended by passes; `stopped`: no further calls given; `continue`: to be continued (`+`). */
  readonly end: 'passes' | 'stopped' | 'continue';
  readonly notes: readonly PbnNote[];
};

export type PbnPlayedCard = {
  readonly seat: Seat;
  readonly card: Card;
  /** `^R` (a revoke) or `^L` (a lead out of turn, accepted). */
  readonly irregularity: 'revoke' | 'lead-out-of-turn' | null;
  readonly note: number | null;
  /** Numeric annotations, suffixes included (`!` is $7 … `?!` is $12), ascending. */
  readonly nags: readonly number[];
};

export type PbnTrick = {
  readonly leader: Seat;
  /** The cards in playing order. */
  readonly plays: readonly PbnPlayedCard[];
  /** The winner of a complete trick; null while cards are missing. */
  readonly winner: Seat | null;
};

export type PbnPlay = {
  /** The opening leader: the seat of the first column (the tag's value). */
  readonly leader: Seat;
  readonly tricks: readonly PbnTrick[];
  /** `complete`: thirteen full tricks; `stopped`: no further cards given (a claim); `continue`: `+`. */
  readonly end: 'complete' | 'stopped' | 'continue';
  readonly notes: readonly PbnNote[];
};

export type PbnBoardRecord = {
  readonly event: string | null;
  readonly site: string | null;
  readonly date: string | null;
  readonly board: number | null;
  readonly players: BySeat<string | null>;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  /** The validated deal when all four hands are given. */
  readonly deal: Deal | null;
  /** The hands as given (some may be unknown). */
  readonly dealSetup: DealSetup | null;
  readonly scoring: string | null;
  readonly declarer: Seat | null;
  readonly contract: Contract | 'passed-out' | null;
  /** Tricks won by declarer. */
  readonly result: number | null;
  readonly auction: PbnAuction | null;
  readonly play: PbnPlay | null;
};

type Located = { readonly tag: string; readonly value: string; readonly at: PbnPosition };

/** A tag's value in force and where it stands (an inherited value stands at the game's start). */
function locate(game: PbnGame, name: string): Located | null {
  const own = findTag(game, name);
  if (own !== undefined) return { tag: name, value: own.resolved, at: own.valueAt };
  const inherited = game.inherited.find((i) => i.name === name);
  return inherited === undefined ? null : { tag: name, value: inherited.value, at: gamePosition(game) };
}

function badValue<T>(loc: Located, message: string): Result<T, PbnError> {
  return err({ kind: 'tag-value', tag: loc.tag, value: loc.value, message, ...loc.at });
}

function at(pos: PbnPosition): { line: number; column: number } {
  return { line: pos.line, column: pos.column };
}

function isUnknown(value: string): boolean {
  const v = value.trim();
  return v === '' || v === '?';
}

/** A free-text tag (Event, Site, Date, the players, Scoring…): null when absent, empty or `?`. */
export function readText(game: PbnGame, name: string): string | null {
  const loc = locate(game, name);
  return loc === null || isUnknown(loc.value) ? null : loc.value;
}

export function readBoardNumber(game: PbnGame): Result<number | null, PbnError> {
  const loc = locate(game, 'Board');
  if (loc === null || isUnknown(loc.value)) return ok(null);
  const text = loc.value.trim();
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < 1)
    return badValue(loc, 'a board number is a positive whole number');
  return ok(n);
}

function readSeat(game: PbnGame, name: string, caret: boolean): Result<Seat | null, PbnError> {
  const loc = locate(game, name);
  if (loc === null || isUnknown(loc.value)) return ok(null);
  let text = loc.value.trim().toUpperCase();
  if (caret && text.startsWith('^')) text = text.slice(1);
  if (!isSeat(text)) return badValue(loc, 'a seat is N, E, S or W');
  return ok(text);
}

export function readDealer(game: PbnGame): Result<Seat | null, PbnError> {
  return readSeat(game, 'Dealer', false);
}

export function readDeclarer(game: PbnGame): Result<Seat | null, PbnError> {
  return readSeat(game, 'Declarer', true);
}

const VULNERABLE_WORDS: Readonly<Record<string, Vulnerability>> = {
  NONE: 'None',
  LOVE: 'None',
  '-': 'None',
  NS: 'NS',
  EW: 'EW',
  ALL: 'All',
  BOTH: 'All',
};

export function readVulnerable(game: PbnGame): Result<Vulnerability | null, PbnError> {
  const loc = locate(game, 'Vulnerable');
  if (loc === null || isUnknown(loc.value)) return ok(null);
  const v = VULNERABLE_WORDS[loc.value.trim().toUpperCase()];
  if (v === undefined || !isVulnerability(v)) return badValue(loc, 'vulnerable is None, NS, EW or All');
  return ok(v);
}

export type PbnDeal = { readonly setup: DealSetup; readonly deal: Deal | null };

export function readDeal(game: PbnGame): Result<PbnDeal | null, PbnError> {
  const loc = locate(game, 'Deal');
  if (loc === null || isUnknown(loc.value)) return ok(null);
  const parsed = parseDeal(loc.value);
  if (!parsed.ok)
    return err({
      kind: 'deal-syntax',
      message: parsed.error.message,
      line: loc.at.line,
      column: loc.at.column + parsed.error.column,
    });
  const valid = validateDeal(parsed.value);
  if (valid.ok) return ok({ setup: parsed.value, deal: valid.value });
  const defects = valid.error.defects.filter((d) => d.kind !== 'unknown-hand');
  if (defects.length > 0) return err({ kind: 'deal-invalid', defects, ...at(loc.at) });
  return ok({ setup: parsed.value, deal: null });
}

export function readContract(
  game: PbnGame,
  declarer: Seat | null,
): Result<Contract | 'passed-out' | null, PbnError> {
  const loc = locate(game, 'Contract');
  if (loc === null || isUnknown(loc.value)) return ok(null);
  if (loc.value.trim().toUpperCase() === 'PASS') return ok('passed-out');
  const parsed = parseContract(loc.value, declarer ?? 'N');
  if (!parsed.ok)
    return badValue(loc, 'a contract is a level 1–7, a strain (C D H S NT) and X or XX, or Pass');
  if (declarer === null)
    return err({
      kind: 'tag-value',
      tag: 'Contract',
      value: loc.value,
      message: 'the declarer is not known: no Declarer tag, no auction that ends, no Play section names it',
      ...at(loc.at),
    });
  return ok(parsed.value);
}

const RESULT_SIDES = /^(NS|EW)\s+(\d+)(?:\s+(NS|EW)\s+(\d+))?$/i;

export function readResult(game: PbnGame, declarer: Seat | null): Result<number | null, PbnError> {
  const loc = locate(game, 'Result');
  if (loc === null || isUnknown(loc.value)) return ok(null);
  let text = loc.value.trim();
  if (text.startsWith('^')) text = text.slice(1).trim();
  const range = (n: number) =>
    n >= 0 && n <= 13 ? ok(n) : badValue<number>(loc, 'a result is 0 to 13 tricks');
  if (/^\d+$/.test(text)) return range(Number(text));
  const m = RESULT_SIDES.exec(text);
  if (m === null) return badValue(loc, 'a result is a number of tricks, or "NS 9", "EW 4"');
  // Without a declarer the side form says nothing of declarer's tricks (§3.4.15 allows it on a
  // board with no contract): it reads as null (the tag itself stays among the game's tags).
  if (declarer === null) return ok(null);
  const tricks = Number(m[2]);
  return range((m[1] as string).toUpperCase() === SIDE_OF[declarer] ? tricks : 13 - tricks);
}

/** Note tags following the tag `owner` (before the next Auction or Play tag). */
function notesAfter(game: PbnGame, owner: 'Auction' | 'Play'): Result<PbnNote[], PbnError> {
  const notes: PbnNote[] = [];
  let inside = false;
  for (const tag of game.tags) {
    if (tag.name === 'Auction' || tag.name === 'Play') inside = tag.name === owner;
    else if (inside && tag.name === 'Note') {
      const m = /^\s*(\d+)\s*:(.*)$/s.exec(tag.value);
      if (m === null)
        return err({
          kind: 'tag-value',
          tag: 'Note',
          value: tag.value,
          message: 'a note is written "1:text"',
          ...at(tag.valueAt),
        });
      notes.push({ index: Number(m[1]), text: m[2] as string });
    }
  }
  return ok(notes);
}

function sectionTokens(game: PbnGame, name: string): PbnSectionToken[] {
  const section = findTag(game, name)?.section;
  return section?.kind === 'tokens' ? section.lines.flat() : [];
}

function auctionComplete(calls: readonly { call: Call }[]): boolean {
  // Four passes, or three passes after any other call (calls are only added while the auction is open).
  return calls.length >= 4 && calls.slice(-3).every((c) => c.call.type === 'pass');
}

type MutableCall = { seat: Seat; call: Call; insufficient: boolean; note: number | null; nags: number[] };

export function readAuction(game: PbnGame): Result<PbnAuction | null, PbnError> {
  const tag = findTag(game, 'Auction');
  if (tag === undefined) return ok(null);
  const first = tag.resolved.trim().toUpperCase();
  if (!isSeat(first))
    return err({
      kind: 'tag-value',
      tag: 'Auction',
      value: tag.resolved,
      message: 'the Auction tag names the seat of the first call: N, E, S or W',
      ...at(tag.valueAt),
    });
  const calls: MutableCall[] = [];
  let seat: Seat = first;
  let dealer: Seat | null = null;
  let insufficient = false;
  let stopped: 'stopped' | 'continue' | null = null;
  const fail = (message: string, pos: PbnPosition) => err<PbnError>({ kind: 'auction', message, ...at(pos) });
  const add = (call: Call, pos: PbnPosition): PbnError | null => {
    if (stopped !== null)
      return {
        kind: 'auction',
        message: `no call may follow "${stopped === 'continue' ? '+' : '*'}"`,
        ...at(pos),
      };
    if (auctionComplete(calls))
      return { kind: 'auction', message: 'a call after the auction has ended', ...at(pos) };
    dealer ??= seat;
    calls.push({ seat, call, insufficient, note: null, nags: [] });
    insufficient = false;
    seat = LHO[seat];
    return null;
  };
  for (const token of sectionTokens(game, 'Auction')) {
    switch (token.type) {
      case 'comment':
      case 'escape':
        break;
      case 'item': {
        const text = token.text.toUpperCase();
        if (text === '-') {
          if (dealer !== null) return fail('"-" may only stand before the first call', token.at);
          seat = LHO[seat];
        } else if (text === 'AP') {
          if (auctionComplete(calls)) return fail('a call after the auction has ended', token.at);
          do {
            const e = add(PASS, token.at);
            if (e !== null) return err(e);
          } while (!auctionComplete(calls));
        } else {
          const call = parseCall(token.text);
          if (!call.ok) return err({ kind: 'call-syntax', text: token.text, ...at(token.at) });
          const e = add(call.value, token.at);
          if (e !== null) return err(e);
        }
        break;
      }
      case 'irregularity':
        if (token.letter === 'I') insufficient = true;
        else if (token.letter === 'S') {
          dealer ??= seat;
          seat = LHO[seat];
        } else return fail(`^${token.letter} marks a card, not a call`, token.at);
        break;
      case 'note':
      case 'nag':
      case 'suffix': {
        const last = calls.at(-1);
        if (last === undefined) return fail('an annotation must follow a call', token.at);
        if (token.type === 'note') last.note = token.index;
        else last.nags.push(token.type === 'nag' ? token.value : SUFFIXES.indexOf(token.text) + 1);
        break;
      }
      case 'end':
        stopped ??= 'stopped';
        break;
      case 'continue':
        stopped = 'continue';
        break;
    }
  }
  const notes = notesAfter(game, 'Auction');
  if (!notes.ok) return notes;
  return ok({
    first,
    dealer: dealer ?? seat,
    calls: calls.map((c) => ({ ...c, nags: [...c.nags].sort((a, b) => a - b) })),
    end: auctionComplete(calls) ? 'passes' : stopped === 'continue' ? 'continue' : 'stopped',
    notes: notes.value,
  });
}

type Slot = {
  card: Card | null;
  at: PbnPosition;
  irregularity: 'revoke' | 'lead-out-of-turn' | null;
  note: number | null;
  nags: number[];
};

/**
 * Reads the Play section given the contract (for the trump) and the hands as far as known
 * (each card must be in its player's hand when that hand is known).
 */
export function readPlay(
  game: PbnGame,
  contract: Contract | 'passed-out' | null,
  hands: DealSetup | null,
): Result<PbnPlay | null, PbnError> {
  const tag = findTag(game, 'Play');
  if (tag === undefined) return ok(null);
  const first = tag.resolved.trim().toUpperCase();
  if (!isSeat(first))
    return err({
      kind: 'tag-value',
      tag: 'Play',
      value: tag.resolved,
      message: 'the Play tag names the opening leader: N, E, S or W',
      ...at(tag.valueAt),
    });
  if (contract === null)
    return err({
      kind: 'play',
      message:
        findTag(game, 'Contract') === undefined
          ? 'the Play section needs the contract (for its trump): there is no Contract tag, and no auction that ends'
          : 'the Play section needs the contract (for its trump): the Contract tag is empty or "?", and no auction that ends gives one',
      ...at(tag.at),
    });
  if (contract === 'passed-out')
    return err({ kind: 'play', message: 'a passed-out board has no play', ...at(tag.at) });
  const order = naturalOrder(contract.strain === 'NT' ? null : (contract.strain as Suit));
  const fail = (message: string, pos: PbnPosition) => err<PbnError>({ kind: 'play', message, ...at(pos) });

  const slots: Slot[] = [];
  let pending: Slot['irregularity'] = null;
  let stopped: 'stopped' | 'continue' | null = null;
  for (const token of sectionTokens(game, 'Play')) {
    switch (token.type) {
      case 'comment':
      case 'escape':
        break;
      case 'item':
      case 'continue': {
        if (stopped === 'stopped') return fail('no card may follow "*"', token.at);
        let card: Card | null = null;
        if (token.type === 'continue') stopped = 'continue';
        else if (token.text !== '-') {
          const parsed = parseCard(token.text);
          if (!parsed.ok) return err({ kind: 'card-syntax', text: token.text, ...at(token.at) });
          card = parsed.value;
        }
        slots.push({ card, at: token.at, irregularity: pending, note: null, nags: [] });
        pending = null;
        break;
      }
      case 'irregularity':
        if (token.letter === 'R') pending = 'revoke';
        else if (token.letter === 'L') pending = 'lead-out-of-turn';
        else return fail(`^${token.letter} marks a call, not a card`, token.at);
        break;
      case 'note':
      case 'nag':
      case 'suffix': {
        const last = slots.at(-1);
        if (last === undefined) return fail('an annotation must follow a card', token.at);
        if (token.type === 'note') last.note = token.index;
        else last.nags.push(token.type === 'nag' ? token.value : SUFFIXES.indexOf(token.text) + 7);
        break;
      }
      case 'end':
        if (stopped === null) stopped = 'stopped';
        break;
    }
  }

  const columns = rotation(first);
  let lastWithCard = -1;
  slots.forEach((s, i) => {
    if (s.card !== null) lastWithCard = i;
  });
  const trickCount = Math.floor(lastWithCard / 4) + 1;
  if (trickCount > 13) return fail('a board has thirteen tricks', (slots[13 * 4] as Slot).at);
  const played = new Set<Card>();
  const tricks: PbnTrick[] = [];
  let leader: Seat | null = first;
  for (let t = 0; t < trickCount; t++) {
    const chunk = slots.slice(t * 4, t * 4 + 4);
    const bySeatSlot = new Map<Seat, Slot>();
    chunk.forEach((slot, j) => {
      if (slot.card !== null) bySeatSlot.set(columns[j] as Seat, slot);
    });
    const firstSlot = chunk.find((s) => s.card !== null) ?? (chunk[0] as Slot);
    const outOfTurn = [...bySeatSlot].find(([, s]) => s.irregularity === 'lead-out-of-turn');
    if (outOfTurn !== undefined) leader = outOfTurn[0];
    if (leader === null)
      return fail(`who led trick ${t + 1} is unknown: trick ${t} is incomplete`, firstSlot.at);
    const plays: PbnPlayedCard[] = [];
    for (const seat of rotation(leader)) {
      const slot = bySeatSlot.get(seat);
      if (slot === undefined || slot.card === null) continue;
      const hand = hands?.hands[seat] ?? null;
      if (hand !== null && !hand.includes(slot.card))
        return fail(`${slot.card} is not in ${SEAT_NAMES[seat]}'s hand`, slot.at);
      if (played.has(slot.card)) return fail(`${slot.card} is played twice`, slot.at);
      played.add(slot.card);
      plays.push({
        seat,
        card: slot.card,
        irregularity: slot.irregularity,
        note: slot.note,
        nags: [...slot.nags].sort((a, b) => a - b),
      });
    }
    const winner: Seat | null =
      plays.length === 4
        ? trickWinner(
            plays.map((p): TrickPlay => ({ seat: p.seat, card: p.card })),
            order,
          )
        : null;
    tricks.push({ leader, plays, winner });
    leader = winner;
  }
  const notes = notesAfter(game, 'Play');
  if (!notes.ok) return notes;
  const complete = tricks.length === 13 && tricks.every((t) => t.plays.length === 4);
  return ok({
    leader: first,
    tricks,
    end: stopped === 'continue' ? 'continue' : complete ? 'complete' : 'stopped',
    notes: notes.value,
  });
}

/** The contract and declarer an ended auction gives, when its calls are legal; null otherwise. */
function auctionResult(auction: PbnAuction | null): { contract: Contract | 'passed-out' } | null {
  if (auction === null || auction.end !== 'passes') return null;
  const seats = auction.calls.every((c, i) => c.seat === rotation(auction.dealer)[i % 4] && !c.insufficient);
  if (!seats) return null;
  const built = auctionOf(
    auction.dealer,
    auction.calls.map((c) => c.call),
  );
  if (!built.ok) return null;
  const outcome = auctionOutcome(built.value);
  if (outcome.kind === 'passed-out') return { contract: 'passed-out' };
  return outcome.kind === 'contract' ? { contract: outcome.contract } : null;
}

/** The seat the Play tag names as opening leader, if it is a seat. */
function playLeader(game: PbnGame): Seat | null {
  const text = findTag(game, 'Play')?.resolved.trim().toUpperCase() ?? '';
  return isSeat(text) ? text : null;
}

/**
 * Reads every tag and section of a game into a board record; the first error found is returned.
 * Where the import format leaves a tag out or empty (§3.4), it is derived: the declarer from the
 * auction, else as the player on the opening leader's right (the Play tag names the leader); the
 * contract from an auction that ended.
 */
export function readBoard(game: PbnGame): Result<PbnBoardRecord, PbnError> {
  const board = readBoardNumber(game);
  if (!board.ok) return board;
  const dealer = readDealer(game);
  if (!dealer.ok) return dealer;
  const vulnerable = readVulnerable(game);
  if (!vulnerable.ok) return vulnerable;
  const deal = readDeal(game);
  if (!deal.ok) return deal;
  const auction = readAuction(game);
  if (!auction.ok) return auction;
  if (auction.value !== null && dealer.value !== null && auction.value.dealer !== dealer.value) {
    const tag = findTag(game, 'Auction');
    return err({
      kind: 'auction',
      message: `the auction begins with ${SEAT_NAMES[auction.value.dealer]} but the dealer is ${SEAT_NAMES[dealer.value]}`,
      ...at(tag?.valueAt ?? gamePosition(game)),
    });
  }
  const fromAuction = auctionResult(auction.value);
  const declarerTag = readDeclarer(game);
  if (!declarerTag.ok) return declarerTag;
  const leader = playLeader(game);
  const auctionDeclarer =
    fromAuction !== null && fromAuction.contract !== 'passed-out' ? fromAuction.contract.declarer : null;
  const declarer = declarerTag.value ?? auctionDeclarer ?? (leader === null ? null : RHO[leader]);
  const contractTag = readContract(game, declarer);
  if (!contractTag.ok) return contractTag;
  const derived = fromAuction?.contract ?? null;
  const contract =
    contractTag.value ??
    (derived === null || derived === 'passed-out'
      ? derived
      : { ...derived, declarer: declarer ?? derived.declarer });
  const declarerRead = contract === null || contract === 'passed-out' ? declarerTag.value : contract.declarer;
  const result = readResult(game, declarerRead);
  if (!result.ok) return result;
  const play = readPlay(game, contract, deal.value?.setup ?? null);
  if (!play.ok) return play;
  return ok({
    event: readText(game, 'Event'),
    site: readText(game, 'Site'),
    date: readText(game, 'Date'),
    board: board.value,
    players: bySeat((s) => readText(game, SEAT_NAMES[s])),
    dealer: dealer.value,
    vulnerable: vulnerable.value,
    deal: deal.value?.deal ?? null,
    dealSetup: deal.value?.setup ?? null,
    scoring: readText(game, 'Scoring'),
    declarer: declarerRead,
    contract,
    result: result.value,
    auction: auction.value,
    play: play.value,
  });
}

/** One game of a file as read: where it stands, its Board tag as written, and its record or error. */
export type PbnBoardReading = {
  /** The game's place in the file, from 0. */
  readonly index: number;
  /** Where the game begins (its first tag). */
  readonly at: PbnPosition;
  /** The Board tag's value in force, as written (null when absent). */
  readonly boardTag: string | null;
  readonly record: Result<PbnBoardRecord, PbnError>;
};

/** Reads every game of a file, each on its own: a bad board does not stop the others. */
export function readBoards(file: PbnFile): PbnBoardReading[] {
  return file.games.map((game, index) => ({
    index,
    at: gamePosition(game),
    boardTag: locate(game, 'Board')?.value ?? null,
    record: readBoard(game),
  }));
}

/** Reads every game of a file; the first error found is returned. */
export function readAllBoards(file: PbnFile): Result<PbnBoardRecord[], PbnError> {
  const out: PbnBoardRecord[] = [];
  for (const reading of readBoards(file)) {
    if (!reading.record.ok) return reading.record;
    out.push(reading.record.value);
  }
  return ok(out);
}

/** Tricks won by each side in the tricks a play records (complete tricks only). */
export function tricksWon(play: PbnPlay): { readonly NS: number; readonly EW: number } {
  let ns = 0;
  let ew = 0;
  for (const trick of play.tricks) {
    if (trick.winner === null) continue;
    if (SIDE_OF[trick.winner] === 'NS') ns++;
    else ew++;
  }
  return { NS: ns, EW: ew };
}
