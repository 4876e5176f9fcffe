/**
 * The package as npm would publish it (`npm pack --dry-run`): a LICENSE, the license
 * package.json declares; every source map's sources inside the package; the native SQLite
 * driver optional; each subpath export present; ESM only.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  license: string;
  type: string;
  dependencies: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  exports: Record<string, string | { types: string; default: string }>;
};

function packedFiles(): Set<string> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const out = execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [packed] = JSON.parse(out) as { files: { path: string }[] }[];
  return new Set((packed?.files ?? []).map((f) => f.path));
}

describe('the package', () => {
  const files = packedFiles();

  test('ships a LICENSE with the license package.json declares', () => {
    expect(files.has('LICENSE')).toBe(true);
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(
      /^MIT License\n\nCopyright \(c\) \d{4} tablelaw authors/,
    );
  });

  test('every source map names sources the package ships', () => {
    const maps = [...files].filter((f) => f.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(join(root, map), 'utf8')) as { sources: string[] };
      for (const source of sources) {
        const path = normalize(join(dirname(map), source)).replaceAll('\\', '/');
        if (!files.has(path)) missing.push(`${map} → ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('the native SQLite driver is optional', () => {
    expect(Object.keys(pkg.dependencies)).not.toContain('better-sqlite3');
    expect(Object.keys(pkg.optionalDependencies ?? {})).toEqual(['better-sqlite3']);
  });

  test('ESM only, and every subpath export is in the package', () => {
    expect(pkg.type).toBe('module');
    for (const [name, target] of Object.entries(pkg.exports)) {
      if (typeof target === 'string') continue;
      expect(files.has(target.default.replace(/^\.\//, '')), name).toBe(true);
      expect(files.has(target.types.replace(/^\.\//, '')), name).toBe(true);
    }
  });
});
