/**
 * The judge of rulebook `somerset-1888` (Euchre, the Somerset Club of Boston, 1888): one act at a
 * time, after the table has found it physically possible. Calls go to the making (making.ts),
 * cards, exposures and hands thrown down to the play (play.ts), withdrawals and quitted tricks to
 * the revoke (revoke.ts); elections answer the decision pending; the director's findings carry
 * the laws of the deal (33–45) and of a wrong number of cards (90). After every act the decisions
 * that fall due are opened (a suit called at a lead, 51 and 52; an exposed card that may be
 * called, 56), and after the fifth trick the hand is scored (revoke.ts).
 *
 * While a decision that stops the play is pending, other acts are refused (`awaiting-decision`).
 */
import { type Card, SUITS, type Suit } from '../../core/card.js';
import { remove } from '../../core/card-set.js';
import { invariant, ok, type Result } from '../../core/result.js';
import { isSeat, OTHER_SIDE, type Seat, SIDE_OF } from '../../core/seat.js';
import type { OptionId } from '../../table/event.js';
import { holds, trickIndex, withHand } from '../../table/mechanics.js';
import type { JudgedEvent } from '../../table/rulebook.js';
import { change, type Offer, type Refusal, type TableState } from '../../table/state.js';
import {
  adversaries,
  decide,
  exposedOf,
  irregular,
  leading,
  legalNow,
  refuse,
  settleIrregularity,
} from './common.js';
import { euchreOf, isActive, placeEuchreCard, withEuchre } from './euchre.js';
import type { EuchreDuty } from './euchre-start.js';
import { call, electOnCallAfterPass, electOnLateLone } from './making.js';
import {
  addExposed,
  attentionToTrick,
  expose,
  faceHand,
  falseLeadLies,
  play,
  playSeveral,
  takeBackFalseLead,
} from './play.js';
import { askPartner, electOnRevokeClaim, finish, quitTrick, withdraw } from './revoke.js';

export function act(state: TableState, event: JudgedEvent, seq: number): Result<TableState, Refusal> {
  const actor = event.seat;
  if (state.part.euchre === undefined)
    return refuse('not-in-this-game', seq, 'somerset-1888 governs euchre only');
  switch (event.type) {
    case 'call':
      return call(state, event.seat, event.call, seq);
    case 'play': {
      const judged =
        'cards' in event
          ? playSeveral(state, event.seat, event.cards, seq)
          : play(state, event.seat, event.card, seq);
      return judged.ok ? ok(settle(judged.value)) : judged;
    }
    case 'discard':
      return discard(state, event.seat, event.card, seq);
    case 'expose': {
      const judged = expose(state, event.seat, event.card, event.how, seq);
      return judged.ok ? ok(settle(judged.value)) : judged;
    }
    case 'face-hand':
      return ok(settle(faceHand(state, event.seat, seq, finish)));
    case 'elect':
      return elect(state, event.option, event.suit, event.card, seq);
    case 'attention':
      if (event.to === 'trick' && actor !== 'director') return ok(attentionToTrick(state, actor, seq));
      return ok(state);
    case 'ask':
      if (event.about !== 'revoke' || actor === 'director') return ok(state);
      return ok(askPartner(state, actor, event.of));
    case 'withdraw': {
      const judged = withdraw(state, event.seat, event.card, seq);
      return judged.ok ? ok(settle(judged.value)) : judged;
    }
    case 'quit-trick':
      return ok(quitTrick(state));
    case 'claim':
    case 'concede':
      return claim(state, event.seat, event.type, event.tricks, seq);
    case 'agree': {
      const c = state.claim;
      if (c === null) return ok(state);
      const remaining = state.totalTricks - state.tricks.length;
      const side = SIDE_OF[c.seat];
      const own = c.kind === 'claim' ? c.tricks : remaining - c.tricks;
      const claimed = side === 'NS' ? { NS: own, EW: remaining - own } : { NS: remaining - own, EW: own };
      return ok(finish(change(state, { claim: null, claimed })));
    }
    case 'dispute':
      // The code has no law of claims: a disputed claim is withdrawn and the hand is played out.
      return ok(change(state, { claim: null }));
    case 'finding':
      return finding(state, event.fact, event.value, seq);
    default:
      return refuse('not-in-this-game', seq, `the euchre laws have no "${event.type}" act`);
  }
}

/** 86, 88: the dealer discards a card under the pack. */
function discard(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  const e = euchreOf(state);
  if (state.phase !== 'play' || !e.discardDue || seat !== state.board.dealer)
    return refuse('no-discard-due', seq, `no discard is due from ${seat} (Law 86)`);
  if (card === e.upcard)
    return refuse('trump-card-not-discarded', seq, 'the trump card cannot be discarded (Law 88)');
  if (!holds(state.hands[seat], card))
    return refuse('card-not-in-hand', seq, `${card} is not in ${seat}'s hand`);
  const hands = withHand(state.hands, seat, remove(state.hands[seat], card));
  return ok(
    settle(
      withEuchre(
        state,
        { discardDue: false, discard: card, exposed: e.exposed.filter((x) => x.card !== card) },
        { hands },
      ),
    ),
  );
}

/** Opens the decisions that fall due, closes those the play has overtaken, and ends the hand. */
export function settle(state: TableState): TableState {
  let s = state;
  if (s.phase !== 'play') return s;
  // 69: those who played after the revoker may still withdraw until a card is played to the next
  // trick (the law sets no earlier limit).
  const corrected = s.correction === null ? undefined : s.irregularities.ofSeq(s.correction.revoke)[0];
  if (
    corrected !== undefined &&
    s.trick !== null &&
    s.trick.plays.length > 0 &&
    trickIndex(s) > corrected.trick
  )
    s = change(s, { correction: null });
  const pending = s.pending;
  // 53: the other three (two, against a lone hand) have followed the false lead: the trick stands.
  if (pending !== null && (pending.provision === '52' || pending.provision === '104')) {
    const lead = s.irregularities.ofSeq(pending.about)[0];
    if (lead !== undefined && lead.trick < s.tricks.length) {
      s = settleIrregularity(change(s, { pending: null }), pending.about, 'no-rectification', [
        ...lead.laws,
        'Law 53',
      ]);
      // 104: the card exposed as it lay is played: it is no longer exposed.
      const e = euchreOf(s);
      s = withEuchre(s, { exposed: e.exposed.filter((x) => x.card !== lead.card) });
    }
  }
  if (s.tricks.length >= s.totalTricks) return finish(s);
  if (s.pending !== null || s.turn === null || s.claim !== null) return s;
  const e = euchreOf(s);
  const seat = s.turn;
  // 51, 52: a suit may be called from this side at its lead.
  if (leading(s)) {
    const owed = e.suitCalls.find((c) => c.side === SIDE_OF[seat]);
    if (owed !== undefined) {
      const law = owed.laws[0] ?? 'Law 52';
      const ref = law === 'Law 51' ? '51S' : '52S';
      return decide(
        s,
        ref,
        seat,
        -1,
        SUITS.map((suit) => ({ id: 'call-suit', suit })),
        seat,
      );
    }
  }
  // 46, 56: an exposed card of the player in turn may be called, once a turn.
  const key = `${trickIndex(s)}:${seat}:${s.trick?.plays.length ?? 0}`;
  if (e.callAsked !== key && !e.duties.some((d) => d.seat === seat && d.kind === 'play-card')) {
    const legal = legalNow(s, seat);
    const callable = exposedOf(s, seat).filter((c) => legal.includes(c));
    if (callable.length > 0 && adversaries(s, seat).length > 0)
      return decide(
        withEuchre(s, { callAsked: key }),
        '56',
        seat,
        -1,
        callable.map((card) => ({ id: 'call-card', card })),
        seat,
      );
  }
  return s;
}

function elect(
  state: TableState,
  option: OptionId,
  suit: Suit | undefined,
  card: Card | undefined,
  seq: number,
): Result<TableState, Refusal> {
  const pending = state.pending;
  if (pending === null) return refuse('not-offered', seq, `nobody offered "${option}"`);
  const chosen: Offer | undefined = pending.options.find(
    (o) =>
      o.id === option &&
      (o.suit === undefined || o.suit === suit) &&
      (o.card === undefined || o.card === card),
  );
  if (chosen === undefined) return refuse('not-offered', seq, `"${option}" is not offered`);
  const cleared = change(state, { pending: null });
  const target = pending.proper;
  const duty = (
    s: TableState,
    kind: 'play-highest' | 'play-lowest' | 'win-trick' | 'lose-trick',
    law: string,
  ) =>
    target === undefined
      ? s
      : withEuchre(s, {
          duties: withDuty(euchreOf(s).duties, { seat: target, kind, trick: trickIndex(s), laws: [law] }),
        });
  switch (pending.provision) {
    case '52':
    case '104':
      return ok(settle(electOnLead(cleared, pending.about, pending.proper, chosen)));
    case '52S':
    case '51S': {
      if (target === undefined || chosen.suit === undefined) return ok(settle(cleared));
      const e = euchreOf(cleared);
      const side = SIDE_OF[target];
      const index = e.suitCalls.findIndex((c) => c.side === side);
      const suitCalls = e.suitCalls.filter((_, i) => i !== index);
      const laws = chosen.laws;
      return ok(
        settle(
          withEuchre(cleared, {
            suitCalls,
            duties: withDuty(e.duties, {
              seat: target,
              kind: 'lead-suit',
              suit: chosen.suit,
              trick: null,
              laws,
            }),
          }),
        ),
      );
    }
    case '56': {
      if (target === undefined || chosen.card === undefined) return ok(settle(cleared));
      const e = euchreOf(cleared);
      return ok(
        withEuchre(cleared, {
          duties: withDuty(e.duties, {
            seat: target,
            kind: 'play-card',
            card: chosen.card,
            trick: trickIndex(cleared),
            laws: chosen.laws,
          }),
        }),
      );
    }
    case '51': {
      const detached = state.irregularities.ofSeq(pending.about)[0];
      if (detached?.card === undefined || target === undefined) return ok(settle(cleared));
      if (card === detached.card)
        return ok(
          settle(
            addExposed(settleIrregularity(cleared, pending.about, 'rectified'), {
              seat: target,
              card,
              laws: ['Law 51'],
            }),
          ),
        );
      // A wrong card named: the namer's side is liable to have a suit called at its next lead.
      const namer = pending.chooser.find(isSeat);
      invariant(namer !== undefined, 'Law 51: the card is named by a player');
      const named = irregular(
        settleIrregularity(cleared, pending.about, 'no-rectification'),
        seq,
        'card-misnamed',
        namer,
        'rectified',
        ['Law 51'],
      );
      const e = euchreOf(named);
      return ok(
        settle(
          withEuchre(named, { suitCalls: [...e.suitCalls, { side: SIDE_OF[namer], laws: ['Law 51'] }] }),
        ),
      );
    }
    case '47': {
      // "the first or any other of those tricks": this trick (the first card's), or the trick a
      // further card is led to (its duty falls due then, play.ts). One election settles them all.
      const first = state.trick?.plays.some((p) => p.card === chosen.card) ?? false;
      let s =
        first || target === undefined || chosen.card === undefined
          ? duty(cleared, 'win-trick', 'Law 47')
          : withEuchre(cleared, {
              duties: withDuty(euchreOf(cleared).duties, {
                seat: target,
                kind: 'win-trick',
                card: chosen.card,
                trick: null,
                laws: ['Law 47'],
              }),
            });
      for (const i of state.irregularities.ofKind('played-without-waiting'))
        if (i.status === 'pending') s = settleIrregularity(s, i.seq, 'rectified');
      return ok(settle(s));
    }
    case '59':
    case '83':
    case '89': {
      if (chosen.id === 'call-card' || chosen.id === 'call-suit') return ok(settle(cleared));
      const kind = chosen.id as 'play-highest' | 'play-lowest' | 'win-trick' | 'lose-trick';
      return ok(
        settle(
          settleIrregularity(duty(cleared, kind, `Law ${pending.provision}`), pending.about, 'rectified'),
        ),
      );
    }
    case '100':
      return ok(settle(electOnPartnersPlay(cleared, pending.about, chosen.id === 'play-alone')));
    case '97':
      return ok(settle(electOnLateLone(state, chosen.id === 'play-alone')));
    case '80':
      return ok(settle(electOnCallAfterPass(state, chosen.id === 'accept-call')));
    case '63':
      return ok(electOnRevokeClaim(state, chosen.id === 'take-points'));
    case '35':
      if (chosen.id === 'new-deal')
        return ok(newDeal(settleIrregularity(cleared, pending.about, 'rectified'), 'same-dealer'));
      return ok(settle(settleIrregularity(cleared, pending.about, 'no-rectification')));
    default:
      return refuse('not-offered', seq, `no election is known for provision ${pending.provision}`);
  }
}

/**
 * 52, 104 decided on discovery: the cards of the false lead's trick go back; the proper leader
 * leads. 52: the card called is exposed, or a suit is liable to be called. 104: the card, already
 * exposed, is called to this trick (played at his turn if he can, 55) or left to a later call (56).
 */
function electOnLead(state: TableState, about: number, proper: Seat | undefined, chosen: Offer): TableState {
  const lead = state.irregularities.ofSeq(about)[0];
  if (lead === undefined || lead.card === undefined) return state;
  // Taken back already when the rightful leader has led (play.ts); else now.
  const back = falseLeadLies(state, about) ? takeBackFalseLead(state, about, proper) : state;
  const s = settleIrregularity(back, about, 'rectified', chosen.laws);
  if (lead.laws.includes('Law 104')) {
    if (chosen.id !== 'call-card') return s;
    const duty = { seat: lead.offender, kind: 'play-card' as const, card: lead.card, trick: trickIndex(s) };
    return withEuchre(s, { duties: withDuty(euchreOf(s).duties, { ...duty, laws: chosen.laws }) });
  }
  if (chosen.id === 'call-card')
    return addExposed(s, { seat: lead.offender, card: lead.card, laws: chosen.laws });
  const e = euchreOf(s);
  return withEuchre(s, { suitCalls: [...e.suitCalls, { side: SIDE_OF[lead.offender], laws: ['Law 52'] }] });
}

/** 100 decided: the partner's card goes back face down, or he joins and his card stands. */
function electOnPartnersPlay(state: TableState, about: number, aloneChosen: boolean): TableState {
  const i = state.irregularities.ofSeq(about)[0];
  const s = settleIrregularity(state, about, 'rectified');
  if (aloneChosen || i?.card === undefined) return s;
  const joined = withEuchre(s, { lone: null, sittingOut: null });
  return placeEuchreCard(joined, i.offender, i.card);
}

function newDeal(state: TableState, by: 'same-dealer' | 'next-dealer'): TableState {
  return change(state, {
    phase: 'ended',
    turn: null,
    pending: null,
    result: { tricks: { NS: 0, EW: 0 }, transfers: [], score: { NS: 0, EW: 0 }, points: [], nextDeal: by },
  });
}

/** The director's findings of fact for the laws of the deal (33–45) and of a hand's count (90, 103). */
function finding(
  state: TableState,
  fact: string,
  value: string | number | boolean,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase === 'ended') return refuse('board-ended', seq, 'the hand is over');
  const dealer = state.board.dealer;
  const record = (
    laws: string[],
    status: 'rectified' | 'pending' | 'no-rectification' = 'rectified',
    offender: Seat = dealer,
  ) => irregular(state, seq, 'deal-irregular', offender, status, laws);
  switch (fact) {
    case 'pack-incorrect':
      return ok(newDeal(record(['Law 33']), 'same-dealer'));
    case 'card-faced-in-pack':
      if (state.tricks.length > 0 || !leading(state)) return ok(record(['Law 34'], 'no-rectification'));
      return ok(newDeal(record(['Law 34']), 'same-dealer'));
    case 'card-exposed-turning-trump':
      return ok(newDeal(record(['Law 39']), 'same-dealer'));
    case 'deal-out-of-turn':
      return ok(record(['Law 40'], 'no-rectification'));
    case 'misdeal':
      // 41, 42: "A misdeal loses the deal"; 43: not if an adversary touched the cards first.
      if (value === 'adversary-touched') return ok(newDeal(record(['Law 42', 'Law 43']), 'same-dealer'));
      if (value === 'interrupted') return ok(newDeal(record(['Law 42', 'Law 44']), 'same-dealer'));
      if (value === 'partner-dealt') return ok(newDeal(record(['Law 41', 'Law 45']), 'next-dealer'));
      return ok(newDeal(record(['Law 41', 'Law 42']), 'next-dealer'));
    case 'card-exposed-in-deal': {
      if (typeof value !== 'string' || !isSeat(value))
        return refuse(
          'finding-value',
          seq,
          'card-exposed-in-deal needs the seat that exposed it (N, E, S or W)',
        );
      const by = value;
      // 35: exposed by the dealer or his partner, the adversaries may claim; by an adversary, the dealer.
      const dealerSide = SIDE_OF[by] === SIDE_OF[dealer];
      const chooser: Seat[] = dealerSide ? adversaries(state, dealer) : [dealer];
      return ok(decide(record(['Law 35'], 'pending', by), '35', chooser, seq, ['new-deal', 'keep-result']));
    }
    case 'wrong-number-of-cards': {
      if (typeof value !== 'string' || !isSeat(value))
        return refuse(
          'finding-value',
          seq,
          'wrong-number-of-cards needs the seat whose hand is wrong (N, E, S or W)',
        );
      const seat = value;
      const e = euchreOf(state);
      const side = SIDE_OF[seat];
      const recorded = irregular(state, seq, 'wrong-number-of-cards', seat, 'rectified', ['Law 90']);
      return ok(
        withEuchre(recorded, {
          penalties: [
            ...e.penalties,
            { side: OTHER_SIDE[side], points: e.lone === null ? 2 : 4, laws: ['Law 90'] },
          ],
          noScore: e.noScore.includes(side) ? e.noScore : [...e.noScore, side],
        }),
      );
    }
    default:
      return refuse('unknown-finding', seq, `"${fact}" is not a finding of the euchre laws`);
  }
}

function claim(
  state: TableState,
  seat: Seat,
  kind: 'claim' | 'concede',
  tricks: number,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play') return refuse('not-in-play', seq, 'claims are made during the play');
  if (state.pending !== null || state.claim !== null)
    return refuse('awaiting-decision', seq, 'a decision or a claim is already pending');
  if (!isActive(state, seat)) return refuse('sits-out', seq, `${seat}'s hand lies face down (Law 101)`);
  const remaining = state.totalTricks - state.tricks.length;
  if (tricks > remaining)
    return refuse(
      'too-many-tricks',
      seq,
      `only ${remaining} tricks remain; ${seat} cannot ${kind} ${tricks}`,
    );
  if (state.trick !== null && state.trick.plays.length > 0)
    return refuse('trick-in-progress', seq, 'a claim is made between tricks');
  return ok(change(state, { claim: { seq, kind, seat, tricks } }));
}

/**
 * The duties with `duty` added, unless the same duty is already owed: a call repeated before it
 * is obeyed (attention drawn again to the same trick, law 83) binds the player no further, and
 * the list stays as long as the distinct duties, however long the log (ADR 0074).
 */
function withDuty(duties: readonly EuchreDuty[], duty: EuchreDuty): readonly EuchreDuty[] {
  const same = (d: EuchreDuty) =>
    d.seat === duty.seat &&
    d.kind === duty.kind &&
    d.card === duty.card &&
    d.suit === duty.suit &&
    d.trick === duty.trick &&
    d.laws.length === duty.laws.length &&
    d.laws.every((l, k) => l === duty.laws[k]);
  return duties.some(same) ? duties : [...duties, duty];
}
