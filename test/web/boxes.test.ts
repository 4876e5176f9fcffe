/**
 * Each game at its own table (ADR 0089): the console's box of calls for a game shows every call
 * that game's rules allow at the current point — for the viewer's own seat, as the server's view
 * sends them, and as the game's `legalCalls` says — and no call of another game. Boards of each
 * game are played by the seeded computer player from the deal to the end, the box rendered for
 * every seat and the director after every act, as the console draws it.
 */
import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import { SEATS, type Seat } from '../../src/core/seat.js';
import { parseCall as parseAuctionCall } from '../../src/games/auction-bridge/declaration.js';
import { parseCall as parseContractCall } from '../../src/games/contract-bridge/call.js';
import { parseEuchreCall } from '../../src/games/euchre/call.js';
import { EUCHRE_DEMO_RECORD } from '../../src/server/demo.js';
import {
  checkRecord,
  freshRecord,
  type Judged,
  type RecordEvent,
  robotAct,
  type TableView,
  tryAct,
  type Viewer,
  viewOf,
} from '../../src/server/engine.js';
import { AUCTION_CALLS, IMPOSSIBLE_CALLS } from '../../src/web/client/boxes/auction-bridge.js';
import { auctionGrid, CONTRACT_CALLS } from '../../src/web/client/boxes/contract-bridge.js';
import { EUCHRE_BOX, EUCHRE_CALLS, euchreRows } from '../../src/web/client/boxes/euchre.js';
import { boxFor } from '../../src/web/client/boxes/index.js';
import { scoreSheet } from '../../src/web/client/boxes/score-sheet.js';
import { LANGS } from '../../src/web/client/i18n.js';

const GAMES = [
  { game: 'contract-bridge', rulebook: 'wbf-2007' },
  { game: 'contract-bridge', rulebook: 'wbf-2017' },
  { game: 'auction-bridge', rulebook: 'whist-club-1912' },
  { game: 'euchre', rulebook: 'somerset-1888' },
] as const;

/** The calls a box's buttons make (`data-call`), as the click handler sends them. */
function buttons(html: string): string[] {
  return Array.from(html.matchAll(/<button data-call="([^"]*)"/g), (m) =>
    (m[1] ?? '').replace(/&#32;/g, ' '),
  );
}

/** Which games' notations a call belongs to. */
function gamesOf(call: string): string[] {
  const games: string[] = [];
  if (parseContractCall(call).ok) games.push('contract-bridge');
  // A declaration of eight is the 1912 code's impossible declaration (Law 50): recorded and judged.
  if (parseAuctionCall(call).ok || /^8(S|C|D|H|RS|NT)$/.test(call)) games.push('auction-bridge');
  if (parseEuchreCall(call).ok) games.push('euchre');
  return games;
}

/** The boards of a game played by the computer player at every seat, every state kept. */
function boards(game: (typeof GAMES)[number], count: number): Judged[] {
  const states: Judged[] = [];
  for (let seed = 1; seed <= count; seed++) {
    const start = freshRecord({ ...game, seed });
    if (!start.ok) throw new Error(start.error.message);
    let judged = start.value;
    const rng = seededRandom(seed * 7919);
    const random = () => rng.next();
    states.push(judged);
    for (let step = 0; step < 80 && judged.state.phase !== 'ended'; step++) {
      const event = robotAct(judged, new Set(SEATS), random);
      if (event === null) break;
      const next = tryAct(judged, event);
      if (!next.ok) break;
      judged = next.value;
      states.push(judged);
    }
  }
  return states;
}

describe.each(GAMES)('the box of calls at a $game table ($rulebook)', (g) => {
  const states = boards(g, 8);
  const ctx = { lang: 'en', live: true, demo: null, director: false, caller: '' } as const;
  const box = boxFor(g.game);

  test('every call the rules allow a seat now is a button on that seat’s screen, and on the director’s for the seat to call', () => {
    let checked = 0;
    for (const judged of states) {
      const game = judged.rulebook.game;
      for (const viewer of [...SEATS, 'director'] as Viewer[]) {
        const view = viewOf(judged, viewer, 'en');
        const seat: Seat | null =
          viewer !== 'director'
            ? viewer
            : view.next !== null && view.next.seat !== 'director'
              ? (view.next.seat as Seat)
              : null;
        const allowed = seat === null ? [] : game.legalCalls(judged.state, seat);
        expect(view.calls).toEqual(allowed);
        const shown = buttons(box.calls(view, ctx));
        for (const call of allowed) expect(shown, `${call} for ${viewer}`).toContain(call);
        // The allowed calls are the ones outlined.
        const outlined = Array.from(
          box.calls(view, ctx).matchAll(/data-call="([^"]*)" class="legal"/g),
          (m) => m[1],
        );
        expect(outlined.sort()).toEqual([...allowed].sort());
        checked += allowed.length;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  test('no other game’s call is shown: every button is a call of this game, and the box is the game’s whole box', () => {
    let boxes = 0;
    for (const judged of states) {
      const html = box.calls(viewOf(judged, 'S', 'en'), ctx);
      const shown = buttons(html);
      if (shown.length === 0) continue;
      boxes += 1;
      for (const call of shown) expect(gamesOf(call), call).toContain(g.game);
      const whole = {
        'contract-bridge': CONTRACT_CALLS,
        'auction-bridge': [...AUCTION_CALLS, ...IMPOSSIBLE_CALLS],
        euchre: EUCHRE_CALLS,
      }[g.game];
      expect(shown).toEqual(whole);
    }
    expect(boxes).toBeGreaterThan(0);
  });

  test('the box names every call in words in each language (no id on screen)', () => {
    const judged = states[0] as Judged;
    for (const lang of LANGS) {
      const html = box.calls(viewOf(judged, 'S', lang), {
        lang,
        live: true,
        demo: null,
        director: false,
        caller: '',
      });
      const words = Array.from(html.matchAll(/<span class="sr">([^<]*)<\/span>/g), (m) => m[1] ?? '');
      expect(words.length).toBeGreaterThan(0);
      for (const w of words)
        expect(w, w).not.toMatch(/order-up|take-up|turn-down|\bRS\b|^make |^alone [CDHS]$|undefined/);
    }
  });
});

describe('the boxes tell the games apart', () => {
  test('contract bridge has no royal spades and no euchre word; Auction Bridge has royal spades; euchre has no bid', () => {
    expect(CONTRACT_CALLS.some((c) => c.endsWith('RS'))).toBe(false);
    expect(AUCTION_CALLS.filter((c) => c.endsWith('RS'))).toHaveLength(7);
    expect(CONTRACT_CALLS.every((c) => !parseEuchreCall(c).ok)).toBe(true);
    // Pass is every game's word; euchre's other calls are no bridge call.
    const euchreOwn = EUCHRE_CALLS.filter((c) => c !== 'pass');
    expect(euchreOwn.every((c) => !parseContractCall(c).ok && !parseAuctionCall(c).ok)).toBe(true);
    expect(AUCTION_CALLS.filter((c) => !parseContractCall(c).ok)).toEqual(
      AUCTION_CALLS.filter((c) => c.endsWith('RS')),
    );
  });
});

describe('Somerset law 5 — the bowers are trumps in a euchre hand', () => {
  test('hearts trumps: the right bower, the left (the knave of diamonds), then ace, king, queen', () => {
    expect(euchreRows(['DA', 'HQ', 'DJ', 'HA', 'HJ', 'SK'], 'H')).toEqual([
      ['HJ', 'DJ', 'HA', 'HQ'],
      ['SK'],
      ['DA'],
    ]);
  });
  test('no trump yet: each card in its printed suit', () => {
    expect(euchreRows(['DJ', 'HJ', 'HA'], null)).toEqual([['HA', 'HJ'], ['DJ']]);
  });
});

describe('Somerset laws 86, 91 — the pack beside the dealer: the trump card, the discard face down', () => {
  const ctx = { lang: 'en', live: true, demo: null, director: false, caller: '' } as const;
  const table = (events: readonly RecordEvent[]): Judged => {
    let judged = checkRecord(EUCHRE_DEMO_RECORD);
    for (const e of events) if (judged.ok) judged = tryAct(judged.value, e);
    if (!judged.ok) throw new Error(judged.error.message);
    return judged.value;
  };
  test('the trump card lies beside the dealer only; the discard is drawn for the dealer, a back for the others', () => {
    const discarded = table([
      { type: 'call', seat: 'E', call: 'order-up' },
      { type: 'discard', seat: 'N', card: 'C9' },
    ]);
    for (const viewer of ['N', 'E', 'S', 'W'] as const) {
      const view = viewOf(discarded, viewer, 'en');
      expect(EUCHRE_BOX.beside(view, 'E', ctx)).toBe('');
      const pack = EUCHRE_BOX.beside(view, 'N', ctx);
      expect(pack).toContain('aria-label="nine of hearts"');
      expect(pack).toContain('taken up by the dealer');
      if (viewer === 'N') expect(pack).toContain('aria-label="nine of clubs"');
      else {
        expect(pack).not.toMatch(/C9|♣9|nine of clubs/);
        expect(pack).toContain('a card face down under the pack');
      }
    }
  });
  test('the dealer’s card while his discard is due is a discard; any other card is a play', () => {
    const due = viewOf(table([{ type: 'call', seat: 'E', call: 'order-up' }]), 'director', 'en');
    expect(EUCHRE_BOX.cardAct(due, 'N')).toBe('discard');
    expect(EUCHRE_BOX.cardAct(due, 'E')).toBe('play');
  });
});

describe('Whist Club Laws 3–11 — the score sheet in two columns', () => {
  test('honours above the line, trick points below, each with its law; the side that made game', () => {
    const view = {
      result: {
        tricks: { NS: 9, EW: 4 },
        transfers: [],
        score: { NS: 60, EW: 0 },
        entries: [
          { side: 'NS', line: 'below', points: 36, reason: 'tricks', laws: ['Law 4'] },
          { side: 'NS', line: 'above', points: 24, reason: 'honours', laws: ['Law 5'] },
          { side: 'EW', line: 'above', points: 0, reason: 'chicane', laws: ['Law 9'] },
        ],
      },
    } as unknown as TableView;
    const sheet = scoreSheet(view, { lang: 'en', live: true, demo: null, director: false, caller: '' });
    expect(sheet).toMatch(/data-line="above".*data-side="NS".*honours.*Law 5/s);
    expect(sheet).toMatch(/data-line="below".*data-side="NS".*tricks.*Law 4/s);
    expect(sheet).toContain('Towards game (30): NS 36 · EW 0');
    expect(sheet).toContain('NS have made game');
    expect(
      scoreSheet({ result: null } as unknown as TableView, {
        lang: 'en',
        live: true,
        demo: null,
        director: false,
        caller: '',
      }),
    ).toBe('');
  });
});

describe('Law 39 — a contract bridge board passed out still takes a call after the final pass', () => {
  const ctx = { lang: 'en', live: true, demo: null, director: false, caller: '' } as const;
  const passedOut = () => {
    const fresh = freshRecord({ game: 'contract-bridge', rulebook: 'wbf-2007', seed: 3 });
    if (!fresh.ok) throw new Error(fresh.error.message);
    let judged = fresh.value;
    const dealer = judged.state.board.dealer;
    const order = [...SEATS.slice(SEATS.indexOf(dealer)), ...SEATS.slice(0, SEATS.indexOf(dealer))];
    for (const seat of order) {
      const next = tryAct(judged, { type: 'call', seat, call: 'P' });
      if (!next.ok) throw new Error(next.error.message);
      judged = next.value;
    }
    return judged;
  };
  test('the box is folded under "a call now"; a call made from it is judged (39A), not refused', () => {
    const judged = passedOut();
    expect(judged.state.phase).toBe('ended');
    const html = boxFor('contract-bridge').calls(viewOf(judged, 'S', 'en'), ctx);
    expect(html).toContain('late-calls');
    expect(buttons(html)).toEqual(CONTRACT_CALLS);
    const late = tryAct(judged, { type: 'call', seat: 'S', call: '1S' });
    expect(late.ok).toBe(true);
    if (late.ok) expect(late.value.state.irregularities.at(-1)?.laws).toEqual(['Law 39A', 'Law 39B']);
  });
  test('a board played to the end shows no box of calls', () => {
    const played = boards({ game: 'contract-bridge', rulebook: 'wbf-2007' }, 8).find(
      (j) => j.state.phase === 'ended' && j.state.contract !== null,
    );
    if (played === undefined) throw new Error('no board of the computer players was played to the end');
    expect(buttons(boxFor('contract-bridge').calls(viewOf(played, 'S', 'en'), ctx))).toEqual([]);
  });
});

describe('Laws 27, 29 — the grid shows the calls awaiting the director’s ruling, marked as such', () => {
  const ctx = { lang: 'en', live: true, demo: null, director: false, caller: '' } as const;
  test('N deals, 1♦; E’s insufficient 1♣ and his pass after it stand in E’s column, marked', () => {
    const html = auctionGrid(
      ctx,
      'N',
      [{ call: '1D' }],
      [
        { seat: 'E', call: '1C' },
        { seat: 'E', call: 'P' },
      ],
    );
    const cells = [...html.matchAll(/<(?:b|span)[^>]*>[^<]*<\/(?:b|span)>/g)].map((m) => m[0]);
    // Four headings, 1♦ under North, then 1♣ under East, then (a row on) the pass under East.
    expect(cells[4]).not.toContain('awaiting');
    expect(cells[5]).toContain('data-awaiting="1C"');
    expect(cells[5]).toContain('— awaiting the director’s ruling"');
    expect(cells.slice(6, 9)).toEqual(['<span></span>', '<span></span>', '<span></span>']);
    expect(cells[9]).toContain('data-awaiting="P"');
  });
  test('S’s 1♠ out of rotation (E to call) leaves East’s column empty; none awaiting, none marked', () => {
    const html = auctionGrid(ctx, 'N', [{ call: '1D' }], [{ seat: 'S', call: '1S' }]);
    expect(html).toMatch(/1♦<\/span><span><\/span><span class="awaiting" data-awaiting="1S"/);
    for (const lang of LANGS) {
      const none = auctionGrid({ ...ctx, lang }, 'N', [{ call: '1D' }]);
      expect(none).not.toContain('awaiting');
    }
  });
});
