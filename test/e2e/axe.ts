/** axe-core in a page: its serious and critical violations, each with the nodes it found. */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };

export async function violations(page: Page): Promise<string[]> {
  if ((await page.evaluate('typeof window.axe')) === 'undefined') await page.addScriptTag({ path: AXE });
  const found = await page.evaluate<Violation[]>(
    'window.axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations)',
  );
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${JSON.stringify(n.target)}`));
}
