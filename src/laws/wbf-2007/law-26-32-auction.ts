/**
 * WBF 2007, Laws 26–32 and 36, 37, 39: the auction's irregular calls (our paraphrase; the WBF
 * text is copyrighted). The judge of a call is act-call.ts; this file holds the provisions as
 * data and the pure rulings they lead to.
 *
 * - 27: an insufficient bid. The offender's LHO may accept it (27A1; calling is accepting).
 *   Otherwise the offender replaces it: the lowest sufficient bid in the same denomination frees
 *   him (27B1(a)); a call the director finds has the same meaning (2007 27B1(b); 2017: a
 *   comparable call, Law 23A) frees him too; any other call bars his partner for the rest of the
 *   auction (27B2) with the lead restrictions of Law 26.
 * - 28A: a call at RHO's turn is in rotation when RHO had to pass; 28B: a call by the player whose
 *   turn it was, before the director rules, forfeits the rectification of the call out of rotation.
 * - 29: the offender's LHO may accept a call out of rotation by calling (29A: the turns skipped are
 *   forfeited); otherwise it is cancelled and the auction reverts to the player whose turn it was
 *   (29B), the offending side subject to Laws 30–32.
 * - 30 (pass), 31 (bid), 32 (double, redouble) out of rotation: who must pass, once or throughout.
 * - 26: a call withdrawn and replaced by a different one (2017: by a call not comparable): if the
 *   offender becomes a defender, declarer may restrict his partner's first lead.
 * - 37: a bid, double or redouble by a player bound to pass: cancelled, a pass substituted, both
 *   members of the offending side pass throughout (37B). 36B: a double or redouble Law 19 does not
 *   permit: cancelled, the offender calls again, his partner passes throughout.
 * - 39: a call after the final pass is cancelled (39A); a defender's bid, double or redouble
 *   brings the lead restrictions of Law 26 (39C).
 */
import type { Suit } from '../../core/card.js';
import { appended } from '../../core/list.js';
import { PARTNER, type Seat, SIDE_OF } from '../../core/seat.js';
import { addCall, callerAt } from '../../games/contract-bridge/auction.js';
import { type Call, parseCall } from '../../games/contract-bridge/call.js';
import { isDefender, leadDue, updateIrregularity } from '../../table/mechanics.js';
import {
  amended,
  change,
  changeIrregularities,
  type Irregularity,
  type Obligation,
  type Offer,
  type Pending,
  type TableState,
} from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';

const text = (en: string, nb: string, ru: string) => ({ en, nb, ru });

const ACCEPT = text(
  'Accept the call: it stands, and the auction continues from it',
  'Godta meldingen: den står, og meldingene fortsetter fra den',
  'Принять заявку: она остаётся в силе, торговля продолжается от неё',
);
const REJECT = text(
  'Do not accept it: the call is cancelled and the auction reverts to the player whose turn it was',
  'Ikke godta den: meldingen annulleres, og meldingene går tilbake til den som stod for tur',
  'Не принимать: заявка отменяется, торговля возвращается к игроку, чья была очередь',
);

/** Law 26's words for forbidding a suit (every WBF code) and for no restriction (2007, 2017). */
export const FORBID_SUIT = text(
  'Forbid {partner} to lead {suit} for as long as he keeps the lead',
  'Forby {partner} å spille ut {suit} så lenge han beholder utspillet',
  'Запретить {partner.dat} ходить в {suit}, пока он сохраняет ход',
);
export const NO_LEAD_RESTRICTION = text(
  'Impose no lead restriction',
  'Ingen begrensning av utspillet',
  'Не ограничивать ход',
);

export const AUCTION: readonly Provision[] = [
  {
    ref: '27',
    title: text('Insufficient bid', 'Utilstrekkelig bud', 'Недостаточная заявка'),
    chooser: 'adversaries',
    options: {
      'accept-call': { laws: ['Law 27A1'], text: ACCEPT },
      'reject-call': {
        laws: ['Law 27B'],
        text: text(
          'Do not accept it: the offender replaces it by a legal call',
          'Ikke godta det: den skyldige erstatter det med en lovlig melding',
          'Не принимать: нарушитель заменяет её законной заявкой',
        ),
      },
    },
  },
  {
    ref: '27C',
    title: text(
      'Insufficient bid replaced before the ruling',
      'Utilstrekkelig bud erstattet før avgjørelsen',
      'Недостаточная заявка заменена до решения судьи',
    ),
    chooser: 'adversaries',
    options: {
      'accept-call': {
        laws: ['Law 27A1', 'Law 27C'],
        text: text(
          'Accept the insufficient bid: it stands, and the replacement is cancelled',
          'Godta det utilstrekkelige budet: det står, og erstatningen annulleres',
          'Принять недостаточную заявку: она остаётся, замена отменяется',
        ),
      },
      'reject-call': {
        laws: ['Law 27C', 'Law 27B'],
        text: text(
          'Do not accept it: the replacement already made stands, ruled by Law 27B',
          'Ikke godta det: erstatningen som alt er gjort, står og avgjøres etter lov 27B',
          'Не принимать: уже сделанная замена остаётся в силе, по закону 27B',
        ),
      },
    },
  },
  {
    ref: '25',
    title: text('Change of call', 'Endring av melding', 'Изменение заявки'),
    chooser: 'adversaries',
    options: {
      'accept-call': {
        laws: ['Law 25B1'],
        text: text(
          'Accept the changed call: the first call is withdrawn, the second stands',
          'Godta den endrede meldingen: den første trekkes tilbake, den andre står',
          'Принять изменённую заявку: первая отменяется, вторая остаётся',
        ),
      },
      'reject-call': {
        laws: ['Law 25B2'],
        text: text(
          'Do not accept it: the changed call is cancelled and the first call stands',
          'Ikke godta den: den endrede meldingen annulleres, og den første står',
          'Не принимать: изменённая заявка отменяется, первая остаётся',
        ),
      },
    },
  },
  {
    ref: '29',
    title: text('Call out of rotation', 'Melding utenfor tur', 'Заявка вне очереди'),
    chooser: 'adversaries',
    options: {
      'accept-call': { laws: ['Law 29A'], text: ACCEPT },
      'reject-call': { laws: ['Law 29B'], text: REJECT },
    },
  },
  {
    ref: '26',
    title: text(
      "Call withdrawn: restriction of the offender's partner's first lead",
      'Tilbaketrukket melding: begrensning av makkers første utspill',
      'Отменённая заявка: ограничение первого хода партнёра нарушителя',
    ),
    chooser: 'declarer',
    options: {
      'require-suit': {
        laws: ['Law 26A2(a)'],
        text: text(
          'Require {partner} to lead {suit}',
          'Krev utspill i {suit} av {partner}',
          'Потребовать от {partner.gen} хода в {suit}',
        ),
      },
      'forbid-suit': {
        laws: ['Law 26A2(b)', 'Law 26B'],
        text: FORBID_SUIT,
      },
      'waive-penalty': {
        laws: ['Law 26'],
        text: NO_LEAD_RESTRICTION,
      },
    },
  },
  {
    ref: '27D',
    title: text(
      'An insufficient bid corrected without rectification: without its help, could the outcome have been different? Adjusted score?',
      'Utilstrekkelig bud rettet uten straff: kunne resultatet blitt annerledes uten hjelpen? Justert score?',
      'Недостаточная заявка исправлена без санкций: мог ли результат быть иным без этой помощи? Компенсирующий результат?',
    ),
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 27D'], text: KEEP },
      'adjust-tricks': { laws: ['Law 27D', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 27D', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  ...(
    [
      [
        '28',
        'Call considered to be in rotation',
        'Melding regnet som avgitt i tur',
        'Заявка, считающаяся сделанной в очередь',
      ],
      ['17', 'Duration of the auction', 'Meldingsforløpets varighet', 'Продолжительность торговли'],
      ['30', 'Pass out of rotation', 'Pass utenfor tur', 'Пас вне очереди'],
      ['31', 'Bid out of rotation', 'Bud utenfor tur', 'Заявка масти вне очереди'],
      [
        '32',
        'Double or redouble out of rotation',
        'Dobling eller redobling utenfor tur',
        'Контра или реконтра вне очереди',
      ],
      ['33', 'Simultaneous calls', 'Samtidige meldinger', 'Одновременные заявки'],
      ['34', 'Retention of the right to call', 'Retten til å melde beholdes', 'Сохранение права на заявку'],
      ['35', 'Inadmissible calls', 'Utillatelige meldinger', 'Недопустимые заявки'],
      ['38', 'Bid of more than seven', 'Bud på mer enn sju', 'Заявка выше семи'],
      [
        '36',
        'Inadmissible double or redouble',
        'Utillatelig dobling eller redobling',
        'Недопустимая контра или реконтра',
      ],
      [
        '37',
        'Action violating the obligation to pass',
        'Melding i strid med plikten til å passe',
        'Заявка в нарушение обязанности пасовать',
      ],
      ['39', 'Call after the final pass', 'Melding etter siste pass', 'Заявка после заключительного паса'],
    ] as const
  ).map(([ref, en, nb, ru]): Provision => ({ ref, title: text(en, nb, ru), chooser: 'none', options: {} })),
];

/**
 * 2007 Law 23 (1997 23: an enforced pass): the director judges at the end of the board whether
 * the offender could have known that his irregularity could damage the non-offending side —
 * asked after an auction irregularity that barred his partner. 2017 moved it to Law 72C.
 */
export const AWARENESS_OF_DAMAGE: Provision = {
  ref: '23',
  title: text(
    "The offender's partner was barred from the auction: could the offender have known it could damage the other side? Adjusted score?",
    'Den skyldiges makker ble utelukket fra meldingene: kunne den skyldige ha visst at det kunne skade motparten? Justert score?',
    'Партнёр нарушителя был лишён права заявок: мог ли нарушитель знать, что это может повредить противникам? Компенсирующий результат?',
  ),
  chooser: 'director',
  options: {
    'keep-result': { laws: ['Law 23'], text: KEEP },
    'adjust-tricks': { laws: ['Law 23', 'Law 12C1'], text: ASSIGN },
    'artificial-score': { laws: ['Law 23', 'Law 12C2'], text: ARTIFICIAL },
  },
};

/**
 * 2017 Law 23C: a comparable call replaced the withdrawn call — the director's check at the end
 * of the board. Only 2017 has it (src/laws/wbf-2017/index.ts); 1997 and 2007 have no Law 23C.
 */
export const COMPARABLE_CALL_2017: Provision = {
  ref: '23C',
  title: text(
    'A comparable call replaced the withdrawn call: without its help, could the outcome have been different? Adjusted score? (2017)',
    'En sammenlignbar melding erstattet den tilbaketrukne: kunne resultatet blitt annerledes uten hjelpen? Justert score? (2017)',
    'Отменённая заявка заменена сопоставимой: мог ли результат быть иным без этой помощи? Компенсирующий результат? (2017)',
  ),
  chooser: 'director',
  options: {
    'keep-result': { laws: ['Law 23C'], text: KEEP },
    'adjust-tricks': { laws: ['Law 23C', 'Law 12C1'], text: ASSIGN },
    'artificial-score': { laws: ['Law 23C', 'Law 12C2'], text: ARTIFICIAL },
  },
};

/** The irregularity `seq`, if it is an irregular call of the auction. */
export function auctionIrregularity(state: TableState, seq: number): Irregularity | undefined {
  return state.irregularities.find((i) => i.seq === seq && i.auction !== undefined);
}

/**
 * The irregularity a decision is about: the one at `about` still pending (an act may record more
 * than one irregularity — a change of call accepted by a call that is itself irregular), or the
 * first at `about`.
 */
export function pendingAbout(state: TableState, about: number): Irregularity | undefined {
  return (
    state.irregularities.find((i) => i.seq === about && i.status === 'pending') ??
    state.irregularities.find((i) => i.seq === about)
  );
}

/** The call an irregularity's facts record (they were parsed when recorded). */
export function callOf(i: Irregularity): Call {
  const parsed = parseCall(i.auction?.call ?? 'P');
  return parsed.ok ? parsed.value : { type: 'pass' };
}

/** Where the offender sat relative to the player whose turn it was. */
export type Relation = 'rho' | 'partner' | 'lho';

export function relationOf(offender: Seat, turnOf: Seat): Relation {
  if (PARTNER[offender] === turnOf) return 'partner';
  const order = ['N', 'E', 'S', 'W'] as const;
  return order[(order.indexOf(offender) + 3) % 4] === turnOf ? 'rho' : 'lho';
}

/** Whether `seat` has called before in the auction (a turn forfeited counts, Law 29A). */
export function hasCalled(state: TableState, seat: Seat): boolean {
  const auction = state.auction;
  if (auction === null) return false;
  for (let k = 0; k < auction.calls.length; k++) if (callerAt(auction, k) === seat) return true;
  return false;
}

/** A pass obligation on `seat` now (Laws 23, 27B2, 30–32, 36B, 37B). */
export function mustPassNow(state: TableState, seat: Seat) {
  return state.obligations.find((o) => o.kind === 'must-pass' && o.seat === seat);
}

/** The pass obligation irregularity `about` imposes on `seat`. */
export function passObligation(
  seat: Seat,
  scope: 'next-turn' | 'throughout',
  laws: readonly string[],
  about: number,
): Obligation {
  return { kind: 'must-pass', seat, scope, laws, about };
}

/** Adds a pass obligation imposed by irregularity `about`. */
export function mustPass(
  state: TableState,
  seat: Seat,
  scope: 'next-turn' | 'throughout',
  laws: readonly string[],
  about: number,
): TableState {
  return change(state, {
    obligations: appended(state.obligations, passObligation(seat, scope, laws, about)),
  });
}

/**
 * 2017: the laws of the comparable (Law 23A) replacement and of the other replacement, for an
 * irregularity whose rectification turns on that finding (2007's: auction-rules.ts).
 */
export function replacementLaws(i: Irregularity): {
  readonly comparable: readonly string[];
  readonly other: readonly string[];
} {
  if (i.kind === 'insufficient-bid') return { comparable: ['Law 27B1(b)'], other: ['Law 27B2'] };
  const call = callOf(i);
  const relation = i.auction?.turnOf === undefined ? 'rho' : relationOf(i.offender, i.auction.turnOf);
  const rho = relation === 'rho';
  if (call.type === 'pass') return { comparable: ['Law 30B1(b)(i)'], other: ['Law 30B1(b)(ii)'] };
  if (call.type === 'bid')
    return rho
      ? { comparable: ['Law 31A2(a)'], other: ['Law 31A2(b)'] }
      : { comparable: ['Law 31B2', 'Law 31A2(a)'], other: ['Law 31B2', 'Law 31A2(b)'] };
  return rho
    ? { comparable: ['Law 32A2(a)'], other: ['Law 32A2(b)'] }
    : { comparable: ['Law 32B2', 'Law 32A2(a)'], other: ['Law 32B2', 'Law 32A2(b)'] };
}

/**
 * 2007 27B1(b) / 2017 Law 23A: the director finds the replacement comparable (or of the same
 * meaning): the rectification it brought is lifted — the partner's pass obligation and the lead
 * restrictions. Found not comparable: the default stands, now the director's finding. Null when
 * no call awaits that finding (none stands, or the auction has ended).
 */
export function onComparableFinding(
  state: TableState,
  yes: boolean,
  by: 'director' | 'default',
  code: WbfCode,
): TableState | null {
  if (state.phase !== 'auction') return null;
  const judged = state.irregularities.findLast(
    (i) =>
      i.finding?.fact === 'comparable-call' &&
      i.auction?.replacement !== undefined &&
      // 27B3: the cancelled double is judged only until the offender has replaced it.
      (!i.laws.includes('Law 27B3') || i.auction.stage === 'replacement'),
  );
  if (judged === undefined) return null;
  if (judged.laws.includes('Law 27B3')) return yes ? doubleReinstated(state, judged, by, code) : state;
  const laws = code.auction.replacementLaws(judged);
  const finding = { fact: 'comparable-call', value: yes, by, laws: judged.finding?.laws ?? [] };
  const marked = updateIrregularity(state, judged.seq, (i) => {
    if (!yes) return amended(i, { finding });
    const { lead: _lifted, ...facts } = i.auction as NonNullable<Irregularity['auction']>;
    // A replacement made before the ruling keeps citing 27C (1997: 27B) beside the finding's law.
    const cited =
      facts.premature === undefined ? laws.comparable : [code.auction.premature.law, ...laws.comparable];
    return { ...i, laws: cited, finding, auction: facts };
  });
  if (!yes) return marked;
  return change(marked, {
    obligations: marked.obligations.filter((o) => o.kind !== 'must-pass' || o.about !== judged.seq),
  });
}

/**
 * 27B1(b) (2017: a comparable call) applied to 27B3: the director finds the attempted double or
 * redouble has the insufficient bid's meaning: it stands as the replacement, and the partner is
 * free. Still the offender's turn (nobody has called since): the call is made again.
 */
function doubleReinstated(
  state: TableState,
  judged: Irregularity,
  by: 'director' | 'default',
  code: WbfCode,
): TableState {
  const facts = judged.auction as NonNullable<Irregularity['auction']>;
  const parsed = parseCall(facts.replacement ?? 'X');
  if (state.auction === null || !parsed.ok) return state;
  const added = addCall(state.auction, parsed.value);
  if (!added.ok) return state;
  const { lead: _lifted, ...rest } = facts;
  const laws = code.auction.replacementLaws(judged);
  const marked = updateIrregularity(state, judged.seq, (i) => ({
    ...i,
    laws: laws.comparable,
    finding: { fact: 'comparable-call', value: true, by, laws: judged.finding?.laws ?? [] },
    auction: { ...rest, stage: 'done' },
  }));
  return change(marked, {
    auction: added.value,
    obligations: marked.obligations.filter((o) => o.kind !== 'must-pass' || o.about !== judged.seq),
  });
}

/** The suits the offender specified in the legal auction (his standing bids in a suit). */
function specifiedBy(state: TableState, offender: Seat): ReadonlySet<Suit> {
  const out = new Set<Suit>();
  const auction = state.auction;
  if (auction === null) return out;
  // His calls are every fourth from his first (the calls go round from the dealer).
  let first = 0;
  while (first < 3 && callerAt(auction, first) !== offender) first++;
  const calls = auction.calls;
  for (let k = first; k < calls.length; k += 4) {
    const c = calls[k] as Call;
    if (c.type === 'bid' && c.strain !== 'NT') out.add(c.strain);
  }
  return out;
}

/**
 * Law 26 at the offender's partner's first turn to lead, when the offender is a defender: the
 * decision declarer makes, or null (none due; or 1997/2007 26A1: the suit was specified by the
 * offender in the legal auction — nothing to restrict, and the restriction lapses).
 */
export function leadRestrictionDecision(state: TableState, code: WbfCode): Pending | TableState | null {
  const turn = state.turn;
  const declarer = state.declarer;
  if (turn === null || declarer === null || !leadDue(state) || state.pending !== null) return null;
  // No call made at this table (a record that gives the contract): no call was withdrawn.
  if (state.auction === null || state.auction.calls.length === 0) return null;
  // Only a defender's lead is restricted (the offender a defender, the leader his partner): with
  // declarer or dummy on lead none is due, and the irregularities are not looked through.
  if (SIDE_OF[turn] === SIDE_OF[declarer]) return null;
  // Those with a restriction due are kept with the list (it is the same list lead after lead).
  const dueAny = state.irregularities.where(leadRestrictionDue);
  for (let k = 0; k < dueAny.length; k++) {
    const due = dueAny[k] as Irregularity;
    if (PARTNER[due.offender] === turn && isDefender(state, due.offender))
      return code.auction.leadRestriction(state, due, specifiedBy(state, due.offender), code);
  }
  return null;
}

/** Law 26: a restriction of the offender's partner's first lead is due. */
const leadRestrictionDue = (i: Irregularity): boolean => i.auction?.lead === 'due';

/** Declarer's Law 26 election: the lead required or forbidden (while the partner keeps the lead), or none. */
export function electOnLeadRestriction(state: TableState, pending: Pending, chosen: Offer): TableState {
  const leader = state.turn as Seat;
  // One change of the state for the decision closed, the irregularity ruled and the restriction.
  // Spreads, not `amended`: every key replaced is one the irregularity has (its facts hold the
  // `lead` that made the decision due), so V8 copies the objects' layout.
  const irregularities = state.irregularities.updatedAt(pending.about, (i) => ({
    ...i,
    status: 'rectified',
    auction: { ...(i.auction as NonNullable<Irregularity['auction']>), lead: 'done' },
    laws: [...i.laws, ...chosen.laws],
  }));
  if (chosen.suit === undefined || chosen.id === 'waive-penalty')
    return changeIrregularities(state, irregularities, null);
  const suit = chosen.suit;
  const obligation =
    chosen.id === 'require-suit'
      ? { kind: 'lead-suit' as const, seat: leader, suit, laws: chosen.laws }
      : { kind: 'forbid-lead-suit' as const, seat: leader, suit, laws: chosen.laws };
  return changeIrregularities(state, irregularities, null, appended(state.obligations, obligation));
}
