/**
 * A WBF rulebook from its code (code.ts): the judge of its readings, the game as the table sees
 * it, and the texts of its provisions — all from the one `WbfCode`, so a derived code (1997,
 * 2017, a test's toy code) is its replaced readings and provisions, stated once.
 */
import { OTHER_SIDE, SIDE_OF } from '../../core/seat.js';
import type { OptionId } from '../../table/event.js';
import type { Lang } from '../../table/rulebook.js';
import type { Offer, TableState } from '../../table/state.js';
import type { LawIndex } from '../coverage.js';
import { lawTextIn } from '../law-text.js';
import { type Provision, type ProvisionTable, provisionTable, type Rulebook, textsOf } from '../provision.js';
import { actFor } from './act.js';
import { citeIn, type WbfCode } from './code.js';
import { endDecisionSide, isEndProvision } from './end-of-board.js';
import { contractBridgeGame } from './game.js';
import { WBF_PARAPHRASE } from './law-paraphrase.js';
import { WBF_IRREGULARITY_KINDS, WBF_OPTION_IDS } from './vocabulary.js';

/** What a derived code states of its own: its name, the readings and numbering it replaces. */
export type CodeOverrides = Partial<Omit<WbfCode, 'provisions'>> & { readonly name: string };

/**
 * A code derived from `base`: readings replaced, and provisions replaced or added; `removed`:
 * the base's provisions the derived code does not have (1997 has no 27C).
 */
export function deriveCode(
  base: WbfCode,
  own: CodeOverrides,
  provisions: readonly Provision[],
  removed: readonly string[] = [],
): WbfCode {
  const kept: ProvisionTable = Object.fromEntries(
    Object.entries(base.provisions).filter(([ref]) => !removed.includes(ref)),
  );
  const table: ProvisionTable = { ...kept, ...provisionTable(provisions) };
  return { ...base, ...own, provisions: table };
}

/**
 * The rulebook of a WBF code: `base` names the code it derives from; `optionIds` are the code's
 * own when its provisions offer more than the WBF vocabulary.
 */
export function wbfRulebook(
  code: WbfCode,
  lawIndex: LawIndex,
  base: string | null = null,
  optionIds: readonly OptionId[] = WBF_OPTION_IDS,
): Rulebook {
  return {
    name: code.name,
    base,
    games: ['contract-bridge'],
    game: contractBridgeGame(code),
    provisions: code.provisions,
    irregularityKinds: WBF_IRREGULARITY_KINDS,
    optionIds,
    act: actFor(code),
    ...textsOf(code.provisions),
    lawIndex,
    ...(Object.keys(code.renumber).length === 0 ? {} : { cite: (law: string) => citeIn(code, law) }),
    tricksFor,
    corrects: ['Law 82C'],
    lawText: lawTextIn(WBF_PARAPHRASE, 'paraphrase', (ref, lang) => paraphraseSource(code.name, ref, lang)),
  };
}

/** Where a WBF paraphrase is from: ours, of the code's law, not the official text. */
function paraphraseSource(name: string, ref: string, lang: Lang): string {
  const year = name.replace(/^wbf-/, '');
  return {
    en: `Our paraphrase of Law ${ref} of the Laws of Duplicate Bridge (WBF ${year}), not the official text`,
    nb: `Vår gjengivelse av lov ${ref} i Lovene for turneringsbridge (WBF ${year}), ikke den offisielle teksten`,
    ru: `Наш пересказ закона ${ref} Законов спортивного бриджа (WBF ${year}), не официальный текст`,
  }[lang];
}

/**
 * The number of tricks an option asks for: of the remaining tricks, for the claiming side (Law
 * 70); for an assigned score (Law 12C1), at least one and no more than the side that gives them
 * has — none once the other side has them all; for an agreement withdrawn (69B), of the tricks
 * agreed away.
 */
function tricksFor(state: TableState, offer: Offer): { readonly min: number; readonly max: number } | null {
  if (offer.id === 'award-tricks') return { min: 0, max: state.totalTricks - state.tricks.length };
  if (offer.id !== 'adjust-tricks') return null;
  const pending = state.pending;
  const result = state.result;
  if (pending === null || result === null) return { min: 1, max: state.totalTricks };
  if (pending.provision === '69B') {
    const withdrawal = state.irregularities.ofSeq(pending.about, 'agreement-withdrawn')[0];
    const given = withdrawal === undefined ? 0 : state.claimed[OTHER_SIDE[SIDE_OF[withdrawal.offender]]];
    return { min: 1, max: given };
  }
  const to = isEndProvision(pending.provision) ? endDecisionSide(state, pending.provision) : null;
  return { min: 1, max: to === null ? state.totalTricks : result.tricks[OTHER_SIDE[to]] };
}
