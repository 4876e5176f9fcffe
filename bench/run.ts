/**
 * `npm run bench`: runs every benchmark module in bench/ (each exports `bench…` functions
 * returning a `BenchResult`) and prints each figure beside its reference, saying how the
 * reference was obtained (measured in the same run, or stored from another run when it could not
 * be run here). `npm run bench -- NAME` runs only the modules whose file name contains NAME.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BenchResult } from './result.js';

const here = dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';
const modules = readdirSync(here)
  .filter((f) => f.endsWith('.js') && f !== 'run.js' && f !== 'result.js' && f.includes(filter))
  .sort();

const format = (n: number) => (Math.abs(n) >= 100 ? Math.round(n).toLocaleString('en') : n.toPrecision(3));

console.log(`tablelaw benchmarks — node ${process.version}, ${process.platform}/${process.arch}\n`);
for (const file of modules) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as Record<string, unknown>;
  for (const [name, fn] of Object.entries(mod)) {
    if (!name.startsWith('bench') || typeof fn !== 'function') continue;
    const r = await (fn as () => Promise<BenchResult>)();
    console.log(`${r.name}: ${format(r.value)} ${r.unit}`);
    const kind = r.reference.kind ?? 'same run';
    console.log(
      `  reference ${kind === 'same run' ? '(same run)' : kind} ${r.reference.name}: ${format(r.reference.value)} ${r.unit}`,
    );
    console.log(`  ratio: ${r.ratio.toFixed(2)}×`);
    for (const note of r.notes) console.log(`  · ${note}`);
    console.log('');
  }
}
