/**
 * The transposition table of the double-dummy search, in typed arrays of a fixed size (no
 * allocation while searching), holding bounds on the tricks North-South take from a position
 * at the start of a trick.
 *
 * An entry stands for a whole class of positions (partition search): those with the same
 * player on lead, the same length of every hand in every suit (the "shape"), and the same
 * owners of the top `k` cards of each suit, where `k` reaches down to the lowest card whose rank
 * mattered in the search that produced the bound. Owners are written two bits a card, highest
 * card first (bits 0–1), so the pattern of `k` cards is the low `2k` bits of the position's owner
 * sequence.
 *
 * Layout: entries live in blocks (a block keeps entries of one kind together in memory), in
 * lists headed from an open-addressed index. A list holds the entries of one shape and leader
 * that constrain the same suits (`k` > 0) and agree on the owners of those suits' top cards; the
 * index also records, per shape and leader, which sets of suits are in use. A probe therefore
 * looks only at entries whose top cards already match. When the pool of blocks or the index
 * fills up, the table is emptied and filling starts again (the bound on memory is hard).
 *
 * Nothing here throws on input.
 */

export type TableSize = {
  /** log2 of the number of entries the table holds. */
  readonly entryBits: number;
};

/** About 52 MiB (46 for the entries, 8 for the index): room for 2^21 entries. */
export const DEFAULT_TABLE_SIZE: TableSize = { entryBits: 21 };

const PER_BLOCK = 4;
const ENTRY_WORDS = 5; // meta (lower, upper, k per suit), p0, p1, p2, p3
const BLOCK_WORDS = 2 + PER_BLOCK * ENTRY_WORDS; // next, count, entries
const HEAD_WORDS = 4; // lo, hi, tag (0 = empty), head block or set of suit masks in use
/** Tag bit of the record listing the suit masks in use for a shape and leader. */
const MASKS_RECORD = 1 << 14;

/** Bytes a table of this size takes. */
export function tableBytes(size: TableSize): number {
  const blocks = (1 << size.entryBits) / PER_BLOCK;
  return blocks * BLOCK_WORDS * 4 + headSlotsOf(size) * HEAD_WORDS * 4;
}

/**
 * Index slots: a quarter of the entries, but at least 2^17 (as many as the entries in smaller
 * tables). Measured on the 50 deals of the ground truth, one strain never used more than 260,000
 * lists and records (2^21 entries); a small index stays in the caches, and the first read of an
 * index slot was the costliest line of the search.
 */
function headSlotsOf(size: TableSize): number {
  return 1 << Math.min(size.entryBits, Math.max(17, size.entryBits - 2));
}

function lowMask(k: number): number {
  return (1 << (2 * k)) - 1;
}

export class TranspositionTable {
  private readonly blocks: Int32Array;
  private readonly heads: Int32Array;
  private readonly blockLimit: number;
  private readonly headMask: number;
  private readonly headLimit: number;
  private blocksUsed = 1; // block 0 ends a list
  private headCount = 0;
  /** The `k` per suit of the entry found by the last successful `probe`. */
  hitK0 = 0;
  hitK1 = 0;
  hitK2 = 0;
  hitK3 = 0;
  stores = 0;
  resets = 0;

  constructor(size: TableSize = DEFAULT_TABLE_SIZE) {
    this.blockLimit = Math.max(2, (1 << size.entryBits) / PER_BLOCK);
    this.blocks = new Int32Array(this.blockLimit * BLOCK_WORDS);
    const headSlots = headSlotsOf(size);
    this.heads = new Int32Array(headSlots * HEAD_WORDS);
    this.headMask = headSlots - 1;
    this.headLimit = (headSlots * 3) >>> 2;
  }

  clear(): void {
    this.heads.fill(0);
    this.blocksUsed = 1;
    this.headCount = 0;
    this.resets++;
  }

  /** Word index of the index record (lo, hi, tag); creates it when `create` (-1 when absent). */
  private head(lo: number, hi: number, tag: number, create: boolean): number {
    let h = Math.imul(lo ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(hi + tag * 0x27d4eb2f, 0x85ebca6b);
    h ^= h >>> 15;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 13;
    const s = this.heads;
    let i = h & this.headMask;
    for (;;) {
      const w = i * HEAD_WORDS;
      const t = s[w + 2] as number;
      if (t === 0) {
        if (!create) return -1;
        s[w] = lo;
        s[w + 1] = hi;
        s[w + 2] = tag;
        s[w + 3] = 0;
        this.headCount++;
        return w;
      }
      if (t === tag && s[w] === lo && s[w + 1] === hi) return w;
      i = (i + 1) & this.headMask;
    }
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
    const record = this.head(lo, hi, (leader + 1) | MASKS_RECORD, false);
    if (record < 0) return -1;
    let masks = this.heads[record + 3] as number;
    const top = (o0 & 3) | ((o1 & 3) << 2) | ((o2 & 3) << 4) | ((o3 & 3) << 6);
    while (masks !== 0) {
      const m = 31 - Math.clz32(masks);
      masks ^= 1 << m;
      const spread = (m & 1 ? 3 : 0) | (m & 2 ? 12 : 0) | (m & 4 ? 48 : 0) | (m & 8 ? 192 : 0);
      const w = this.head(lo, hi, (leader + 1) | (m << 2) | ((top & spread) << 6), false);
      if (w < 0) continue;
      const found = this.scan(this.heads[w + 3] as number, o0, o1, o2, o3, future);
      if (found >= 0) return found;
    }
    return -1;
  }

  private scan(first: number, o0: number, o1: number, o2: number, o3: number, future: number): number {
    const b = this.blocks;
    let block = first;
    while (block !== 0) {
      const base = block * BLOCK_WORDS;
      const count = b[base + 1] as number;
      for (let j = 0; j < count; j++) {
        const e = base + 2 + j * ENTRY_WORDS;
        const meta = b[e] as number;
        const lower = meta & 15;
        const upper = (meta >>> 4) & 15;
        if (lower < future && upper >= future) continue;
        const k0 = (meta >>> 8) & 15;
        const k1 = (meta >>> 12) & 15;
        const k2 = (meta >>> 16) & 15;
        const k3 = (meta >>> 20) & 15;
        if (
          (o0 & lowMask(k0)) === b[e + 1] &&
          (o1 & lowMask(k1)) === b[e + 2] &&
          (o2 & lowMask(k2)) === b[e + 3] &&
          (o3 & lowMask(k3)) === b[e + 4]
        ) {
          this.hitK0 = k0;
          this.hitK1 = k1;
          this.hitK2 = k2;
          this.hitK3 = k3;
          return lower >= future ? 1 : 0;
        }
      }
      block = b[base] as number;
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
    if (this.blocksUsed >= this.blockLimit || this.headCount >= this.headLimit) this.clear();
    const m = (k0 > 0 ? 1 : 0) | (k1 > 0 ? 2 : 0) | (k2 > 0 ? 4 : 0) | (k3 > 0 ? 8 : 0);
    const top =
      (k0 > 0 ? o0 & 3 : 0) |
      (k1 > 0 ? (o1 & 3) << 2 : 0) |
      (k2 > 0 ? (o2 & 3) << 4 : 0) |
      (k3 > 0 ? (o3 & 3) << 6 : 0);
    const record = this.head(lo, hi, (leader + 1) | MASKS_RECORD, true);
    this.heads[record + 3] = (this.heads[record + 3] as number) | (1 << m);
    const w = this.head(lo, hi, (leader + 1) | (m << 2) | (top << 6), true);
    const b = this.blocks;
    let block = this.heads[w + 3] as number;
    if (block === 0 || (b[block * BLOCK_WORDS + 1] as number) === PER_BLOCK) {
      const fresh = this.blocksUsed++;
      b[fresh * BLOCK_WORDS] = block;
      b[fresh * BLOCK_WORDS + 1] = 0;
      this.heads[w + 3] = fresh;
      block = fresh;
    }
    const base = block * BLOCK_WORDS;
    const j = b[base + 1] as number;
    const e = base + 2 + j * ENTRY_WORDS;
    b[e] = lower | (upper << 4) | (k0 << 8) | (k1 << 12) | (k2 << 16) | (k3 << 20);
    b[e + 1] = o0 & lowMask(k0);
    b[e + 2] = o1 & lowMask(k1);
    b[e + 3] = o2 & lowMask(k2);
    b[e + 4] = o3 & lowMask(k3);
    b[base + 1] = j + 1;
    this.stores++;
  }
}
