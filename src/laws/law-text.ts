/**
 * The text of a law for the console: a code's table of texts looked up by the reference a ruling
 * cites. A paragraph without a text of its own is read in the law that contains it (`Law
 * 50D2(a)` → `50D2` → `50D` → `50`), and the reference shown is the one the text is for.
 */
import type { Lang, LawText, Texts } from '../table/rulebook.js';

/** `Law 50D2(a)`, `Law 100 — the lone player's …` → the references to try, the most precise first. */
export function lawRefs(law: string): readonly string[] {
  const ref =
    law
      .replace(/^Laws?\s+/, '')
      .split(/\s+—\s+/)[0]
      ?.trim() ?? '';
  const out: string[] = [];
  let rest = ref;
  while (rest !== '') {
    out.push(rest);
    const shorter = rest.replace(/(\([a-z0-9]+\)|[A-Z]|[0-9]+)$/, '');
    if (shorter === rest || !/^\d/.test(shorter)) break;
    rest = shorter;
  }
  return out;
}

/** The text of `law` in a code's table: originals (one language) or paraphrases (three). */
export function lawTextIn(
  table: { readonly [ref: string]: string | Texts },
  kind: LawText['kind'],
  source: (ref: string, lang: Lang) => string,
): (law: string, lang: Lang) => LawText | null {
  return (law, lang) => {
    for (const ref of lawRefs(law)) {
      const entry = table[ref];
      if (entry === undefined) continue;
      const text = typeof entry === 'string' ? entry : entry[lang];
      return { law: `Law ${ref}`, text, kind, source: source(ref, lang) };
    }
    return null;
  };
}
