/**
 * Provisions and rulebooks as data. A provision is one law paragraph the engine acts on, keyed
 * by its reference (`'54'`, `'50D2'`, `'64C'`): its title, who chooses, and the options it
 * offers, each with the laws it cites and its text in English, Norwegian and Russian.
 *
 * A provision is the only source of the decisions it offers: `pendingFrom` builds a `Pending`
 * from it, the judge naming only which of its options the situation allows (with the suit or
 * card the law names); the laws each offer cites come from the provision, or name a paragraph of
 * them. An option the provision in force does not have is not offered, so a code that replaces a
 * provision (a derived code, or a test's toy code) changes the offers without touching the judge.
 *
 * A rulebook is a table of provisions plus the pure function that judges acts. Codes that
 * differ a little (1997/2007/2017) are derived from one base with replaced provisions and
 * readings (src/laws/wbf-2007/rulebook.ts, code.ts), not copied.
 */
import type { Card, Suit } from '../core/card.js';
import { PARTNER, type Seat } from '../core/seat.js';
import type { Actor, OptionId } from '../table/event.js';
import type { Lang, TableRulebook, Texts } from '../table/rulebook.js';
import type { IrregularityKind, Offer, Pending } from '../table/state.js';
import { type LawIndex, within } from './coverage.js';

/**
 * Who chooses among a provision's options: the code's judge turns it into seats (for WBF,
 * src/laws/wbf-2007/decision.ts). `offender`: the hand that offended, or declarer for dummy's;
 * `none`: the provision offers no decision (it applies of itself).
 */
export type Chooser =
  | 'declarer'
  | 'defenders'
  | 'director'
  | 'offender'
  | 'none'
  | 'adversaries'
  | 'lone-player';

export type OptionSpec = { readonly laws: readonly string[]; readonly text: Texts };

export type Provision = {
  readonly ref: string;
  readonly title: Texts;
  readonly chooser: Chooser;
  readonly options: { readonly [O in OptionId]?: OptionSpec };
};

export type ProvisionTable = { readonly [ref: string]: Provision };

export type Rulebook = TableRulebook & {
  readonly base: string | null;
  readonly provisions: ProvisionTable;
  /** The code's own vocabulary (its vocabulary.ts): the kinds of irregularity it recognises… */
  readonly irregularityKinds: readonly IrregularityKind[];
  /** …and the ids of the options its provisions offer. */
  readonly optionIds: readonly OptionId[];
  /**
   * The code's law index: the coverage matrix (src/laws/coverage.ts), and the laws the code may
   * cite (src/laws/conformance.ts).
   */
  readonly lawIndex: LawIndex;
};

/** Builds a provision table from a list; a reference given twice is a bug. */
export function provisionTable(...lists: readonly (readonly Provision[])[]): ProvisionTable {
  const table: Record<string, Provision> = {};
  for (const list of lists)
    for (const p of list) {
      if (table[p.ref] !== undefined) throw new Error(`provision ${p.ref} defined twice`);
      table[p.ref] = p;
    }
  return table;
}

const SUIT_WORDS: { readonly [L in Lang]: { readonly [S in Suit]: string } } = {
  en: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' },
  nb: { C: 'kløver', D: 'ruter', H: 'hjerter', S: 'spar' },
  ru: { C: 'трефы', D: 'бубны', H: 'червы', S: 'пики' },
};

export function suitWord(suit: Suit, lang: Lang): string {
  return SUIT_WORDS[lang][suit];
}

/**
 * The offender's partner, named: "North (the offender's partner)", or the words alone when the
 * offender is not known. `{partner}` in the nominative; Russian also `{partner.gen}` (genitive)
 * and `{partner.dat}` (dative), as its sentences need.
 */
const PARTNER_WORDS: { readonly [L in Lang]: { readonly [form: string]: string } } = {
  en: { partner: "the offender's partner" },
  nb: { partner: 'den skyldiges makker' },
  ru: {
    partner: 'партнёр нарушителя',
    'partner.gen': 'партнёра нарушителя',
    'partner.dat': 'партнёру нарушителя',
  },
};
const SEAT_WORDS: { readonly [L in Lang]: { readonly [form: string]: { readonly [S in Seat]: string } } } = {
  en: { partner: { N: 'North', E: 'East', S: 'South', W: 'West' } },
  nb: { partner: { N: 'Nord', E: 'Øst', S: 'Syd', W: 'Vest' } },
  ru: {
    partner: { N: 'Север', E: 'Восток', S: 'Юг', W: 'Запад' },
    'partner.gen': { N: 'Севера', E: 'Востока', S: 'Юга', W: 'Запада' },
    'partner.dat': { N: 'Северу', E: 'Востоку', S: 'Югу', W: 'Западу' },
  },
};

/** Fills `{suit}`, `{card}` and `{partner}` (the offender's partner, by seat where known) in a text. */
export function fill(text: string, lang: Lang, suit?: Suit, card?: Card, offender?: Seat): string {
  // Most texts name no suit, card or partner: nothing to fill (three replacements skipped).
  if (!text.includes('{')) return text;
  const filled = text
    .replace('{suit}', suit === undefined ? '' : suitWord(suit, lang))
    .replace('{card}', card ?? '')
    .replace(/\{(partner(?:\.gen|\.dat)?)\}/g, (_, form: string) => {
      const words = PARTNER_WORDS[lang][form] ?? PARTNER_WORDS[lang]['partner'] ?? '';
      const seat = offender === undefined ? undefined : SEAT_WORDS[lang][form]?.[PARTNER[offender]];
      return seat === undefined ? words : `${seat} (${words})`;
    });
  // A sentence that opens with the partner opens with a capital.
  return text.startsWith('{partner') ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}

/** The rulebook's texts as the table needs them. */
export function textsOf(provisions: ProvisionTable): Pick<TableRulebook, 'optionText' | 'title'> {
  return {
    optionText(pending: Pending, offer: Offer, lang: Lang, offender?: Seat): string {
      const spec = provisions[pending.provision]?.options[offer.id];
      return spec === undefined ? offer.id : fill(spec.text[lang], lang, offer.suit, offer.card, offender);
    },
    title(ref: string, lang: Lang): string {
      return provisions[ref]?.title[lang] ?? ref;
    },
  };
}

/**
 * One option the situation allows: its id, or the id with the suit or card the law names and,
 * where the offer cites a paragraph of the option's laws (`Law 55B1` of `Law 55B`), that paragraph.
 */
export type Choice =
  | OptionId
  | {
      readonly id: OptionId;
      readonly suit?: Suit;
      readonly card?: Card;
      readonly laws?: readonly string[];
    };

const refOf = (law: string): string => law.replace(/^Laws?\s+/, '');

/**
 * Whether the citation `law` is within `of` (itself or a paragraph of it), worked out once per
 * pair: the pairs are the judges' own citations, a set bounded by the codes (cleared if it ever
 * grows past that), and reading a reference costs a few regular expressions each time.
 */
const WITHIN = new Map<string, Map<string, boolean>>();
function citedWithin(law: string, of: string): boolean {
  // Keyed by the two strings in turn: a key joined from them would be a new string to hash per ask.
  let answers = WITHIN.get(law);
  if (answers === undefined) {
    if (WITHIN.size >= 4096) WITHIN.clear();
    answers = new Map();
    WITHIN.set(law, answers);
  }
  const known = answers.get(of);
  if (known !== undefined) return known;
  const answer = within(refOf(law), refOf(of));
  answers.set(of, answer);
  return answer;
}

/**
 * The offers of a provision made once and shared: provisions are data, and an offer is readonly,
 * so every decision of the same provision and option may hold the same object. By provision:
 * the offer of each option with the provision's own laws, and the list of all its options.
 */
type Made = {
  readonly plain: Map<OptionId, Offer>;
  all?: readonly Offer[];
  /** The offers among a frozen (shared) list of choices, by that list. */
  readonly among: WeakMap<readonly Choice[], readonly Offer[]>;
};
const MADE = new WeakMap<Provision, Made>();

function madeFor(provision: Provision): Made {
  let made = MADE.get(provision);
  if (made === undefined) {
    made = { plain: new Map(), among: new WeakMap() };
    MADE.set(provision, made);
  }
  return made;
}

/** The offer of option `id` with the option's own laws (shared), or undefined if the provision lacks it. */
function plainOffer(provision: Provision, made: Made, id: OptionId): Offer | undefined {
  const known = made.plain.get(id);
  if (known !== undefined) return known;
  const spec = provision.options[id];
  if (spec === undefined) return undefined;
  const offer: Offer = { id, laws: spec.laws };
  made.plain.set(id, offer);
  return offer;
}

/** All the options of `provision`, in its order (built once per provision). */
function allOffers(provision: Provision): readonly Offer[] {
  const made = madeFor(provision);
  if (made.all === undefined)
    made.all = (Object.keys(provision.options) as OptionId[]).flatMap((id) => {
      const offer = plainOffer(provision, made, id);
      return offer === undefined ? [] : [offer];
    });
  return made.all;
}

/**
 * The offers of `provision` among `choices`, in the order given: each with the laws of the
 * provision's option (or the paragraphs of them the choice names). A choice the provision does
 * not offer is left out; a paragraph outside the option's laws is a bug.
 */
export function offersFrom(provision: Provision, choices: readonly Choice[]): Offer[] {
  const made = madeFor(provision);
  const offers: Offer[] = [];
  for (const choice of choices) {
    if (typeof choice === 'string') {
      const offer = plainOffer(provision, made, choice);
      if (offer !== undefined) offers.push(offer);
      continue;
    }
    const spec = provision.options[choice.id];
    if (spec === undefined) continue;
    const laws = choice.laws ?? spec.laws;
    // Only a narrowed citation needs checking: the option's own laws are within themselves.
    if (choice.laws !== undefined)
      for (const law of laws)
        if (!spec.laws.some((l) => citedWithin(law, l)))
          throw new Error(
            `provision ${provision.ref}: ${choice.id} cites ${law}, not within ${spec.laws.join(', ')}`,
          );
    // One literal per shape (a spread of optional parts costs a microsecond on Node 20).
    const { id, suit, card } = choice;
    if (card === undefined)
      offers.push(
        suit !== undefined
          ? { id, laws, suit }
          : choice.laws === undefined
            ? (plainOffer(provision, made, id) ?? { id, laws })
            : { id, laws },
      );
    else offers.push(suit === undefined ? { id, laws, card } : { id, laws, suit, card });
  }
  return offers;
}

/** What a pending decision holds besides its provision, choosers and offers. */
export type PendingFacts = Omit<Pending, 'provision' | 'chooser' | 'next' | 'options'> & {
  /** Who answers first; the first chooser unless given (it must be one of them). */
  readonly next?: Actor;
};

/**
 * The facts of `Pending` a decision copies from its `PendingFacts`, in the order `pendingFrom`
 * copies them: a field added to `Pending` does not compile until it is listed here, and a fact
 * listed here that `pendingFrom` does not copy fails its test (test/laws/provisions.test.ts).
 */
const FACTS: { readonly [K in Exclude<keyof PendingFacts, 'next'>]-?: K } = {
  about: 'about',
  proper: 'proper',
  required: 'required',
  findings: 'findings',
  claim: 'claim',
  expressed: 'expressed',
  offender: 'offender',
};
export const PENDING_FACTS: readonly (keyof PendingFacts)[] = Object.values(FACTS);

type Building = { -readonly [K in keyof Pending]?: Pending[K] };

/**
 * The pending decision of `provision`, for `chooser`, offering the `choices` the provision has
 * (all its options when `choices` is omitted). A provision whose chooser is `none` opens no
 * decision: asking it to is a bug. Only the facts of `Pending` are taken from `facts` (a
 * judge's own are not copied; nor the offender when `withoutOffender`: the decision is about an
 * irregularity that names him). A frozen list of choices is a judge's constant: its offers are
 * made once and shared.
 */
export function pendingFrom(
  provision: Provision,
  chooser: readonly Actor[],
  facts: PendingFacts,
  choices?: readonly Choice[],
  withoutOffender = false,
): Pending {
  if (provision.chooser === 'none') throw new Error(`provision ${provision.ref} offers no decision`);
  const next = facts.next ?? chooser[0];
  if (next === undefined || !chooser.includes(next))
    throw new Error(`provision ${provision.ref}: ${String(next)} is not among its choosers`);
  // Field by field, not `{ ...facts, … }`: facts come in many shapes, and a spread of them falls
  // to V8's slow path (a microsecond a decision on Node 20). Each by its name, in FACTS' order (a
  // loop over the names reads them by a computed key, the generic path for every shape of facts).
  const out: Building = {};
  if (facts.about !== undefined) out.about = facts.about;
  if (facts.proper !== undefined) out.proper = facts.proper;
  if (facts.required !== undefined) out.required = facts.required;
  if (facts.findings !== undefined) out.findings = facts.findings;
  if (facts.claim !== undefined) out.claim = facts.claim;
  if (facts.expressed !== undefined) out.expressed = facts.expressed;
  if (facts.offender !== undefined && !withoutOffender) out.offender = facts.offender;
  out.provision = provision.ref;
  out.chooser = chooser;
  out.next = next;
  out.options =
    choices === undefined
      ? allOffers(provision)
      : Object.isFrozen(choices)
        ? sharedOffers(provision, choices)
        : offersFrom(provision, choices);
  return out as Pending;
}

/**
 * The offers of `provision` among a frozen list of choices (a judge's constant, such as 26B's
 * four suits), made once per provision and list and shared: offers are readonly.
 */
function sharedOffers(provision: Provision, choices: readonly Choice[]): readonly Offer[] {
  const made = madeFor(provision);
  let offers = made.among.get(choices);
  if (offers === undefined) {
    offers = offersFrom(provision, choices);
    made.among.set(choices, offers);
  }
  return offers;
}

/** The provision `ref` of a table; a reference the code lacks is a bug. */
export function provisionOf(provisions: ProvisionTable, ref: string): Provision {
  const p = provisions[ref];
  if (p === undefined) throw new Error(`no provision ${ref}`);
  return p;
}
