/**
 * Token buckets by key (a remote address): each key may spend `burst` tokens at once, and gets
 * one back every `refillMs`. A refused take says how long until the next token (Retry-After).
 * Buckets that are full again are forgotten, so the map holds only keys seen recently.
 */
import type { RateLimit } from './limits.js';

type Bucket = { tokens: number; at: number };

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token for `key`: 0 if granted, else the milliseconds until one is free. */
  take(key: string): number {
    const now = this.now();
    const bucket = this.refilled(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      this.buckets.set(key, bucket);
      return 0;
    }
    this.buckets.set(key, bucket);
    return Math.max(1, Math.ceil((1 - bucket.tokens) * this.limit.refillMs));
  }

  private refilled(key: string, now: number): Bucket {
    const old = this.buckets.get(key);
    if (old === undefined) return { tokens: this.limit.burst, at: now };
    const tokens = Math.min(this.limit.burst, old.tokens + (now - old.at) / this.limit.refillMs);
    return { tokens, at: now };
  }

  /** Forgets the buckets that have filled up again (called now and then). */
  prune(): void {
    const now = this.now();
    for (const [key, b] of this.buckets)
      if (b.tokens + (now - b.at) / this.limit.refillMs >= this.limit.burst) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}
