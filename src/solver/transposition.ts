/**
 * The transposition table of the double-dummy search, in typed arrays of a fixed size (no
 * allocation while searching), holding bounds on the tricks North-South take from a position
 * at the start of a trick.
 *
 * Memory: the arrays are one pool per thread (per module instance), views of one buffer off the
 * JavaScript heap, sized for the default table (`DEFAULT_TABLE_SIZE`), each a module constant:
 * V8 compiles a read of such an array at a constant address against a constant length, where an
 * array in an object's field is loaded, with its base and length, at each use (deal 5: probe
 * 502 M -> ~400 M instructions). The table installed in the pool owns it; each public method
 * of a table first installs it (one compare when it already is): the table that held the pool
 * saves the part of it that it used (blocks and lines up to what it took) into arrays of its own,
 * and the new one copies its part back (a table never used starts empty). So tables can be used
 * in any order, each answering as if it were alone; swapping costs a copy of what they used.
 * The pool's pages are written only once a table is used (a thread that never searches does not
 * commit them), and a table allocates nothing until it is swapped out.
 *
 * An entry stands for a whole class of positions (partition search): those with the same
 * player on lead, the same length of every hand in every suit (the "shape"), and the same
 * owners of the top `k` cards of each suit, where `k` reaches down to the lowest card whose rank
 * mattered in the search that produced the bound. Owners are written two bits a card, highest
 * card first (bits 0–1), so the pattern of `k` cards is the low `2k` bits of the position's owner
 * sequence.
 *
 * Layout: entries live in blocks of three (one 64-byte cache line: a word holding the next
 * block and the count, then the entries), in lists; a list holds the entries of one shape and
 * leader that constrain the same suits (`k` > 0) and agree on the owners of those suits' top
 * cards. The index is made of 64-byte lines: the record line of a shape and leader, found by
 * hashing, holds the key and the (key, first block) pairs of the first six lists; further lists
 * go to overflow lines chained from it. The pairs are kept in the order of their suit sets, the
 * order in which a probe searches the lists. A probe therefore reads one index line for most
 * positions, and looks only at entries whose top cards already match.
 * When the pool of blocks, of records or of overflow lines fills up, the table is emptied and
 * filling starts again (the bound on memory is hard).
 *
 * Nothing here throws on input.
 */

export type TableSize = {
  /**
   * log2 of the number of entries the table holds, at most 21 (`DEFAULT_TABLE_SIZE`, the size of
   * the pool the tables of a thread share): a larger value is taken as 21, a value below 0 (or
   * not a number) as 0, a fraction rounded down.
   */
  readonly entryBits: number;
};

/** About 51 MiB (43 for the entries, 8 for the index): room for 2^21 entries. */
export const DEFAULT_TABLE_SIZE: TableSize = { entryBits: 21 };
/** The largest `entryBits`: the pool's. */
const POOL_BITS = 21;

const PER_BLOCK = 3;
/**
 * An entry: meta, then the owner bits of the top `k` cards of each suit. Meta holds `2k` of
 * each suit in five bits (suit `s` at bit 5s), `lower` at bit 20 and `upper` at bit 24: a
 * suit's mask is `~(-1 << (meta >>> 5s))`, as a shift takes the low five bits of its count.
 */
const ENTRY_WORDS = 5;
/** A block: next block << 3 | count, then the entries (64 bytes for three). */
const BLOCK_WORDS = 16;
const BLOCK_SHIFT = 4; // BLOCK_WORDS = 1 << BLOCK_SHIFT
/**
 * Index lines (16 words). A record line: lo, hi, leader + 1 (0 = empty), next overflow line,
 * then six (key, first block) pairs; an overflow line: words 0–2 unused, next overflow line, six
 * pairs. A pair's key is the suit set `m` | 16 | the owner bits of the top cards of its suits
 * << 5 | their owners << 13 (never 0: 0 ends the pairs). The pairs of a record are sorted by
 * `m` (the pairs of one `m` in the order they were made), so the first free pair ends them.
 */
const LINE_WORDS = 16;
const LINE_SHIFT = 4; // LINE_WORDS = 1 << LINE_SHIFT
const FIRST_PAIR = 4;

/** Bytes a table of this size takes (an `entryBits` above the pool's taken as the pool's). */
export function tableBytes(size: TableSize): number {
  const bits = bitsOf(size);
  return blocksOf(bits) * BLOCK_WORDS * 4 + linesOf(bits) * LINE_WORDS * 4;
}

/** `entryBits` as used: an integer from 0 to the pool's. */
function bitsOf(size: TableSize): number {
  const bits = size.entryBits;
  return bits > POOL_BITS ? POOL_BITS : bits >= 0 ? Math.floor(bits) : 0;
}

function blocksOf(bits: number): number {
  return Math.max(2, Math.floor((1 << bits) / PER_BLOCK));
}

/**
 * Hashed record lines: a 32nd of the entries, at least 2^12. Measured on the 50 deals of the
 * ground truth, one strain never used more than 27,600 shapes and leaders and 100,500 lists
 * (2^21 entries). The overflow lines as many again.
 */
function recordLinesOf(bits: number): number {
  return 1 << Math.max(12, bits - 5);
}

function linesOf(bits: number): number {
  return 2 * recordLinesOf(bits);
}

/** The owner bits of the top cards of the suits in a suit set `m` (two bits a suit). */
function spread(m: number): number {
  // Bit `s` of `m` to bit 2s, then doubled.
  return ((m & 1) | ((m & 2) << 1) | ((m & 4) << 2) | ((m & 8) << 3)) * 3;
}

// ------------------------------------------------------------------ the pool

const POOL_BLOCK_WORDS = blocksOf(POOL_BITS) * BLOCK_WORDS;
const POOL_LINE_WORDS = linesOf(POOL_BITS) * LINE_WORDS;
const poolBuffer = new ArrayBuffer((POOL_BLOCK_WORDS + POOL_LINE_WORDS) * 4);
/** The blocks of the installed table. */
const BLOCKS = new Int32Array(poolBuffer, 0, POOL_BLOCK_WORDS);
/** The index lines of the installed table: its record lines, then its overflow lines. */
const LINES = new Int32Array(poolBuffer, POOL_BLOCK_WORDS * 4, POOL_LINE_WORDS);
/**
 * The table whose contents are in the pool (null: none yet, the pool is all zeros). A field of a
 * constant object: V8 reads it in one load, where a module `let` is checked for the hole too.
 */
const pool: { installed: TranspositionTable | null; used: boolean } = {
  installed: null,
  /** Whether any table has written the pool (a table never installed must then zero its part). */
  used: false,
};

export class TranspositionTable {
  private readonly blockLimit: number;
  private readonly recordShift: number;
  private readonly recordMask: number;
  private readonly recordLimit: number;
  private readonly lineLimit: number;
  private blocksUsed = 1; // block 0 ends a list
  private recordCount = 0;
  private linesUsed: number;
  /** The `k` per suit of the entry found by the last successful `probe`. */
  hitK0 = 0;
  hitK1 = 0;
  hitK2 = 0;
  hitK3 = 0;
  stores = 0;
  resets = 0;
  /**
   * This table's part of the pool (blocks up to `blocksUsed`, lines up to `linesUsed`) while
   * another table is installed; null until it is first swapped out.
   */
  private savedBlocks: Int32Array | null = null;
  private savedLines: Int32Array | null = null;

  constructor(size: TableSize = DEFAULT_TABLE_SIZE) {
    const bits = bitsOf(size);
    this.blockLimit = blocksOf(bits);
    const records = recordLinesOf(bits);
    this.recordShift = 32 - Math.log2(records);
    this.recordMask = records - 1;
    this.recordLimit = (records * 3) >>> 2;
    this.lineLimit = linesOf(bits);
    this.linesUsed = records;
  }

  /**
   * Puts this table into the pool: the installed table's part is saved first, then this table's
   * copied back (a table never installed starts empty: its record lines zero).
   */
  private install(): void {
    const previous = pool.installed;
    pool.installed = this;
    if (previous !== null) previous.save();
    const blocks = this.savedBlocks;
    const lines = this.savedLines;
    if (blocks !== null && lines !== null) {
      BLOCKS.set(blocks.subarray(0, this.blocksUsed << BLOCK_SHIFT));
      LINES.set(lines.subarray(0, this.linesUsed << LINE_SHIFT));
    } else if (pool.used) {
      LINES.fill(0, 0, (this.recordMask + 1) << LINE_SHIFT);
    }
    pool.used = true;
  }

  /**
   * Empties this table and gives up the pool without saving anything: for a table no longer
   * needed (a one-off search's), so that the next table installed does not copy its entries out.
   * The table stays usable (empty).
   */
  release(): void {
    if (pool.installed === this) pool.installed = null;
    this.savedBlocks = null;
    this.savedLines = null;
    this.blocksUsed = 1;
    this.recordCount = 0;
    this.linesUsed = this.recordMask + 1;
  }

  /** Copies this table's part of the pool into its own arrays (grown to fit when too small). */
  private save(): void {
    const blockWords = this.blocksUsed << BLOCK_SHIFT;
    const lineWords = this.linesUsed << LINE_SHIFT;
    let blocks = this.savedBlocks;
    if (blocks === null || blocks.length < blockWords) {
      blocks = new Int32Array(blockWords);
      this.savedBlocks = blocks;
    }
    let lines = this.savedLines;
    if (lines === null || lines.length < lineWords) {
      lines = new Int32Array(lineWords);
      this.savedLines = lines;
    }
    blocks.set(BLOCKS.subarray(0, blockWords));
    lines.set(LINES.subarray(0, lineWords));
  }

  clear(): void {
    if (pool.installed !== this) this.install();
    LINES.fill(0, 0, (this.recordMask + 1) * LINE_WORDS);
    this.blocksUsed = 1;
    this.recordCount = 0;
    this.linesUsed = this.recordMask + 1;
    this.resets++;
  }

  /**
   * Word index of the record line of a shape and leader (`tag` = leader + 1); when there is
   * none, -1 - the word index of the empty line where it goes.
   */
  private find(lo: number, hi: number, tag: number): number {
    const x = Math.imul(lo, 0x9e3779b1) ^ Math.imul((hi + tag) | 0, 0x85ebca6b);
    let i = Math.imul(x ^ (x >>> 15), 0xc2b2ae35) >>> this.recordShift;
    const s = LINES;
    for (;;) {
      const w = i << LINE_SHIFT;
      const t = s[w + 2] as number;
      if (t === 0) return -1 - w;
      if (t === tag && s[w] === lo && s[w + 1] === hi) return w;
      i = (i + 1) & this.recordMask;
    }
  }

  /** Makes the empty line at word `w` the record line of a shape and leader. */
  private newRecord(w: number, lo: number, hi: number, tag: number): number {
    const s = LINES;
    s[w] = lo;
    s[w + 1] = hi;
    s[w + 2] = tag;
    s.fill(0, w + 3, w + LINE_WORDS);
    this.recordCount++;
    return w;
  }

  /**
   * Looks for an entry that decides whether North-South take at least `future` more tricks.
   * Returns 1 (they do), 0 (they do not) or -1 (unknown); on a hit, `hitK*` tell how many top
   * cards of each suit the bound rests on.
   */
  probe(
    lo: number,
    hi: number,
    leader: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    future: number,
  ): number {
    if (pool.installed !== this) this.install();
    const w = this.find(lo, hi, (leader + 1) | 0);
    if (w < 0) return -1;
    const s = LINES;
    // Int32 once (V8 would check and untag the arguments again in the loops).
    const q0 = o0 | 0;
    const q1 = o1 | 0;
    const q2 = o2 | 0;
    const q3 = o3 | 0;
    const f = future | 0;
    const top = (q0 & 3) | ((q1 & 3) << 2) | ((q2 & 3) << 4) | ((q3 & 3) << 6);
    // The pairs are kept in the order of their suit sets, the lowest first (which puts the sets
    // of fewer suits, whose entries rest on fewer cards, mostly first: 4% fewer nodes than the
    // highest first), so the lists are searched as their pairs are met and the first hit ends
    // the probe. At most one list of a suit set has matching top cards.
    let line = w;
    let end = w + LINE_WORDS;
    let p = w + FIRST_PAIR;
    for (;;) {
      // The next pair whose top cards match (a loop of loads only, which V8 keeps tight).
      let key = s[p] as number;
      while (key !== 0 && (top & (key >>> 5)) !== key >>> 13) {
        p = (p + 2) | 0;
        if (p === end) {
          line = (s[line + 3] as number) << LINE_SHIFT;
          if (line === 0) return -1;
          end = (line + LINE_WORDS) | 0;
          p = (line + FIRST_PAIR) | 0;
        }
        key = s[p] as number;
      }
      if (key === 0) return -1; // the lists end here
      const found = this.scan(s[(p + 1) | 0] as number, q0, q1, q2, q3, f);
      if (found >= 0) return found;
      p = (p + 2) | 0;
      if (p === end) {
        line = (s[line + 3] as number) << LINE_SHIFT;
        if (line === 0) return -1;
        end = (line + LINE_WORDS) | 0;
        p = (line + FIRST_PAIR) | 0;
      }
    }
  }

  private scan(first: number, o0: number, o1: number, o2: number, o3: number, future: number): number {
    const b = BLOCKS;
    let block = first;
    while (block !== 0) {
      const base = block << BLOCK_SHIFT;
      const head = b[base] as number;
      // Newest first (blocks are chained newest first too): fewer nodes than oldest first.
      // (`| 0`: int32 sums, which V8 does not check for overflow.)
      for (let e = (base + (head & 7) * ENTRY_WORDS - 4) | 0; e > base; e = (e - ENTRY_WORDS) | 0) {
        const meta = b[e] as number;
        const lower = (meta >>> 20) & 15;
        const upper = meta >>> 24;
        if (lower < future && upper >= future) continue;
        if (
          (o0 & ~(-1 << meta)) === b[(e + 1) | 0] &&
          (o1 & ~(-1 << (meta >>> 5))) === b[(e + 2) | 0] &&
          (o2 & ~(-1 << (meta >>> 10))) === b[(e + 3) | 0] &&
          (o3 & ~(-1 << (meta >>> 15))) === b[(e + 4) | 0]
        ) {
          this.hitK0 = (meta & 31) >>> 1;
          this.hitK1 = (meta >>> 6) & 15;
          this.hitK2 = (meta >>> 11) & 15;
          this.hitK3 = (meta >>> 16) & 15;
          return lower >= future ? 1 : 0;
        }
      }
      block = head >>> 3;
    }
    return -1;
  }

  /**
   * Records that North-South take at least `lower` and at most `upper` more tricks in every
   * position of the class given by the key and the top `k*` cards of each suit.
   */
  store(
    lo: number,
    hi: number,
    leader: number,
    k0: number,
    k1: number,
    k2: number,
    k3: number,
    o0: number,
    o1: number,
    o2: number,
    o3: number,
    lower: number,
    upper: number,
  ): void {
    if (pool.installed !== this) this.install();
    if (
      this.blocksUsed >= this.blockLimit ||
      this.recordCount >= this.recordLimit ||
      this.linesUsed >= this.lineLimit
    )
      this.clear();
    const m = (k0 > 0 ? 1 : 0) | (k1 > 0 ? 2 : 0) | (k2 > 0 ? 4 : 0) | (k3 > 0 ? 8 : 0);
    const bits = spread(m);
    const top = ((o0 & 3) | ((o1 & 3) << 2) | ((o2 & 3) << 4) | ((o3 & 3) << 6)) & bits;
    const key = m | 16 | (bits << 5) | (top << 13);
    const s = LINES;
    const found = this.find(lo, hi, leader + 1);
    const w = found >= 0 ? found : this.newRecord(-1 - found, lo, hi, leader + 1);
    // The pair of this suit set and top cards, or the place of a new one: after the pairs of
    // the same and lower suit sets (the pairs of higher sets move one place on).
    let line = w;
    let end = w + LINE_WORDS;
    let p = w + FIRST_PAIR;
    let k = s[p] as number;
    while (k !== key && k !== 0 && (k & 15) <= m) {
      p = (p + 2) | 0;
      if (p === end) {
        line = this.nextLine(line);
        end = (line + LINE_WORDS) | 0;
        p = (line + FIRST_PAIR) | 0;
      }
      k = s[p] as number;
    }
    if (k !== key) this.insertPair(line, p, key);
    const b = BLOCKS;
    let block = s[p + 1] as number;
    if (block === 0 || ((b[block << BLOCK_SHIFT] as number) & 7) === PER_BLOCK) {
      const fresh = this.blocksUsed++;
      b[fresh << BLOCK_SHIFT] = block << 3;
      s[p + 1] = fresh;
      block = fresh;
    }
    const base = block << BLOCK_SHIFT;
    const head = b[base] as number;
    const e = (base + (head & 7) * ENTRY_WORDS + 1) | 0;
    b[e] = (k0 << 1) | (k1 << 6) | (k2 << 11) | (k3 << 16) | (lower << 20) | (upper << 24);
    b[e + 1] = o0 & ~(-1 << (k0 << 1));
    b[e + 2] = o1 & ~(-1 << (k1 << 1));
    b[e + 3] = o2 & ~(-1 << (k2 << 1));
    b[e + 4] = o3 & ~(-1 << (k3 << 1));
    b[base] = head + 1;
    this.stores++;
  }

  /**
   * Puts a new pair (`key`, no block yet) at word `p` of `line`, moving the pairs from there on
   * one place on (into a new overflow line when the last is full: a line is taken exactly when
   * appending would take one, so the table empties at the same moments).
   */
  private insertPair(line: number, p: number, key: number): void {
    const s = LINES;
    let carryKey = key;
    let carryHead = 0;
    let l = line;
    let q = p;
    for (;;) {
      const k = s[q] as number;
      const h = s[q + 1] as number;
      s[q] = carryKey;
      s[q + 1] = carryHead;
      if (k === 0) return;
      carryKey = k;
      carryHead = h;
      q += 2;
      if (q === l + LINE_WORDS) {
        l = this.nextLine(l);
        q = l + FIRST_PAIR;
      }
    }
  }

  /** Word index of the overflow line after `line`, taking a fresh one when there is none. */
  private nextLine(line: number): number {
    const next = LINES[line + 3] as number;
    return next !== 0 ? next << LINE_SHIFT : this.newLine(line);
  }

  /** Word index of a fresh overflow line, chained after `line`. */
  private newLine(line: number): number {
    const s = LINES;
    const fresh = this.linesUsed++;
    s[line + 3] = fresh;
    const w = fresh << LINE_SHIFT;
    s.fill(0, w, w + LINE_WORDS);
    return w;
  }
}
