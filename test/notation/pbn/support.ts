/** Test support: the fixtures and a deep copy without source positions. */
import { readFileSync } from 'node:fs';

export function fixture(name: string): string {
  return readFileSync(new URL(`../../fixtures/pbn/${name}`, import.meta.url), 'utf8');
}

/** A deep copy without the `at` and `valueAt` positions, to compare data read from different texts. */
export function withoutPositions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPositions);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value))
      if (k !== 'at' && k !== 'valueAt') out[k] = withoutPositions(v);
    return out;
  }
  return value;
}
