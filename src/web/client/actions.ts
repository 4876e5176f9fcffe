/**
 * The action panel: the acts a link may record, grouped and labelled — the cards (play, expose,
 * take back; the "confirm card" setting; undo my last tap), the claim (tricks claimed, defaulting
 * to the remaining tricks, and the statement; none for dummy, who takes no part in the play), the
 * question about a revoke (whom it asks, named on its button), and the call for the director.
 * The ids and data attributes are those app.ts listens to.
 */
import type { TableView } from '../../server/engine.js';
import { remainingTricks } from './claim-view.js';
import { fill, type Lang, WORDS } from './i18n.js';
import { LAYOUT_WORDS } from './layout-words.js';
import { ATTENTION_TO, PANEL_WORDS } from './panel-words.js';
import { exposureText, seatName } from './text.js';

type LogEvent = { readonly [key: string]: unknown };
const SEATS = ['N', 'E', 'S', 'W'] as const;

export type ActionsContext = {
  readonly view: TableView;
  readonly lang: Lang;
  readonly viewer: string | null;
  /** The seat the link acts for (the director's choice; a player's own seat). */
  readonly actor: string;
  readonly mode: 'play' | 'expose' | 'withdraw' | 'two' | 'suggest';
  readonly how: string;
  readonly exposures: readonly string[];
  readonly confirming: boolean;
  readonly log: readonly LogEvent[];
  /** The seat chosen to be asked about a revoke, if one was. */
  readonly askOf: string | null;
  /** What the call for the director draws attention to ('' : nothing named). */
  readonly attentionTo: string;
};

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The seat whose last act this link may undo (ADR 0088), or null: the last event is an act of
 * the link's own seat — for declarer also of dummy's hand, which he plays — and not an undo.
 * The director's link records for every seat, so may undo any seat's last act.
 */
export function undoSeat(view: TableView, log: readonly LogEvent[], viewer: string | null): string | null {
  const last = log[log.length - 1];
  if (last === undefined || last['type'] === 'undo' || view.phase === 'ended') return null;
  const seat = String(last['seat']);
  if (seat === 'director' || viewer === null) return null;
  if (viewer === 'director' || viewer === seat) return seat;
  return viewer === view.declarer && seat === view.dummy ? seat : null;
}

/** Whether the link acts as dummy now (dummy takes no part in the play: no claim, no concession). */
function actsAsDummy(c: ActionsContext): boolean {
  return c.view.dummy !== null && c.actor === c.view.dummy;
}

export function actionsHtml(c: ActionsContext): string {
  const w = WORDS[c.lang];
  const lw = LAYOUT_WORDS[c.lang];
  const { view } = c;
  const director = c.viewer === 'director';
  const actor = director
    ? `<p class="acting-as"><label>${esc(w.actingAs)} <select id="actor">${SEATS.map((s) => `<option value="${s}" ${c.actor === s ? 'selected' : ''}>${esc(seatName(c.lang, s))}</option>`).join('')}</select></label></p>`
    : '';
  const mode = (m: ActionsContext['mode'], label: string) =>
    `<button data-mode="${m}" class="${c.mode === m ? 'on' : ''}" aria-pressed="${c.mode === m}">${esc(label)}</button>`;
  const how =
    c.mode === 'expose'
      ? `<label>${esc(w.how)} <select id="how">${c.exposures.map((h) => `<option value="${h}" ${c.how === h ? 'selected' : ''}>${esc(exposureText(c.lang, h))}</option>`).join('')}</select></label>`
      : '';
  const undo = undoSeat(view, c.log, c.viewer);
  const undoButton =
    undo === null
      ? ''
      : `<button data-act="undo" data-undo-seat="${esc(undo)}" title="${esc(lw.undoHint)}">${esc(lw.undo)}</button>`;
  const pw = PANEL_WORDS[c.lang];
  // The 1888 and 1912 codes judge two cards played at once and the trick turned and quitted;
  // the 1912 code, a card of dummy's suggested by dummy (ADR 0105).
  const old = view.game === 'euchre' || view.game === 'auction-bridge';
  const two = old && view.phase === 'play' ? mode('two', pw.twoCards) : '';
  const suggest =
    view.game === 'auction-bridge' &&
    view.phase === 'play' &&
    view.dummy !== null &&
    (director || c.viewer === view.dummy)
      ? mode('suggest', pw.suggest)
      : '';
  const quit =
    old && view.phase === 'play' ? `<button data-act="quit-trick">${esc(pw.quitTrick)}</button>` : '';
  const cards = `<fieldset class="group"><legend>${esc(lw.groupPlay)}</legend>
<p class="hint">${esc(w.dragHint)}</p>
<div class="acts">${mode('play', w.play)}${mode('expose', w.expose)}${mode('withdraw', w.withdraw)}${two}${suggest}${how}${undoButton}${quit}</div>
<label class="setting"><input type="checkbox" id="confirm-card" ${c.confirming ? 'checked' : ''}> ${esc(lw.confirmCard)}</label></fieldset>`;

  const left = remainingTricks(view);
  const claim =
    view.phase !== 'play' || actsAsDummy(c)
      ? ''
      : view.claim !== null
        ? // A claim stands: it is answered (Laws 68D, 69, 70), not made again.
          `<fieldset class="group"><legend>${esc(lw.groupClaim)}</legend><div class="acts"><button data-act="agree">${esc(w.agree)}</button><button data-act="dispute">${esc(w.dispute)}</button></div></fieldset>`
        : `<fieldset class="group"><legend>${esc(lw.groupClaim)}</legend>
<div class="acts claim-form"><label for="tricks">${esc(w.claimTricks)}</label> <input id="tricks" type="number" inputmode="numeric" min="0" max="${left}" value="${left}"> <span class="hint">${esc(fill(lw.concededTricks, { left: String(left) }))}</span></div>
<div class="acts claim-form"><label for="statement">${esc(lw.statementLabel)}</label> <input id="statement" type="text" placeholder="${esc(w.statement)}"></div>
<div class="acts"><button data-act="claim">${esc(w.claim)}</button><button data-act="concede">${esc(w.concede)}</button><button data-act="face-hand">${esc(w.faceHand)}</button></div></fieldset>`;

  const others = SEATS.filter((s) => s !== c.actor);
  const asked = others.find((s) => s === c.askOf) ?? others[0] ?? 'N';
  // A revoke is a matter of the play: the question is not offered during the auction.
  const revoke =
    view.phase !== 'play'
      ? ''
      : `<fieldset class="group"><legend>${esc(lw.groupRevoke)}</legend>
<div class="acts"><label for="ask-of">${esc(w.askOf)}</label> <select id="ask-of">${others.map((s) => `<option value="${s}" ${s === asked ? 'selected' : ''}>${esc(seatName(c.lang, s))}</option>`).join('')}</select>
<button data-act="ask">${esc(fill(lw.askButton, { seat: seatName(c.lang, asked) }))}</button></div>
<p class="hint">${esc(lw.askHint)}</p></fieldset>`;

  const abouts = view.phase === 'play' ? (ATTENTION_TO[view.game] ?? []) : [];
  const about =
    abouts.length === 0
      ? ''
      : `<label for="attention-to">${esc(pw.attentionTo)}</label> <select id="attention-to">${(['', ...abouts] as const).map((a) => `<option value="${a}" ${c.attentionTo === a ? 'selected' : ''}>${esc(pw.about[a])}</option>`).join('')}</select> `;
  const call = `<fieldset class="group"><legend>${esc(lw.groupDirector)}</legend><div class="acts">${about}<button class="attention" data-act="attention">${esc(w.attention)}</button></div></fieldset>`;

  return `<section class="box actions" data-testid="actions"><h2>${esc(w.acts)}</h2>${actor}${cards}${claim}${revoke}${call}${director && view.game === 'euchre' ? dealFindingsHtml(c) : ''}</section>`;
}

/** Euchre: the director's findings of the deal and of a hand's count (laws 33–45, 90), at any time before the hand ends. */
function dealFindingsHtml(c: ActionsContext): string {
  if (c.view.phase === 'ended') return '';
  const pw = PANEL_WORDS[c.lang];
  const yes = (
    fact:
      | 'pack-incorrect'
      | 'card-faced-in-pack'
      | 'card-exposed-turning-trump'
      | 'deal-out-of-turn'
      | 'misdeal',
  ) =>
    `<li><button class="finding" data-finding="${fact}" data-value="true">${esc(pw.dealFacts[fact])}</button></li>`;
  const seats = (fact: 'card-exposed-in-deal' | 'wrong-number-of-cards') =>
    `<li><label for="finding-${fact}">${esc(pw.dealFacts[fact])}</label> <select id="finding-${fact}">${SEATS.map((s) => `<option value="${s}">${esc(seatName(c.lang, s))}</option>`).join('')}</select> <button class="finding" data-finding="${fact}" data-kind="string">${esc(pw.record)}</button></li>`;
  const how = (['adversary-touched', 'interrupted', 'partner-dealt'] as const)
    .map((h) => `<option value="${h}">${esc(pw.misdealHow[h])}</option>`)
    .join('');
  const misdeal = `<li><select id="finding-misdeal" style="max-width:100%" aria-label="${esc(pw.dealFacts.misdeal)}">${how}</select> <button class="finding" data-finding="misdeal" data-kind="string">${esc(pw.record)}</button></li>`;
  return `<fieldset class="group" data-testid="deal-findings" style="min-width:0"><legend>${esc(pw.dealFindings)}</legend><ul>${yes('pack-incorrect')}${yes('card-faced-in-pack')}${yes('card-exposed-turning-trump')}${yes('deal-out-of-turn')}${yes('misdeal')}${misdeal}${seats('card-exposed-in-deal')}${seats('wrong-number-of-cards')}</ul></fieldset>`;
}
