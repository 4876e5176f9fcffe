/**
 * The console's texts for what the server sends: every id of the engine said in words in the
 * viewer's language. Pure (no page): the console draws with these functions, and
 * test/web/plain-words.test.ts renders every id of every rulebook through them.
 */
import type { TableView, ViewOption } from '../../server/engine.js';
import { gameCallLabel, gameCallName } from './boxes/calls.js';
import { fill, type Lang, WORDS } from './i18n.js';
import { NAMES } from './names.js';

const SYMBOL: { readonly [s: string]: string } = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A word of a map of words, or — for an id the map lacks (a newer server) — the id in plain letters. */
function word(map: { readonly [id: string]: string }, id: string): string {
  return map[id] ?? id.replace(/-/g, ' ');
}

export function seatName(lang: Lang, seat: string): string {
  return seat === 'director' ? WORDS[lang].director : word(WORDS[lang].seats, seat);
}

/** A card as drawn: its suit's symbol and rank (♥10). */
export function cardLabel(card: string): string {
  const rank = card[1] === 'T' ? '10' : (card[1] ?? '');
  return `${SYMBOL[card[0] ?? ''] ?? ''}${rank}`;
}

/** A card's name in words, for screen readers ("queen of hearts"). */
export function cardName(lang: Lang, card: string): string {
  const w = WORDS[lang];
  return fill(w.cardName, {
    rank: w.rankNames[card[1] ?? ''] ?? card[1] ?? '',
    suit: w.suitNames[card[0] ?? ''] ?? card[0] ?? '',
  });
}

/** A call in words, for screen readers ("two spades", "pass", "double"). */
export function callName(lang: Lang, call: string): string {
  const w = WORDS[lang];
  if (call === 'P') return w.pass;
  const other = gameCallName(lang, call);
  if (other !== null) return other;
  const special = w.callNames[call];
  if (special !== undefined) return special;
  const n = Number(call[0]);
  const strain = w.strainNames[call.slice(1)] ?? call.slice(1);
  // A strain named by level is the whole bid (Russian "две пики", "два без козыря").
  if (typeof strain !== 'string') return strain[n] ?? call;
  return fill(w.bidName, { level: w.levelNames[n] ?? call[0] ?? '', strain });
}

/** A call as drawn: its level and strain's symbol (2♠), "Pass", X, XX. */
export function callLabel(lang: Lang, call: string): string {
  if (call === 'P') return WORDS[lang].pass;
  return gameCallLabel(lang, call) ?? call.replace(/([CDHS])$/, (s) => SYMBOL[s] ?? s);
}

/** A citation in the language: "Law 54A" → "Lov 54A". */
export function lawText(lang: Lang, law: string): string {
  const n = NAMES[lang];
  return law.replace(/^Laws /, `${n.laws} `).replace(/^Law /, `${n.law} `);
}

export function lawsText(lang: Lang, laws: readonly string[]): string {
  return laws.map((l) => lawText(lang, l)).join(', ');
}

/** A provision's reference as a citation ("Law 70"). */
export function provisionText(lang: Lang, ref: string): string {
  return `${NAMES[lang].law} ${ref}`;
}

export function vulnerableText(lang: Lang, vulnerable: string): string {
  return word(NAMES[lang].vulnerable, vulnerable);
}

export function phaseText(lang: Lang, phase: string): string {
  return word(NAMES[lang].phases, phase);
}

export function statusText(lang: Lang, status: string): string {
  return word(NAMES[lang].statuses, status);
}

export function kindText(lang: Lang, kind: string): string {
  return word(NAMES[lang].kinds, kind);
}

export function exposureText(lang: Lang, how: string): string {
  return word(NAMES[lang].exposures, how);
}

/** Who acts next and how ("West to play"), or the phase when nobody is expected to act. */
export function turnText(lang: Lang, view: Pick<TableView, 'next' | 'phase'>): string {
  const next = view.next;
  if (next === null) return phaseText(lang, view.phase);
  const acts = next.acts.map((a) => word(NAMES[lang].acts, a)).join(' / ');
  return `${seatName(lang, next.seat)} ${acts}`;
}

/** A duty on a seat in words ("West: must lead hearts (Law 50D2)"). */
export function obligationText(lang: Lang, o: TableView['obligations'][number]): string {
  const duty = fill(word(NAMES[lang].obligations, o.kind), {
    suit: o.suit === undefined ? '' : `${NAMES[lang].suits[o.suit]} ${SYMBOL[o.suit]}`,
    card: o.card === undefined ? '' : cardLabel(o.card),
  });
  return `${seatName(lang, o.seat)}: ${duty} (${lawsText(lang, o.laws)})`;
}

/** An irregularity in words ("East: lead out of turn — rectified (Law 54A)"). */
export function irregularityText(
  lang: Lang,
  i: Pick<TableView['irregularities'][number], 'offender' | 'kind' | 'status' | 'laws'>,
): string {
  return `${seatName(lang, i.offender)}: ${kindText(lang, i.kind)} — ${statusText(lang, i.status)} (${lawsText(lang, i.laws)})`;
}

/** An option of a decision as its button says it: the law's text, with its suit or card drawn. */
export function optionText(o: Pick<ViewOption, 'text' | 'suit' | 'card'>): string {
  return `${o.text}${o.suit ? ` ${SYMBOL[o.suit] ?? ''}` : ''}${o.card ? ` ${cardLabel(o.card)}` : ''}`;
}

/** A choice made, as the history names it ("accept the lead"). */
export function optionName(lang: Lang, id: string): string {
  return word(NAMES[lang].options, id);
}

export function valueText(lang: Lang, value: string | number | boolean): string {
  return value === true ? WORDS[lang].yes : value === false ? WORDS[lang].no : String(value);
}

/** An event of the log, one line of the history ("South chooses: accept the lead"). */
export function eventText(lang: Lang, e: { readonly [key: string]: unknown }): string {
  const w = WORDS[lang];
  const type = String(e['type']);
  const parts = [seatName(lang, String(e['seat'])), word(w.events, type)];
  // A card the viewer may not see is sent as null (docs/record-format.md): drawn as a card's back.
  const label = (c: unknown): string => (typeof c === 'string' ? cardLabel(c) : '🂠');
  if (e['card'] !== undefined) parts.push(label(e['card']));
  if (Array.isArray(e['cards'])) parts.push((e['cards'] as unknown[]).map(label).join(' '));
  if (typeof e['call'] === 'string') parts.push(callLabel(lang, e['call']));
  if (typeof e['option'] === 'string') {
    const last = parts.pop() ?? '';
    parts.push(`${last}:`, optionName(lang, e['option']));
    if (typeof e['suit'] === 'string') parts.push(word(NAMES[lang].suits, e['suit']));
  }
  if (typeof e['tricks'] === 'number') parts.push(fill(w.tricksCount, { n: String(e['tricks']) }));
  if (typeof e['statement'] === 'string') parts.push(`“${e['statement']}”`);
  if (typeof e['how'] === 'string') parts.push(`(${exposureText(lang, e['how'])})`);
  if (typeof e['fact'] === 'string')
    parts.push(
      `${w.facts[e['fact']] ?? e['fact']}: ${valueText(lang, e['value'] as string | number | boolean)}`,
    );
  if (typeof e['of'] === 'string') parts.push(seatName(lang, e['of']));
  // Law 82C: a correction's new finding, and the act it corrects.
  if (e['type'] === 'correct' && e['value'] !== undefined)
    parts.push(`${parts.pop() ?? ''}:`, valueText(lang, e['value'] as string | number | boolean));
  if (typeof e['replaces'] === 'number') parts.push(`(${e['replaces'] + 1})`);
  return parts.join(' ');
}
