/** The rulebooks tablelaw implements, by name. An unknown name is an error, not a default. */
import { err, ok, type Result } from '../core/result.js';
import type { Rulebook } from './provision.js';
import { SOMERSET_1888 } from './somerset-1888/index.js';
import { WBF_1997 } from './wbf-1997/index.js';
import { WBF_2007 } from './wbf-2007/index.js';
import { WBF_2017 } from './wbf-2017/index.js';
import { WHIST_CLUB_1912 } from './whist-club-1912/index.js';

export const RULEBOOKS: { readonly [name: string]: Rulebook } = {
  'wbf-1997': WBF_1997,
  'wbf-2007': WBF_2007,
  'wbf-2017': WBF_2017,
  'whist-club-1912': WHIST_CLUB_1912,
  'somerset-1888': SOMERSET_1888,
};

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
      message: `rulebook "${name}" is not available (implemented: ${Object.keys(RULEBOOKS).join(', ')})`,
    });
  return ok(rulebook);
}
