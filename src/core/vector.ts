/**
 * A persistent vector: an immutable list whose `append` and `with` (replace one element) return a
 * new vector sharing all but a path of the old one's structure — O(log₃₂ n) elements copied, not
 * n. A 32-way trie of full leaves, and a tail of up to 32 elements that appends copy (the layout
 * depends on the length alone, so two vectors of the same elements are alike field by field).
 *
 * Used where a list in the table state grows with the log (the irregularities, ADR 0074): a
 * plain array copied on every act makes replay quadratic.
 */
import { invariant } from './result.js';

const BITS = 5;
const WIDTH = 1 << BITS;
const MASK = WIDTH - 1;

type Node<T> = readonly (T | Node<T>)[];

/**
 * Elements of all vectors copied (by appends and replacements) or read, since the process
 * started: a count of work, so that a test can tell that an act costs the same however long the
 * list, without timing anything.
 */
let work = 0;
export const vectorWork = (): number => work;

const copy = <X>(a: readonly X[]): X[] => {
  work += a.length;
  return a.slice();
};

export class Vector<T> {
  // Fields declared, not defined: assigned once in the constructor (a class field's definition
  // would be a second store per field on every vector made).
  declare readonly length: number;
  /** Levels above the leaves, times BITS. */
  declare private readonly shift: number;
  declare private readonly root: Node<T>;
  declare private readonly tail: readonly T[];

  private constructor(length: number, shift: number, root: Node<T>, tail: readonly T[]) {
    this.length = length;
    this.shift = shift;
    this.root = root;
    this.tail = tail;
  }

  static empty<T>(): Vector<T> {
    // One empty vector serves for all (nothing changes a vector in place).
    return Vector.EMPTY as Vector<T>;
  }

  private static readonly EMPTY: Vector<never> = new Vector<never>(0, BITS, [], []);

  /** The vector of one element: `empty().append(x)`, its tail made at its length. */
  static of<T>(x: T): Vector<T> {
    return new Vector<T>(1, BITS, Vector.EMPTY.root, [x]);
  }

  static from<T>(items: Iterable<T>): Vector<T> {
    let v = Vector.empty<T>();
    for (const x of items) v = v.append(x);
    return v;
  }

  /** Index of the first element held in the tail. */
  private get tailOffset(): number {
    return this.length < WIDTH ? 0 : ((this.length - 1) >>> BITS) << BITS;
  }

  /** The element at `k` (negative: from the end, as `Array.prototype.at`). */
  at(k: number): T | undefined {
    const i = k < 0 ? this.length + k : k;
    if (i < 0 || i >= this.length) return undefined;
    work++;
    if (i >= this.tailOffset) return this.tail[i - this.tailOffset];
    let node: Node<T> = this.root;
    for (let level = this.shift; level > 0; level -= BITS) node = node[(i >>> level) & MASK] as Node<T>;
    return node[i & MASK] as T;
  }

  append(x: T): Vector<T> {
    if (this.length - this.tailOffset < WIDTH) {
      // The new tail built in one array (a copy grown by the push would be made twice).
      const old = this.tail;
      const tail: T[] = [];
      for (let j = 0; j < old.length; j++) tail.push(old[j] as T);
      tail.push(x);
      work += old.length;
      return new Vector(this.length + 1, this.shift, this.root, tail);
    }
    // The tail is full: it becomes a leaf of the trie.
    const leaf = this.tail;
    if (this.length >>> BITS > 1 << this.shift) {
      // The root is full: a new level.
      const root: Node<T> = [this.root, pathTo(this.shift, leaf)];
      return new Vector(this.length + 1, this.shift + BITS, root, [x]);
    }
    return new Vector(this.length + 1, this.shift, pushLeaf(this.length - 1, this.shift, this.root, leaf), [
      x,
    ]);
  }

  /** The vector with element `k` replaced by `x`. */
  with(k: number, x: T): Vector<T> {
    // The message is built only for an index out of range (not on every replacement).
    if (k < 0 || k >= this.length) invariant(false, `index ${k} is outside the vector (${this.length})`);
    if (this.at(k) === x) return this;
    if (k >= this.tailOffset) {
      const tail = copy(this.tail);
      tail[k - this.tailOffset] = x;
      return new Vector(this.length, this.shift, this.root, tail);
    }
    return new Vector(this.length, this.shift, setIn(this.root, this.shift, k, x), this.tail);
  }

  [Symbol.iterator](): IterableIterator<T> {
    // A plain iterator, not a generator: the judges iterate lists on many acts, and a generator
    // costs more to start than a short list takes to read.
    return new VectorIterator(this);
  }

  /** The elements in an array, leaf by leaf. */
  toArray(): T[] {
    const out: T[] = [];
    const tailOffset = this.tailOffset;
    for (let i = 0; i < tailOffset; i += WIDTH) {
      let node: Node<T> = this.root;
      for (let level = this.shift; level > 0; level -= BITS) node = node[(i >>> level) & MASK] as Node<T>;
      for (const x of node) out.push(x as T);
    }
    for (const x of this.tail) out.push(x);
    work += out.length;
    return out;
  }

  /**
   * The vector with element `k` set to `x`, extended first with `fill` up to `k` when `k` is past
   * its end: `padded(k, fill).append(x)` (or `with(k, x)`), copying the tail once when `k` falls
   * in the tail's block (the usual case: an index a little past the end).
   */
  setPadded(k: number, x: T, fill: T): Vector<T> {
    if (k < this.length) return this.with(k, x);
    const tailOffset = this.tailOffset;
    // The tail holds the elements from `tailOffset`; it takes up to WIDTH of them.
    if (k - tailOffset >= WIDTH || (this.length > 0 && this.length - tailOffset === WIDTH))
      return this.padded(k, fill).append(x);
    // The new tail built in one array (a copy grown by the pushes would be made twice).
    const old = this.tail;
    const tail: T[] = [];
    for (let j = 0; j < old.length; j++) tail.push(old[j] as T);
    for (let j = this.length; j < k; j++) tail.push(fill);
    tail.push(x);
    work += old.length + k - this.length + 1;
    return new Vector(k + 1, this.shift, this.root, tail);
  }

  /** The vector extended with `x` up to `length` elements (a tail's worth at a time). */
  padded(length: number, x: T): Vector<T> {
    let v: Vector<T> = this;
    while (v.length < length) {
      const room = WIDTH - (v.length - v.tailOffset);
      if (room === 0 || v.length === 0) {
        v = v.append(x);
        continue;
      }
      const tail = copy(v.tail);
      const n = Math.min(room, length - v.length);
      for (let k = 0; k < n; k++) tail.push(x);
      work += n;
      v = new Vector(v.length + n, v.shift, v.root, tail);
    }
    return v;
  }

  /**
   * The indices whose element differs from `before`'s (by identity), and those past its end:
   * subtrees the two share are skipped, so the cost is what changed, not the length.
   */
  changedSince(before: Vector<T>): number[] {
    const out: number[] = [];
    if (before === this) return out;
    if (before.root === this.root && before.shift === this.shift) {
      // The same trie (a short list, or a change in the tail alone), so the same tail offset: only
      // the tails differ, read as they are (the same reads counted as `at` would).
      const tailOffset = this.tailOffset;
      const was = before.tail;
      const now = this.tail;
      const n = Math.min(was.length, now.length);
      for (let j = 0; j < n; j++) if (was[j] !== now[j]) out.push(tailOffset + j);
      for (let j = n; j < now.length; j++) out.push(tailOffset + j);
      work += 2 * n;
      return out;
    }
    const common = Math.min(before.length, this.length);
    const tailFrom = Math.min(before.tailOffset, this.tailOffset);
    if (before.shift === this.shift) diff(before.root, this.root, this.shift, 0, tailFrom, out);
    else for (let i = 0; i < tailFrom; i++) if (before.at(i) !== this.at(i)) out.push(i);
    for (let i = tailFrom; i < common; i++) if (before.at(i) !== this.at(i)) out.push(i);
    for (let i = common; i < this.length; i++) out.push(i);
    return out;
  }
}

/** The elements of a vector in order (`Vector[Symbol.iterator]`). */
class VectorIterator<T> implements IterableIterator<T> {
  declare private readonly vector: Vector<T>;
  declare private next_: number;

  constructor(vector: Vector<T>) {
    this.vector = vector;
    this.next_ = 0;
  }

  next(): IteratorResult<T> {
    const k = this.next_;
    if (k >= this.vector.length) return { done: true, value: undefined };
    this.next_ = k + 1;
    return { done: false, value: this.vector.at(k) as T };
  }

  [Symbol.iterator](): IterableIterator<T> {
    return this;
  }
}

function pathTo<T>(shift: number, leaf: Node<T>): Node<T> {
  return shift === 0 ? leaf : [pathTo(shift - BITS, leaf)];
}

/** Adds `leaf` (the elements ending at index `last`) to the trie under `node`. */
function pushLeaf<T>(last: number, shift: number, node: Node<T>, leaf: Node<T>): Node<T> {
  const slot = (last >>> shift) & MASK;
  const out = copy(node);
  if (shift === BITS) out[slot] = leaf;
  else {
    const child = node[slot] as Node<T> | undefined;
    out[slot] = child === undefined ? pathTo(shift - BITS, leaf) : pushLeaf(last, shift - BITS, child, leaf);
  }
  return out;
}

function setIn<T>(node: Node<T>, shift: number, k: number, x: T): Node<T> {
  const out = copy(node);
  if (shift === 0) out[k & MASK] = x;
  else out[(k >>> shift) & MASK] = setIn(node[(k >>> shift) & MASK] as Node<T>, shift - BITS, k, x);
  return out;
}

function diff<T>(a: Node<T>, b: Node<T>, shift: number, base: number, end: number, out: number[]): void {
  if (a === b || base >= end) return;
  for (let s = 0; s < WIDTH; s++) {
    const from = base + (s << shift);
    if (from >= end) return;
    const x = a[s];
    const y = b[s];
    if (shift === 0) {
      if (x !== y) out.push(from);
    } else if (x !== y) {
      if (x === undefined || y === undefined)
        for (let i = from; i < Math.min(end, from + (1 << shift)); i++) out.push(i);
      else diff(x as Node<T>, y as Node<T>, shift - BITS, from, end, out);
    }
  }
}
