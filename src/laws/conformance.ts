/**
 * Whether a table state keeps to its code of laws: the decision pending is one of the code's
 * provisions that offers a decision, every option offered is an option of that provision (its
 * laws those of the option, or paragraphs of them), every irregularity is of a kind the code
 * declares (its vocabulary.ts), and every law cited — by an offer, an irregularity, a finding,
 * a penalty card, an obligation or a transfer — exists in the code's law index, in the code's
 * own numbering. The tests check it over playthroughs and random tables; it returns what is
 * wrong, as sentences, and an empty list when all is well. `provisionNonconformities` checks a
 * rulebook itself the same way: each provision's law and each law of its options in the index,
 * each option an id the code declares and each declared id offered.
 */
import type { TableState } from '../table/state.js';
import { type LawIndex, within } from './coverage.js';
import type { Rulebook } from './provision.js';

const refOf = (law: string): string => law.replace(/^(?:Laws?|§)\s*/, '');

/** Whether `law` (`Law 45C4(b)`, `Law 64`) names a law of the index: within an entry, or an entry within it. */
export function inIndex(index: LawIndex, law: string): boolean {
  const ref = refOf(law);
  return index.entries.some((e) => within(ref, e.ref) || within(e.ref, ref));
}

/** What in `state` is not of `rulebook`'s own provisions, vocabulary and laws. */
export function nonconformities(state: TableState, rulebook: Rulebook): string[] {
  const out: string[] = [];
  const index = rulebook.lawIndex;
  const cite = (law: string, where: string) => {
    const own = rulebook.cite?.(law) ?? law;
    if (!inIndex(index, own)) out.push(`${where} cites ${own}, not in the law index of ${rulebook.name}`);
  };
  const pending = state.pending;
  if (pending !== null) {
    const provision = rulebook.provisions[pending.provision];
    if (provision === undefined) out.push(`pending ${pending.provision} is no provision of ${rulebook.name}`);
    else if (provision.chooser === 'none') out.push(`provision ${provision.ref} offers no decision`);
    for (const offer of pending.options) {
      const spec = provision?.options[offer.id];
      if (spec === undefined) {
        out.push(`${offer.id} is not an option of provision ${pending.provision}`);
        continue;
      }
      for (const law of offer.laws) {
        if (!spec.laws.some((l) => within(refOf(law), refOf(l))))
          out.push(`${offer.id} of ${pending.provision} cites ${law}, not within ${spec.laws.join(', ')}`);
        cite(law, `${offer.id} of ${pending.provision}`);
      }
      if (!rulebook.optionIds.includes(offer.id))
        out.push(`${offer.id} is not among the option ids ${rulebook.name} declares`);
    }
    for (const f of pending.findings ?? []) for (const law of f.laws) cite(law, `finding ${f.fact}`);
  }
  for (const i of state.irregularities) {
    if (!rulebook.irregularityKinds.includes(i.kind))
      out.push(`irregularity kind ${i.kind} is not declared by ${rulebook.name}`);
    for (const law of i.laws) cite(law, `irregularity ${i.kind} (event ${i.seq})`);
    for (const law of i.finding?.laws ?? []) cite(law, `finding on ${i.kind}`);
  }
  for (const p of state.penaltyCards) for (const law of p.laws) cite(law, `penalty card ${p.card}`);
  for (const o of state.obligations) for (const law of o.laws) cite(law, `obligation ${o.kind}`);
  for (const t of state.result?.transfers ?? []) for (const law of t.laws) cite(law, 'transfer');
  return out;
}

/**
 * What in `rulebook`'s own provisions is not of its code: a provision whose law, or an option
 * whose law, is not in the code's law index (in its numbering); an option whose id the code does
 * not declare; a declared id no provision offers.
 */
export function provisionNonconformities(rulebook: Rulebook): string[] {
  const out: string[] = [];
  const index = rulebook.lawIndex;
  const cite = (law: string, where: string) => {
    const own = rulebook.cite?.(law) ?? law;
    if (!inIndex(index, own)) out.push(`${where} cites ${own}, not in the law index of ${rulebook.name}`);
  };
  const offered = new Set<string>();
  for (const p of Object.values(rulebook.provisions)) {
    cite(`Law ${p.ref}`, `provision ${p.ref}`);
    for (const [id, spec] of Object.entries(p.options)) {
      offered.add(id);
      if (!(rulebook.optionIds as readonly string[]).includes(id))
        out.push(`${id} of provision ${p.ref} is not among the option ids ${rulebook.name} declares`);
      for (const law of spec?.laws ?? []) cite(law, `${id} of provision ${p.ref}`);
    }
  }
  for (const id of rulebook.optionIds)
    if (!offered.has(id)) out.push(`${id} is declared by ${rulebook.name} but offered by no provision`);
  return out;
}
