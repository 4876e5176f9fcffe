/**
 * USEBIO 1.2, the XML results format national bodies and club sites accept. Our reading of its
 * documented structure (checked by test/session/usebio.test.ts):
 *
 *   USEBIO (Version="1.2")
 *     EVENT (EVENT_TYPE="PAIRS" | "TEAMS")
 *       EVENT_DESCRIPTION, BOARD_SCORING_METHOD (MATCH_POINTS | CROSS_IMPS | BUTLER_IMPS |
 *       AGGREGATE | IMPS), WINNER_TYPE (1 or 2: the number of rankings)
 *       PARTICIPANTS
 *         PAIR: PAIR_NUMBER, DIRECTION (NS | EW, two-winner events), PLACE, TOTAL_SCORE,
 *               PERCENTAGE (matchpoints)
 *       BOARD: BOARD_NUMBER, TRAVELLER_LINE*: NS_PAIR_NUMBER, EW_PAIR_NUMBER, CONTRACT,
 *              PLAYED_BY, TRICKS, SCORE (North–South's), NS_MATCH_POINTS, EW_MATCH_POINTS
 *              (or NS_IMPS / EW_IMPS under IMPs, NS_POINTS / EW_POINTS under aggregate)
 *     HANDSET
 *       BOARD: BOARD_NUMBER, HAND*: DIRECTION (North | East | South | West), SPADES, HEARTS,
 *              DIAMONDS, CLUBS
 *
 * An artificial adjusted score is a line with CONTRACT `ADJ` and no PLAYED_BY, TRICKS or SCORE;
 * its points are in the match point elements.
 */
import type { Suit } from '../core/card.js';
import { ranksIn } from '../core/card-set.js';
import { dealFromPbn } from '../core/deal.js';
import { SEAT_NAMES, SEATS } from '../core/seat.js';
import { escapeMarkup } from './markup.js';
import type { Results } from './results.js';
import { round2, type SessionScore } from './scoring.js';

export const USEBIO_VERSION = '1.2';

const METHOD: { readonly [M in SessionScore['method']]: string } = {
  mp: 'MATCH_POINTS',
  'cross-imp': 'CROSS_IMPS',
  butler: 'BUTLER_IMPS',
  total: 'AGGREGATE',
  teams: 'IMPS',
};

function element(name: string, value: string | number): string {
  return `<${name}>${escapeMarkup(String(value))}</${name}>`;
}

export function makeUsebio(results: Results, score: SessionScore): string {
  const points = score.method === 'mp' ? 'MATCH_POINTS' : score.method === 'total' ? 'POINTS' : 'IMPS';
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', `<USEBIO Version="${USEBIO_VERSION}">`];
  out.push(`  <EVENT EVENT_TYPE="${score.method === 'teams' ? 'TEAMS' : 'PAIRS'}">`);
  out.push(`    ${element('EVENT_DESCRIPTION', results.event ?? 'Session')}`);
  out.push(`    ${element('BOARD_SCORING_METHOD', METHOD[score.method])}`);
  out.push(`    ${element('WINNER_TYPE', score.field === 'two' ? 2 : 1)}`);
  out.push('    <PARTICIPANTS>');
  for (const e of score.ranking) {
    out.push('      <PAIR>');
    out.push(`        ${element('PAIR_NUMBER', e.pair)}`);
    if (e.direction !== null) out.push(`        ${element('DIRECTION', e.direction)}`);
    out.push(`        ${element('PLACE', e.rank)}`);
    out.push(`        ${element('TOTAL_SCORE', e.points)}`);
    if (e.percentage !== null) out.push(`        ${element('PERCENTAGE', e.percentage)}`);
    out.push('      </PAIR>');
  }
  out.push('    </PARTICIPANTS>');
  for (const b of score.boards) {
    out.push('    <BOARD>');
    out.push(`      ${element('BOARD_NUMBER', b.board)}`);
    for (const s of b.results) {
      const o = s.result.outcome;
      out.push('      <TRAVELLER_LINE>');
      out.push(`        ${element('NS_PAIR_NUMBER', s.result.ns)}`);
      out.push(`        ${element('EW_PAIR_NUMBER', s.result.ew)}`);
      if (o.kind === 'artificial') out.push(`        ${element('CONTRACT', 'ADJ')}`);
      else {
        const c = o.kind === 'played' ? o.component : null;
        out.push(`        ${element('CONTRACT', c?.contract ?? 'ADJ')}`);
        if (c?.declarer) out.push(`        ${element('PLAYED_BY', c.declarer)}`);
        if (c?.tricks !== null && c?.tricks !== undefined) out.push(`        ${element('TRICKS', c.tricks)}`);
        out.push(`        ${element('SCORE', round2(s.score ?? 0))}`);
      }
      out.push(`        ${element(`NS_${points}`, round2(s.nsPoints))}`);
      out.push(`        ${element(`EW_${points}`, round2(s.ewPoints))}`);
      out.push('      </TRAVELLER_LINE>');
    }
    out.push('    </BOARD>');
  }
  out.push('  </EVENT>');
  const dealt = results.boards.filter((b) => b.deal !== null);
  if (dealt.length > 0) {
    out.push('  <HANDSET>');
    for (const b of dealt) {
      const d = dealFromPbn(b.deal ?? '');
      if (!d.ok) continue;
      out.push('    <BOARD>');
      out.push(`      ${element('BOARD_NUMBER', b.board)}`);
      for (const seat of SEATS) {
        const suit = (s: Suit) => ranksIn(d.value.hands[seat], s).join('');
        out.push('      <HAND>');
        out.push(`        ${element('DIRECTION', SEAT_NAMES[seat])}`);
        out.push(`        ${element('SPADES', suit('S'))}`);
        out.push(`        ${element('HEARTS', suit('H'))}`);
        out.push(`        ${element('DIAMONDS', suit('D'))}`);
        out.push(`        ${element('CLUBS', suit('C'))}`);
        out.push('      </HAND>');
      }
      out.push('    </BOARD>');
    }
    out.push('  </HANDSET>');
  }
  out.push('</USEBIO>', '');
  return out.join('\n');
}
