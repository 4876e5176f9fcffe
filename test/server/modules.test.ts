/**
 * The console's modules over the wire, on the built server (dist/; `npm test` builds first):
 * every module the pages load, followed through each import, answers as JavaScript — the
 * console's own (/client/) and the engine's words for its ids (/laws/names/, ADR 0108) — and
 * no path beside them reaches a file.
 */
import type { ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, test } from 'vitest';
import { spawnServer, tempDb } from './helpers.js';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

const IMPORT = /^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms;

/** The module paths reached from the entry points, each with its answer's status and type. */
async function moduleGraph(url: string, entries: readonly string[]): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = [...entries];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    if (seen.has(path)) continue;
    const res = await fetch(`${url}${path}`);
    const text = await res.text();
    seen.set(path, `${res.status} ${res.headers.get('content-type')}`);
    if (res.status !== 200) continue;
    for (const m of text.matchAll(IMPORT)) queue.push(new URL(m[1] as string, `${url}${path}`).pathname);
  }
  return seen;
}

describe('the console’s modules (ADR 0031, ADR 0108)', () => {
  test('every module the table and room pages load, through every import, answers as JavaScript', async () => {
    const { url } = await spawnServer(tempDb(), children);
    const graph = await moduleGraph(url, ['/client/app.js', '/client/room.js']);
    const bad = [...graph].filter(([, answer]) => answer !== '200 text/javascript; charset=utf-8');
    expect(bad).toEqual([]);
    // The words of the engine's ids are among them: the console reads the command line's table.
    expect([...graph.keys()].filter((p) => p.startsWith('/laws/names/')).sort()).toEqual([
      '/laws/names/en.js',
      '/laws/names/index.js',
      '/laws/names/nb.js',
      '/laws/names/ru.js',
    ]);
  });

  test('no other path under /laws/ or beside a module reaches a file', async () => {
    const { url } = await spawnServer(tempDb(), children);
    for (const path of [
      '/laws/names/index.js.map',
      '/laws/names/index.d.ts',
      '/laws/registry.js',
      '/laws/names/../registry.js',
      '/laws/names/%2e%2e/registry.js',
      '/laws/names/sub/en.js',
      '/server/main.js',
      '/client/../server/main.js',
    ]) {
      const res = await fetch(`${url}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('export ');
    }
  });
});
