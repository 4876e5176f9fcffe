/**
 * A WBF rulebook from its code (code.ts): the judge of its readings, the game as the table sees
 * it, and the texts of its provisions — all from the one `WbfCode`, so a derived code (1997,
 * 2017, a test's toy code) is its replaced readings and provisions, stated once.
 */
import type { OptionId } from '../../table/event.js';
import type { LawIndex } from '../coverage.js';
import { type Provision, type ProvisionTable, provisionTable, type Rulebook, textsOf } from '../provision.js';
import { actFor } from './act.js';
import { citeIn, type WbfCode } from './code.js';
import { contractBridgeGame } from './game.js';
import { WBF_IRREGULARITY_KINDS, WBF_OPTION_IDS } from './vocabulary.js';

/** What a derived code states of its own: its name, the readings and numbering it replaces. */
export type CodeOverrides = Partial<Omit<WbfCode, 'provisions'>> & { readonly name: string };

/** A code derived from `base`: readings replaced, and provisions replaced or added. */
export function deriveCode(base: WbfCode, own: CodeOverrides, provisions: readonly Provision[]): WbfCode {
  const table: ProvisionTable = { ...base.provisions, ...provisionTable(provisions) };
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
  };
}
