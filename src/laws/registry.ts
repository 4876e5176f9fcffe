/** The rulebooks tablelaw implements, by name. An unknown name is an error, not a default. */
import { err, ok, type Result } from '../core/result.js';
import type { Rulebook } from './provision.js';
import { WBF_2007 } from './wbf-2007/index.js';

export const RULEBOOKS: { readonly [name: string]: Rulebook } = { 'wbf-2007': WBF_2007 };

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
