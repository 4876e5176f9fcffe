/**
 * The irregularities a table has seen, in the order recorded: a persistent list (src/core/vector.ts)
 * with an index of positions by kind, so that an act costs the same however long the log
 * (ADR 0074). Recording one copies O(log n) elements, not the list; the judge asks for the
 * irregularities of the kinds a provision concerns (`ofKind`), or for those of one act (`ofSeq`),
 * not the whole list; what an act changed is found by what the two lists do not share
 * (`changedSince`).
 *
 * Reads mirror a readonly array (`length`, `at`, iteration, `find`, `some`, `filter`, `map`...);
 * `toArray` gives one (built once per list), and JSON gives the array.
 */
import { appended, replacedAt } from '../core/list.js';
import { invariant } from '../core/result.js';
import { Vector } from '../core/vector.js';
import type { Irregularity, IrregularityKind } from './state.js';

/** The positions of the irregularities of one kind, in the order recorded. */
type KindEntry = { readonly kind: IrregularityKind; readonly positions: Vector<number> };

/**
 * By kind, in the order each kind was first recorded: a short list (a code has a few dozen kinds
 * at most, a board a handful), copied whole when a kind is added to — its length is bounded by the
 * code's vocabulary, not by the log.
 */
type KindIndex = readonly KindEntry[];

/** The entry of `kind`'s positions, or -1. */
function entryOf(kinds: KindIndex, kind: IrregularityKind): number {
  for (let e = 0; e < kinds.length; e++) if ((kinds[e] as KindEntry).kind === kind) return e;
  return -1;
}

const NONE: readonly number[] = [];
const NO_IRREGULARITY: readonly Irregularity[] = [];

const isEventIndex = (seq: number) => Number.isInteger(seq) && seq >= 0;

export class Irregularities implements Iterable<Irregularity> {
  // Fields declared, not defined: assigned once in the constructor (a class field's definition
  // would be a second store per field on every list made).
  declare private readonly items: Vector<Irregularity>;
  declare private readonly kinds: KindIndex;
  /** By event index (`seq`): the positions of the irregularities that event committed. */
  declare private readonly bySeq: Vector<readonly number[]>;
  /**
   * Answers kept with the list (private: not part of the value): `ofKind`'s, by entry of `kinds`,
   * and `toArray`'s.
   */
  #ofKind: (readonly Irregularity[] | undefined)[] | undefined;
  #array: readonly Irregularity[] | undefined;
  /** `where`'s answers, by predicate (one or two per list in practice: scanned, not hashed). */
  #where: { readonly p: (i: Irregularity) => boolean; readonly found: readonly Irregularity[] }[] | undefined;

  private constructor(items: Vector<Irregularity>, kinds: KindIndex, bySeq: Vector<readonly number[]>) {
    this.items = items;
    this.kinds = kinds;
    this.bySeq = bySeq;
  }

  static readonly none: Irregularities = new Irregularities(Vector.empty(), [], Vector.empty());

  static of(list: Iterable<Irregularity>): Irregularities {
    let out = Irregularities.none;
    for (const i of list) out = out.append(i);
    return out;
  }

  get length(): number {
    return this.items.length;
  }

  at(k: number): Irregularity | undefined {
    return this.items.at(k);
  }

  [Symbol.iterator](): IterableIterator<Irregularity> {
    return this.items[Symbol.iterator]();
  }

  /** The list as an array (built once per list: for views and the end of the board, not per act). */
  toArray(): readonly Irregularity[] {
    if (this.#array === undefined) this.#array = this.items.toArray();
    return this.#array;
  }

  toJSON(): readonly Irregularity[] {
    return this.toArray();
  }

  find(p: (i: Irregularity) => boolean): Irregularity | undefined {
    for (let k = 0; k < this.items.length; k++) {
      const i = this.items.at(k) as Irregularity;
      if (p(i)) return i;
    }
    return undefined;
  }

  findLast(p: (i: Irregularity) => boolean): Irregularity | undefined {
    for (let k = this.items.length - 1; k >= 0; k--) {
      const i = this.items.at(k) as Irregularity;
      if (p(i)) return i;
    }
    return undefined;
  }

  some(p: (i: Irregularity) => boolean): boolean {
    return this.find(p) !== undefined;
  }

  every(p: (i: Irregularity) => boolean): boolean {
    return !this.some((i) => !p(i));
  }

  filter(p: (i: Irregularity) => boolean): Irregularity[] {
    return this.toArray().filter((i) => p(i));
  }

  map<U>(f: (i: Irregularity) => U): U[] {
    return this.toArray().map((i) => f(i));
  }

  /** The irregularities of these kinds, in the order recorded: costs their number, not the list's. */
  ofKind(
    kind: IrregularityKind,
    other?: IrregularityKind,
    third?: IrregularityKind,
  ): readonly Irregularity[] {
    if (other !== undefined || third !== undefined) {
      const kinds = [kind, other, third].filter((k): k is IrregularityKind => k !== undefined);
      return this.positions(kinds).map((k) => this.items.at(k) as Irregularity);
    }
    // The hot path (every play asks for the revokes): the answers are kept with the list, which
    // the states of plain plays share; nothing is built when there is none of the kind.
    const e = entryOf(this.kinds, kind);
    if (e < 0) return NO_IRREGULARITY;
    let known = this.#ofKind;
    if (known === undefined) {
      known = new Array(this.kinds.length);
      this.#ofKind = known;
    }
    const kept = known[e];
    if (kept !== undefined) return kept;
    const positions = (this.kinds[e] as KindEntry).positions;
    const out: Irregularity[] = new Array(positions.length);
    for (let j = 0; j < positions.length; j++)
      out[j] = this.items.at(positions.at(j) as number) as Irregularity;
    known[e] = out;
    return out;
  }

  /**
   * The irregularities for which `p` holds, in the order recorded, kept with the list: asked of
   * the same list again (the states of plain plays share theirs), the answer is not looked for
   * again. `p` must be a function of the irregularity alone, made once (a module's constant).
   */
  where(p: (i: Irregularity) => boolean): readonly Irregularity[] {
    let kept = this.#where;
    if (kept === undefined) {
      kept = [];
      this.#where = kept;
    }
    for (let k = 0; k < kept.length; k++) {
      const entry = kept[k] as (typeof kept)[number];
      if (entry.p === p) return entry.found;
    }
    let answer: readonly Irregularity[] = NO_IRREGULARITY;
    for (let k = 0; k < this.items.length; k++) {
      const i = this.items.at(k) as Irregularity;
      if (p(i)) answer = [...answer, i];
    }
    // A few predicates per list at most: one made anew per call (a misuse) is not kept.
    if (kept.length < 4) kept.push({ p, found: answer });
    return answer;
  }

  /** The irregularities committed by event `seq` (of `kind`, when given). */
  ofSeq(seq: number, kind?: IrregularityKind): Irregularity[] {
    const positions = this.seqPositions(seq, kind);
    const out: Irregularity[] = new Array(positions.length);
    for (let j = 0; j < positions.length; j++) out[j] = this.items.at(positions[j] as number) as Irregularity;
    return out;
  }

  append(i: Irregularity): Irregularities {
    const at = this.items.length;
    const e = entryOf(this.kinds, i.kind);
    // Events that committed none in between are filled in: as many as the log has events at most.
    let bySeq = this.bySeq;
    if (isEventIndex(i.seq))
      bySeq = bySeq.setPadded(i.seq, i.seq < bySeq.length ? [...(bySeq.at(i.seq) ?? NONE), at] : [at], NONE);
    // The kind index copied into an array of its new length (`appended`): a copy then a push
    // grows the array again, and the first push of an object into an empty array changes its
    // kind of elements (about three times the time, measured alone).
    const kinds =
      e < 0
        ? appended(this.kinds, { kind: i.kind, positions: Vector.of(at) })
        : replacedAt(this.kinds, e, {
            kind: i.kind,
            positions: (this.kinds[e] as KindEntry).positions.append(at),
          });
    return new Irregularities(this.items.append(i), kinds, bySeq);
  }

  /**
   * The list with `update` applied to the irregularities for which `which` holds — only those of
   * `kinds` are looked at when given (the rest are left as they are). Itself when none changed.
   */
  updated(
    which: (i: Irregularity) => boolean,
    update: (i: Irregularity) => Irregularity,
    kinds?: readonly IrregularityKind[],
  ): Irregularities {
    if (kinds !== undefined) return this.replaceAt(this.positions(kinds), which, update);
    const all: number[] = new Array(this.items.length);
    for (let k = 0; k < all.length; k++) all[k] = k;
    return this.replaceAt(all, which, update);
  }

  /** `updated` for the irregularities committed by event `seq` (of `kind`, when given). */
  updatedAt(seq: number, update: (i: Irregularity) => Irregularity, kind?: IrregularityKind): Irregularities {
    return this.replaceAt(this.seqPositions(seq, kind), null, update);
  }

  /**
   * The list without the irregularities for which `which` holds (only those of `kinds` looked at).
   * Itself when none is removed; else built again (rare: a false lead taken back).
   */
  without(which: (i: Irregularity) => boolean, kinds: readonly IrregularityKind[]): Irregularities {
    const gone = new Set(this.positions(kinds).filter((k) => which(this.items.at(k) as Irregularity)));
    if (gone.size === 0) return this;
    return Irregularities.of(this.toArray().filter((_, k) => !gone.has(k)));
  }

  /** The irregularities new or replaced since `before` (a list this one was made from). */
  changedSince(before: Irregularities): Irregularity[] {
    return this.items.changedSince(before.items).map((k) => this.items.at(k) as Irregularity);
  }

  /** `changedSince` with each irregularity's position. */
  changedPositions(before: Irregularities): number[] {
    return this.items.changedSince(before.items);
  }

  /** The list with the irregularity at position `k` replaced (its kind unchanged). */
  withAt(k: number, i: Irregularity): Irregularities {
    const old = this.items.at(k);
    invariant(old !== undefined && old.kind === i.kind, 'an irregularity keeps its kind');
    if (old === i) return this;
    invariant(old.seq === i.seq, 'an irregularity keeps its seq');
    return new Irregularities(this.items.with(k, i), this.kinds, this.bySeq);
  }

  /** `update` applied at `positions`, to those for which `which` holds (all, when null). */
  private replaceAt(
    positions: readonly number[],
    which: ((i: Irregularity) => boolean) | null,
    update: (i: Irregularity) => Irregularity,
  ): Irregularities {
    let items = this.items;
    let rekind = false;
    for (let j = 0; j < positions.length; j++) {
      const k = positions[j] as number;
      const i = items.at(k) as Irregularity;
      if (which !== null && !which(i)) continue;
      const next = update(i);
      if (next === i) continue;
      if (next.kind !== i.kind || next.seq !== i.seq) rekind = true;
      items = items.with(k, next);
    }
    if (items === this.items) return this;
    // A kind or seq changed (never by the judges today): the index is built again.
    return rekind ? Irregularities.of(items) : new Irregularities(items, this.kinds, this.bySeq);
  }

  private positions(kinds: readonly IrregularityKind[]): number[] {
    const lists = [...new Set(kinds)]
      .map((k) => this.kinds[entryOf(this.kinds, k)]?.positions)
      .filter((v): v is Vector<number> => v !== undefined);
    if (lists.length === 1) return (lists[0] as Vector<number>).toArray();
    return lists.flatMap((v) => v.toArray()).sort((a, b) => a - b);
  }

  /** The positions of event `seq`'s irregularities (the index's own list, when no kind is asked: readonly). */
  private seqPositions(seq: number, kind?: IrregularityKind): readonly number[] {
    if (isEventIndex(seq) && kind === undefined) return this.bySeq.at(seq) ?? NONE;
    const matches = (k: number) => kind === undefined || (this.items.at(k) as Irregularity).kind === kind;
    if (isEventIndex(seq)) return (this.bySeq.at(seq) ?? NONE).filter(matches);
    // Not an event's index (none is recorded so by the judges): looked for one by one.
    const out: number[] = [];
    for (let k = 0; k < this.items.length; k++)
      if ((this.items.at(k) as Irregularity).seq === seq && matches(k)) out.push(k);
    return out;
  }
}
