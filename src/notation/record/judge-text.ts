/** Judging a record given as JSON text: read and validate it (this layer), then judge it (src/laws). */
import { type Judged, judgeRecord } from '../../laws/judge.js';
import type { Lang } from '../../table/rulebook.js';
import { firstDefect, parseRecord } from './record.js';

/** Reads, validates, replays and judges a record given as JSON text. */
export function judgeText(text: string, lang: Lang = 'en'): Judged {
  const parsed = parseRecord(text);
  if (!parsed.ok) return { ok: false, error: firstDefect(parsed.error) };
  return judgeRecord(parsed.value, lang);
}
