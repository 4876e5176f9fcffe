/**
 * The README's library example runs as written, against the built package (its subpath
 * exports), and prints what it promises.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

const root = new URL('..', import.meta.url);

describe('README', () => {
  test('the library example runs against the built package', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const example = /## The library\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(example).toBeDefined();
    const dir = new URL('.tablelaw-tmp/', root);
    mkdirSync(dir, { recursive: true });
    const file = new URL('readme-example.mjs', dir);
    writeFileSync(file, example as string);
    const out = execFileSync(process.execPath, [file.pathname], { encoding: 'utf8' });
    const lines = out.trim().split('\n');
    expect(lines[0]).toMatch(/^N:\S+ \S+ \S+ \S+$/);
    expect(lines[1]).toBe('650');
    expect(lines[2]).toMatch(/^board 1: linje 3, kolonne 10: given er ikke skrevet slik PBN skriver giv \(/);
  });

  test("the Supported Node section quotes package.json's engines and names both SQLite drivers", () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      engines: { node: string };
    };
    const section = /## Supported Node\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    expect(section).toContain(`\`engines\`: \`${pkg.engines.node}\``);
    expect(section).toContain('`node:sqlite`');
    expect(section).toContain('`better-sqlite3`');
  });

  test('names the two commands', () => {
    const readme = readFileSync(new URL('README.md', root), 'utf8');
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
