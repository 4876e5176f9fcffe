/**
 * The page's side of the ruling log and the law texts (the rest is pure, in rulings.ts and
 * law-text.ts): the `correct` act a click asks for, and the disclosures kept open across redraws.
 */
import { fill, type Lang, WORDS } from './i18n.js';

/** The `correct` act a click on a correction's choice asks for, or why none (tricks missing). */
export function correctionFrom(
  lang: Lang,
  data: DOMStringMap,
):
  | { readonly event: { readonly [key: string]: unknown } }
  | { readonly error: string; readonly focus?: string } {
  const replaces = Number(data['correct']);
  const base = { type: 'correct', seat: 'director', replaces };
  if (data['correctValue'] !== undefined) {
    const v = data['correctValue'];
    return { event: { ...base, value: v === 'true' ? true : v === 'false' ? false : v } };
  }
  const option = data['correctOption'] ?? '';
  const event: { [key: string]: unknown } = { ...base, option };
  if (data['correctSuit'] !== undefined) event['suit'] = data['correctSuit'];
  if (data['correctCard'] !== undefined) event['card'] = data['correctCard'];
  const id = `correct-tricks-${replaces}-${data['correctIndex'] ?? ''}`;
  const input = document.getElementById(id) as HTMLInputElement | null;
  if (input !== null) {
    const min = Number(input.min);
    const max = Number(input.max);
    const n = Number(input.value.trim());
    if (input.value.trim() === '' || !Number.isInteger(n) || n < min || n > max)
      return { error: fill(WORDS[lang].tricksNeeded, { min: input.min, max: input.max }), focus: id };
    event['tricks'] = n;
  }
  return { event };
}

/** The keys of the disclosures open now (`data-key`), to open them again after a redraw. */
export function openKeys(root: HTMLElement): readonly string[] {
  return Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-key][open]')).map(
    (d) => d.dataset['key'] ?? '',
  );
}

/** Opens again the disclosures whose keys were open before the redraw. */
export function reopen(root: HTMLElement, keys: readonly string[]): void {
  if (keys.length === 0) return;
  for (const d of Array.from(root.querySelectorAll<HTMLDetailsElement>('details[data-key]')))
    if (keys.includes(d.dataset['key'] ?? '')) d.open = true;
}
