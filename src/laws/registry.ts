/**
 * The rulebooks tablelaw implements, by name. An unknown name is an error, not a default. The
 * names, and the option ids the record format accepts, are the codes' own: a code added here
 * brings its name and its vocabulary (its vocabulary.ts) with it.
 */
import { err, ok, type Result } from '../core/result.js';
import type { OptionId } from '../table/event.js';
import type { Rulebook } from './provision.js';
import { SOMERSET_1888 } from './somerset-1888/index.js';
import { WBF_1997 } from './wbf-1997/index.js';
import { WBF_2007 } from './wbf-2007/index.js';
import { WBF_2017 } from './wbf-2017/index.js';
import { WHIST_CLUB_1912 } from './whist-club-1912/index.js';

const CODES = {
  'wbf-1997': WBF_1997,
  'wbf-2007': WBF_2007,
  'wbf-2017': WBF_2017,
  'whist-club-1912': WHIST_CLUB_1912,
  'somerset-1888': SOMERSET_1888,
} as const satisfies { readonly [name: string]: Rulebook };

export type RulebookName = keyof typeof CODES;

export const RULEBOOKS: { readonly [name: string]: Rulebook } = CODES;

/** The rulebook names a record may give (DESIGN §4), in the registry's order. */
export const RULEBOOK_NAMES: readonly RulebookName[] = Object.keys(CODES) as RulebookName[];

/** Every option id some implemented code offers: the record format's `elect` vocabulary. */
export const OPTION_IDS: readonly OptionId[] = [
  ...new Set(Object.values(RULEBOOKS).flatMap((r) => r.optionIds)),
];

export type RulebookError = {
  readonly kind: 'unknown-rulebook';
  readonly name: string;
  readonly message: string;
};

export function rulebookNamed(name: string): Result<Rulebook, RulebookError> {
  const rulebook = RULEBOOKS[name];
  if (rulebook === undefined)
    return err({
      kind: 'unknown-rulebook',
      name,
      message: `rulebook "${name}" is not available (implemented: ${RULEBOOK_NAMES.join(', ')})`,
    });
  return ok(rulebook);
}
