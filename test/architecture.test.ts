/**
 * The layers of DESIGN §2 (ADR 0001): each folder of src/ imports only the layers inside it,
 * and the engine layers use no Node built-ins (they run in a browser), except modules that say
 * so by their place (solver workers).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const LAYERS = [
  'core',
  'games',
  'table',
  'laws',
  'solver',
  'notation',
  'session',
  'cli',
  'server',
  'web',
] as const;
const RANK: Record<string, number> = {
  core: 0,
  games: 1,
  table: 2,
  laws: 3,
  solver: 4,
  notation: 5,
  session: 6,
  cli: 7,
  server: 7,
  web: 7,
};
/** The front ends (cli, server, web) may import one another; every layer below them is an engine layer. */
const FRONT = 7;
/** Engine modules allowed to use Node built-ins, with the reason. */
const NODE_ALLOWED = [/^solver\/worker/];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms;

describe('layers (DESIGN §2)', () => {
  const sources = files(SRC).map((path) => ({
    path,
    rel: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));

  test('every source file lies in a known layer', () => {
    for (const s of sources) {
      const layer = s.rel.split('/')[0] as string;
      if (s.rel === 'index.ts') continue;
      expect(LAYERS as readonly string[], s.rel).toContain(layer);
    }
  });

  test('each layer imports only the layers inside it', () => {
    const violations: string[] = [];
    for (const s of sources) {
      const layer = s.rel.split('/')[0] as string;
      const rank = RANK[layer] ?? 99;
      for (const m of s.text.matchAll(IMPORT)) {
        const spec = m[1] as string;
        if (!spec.startsWith('.')) continue;
        const target = relative(SRC, resolve(dirname(s.path), spec)).split('/')[0] as string;
        const targetRank = RANK[target];
        if (targetRank !== undefined && targetRank > rank && !(rank === FRONT && targetRank === FRONT))
          violations.push(`${s.rel} imports ${spec} (${target} is outside ${layer})`);
      }
    }
    expect(violations).toEqual([]);
  });

  test('engine layers use no Node built-ins or packages', () => {
    const violations: string[] = [];
    for (const s of sources) {
      const layer = s.rel.split('/')[0] as string;
      if ((RANK[layer] ?? 99) >= FRONT || s.rel === 'index.ts') continue;
      if (NODE_ALLOWED.some((re) => re.test(s.rel))) continue;
      for (const m of s.text.matchAll(IMPORT)) {
        const spec = m[1] as string;
        if (!spec.startsWith('.')) violations.push(`${s.rel} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });
});

describe('the table layer names no game (ADR 0075, ADR 0076)', () => {
  const table = files(join(SRC, 'table')).map((path) => ({
    rel: relative(SRC, path),
    text: readFileSync(path, 'utf8'),
  }));

  test('no euchre or Auction Bridge part, field or branch in src/table', () => {
    const hits = table.flatMap((s) =>
      s.text
        .split('\n')
        .map((line, i) => ({ line, at: `${s.rel}:${i + 1}` }))
        .filter(({ line }) => /euchre|auctionBridge/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(hits).toEqual([]);
  });

  test("no branch on a rulebook's name in src/table", () => {
    const hits = table.flatMap((s) =>
      s.text
        .split('\n')
        .map((line, i) => ({ line, at: `${s.rel}:${i + 1}` }))
        .filter(({ line }) => /\brulebook\s*(?:===|!==|\.startsWith|\.includes)/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(hits).toEqual([]);
  });

  test('the games own their parts of the state: src/table declares GameParts empty', () => {
    const state = table.find((s) => s.rel === 'table/state.ts')?.text ?? '';
    expect(state).toMatch(/export interface GameParts \{\}/);
  });
});
