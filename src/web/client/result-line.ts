/**
 * The result of a board in one readable line — "4♠ S +1 · NS 450": the contract, declarer, the
 * tricks over or under it, and the score with the side that scores it; an artificial adjusted
 * score (Law 12C2) in its place when the director gave one; "provisional" while a ruling is
 * pending. Pure: the console draws with these, and test/web/plain-words.test.ts reads them.
 */
import type { TableView } from '../../server/engine.js';
import type { Lang } from './i18n.js';
import { RULING_WORDS } from './rulings-words.js';
import { callLabel } from './text.js';

type Seat = 'N' | 'E' | 'S' | 'W';
type Side = 'NS' | 'EW';
const SIDE: { readonly [S in Seat]: Side } = { N: 'NS', S: 'NS', E: 'EW', W: 'EW' };
const OTHER: { readonly [S in Side]: Side } = { NS: 'EW', EW: 'NS' };

export type ResultView = Pick<TableView, 'contract' | 'declarer' | 'result'>;

/** The result line, or null while there is no result. */
export function resultLine(lang: Lang, view: ResultView): string | null {
  const r = view.result;
  if (r === null) return null;
  const w = RULING_WORDS[lang];
  const sides = w.sides;
  if (r.artificial !== undefined)
    return `${w.artificial}: ${sides.NS} ${w.average[r.artificial.NS]} · ${sides.EW} ${w.average[r.artificial.EW]}`;
  const contract = /^(\d)(NT|RS|[CDHS])(X{0,2})$/.exec(view.contract ?? '');
  const declarer = view.declarer;
  if (contract === null || declarer === null)
    return view.contract === null && r.score.NS === 0 && r.score.EW === 0
      ? w.passedOut
      : `${sides.NS} ${r.score.NS} · ${sides.EW} ${r.score.EW}`;
  const [, level = '', strain = '', risk = ''] = contract;
  const side = SIDE[declarer];
  const over = r.tricks[side] - (6 + Number(level));
  const overText = over === 0 ? '=' : over > 0 ? `+${over}` : `−${-over}`;
  const scorer: Side = r.score[side] > 0 || r.score[OTHER[side]] <= 0 ? side : OTHER[side];
  return `${callLabel(lang, `${level}${strain}`)}${risk} ${w.seatLetters[declarer]} ${overText} · ${sides[scorer]} ${r.score[scorer]}`;
}

/** Tricks by side, labelled: as played (the centre) or after the transfers (the result). */
export function tricksLine(
  lang: Lang,
  which: 'played' | 'after',
  tricks: { NS: number; EW: number },
): string {
  const w = RULING_WORDS[lang];
  return `${which === 'played' ? w.tricksPlayed : w.tricksAfter}: ${w.sides.NS} ${tricks.NS} · ${w.sides.EW} ${tricks.EW}`;
}

/** "(provisional: a ruling is pending)" while the result may still change, else empty. */
export function provisionalText(lang: Lang, view: Pick<TableView, 'provisional'>): string {
  return view.provisional ? RULING_WORDS[lang].provisional : '';
}
