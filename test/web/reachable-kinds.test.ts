/**
 * Every irregularity the euchre (Somerset 1888) and Whist Club (1912) rulebooks judge can be made
 * at the console (ADR 0105): for each kind of the code's vocabulary, a hand played by acts built
 * with the functions the console's controls use (src/web/client/acts.ts), each control first
 * found on the director's screen as the console draws it — the call's button in the game's box,
 * the mode or button of the action panel, the manner of exposure, what attention is drawn to,
 * the euchre findings of the deal, an option of the decision panel. The kind is then judged, and
 * the screen in English, Norwegian and Russian names it with its laws; a decision it opens shows
 * its options, each with its text and the laws it cites, and the text of every law cited.
 */
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/core/seat.js';
import { SOMERSET_1888_IRREGULARITY_KINDS } from '../../src/laws/somerset-1888/vocabulary.js';
import { WHIST_CLUB_1912_IRREGULARITY_KINDS } from '../../src/laws/whist-club-1912/vocabulary.js';
import {
  checkRecord,
  type Judged,
  judgementIn,
  LANGS,
  type RecordEvent,
  robotAct,
  type TableView,
  tryAct,
  viewOf,
} from '../../src/server/engine.js';
import { type ActionsContext, actionsHtml } from '../../src/web/client/actions.js';
import {
  type Act,
  callAct,
  cardAct,
  electAct,
  findingAct,
  namesCard,
  panelAct,
  suggestAct,
  twoCardsAct,
} from '../../src/web/client/acts.js';
import { boxFor } from '../../src/web/client/boxes/index.js';
import { irregularityText, kindText } from '../../src/web/client/text.js';

const EXPOSURES = ['dropped', 'seen-by-partner', 'named', 'detached', 'below-table', 'lifted'];

/** A hand at the console, acted on only through the console's controls (as the director's link). */
class Console {
  judged: Judged;
  constructor(record: unknown) {
    const j = checkRecord(record);
    if (!j.ok) throw new Error(j.error.message);
    this.judged = j.value;
  }

  get view(): TableView {
    return viewOf(this.judged, 'director', 'en');
  }

  /** The action panel as the director's screen draws it. */
  private panel(mode: ActionsContext['mode'] = 'play', actor: Seat = 'S'): string {
    return actionsHtml({
      view: this.view,
      lang: 'en',
      viewer: 'director',
      actor,
      mode,
      how: 'dropped',
      exposures: EXPOSURES,
      confirming: false,
      log: this.judged.record.events as unknown as { [k: string]: unknown }[],
      askOf: null,
      attentionTo: '',
    });
  }

  private send(act: Act): this {
    const next = tryAct(this.judged, act as unknown as RecordEvent);
    if (!next.ok)
      throw new Error(`${JSON.stringify(act)} refused: ${next.error.kind}: ${next.error.message}`);
    this.judged = next.value;
    return this;
  }

  /** A call of the box, for the seat picked in "Call as". */
  call(seat: Seat, call: string): this {
    const html = boxFor(this.view.game).calls(this.view, {
      lang: 'en',
      live: true,
      demo: null,
      director: true,
      caller: seat,
    });
    const shown = Array.from(html.matchAll(/data-call="([^"]*)"/g), (m) =>
      (m[1] ?? '').replace(/&#32;/g, ' '),
    );
    expect(shown, `the box has ${call}`).toContain(call);
    return this.send(callAct(this.view, 'director', seat, 'S', call));
  }

  /** A card clicked in the play mode (the euchre dealer's card while his discard is due: his discard). */
  play(seat: Seat, card: string, discard = false): this {
    expect(this.view.hands[seat], `${seat} holds ${card}`).toContain(card);
    return this.send(cardAct('play', seat, card, '', discard));
  }

  plays(text: string): this {
    for (const t of text.trim().split(/\s+/)) this.play(t.slice(0, 1) as Seat, t.slice(2));
    return this;
  }

  expose(seat: Seat, card: string, how: string): this {
    expect(this.panel('expose')).toContain(`data-mode="expose"`);
    expect(EXPOSURES).toContain(how);
    return this.send(cardAct('expose', seat, card, how, false));
  }

  two(seat: Seat, first: string, second: string): this {
    expect(this.panel()).toContain('data-mode="two"');
    return this.send(twoCardsAct(seat, first, second));
  }

  suggest(seat: Seat, card: string): this {
    expect(this.panel()).toContain('data-mode="suggest"');
    return this.send(suggestAct(seat, card));
  }

  /** A button of the action panel for `seat` ("Acting as"), with what attention is drawn to. */
  button(act: string, seat: Seat, attentionTo = ''): this {
    const html = this.panel('play', seat);
    expect(html, `the panel has ${act}`).toContain(`data-act="${act}"`);
    if (attentionTo !== '') expect(html).toContain(`<option value="${attentionTo}"`);
    const left = this.view.counts[seat];
    return this.send(panelAct(act, seat, { tricks: left, statement: '', askOf: 'N', attentionTo }));
  }

  /** A finding of the euchre director's panel of the deal. */
  finding(fact: string, value: string | boolean): this {
    expect(this.panel()).toContain(`data-finding="${fact}"`);
    return this.send(findingAct(fact, value));
  }

  /** An option of the decision panel (with its suit or card, when the option names one). */
  elect(id: string, param: { suit?: string; card?: string } = {}): this {
    const option = this.view.pending?.options.find(
      (o) =>
        o.id === id &&
        (param.suit === undefined || o.suit === param.suit) &&
        (param.card === undefined ||
          o.card === param.card ||
          (o.card === undefined && namesCard(this.view, o))),
    );
    if (option === undefined)
      throw new Error(
        `no option ${id} ${JSON.stringify(param)} in ${JSON.stringify(this.view.pending?.options)}`,
      );
    // A card the chooser names (euchre 51) is picked in the option's select.
    const act = electAct(this.view, 'director', option, param.card === undefined ? {} : { card: param.card });
    if (act === null) throw new Error('no decision');
    return this.send(act);
  }

  /**
   * The play goes on by the computer player's choices, each made with the console's controls
   * (a call of the box, a card clicked), until `stop` holds.
   */
  until(stop: (c: Console) => boolean, limit = 60): this {
    let random = 0.37;
    for (let i = 0; i < limit && !stop(this); i++) {
      const event = robotAct(this.judged, new Set(['N', 'E', 'S', 'W']), () => {
        random = (random * 9301 + 49297) % 1;
        return random;
      });
      if (event === null) throw new Error('the computer player has nothing to do');
      if (event.type === 'call') this.call(event.seat as Seat, event.call);
      else if (event.type === 'play' && 'card' in event) this.play(event.seat as Seat, event.card);
      else if (event.type === 'discard') this.play(event.seat as Seat, event.card, true);
      else throw new Error(`no control for ${JSON.stringify(event)}`);
    }
    if (!stop(this)) throw new Error('never reached');
    return this;
  }

  get kinds(): string[] {
    return judgementIn(this.judged, 'en').irregularities.map((i) => i.kind);
  }
}

/** The kind is judged; the screen names it with its laws in each language; its decision shows options with citations. */
function shown(c: Console, kind: string): void {
  expect(c.kinds, `judged: ${c.kinds.join(', ')}`).toContain(kind);
  for (const lang of LANGS) {
    const view = viewOf(c.judged, 'director', lang);
    const found = view.irregularities.find((i) => i.kind === kind);
    expect(found, lang).toBeDefined();
    if (found === undefined) continue;
    expect(found.laws.length).toBeGreaterThan(0);
    expect(irregularityText(lang, found)).toContain(kindText(lang, kind));
    for (const law of found.laws) expect(view.lawTexts[law], `${lang}: ${law}`).toBeDefined();
    const pending = view.pending;
    if (pending !== null && pending.about === found.seq) {
      expect(pending.options.length).toBeGreaterThan(0);
      for (const o of pending.options) {
        expect(o.text.trim()).not.toBe('');
        expect(o.laws.length).toBeGreaterThan(0);
        for (const law of o.laws) expect(view.lawTexts[law], `${lang}: ${law}`).toBeDefined();
      }
    }
  }
}

// --- Euchre (Somerset 1888): North deals, the nine of hearts turned; East holds the right bower.
const EUCHRE = {
  format: 'tablelaw/1',
  game: 'euchre',
  rulebook: 'somerset-1888',
  board: { number: 1, dealer: 'N', deal: 'N:AK.T.7.7 .JAK.A.A QJ9.Q8.. T.7.QJ.K', upcard: 'H9' },
  events: [],
};
const euchre = () => new Console(EUCHRE);
/** East orders it up; North discards the seven of clubs. */
const ordered = () => euchre().call('E', 'order-up').play('N', 'C7', true);
/** East plays alone at hearts; North discards. */
const lone = () => euchre().call('E', 'alone H').play('N', 'C7', true);

const EUCHRE_SCENES: { readonly [kind: string]: () => Console } = {
  'lead-out-of-turn': () => ordered().play('S', 'SQ'),
  revoke: () => ordered().plays('E:DA S:S9 W:CK'),
  'exposed-card': () => ordered().expose('S', 'SQ', 'dropped'),
  'play-out-of-turn': () => ordered().plays('E:DA W:DQ'),
  'two-cards-played': () => ordered().two('E', 'DA', 'CA'),
  'played-without-waiting': () => ordered().plays('E:HJ S:H8 E:HA'),
  'hand-faced': () => ordered().button('face-hand', 'S'),
  'call-not-obeyed': () => {
    const c = ordered().play('N', 'SA').elect('call-suit').plays('E:DA S:H8 W:DQ N:D7');
    return c.elect('call-suit', { suit: 'C' }).play('S', 'HQ');
  },
  'fourth-hand-before-second': () => ordered().plays('E:DA N:D7'),
  'attention-to-trick': () => ordered().plays('E:DA').button('attention', 'S', 'trick'),
  'call-out-of-turn': () => euchre().call('S', 'pass'),
  'improper-lone-declaration': () =>
    euchre().call('E', 'order-up').play('N', 'C7', true).call('E', 'alone H'),
  'lone-not-allowed': () => ordered().call('N', 'alone H'),
  'partner-played-to-lone-lead': () => lone().plays('E:HJ W:H7'),
  'partner-exposed-card': () => lone().expose('W', 'DJ', 'dropped'),
  'lone-hand-abandoned': () => lone().play('E', 'DA').button('face-hand', 'S'),
  'hands-abandoned': () =>
    ordered()
      .button('face-hand', 'N')
      .button('face-hand', 'E')
      .button('face-hand', 'S')
      .button('face-hand', 'W'),
  'lead-before-discard': () => euchre().call('E', 'order-up').play('E', 'DA'),
  'discard-neglected': () => euchre().call('E', 'pass').call('S', 'assist').plays('E:DA S:SQ W:DQ N:D7'),
  'wrong-number-of-cards': () => ordered().finding('wrong-number-of-cards', 'W'),
  'detached-card': () => ordered().expose('S', 'SQ', 'detached'),
  'card-misnamed': () => ordered().expose('S', 'SQ', 'detached').elect('call-card', { card: 'SJ' }),
  'deal-irregular': () => euchre().finding('deal-out-of-turn', true),
  'call-when-barred': () =>
    euchre()
      .call('E', 'pass')
      .call('S', 'pass')
      .call('W', 'pass')
      .call('N', 'pass')
      .call('E', 'pass')
      .call('E', 'make S')
      .call('S', 'pass')
      .call('W', 'make S'),
  'call-not-allowed': () =>
    euchre()
      .call('E', 'pass')
      .call('S', 'pass')
      .call('W', 'pass')
      .call('N', 'pass')
      .call('E', 'make S')
      .call('E', 'make C'),
};

describe('Somerset 1888 — every irregularity the code judges is made with the console’s controls', () => {
  test('a scene for every kind of the code', () => {
    expect(Object.keys(EUCHRE_SCENES).sort()).toEqual([...SOMERSET_1888_IRREGULARITY_KINDS].sort());
  });
  for (const kind of SOMERSET_1888_IRREGULARITY_KINDS)
    test(`${kind}: made at the console, judged, its panel in en/nb/ru`, () => {
      const scene = EUCHRE_SCENES[kind];
      if (scene === undefined) throw new Error(`no scene for ${kind}`);
      shown(scene(), kind);
    });
});

// --- Auction Bridge (Whist Club 1912): North deals the demo deal.
const AUCTION = {
  format: 'tablelaw/1',
  game: 'auction-bridge',
  rulebook: 'whist-club-1912',
  board: {
    number: 1,
    dealer: 'N',
    vulnerable: 'None',
    deal: 'N:KQ7.A962.K5.AJ84 4.KQJT7.J962.T96 AJT985.5.AQ7.KQ3 632.843.T843.752',
  },
  events: [],
};
const auction = () => new Console(AUCTION);
/** North declares a no trumper, all pass: East leads against North; South is dummy. */
const declared = () => auction().call('N', '1NT').call('E', 'P').call('S', 'P').call('W', 'P');
/** The opening lead made and dummy's hand down: the play goes on. */
const led = () => declared().play('E', 'HK');
const next = (c: Console): Seat => c.view.turn as Seat;
const LEFT: { readonly [s: string]: Seat } = { N: 'E', E: 'S', S: 'W', W: 'N' };
/** A card of `seat` not of the suit led, while it holds the suit led: a revoke. */
function revokeCard(c: Console, seat: Seat): string | null {
  const led = c.view.trick?.plays[0]?.card[0];
  const hand = c.view.hands[seat] ?? [];
  if (led === undefined || !hand.some((x) => x[0] === led)) return null;
  return hand.find((x) => x[0] !== led) ?? null;
}

const AUCTION_SCENES: { readonly [kind: string]: () => Console } = {
  'lead-out-of-turn': () => declared().play('W', 'S2'),
  revoke: () => {
    const c = led().until((x) => x.view.turn !== null && revokeCard(x, next(x)) !== null);
    return c.play(next(c), revokeCard(c, next(c)) as string);
  },
  'exposed-card': () => led().expose('W', 'S2', 'dropped'),
  'play-out-of-turn': () => led().play('W', 'S2'),
  'two-cards-played': () => {
    const c = led();
    const seat = next(c);
    const hand = c.view.hands[seat] ?? [];
    return c.two(seat, hand[0] as string, hand[1] as string);
  },
  'played-without-waiting': () => {
    const c = led().until(
      (x) => x.view.trick?.plays.length === 2 && x.view.trick.plays[1]?.seat !== x.view.dummy,
    );
    const second = c.view.trick?.plays[1]?.seat as Seat;
    return c.play(second, (c.view.hands[second] ?? [])[0] as string);
  },
  'hand-faced': () => led().button('face-hand', 'W'),
  // The declarer's side leads; the fourth hand, an adversary, plays before his partner (Law 80).
  'fourth-hand-before-second': () => {
    const c = led().until(
      (x) =>
        (x.view.trick === null || x.view.trick.plays.length === 0) &&
        (x.view.turn === 'N' || x.view.turn === 'S'),
    );
    const leader = next(c);
    c.play(leader, (c.view.hands[leader] ?? [])[0] as string);
    const fourth = LEFT[LEFT[LEFT[leader] as Seat] as Seat] as Seat;
    return c.play(fourth, (c.view.hands[fourth] ?? [])[0] as string);
  },
  'attention-to-trick': () => led().play('S', 'H5').button('attention', 'E', 'trick'),
  'unauthorised-reference': () => led().button('attention', 'W', 'declaration'),
  'dummy-attention': () => led().button('attention', 'S', 'trick'),
  'dummy-suggestion': () => led().suggest('S', 'S5'),
  'call-out-of-turn': () => auction().call('N', '1NT').call('S', '2S'),
  'call-when-barred': () =>
    auction().call('N', '1NT').expose('E', 'S4', 'dropped').call('E', 'P').call('S', 'P').call('W', '2H'),
  'insufficient-declaration': () => auction().call('N', '2NT').call('E', '1H'),
  'impossible-declaration': () => auction().call('N', '8C'),
  'call-not-allowed': () => auction().call('N', 'P'),
  // North (the declarer) omits to play to the first trick; it is quitted with three cards; he
  // plays to the next without correcting it (Law 81).
  'card-omitted': () =>
    led()
      .play('S', 'H5')
      .play('W', 'H3')
      .button('quit-trick', 'E')
      .until((c) => c.kinds.includes('card-omitted'), 8),
  // The declarer plays a second card from dummy to the trick (Law 82).
  'surplus-card': () => led().play('S', 'H5').play('S', 'S5'),
};

describe('Whist Club 1912 — every irregularity the code judges is made with the console’s controls', () => {
  test('a scene for every kind of the code', () => {
    expect(Object.keys(AUCTION_SCENES).sort()).toEqual([...WHIST_CLUB_1912_IRREGULARITY_KINDS].sort());
  });
  for (const kind of WHIST_CLUB_1912_IRREGULARITY_KINDS)
    test(`${kind}: made at the console, judged, its panel in en/nb/ru`, () => {
      const scene = AUCTION_SCENES[kind];
      if (scene === undefined) throw new Error(`no scene for ${kind}`);
      shown(scene(), kind);
    });
});
