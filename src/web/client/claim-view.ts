/**
 * The claim on the table (Laws 68–70): who claims or concedes how many of the remaining tricks,
 * and his statement, shown to every seat and in the director's panel while the claim stands; and
 * a player asked about a revoke (Law 61B) is told so on his screen. Drawn from the view and the
 * log the server sent; the claimer's faced hand itself is in the view (`viewFor`, Law 68C).
 */
import type { TableView } from '../../server/engine.js';
import { fill, type Lang } from './i18n.js';
import { LAYOUT_WORDS } from './layout-words.js';
import { seatName } from './text.js';

type LogEvent = { readonly [key: string]: unknown };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The tricks still to be played: those not yet quitted (the trick in progress counts). */
export function remainingTricks(view: Pick<TableView, 'game' | 'won'>): number {
  const total = view.game === 'euchre' ? 5 : 13;
  return Math.max(0, total - view.won.NS - view.won.EW);
}

/** The claim's lines: who claims how many of how many, and the statement. */
export function claimLines(view: TableView, lang: Lang): { head: string; statement: string } | null {
  const c = view.claim;
  if (c === null) return null;
  const words = LAYOUT_WORDS[lang];
  const head = fill(c.kind === 'concede' ? words.concedeLine : words.claimLine, {
    seat: seatName(lang, c.seat),
    tricks: String(c.tricks),
    left: String(remainingTricks(view)),
  });
  const statement =
    c.statement === undefined || c.statement.trim() === ''
      ? c.kind === 'claim'
        ? words.noStatement
        : ''
      : fill(words.statementLine, { statement: c.statement });
  return { head, statement };
}

/** The claim as a box on the table (everyone) — also in the director's decision (`inDecision`). */
export function claimHtml(view: TableView, lang: Lang, inDecision = false): string {
  const lines = claimLines(view, lang);
  if (lines === null) return '';
  const body = `<p data-testid="claim-line"><b>${esc(lines.head)}</b></p>${lines.statement === '' ? '' : `<p data-testid="claim-statement">${esc(lines.statement)}</p>`}`;
  if (inDecision) return `<div class="claim-in-decision">${body}</div>`;
  return `<section class="box claim-box" data-testid="claim" role="status" aria-label="${esc(LAYOUT_WORDS[lang].claimTitle)}">${body}</section>`;
}

/**
 * A question about a revoke (`ask`, Law 61B) as the last act: the player asked is told, in words,
 * and the others see who asked whom. Nothing once anyone has acted since.
 */
export function askedHtml(log: readonly LogEvent[], viewer: string | null, lang: Lang): string {
  const last = log[log.length - 1];
  if (last === undefined || last['type'] !== 'ask' || last['about'] !== 'revoke') return '';
  const words = LAYOUT_WORDS[lang];
  const seat = seatName(lang, String(last['seat']));
  const of = String(last['of']);
  const text =
    viewer === of ? fill(words.askedYou, { seat }) : fill(words.askedOther, { seat, of: seatName(lang, of) });
  return `<p class="box asked${viewer === of ? ' to-you' : ''}" data-testid="asked" role="status">${esc(text)}</p>`;
}
