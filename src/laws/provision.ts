/**
 * Provisions and rulebooks as data. A provision is one law paragraph the engine acts on, keyed
 * by its reference (`'54'`, `'50D2'`, `'64C'`): its title, who chooses, and the options it
 * offers, each with the laws it cites and its text in English, Norwegian and Russian.
 *
 * A rulebook is a table of provisions plus the pure function that judges acts. Codes that
 * differ a little (1997/2007/2017) are derived from one base by `deriveRulebook` with overrides,
 * not copied.
 */
import type { Card, Suit } from '../core/card.js';
import type { GameId, OptionId } from '../table/event.js';
import type { Lang, TableRulebook, Texts } from '../table/rulebook.js';
import type { IrregularityKind, Offer, Pending } from '../table/state.js';
import type { LawIndex } from './coverage.js';

export type Chooser = 'declarer' | 'defenders' | 'director' | 'none' | 'adversaries' | 'lone-player';

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
  /** The law index of the code's play section, for the coverage matrix (src/laws/coverage.ts). */
  readonly lawIndex?: LawIndex;
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

/** Fills `{suit}` and `{card}` in a text. */
export function fill(text: string, lang: Lang, suit?: Suit, card?: Card): string {
  return text.replace('{suit}', suit === undefined ? '' : suitWord(suit, lang)).replace('{card}', card ?? '');
}

/** The rulebook's texts as the table needs them. */
export function textsOf(provisions: ProvisionTable): Pick<TableRulebook, 'optionText' | 'title'> {
  return {
    optionText(pending: Pending, offer: Offer, lang: Lang): string {
      const spec = provisions[pending.provision]?.options[offer.id];
      return spec === undefined ? offer.id : fill(spec.text[lang], lang, offer.suit, offer.card);
    },
    title(ref: string, lang: Lang): string {
      return provisions[ref]?.title[lang] ?? ref;
    },
  };
}

/** The laws an option cites, from the provision that offers it. */
export function lawsOf(provisions: ProvisionTable, ref: string, option: OptionId): readonly string[] {
  return provisions[ref]?.options[option]?.laws ?? [];
}

/** A rulebook derived from another by replacing or adding provisions (and, if given, the judge). */
export function deriveRulebook(
  base: Rulebook,
  overrides: {
    readonly name: string;
    readonly games?: readonly GameId[];
    readonly provisions?: readonly Provision[];
    readonly act?: TableRulebook['act'];
    readonly game?: TableRulebook['game'];
    readonly lawIndex?: LawIndex;
    readonly irregularityKinds?: readonly IrregularityKind[];
    readonly optionIds?: readonly OptionId[];
  },
): Rulebook {
  const provisions: Record<string, Provision> = { ...base.provisions };
  for (const p of overrides.provisions ?? []) provisions[p.ref] = p;
  return {
    name: overrides.name,
    base: base.name,
    games: overrides.games ?? base.games,
    game: overrides.game ?? base.game,
    provisions,
    irregularityKinds: overrides.irregularityKinds ?? base.irregularityKinds,
    optionIds: overrides.optionIds ?? base.optionIds,
    act: overrides.act ?? base.act,
    ...textsOf(provisions),
    ...(overrides.lawIndex === undefined ? {} : { lawIndex: overrides.lawIndex }),
  };
}
