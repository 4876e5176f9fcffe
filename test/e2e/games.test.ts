/**
 * Each game at its own table, in chromium (ADR 0089): four players, each at his own link, and
 * the director play a whole hand to the score — euchre (order it up, the dealer's discard seen by
 * no one else, a lone hand, a revoke claimed), Auction Bridge (an auction ending in royal spades,
 * a lead out of turn ruled, honours scored above the line), and contract bridge's auction
 * irregularities (a bid out of turn, the director's panel, the left-hand opponent's choice, the
 * partner's enforced pass, the opening lead restriction when it comes).
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO_DEAL } from '../../src/server/demo.js';
import { present, SHOTS, useBrowserAndServer } from './browser.js';
import { closePages, openRecord, SEATS, type Seat, seatTable, type TablePages } from './table-pages.js';

const live = useBrowserAndServer();
type Table = TablePages;

/** Opens a demo from the lobby as the director, then the four seats from the links it shows. */
async function openDemo(browser: Browser, demo: string): Promise<Table> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const lobby = await context.newPage();
  await lobby.goto(`${live.url}/`);
  await lobby.click(`button[data-demo="${demo}"]`);
  await lobby.waitForSelector('.links input', { state: 'attached' });
  const directorLink = lobby.url();
  const links = {} as Record<Seat, string>;
  for (const [i, seat] of SEATS.entries())
    links[seat] = await lobby.locator('.links input').nth(i).inputValue();
  await context.close();
  return seatTable(browser, directorLink, links);
}

async function close(t: Table): Promise<void> {
  await closePages(t);
}

const turn = (page: Page) => page.locator('[data-testid="turn"]').textContent();
/** Plays a card by a click (the pointer first leaves the card it last played, which may lie under it). */
async function play(page: Page, hand: Seat, card: string): Promise<void> {
  await page.mouse.move(1, 1);
  // A second card of the same hand within 600 ms is taken for a double-click and ignored (ADR 0088).
  await page.waitForTimeout(650);
  await page.click(`button[data-hand="${hand}"][data-card="${card}"]`);
}
const call = (page: Page, c: string) => page.click(`[data-testid="calls"] button[data-call="${c}"]`);

/** Waits until every page's history has `n` steps (each screen has been sent the act). */
async function settled(t: Table, n: number): Promise<void> {
  for (const page of [t.director, ...Object.values(t.seats)])
    await expect.poll(() => page.locator('ol.history li').count(), { timeout: 10_000 }).toBe(n);
}

describe.skipIf(!present)('euchre in chromium — a whole hand at its own table (Somerset 1888)', () => {
  test('order it up, the dealer’s discard seen by no one else, a lone hand, a revoke claimed, the points and the game', async () => {
    const t = await openDemo(live.browser, 'euchre');
    const { N, E, S, W } = t.seats;
    // Five-card hands, the trump card turned up beside the dealer, and the making's own calls.
    expect(await E.locator('button[data-hand="E"][data-card]').count()).toBe(5);
    expect(await E.locator('[data-testid="upcard"]').getAttribute('aria-label')).toBe('nine of hearts');
    expect(await E.locator('[data-testid="pack"]').textContent()).toContain('turned up on the pack');
    expect(
      await E.locator('[data-testid="calls"] button.legal').evaluateAll((b) =>
        b.map((x) => x.getAttribute('data-call')),
      ),
    ).toEqual(['pass', 'order-up', 'alone H']);
    expect(await E.locator('[data-testid="calls"] [data-call="1S"]').count()).toBe(0);
    expect(await t.director.locator('[data-testid="hint"]').textContent()).toContain('Order it up');
    await t.director.screenshot({ path: join(SHOTS, '25-euchre-making.png'), fullPage: true });
    // East, the eldest hand, orders it up; his partner West takes the hand alone (law 93).
    await call(E, 'order-up');
    await expect.poll(() => W.locator('[data-testid="calls"] button.legal').count()).toBe(1);
    await call(W, 'alone H');
    await settled(t, 2);
    expect(await N.locator('[data-testid="making-state"]').allTextContents()).toEqual([
      'Trumps: hearts ♥ — East ordered it up',
      'Bowers: ♥J right, ♦J left',
      'West plays alone',
    ]);
    // East's hand lies face down: the others see its backs, and it is marked so.
    expect(await S.locator('[data-seat="E"] .role').textContent()).toContain('hand face down');
    expect(await N.locator('[data-testid="turn"]').textContent()).toContain('North');
    // The dealer takes up the nine of hearts and discards the nine of clubs, face down.
    expect(await N.locator('button[data-hand="N"][data-card="H9"]').count()).toBe(1);
    await play(N, 'N', 'C9');
    await settled(t, 3);
    expect(await N.locator('[data-testid="discard"]').getAttribute('aria-label')).toBe('nine of clubs');
    for (const seat of ['E', 'S', 'W'] as const) {
      const page = t.seats[seat];
      expect(await page.locator('[data-testid="discard"]').getAttribute('aria-label')).toContain(
        'a card face down under the pack',
      );
    }
    await N.screenshot({ path: join(SHOTS, '26-euchre-discard-dealer.png'), fullPage: true });
    // The play, tricks of three: South leads; in the second trick he holds spades and plays a club.
    const plays: [Page, Seat, string][] = [
      [S, 'S', 'D7'],
      [W, 'W', 'HA'],
      [N, 'N', 'DA'],
      [W, 'W', 'SA'],
      [N, 'N', 'CT'],
      [S, 'S', 'C7'],
      [W, 'W', 'HJ'],
      [N, 'N', 'H9'],
      [S, 'S', 'S7'],
      [W, 'W', 'DJ'],
      [N, 'N', 'CJ'],
      [S, 'S', 'S8'],
      [W, 'W', 'CA'],
      [N, 'N', 'CQ'],
    ];
    let step = 3;
    for (const [page, hand, card] of plays) {
      await play(page, hand, card);
      step += 1;
      await settled(t, step);
    }
    // West's hand sorts the bowers among the trumps, with the lead of the last trick to come.
    await W.screenshot({ path: join(SHOTS, '27-euchre-lone-hand.png'), fullPage: true });
    // Nothing any other seat was sent, nor its screen, holds the discarded card before the hand ends.
    for (const seat of ['E', 'S', 'W'] as const) {
      expect(t.frames[seat].join('\n')).not.toMatch(/"C9"/);
      const html = await t.seats[seat].content();
      expect(html).not.toContain('C9');
      expect(await t.seats[seat].locator('body').textContent()).not.toContain('♣9');
    }
    // The last card: the revoke was established; the lone player's side claims it (law 63).
    await play(S, 'S', 'C8');
    const panel = W.locator('[data-testid="decision"]');
    await expect.poll(() => panel.textContent()).toContain('Law 63');
    await panel.locator('[data-option="take-points"]').click();
    await expect.poll(() => t.director.locator('[data-testid="decision"]').count()).toBe(0);
    const score = t.director.locator('[data-testid="euchre-score"]');
    await expect.poll(() => score.locator('li').count()).toBe(2);
    // Law 4: the revoke's points first, then the lone hand's march; the game to five is won.
    expect(await score.locator('li').allTextContents()).toEqual(['EW: 5 (Law 63, Law 4)', 'EW: 4 (Law 3)']);
    expect(await score.textContent()).toContain('Game to 5: NS 0 · EW 5');
    expect(await score.textContent()).toContain('EW win the game');
    await t.director.screenshot({
      path: join(SHOTS, '28-euchre-revoke-points-and-game.png'),
      fullPage: true,
    });
    await close(t);
  }, 120_000);
});

describe.skipIf(!present)(
  'Auction Bridge in chromium — a whole deal at its own table (Whist Club 1912)',
  () => {
    test('an auction ending in royal spades, a lead out of turn ruled, honours scored above the line', async () => {
      const t = await openRecord(live, {
        format: 'tablelaw/1',
        game: 'auction-bridge',
        rulebook: 'whist-club-1912',
        board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEMO_DEAL },
        events: [],
      });
      const { N, E, S, W } = t.seats;
      // The 1912 box: royal spades beside the four suits and no trumps, by Law 4's value of a trick.
      const box = N.locator('[data-testid="calls"] button[data-call]');
      expect(await box.count()).toBe(3 + 7 * 6 + 6);
      expect(await N.locator('[data-call="2RS"] .sr').textContent()).toBe('two royal spades');
      // The dealer must declare (Law 42): pass and double are not outlined for him.
      expect(await N.locator('[data-call="P"]').getAttribute('class')).not.toContain('legal');
      await call(N, '1C');
      // Sufficiency by value (Law 44): after one club (6), three spades (6) is higher; two spades is not.
      await expect.poll(() => E.locator('[data-call="3S"]').getAttribute('class')).toBe('legal');
      expect(await E.locator('[data-call="2S"]').getAttribute('class')).toBe('');
      await call(E, 'P');
      await call(S, '1RS');
      await call(W, 'P');
      await call(N, 'P');
      await t.director.screenshot({
        path: join(SHOTS, '29-auction-bridge-royal-spades.png'),
        fullPage: true,
      });
      await call(E, 'P');
      await settled(t, 6);
      expect(await t.director.locator('[data-testid="auction"]').textContent()).toContain('1R♠');
      // West is to lead; East leads the king of hearts out of turn. The declarer chooses (Law 76).
      await expect.poll(() => turn(E)).toContain('West');
      await play(E, 'E', 'HK');
      const panel = S.locator('[data-testid="decision"]');
      await expect.poll(() => panel.textContent()).toContain('Law 76');
      await t.director.screenshot({
        path: join(SHOTS, '30-auction-bridge-lead-out-of-turn.png'),
        fullPage: true,
      });
      await panel.locator('.option').first().click();
      await expect.poll(() => t.director.locator('ol.history li').count()).toBe(8);
      expect((await t.director.locator('ol.history').allTextContents()).join(' ')).toContain('(Law 76');
      // The computer plays the rest of the deal for all four; any further decision is the chooser's.
      await t.director.click('[data-robots-all]');
      const sheet = t.director.locator('[data-testid="score-sheet"]');
      for (let i = 0; i < 30 && (await sheet.count()) === 0; i++) {
        const option = t.director.locator('[data-testid="decision"] .option:not([disabled])').first();
        if ((await option.count()) > 0) await option.click().catch(() => undefined);
        await t.director.waitForTimeout(1000);
      }
      await sheet.waitFor({ timeout: 30_000 });
      // Honours go above the line, trick points below (Laws 3–6).
      expect(await sheet.locator('tr[data-line="above"] li[data-reason="honours"]').count()).toBe(1);
      expect(await sheet.locator('tr[data-line="above"] td[data-side="NS"]').textContent()).toContain(
        'honours',
      );
      expect(await sheet.locator('tr[data-line="below"] td[data-side="NS"]').textContent()).toContain(
        'tricks',
      );
      await t.director.screenshot({ path: join(SHOTS, '31-auction-bridge-score-sheet.png'), fullPage: true });
      await close(t);
    }, 150_000);
  },
);

describe.skipIf(!present)('contract bridge’s auction in chromium — a bid out of turn (WBF 2017)', () => {
  test('a bid out of turn, the director called, LHO’s choice, the partner’s enforced pass, the opening lead restriction', async () => {
    const t = await openDemo(live.browser, 'auction');
    const { N, E, S, W } = t.seats;
    expect(await t.director.locator('[data-testid="hint"]').textContent()).toContain('1♠');
    // North has opened 1♦; it is East's turn. South bids 1♠ from his own box: out of rotation.
    await expect.poll(() => turn(S)).toContain('East');
    await call(S, '1S');
    await S.click('button[data-act="attention"]');
    const panel = t.director.locator('[data-testid="decision"]');
    await expect.poll(() => panel.textContent()).toContain('Law 29');
    await expect.poll(() => W.locator('[data-testid="decision"] .option:not([disabled])').count()).toBe(2);
    await t.director.screenshot({ path: join(SHOTS, '32-bid-out-of-turn.png'), fullPage: true });
    // West, South's left-hand opponent, does not accept it: the auction reverts to East.
    await W.locator('[data-testid="decision"] [data-option="reject-call"]').click();
    await expect.poll(() => turn(E)).toContain('East');
    await call(E, '2C');
    await expect.poll(() => turn(S)).toContain('South');
    await call(S, '2S');
    // South's 2♠ is not found comparable: North must pass (Law 31A2(b)).
    await expect.poll(() => N.locator('aside').textContent()).toContain('Law 31A2(b)');
    await call(W, '3H');
    // At his turn only the pass is outlined in North's box; any call could still be made.
    await expect
      .poll(() =>
        N.locator('[data-testid="calls"] button.legal').evaluateAll((b) =>
          b.map((x) => x.getAttribute('data-call')),
        ),
      )
      .toEqual(['P']);
    await N.screenshot({ path: join(SHOTS, '33-partner-must-pass.png'), fullPage: true });
    await call(N, 'P');
    await call(E, '4H');
    await call(S, 'P');
    await call(W, 'P');
    await expect.poll(() => turn(N)).toContain('North');
    await call(N, 'P');
    // The opening lead: West, declarer, chooses the restriction on North's lead (Law 26).
    const lead = W.locator('[data-testid="decision"]');
    await expect.poll(() => lead.textContent()).toContain('Law 26');
    await t.director.screenshot({ path: join(SHOTS, '34-opening-lead-restriction.png'), fullPage: true });
    await lead.locator('[data-option="forbid-suit"]').first().click();
    await expect.poll(() => N.locator('aside').textContent()).toMatch(/must not lead|may not lead/);
    // The rulings are in the history and in the record downloaded.
    const history = (await t.director.locator('ol.history').allTextContents()).join(' ');
    expect(history).toContain('call out of turn — rectified (Law 31A2(b), Law 26B)');
    const hash = new URLSearchParams(new URL(t.director.url()).hash.slice(1));
    const record = await fetch(`${live.url}/api/tables/${hash.get('t')}/record`, {
      headers: { authorization: `Bearer ${hash.get('k')}` },
    });
    const res = await record.text();
    expect(res).toContain('"reject-call"');
    expect(res).toContain('"forbid-suit"');
    await close(t);
  }, 120_000);
});
