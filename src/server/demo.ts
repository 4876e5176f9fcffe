/**
 * The built-in demos, one table of each game with an irregularity a few clicks away. The first,
 * the lead out of turn: a bridge board set up so that a newcomer meets a lead out of turn within
 * a few clicks. South declares 4♠; West is on lead, and East holds the obvious lead (♥K): a
 * click on any of East's cards is a lead out of turn (Laws 53–56), the decision panel opens
 * for South, and West can then revoke in hearts for a taste of Laws 61–64.
 */
import type { Seat } from '../core/seat.js';
import type { CreateSpec } from './host.js';

export const DEMO_DEAL = 'N:KQ7.A962.K5.AJ84 4.KQJT7.J962.T96 AJT985.5.AQ7.KQ3 632.843.T843.752';

export const DEMO_RECORD = {
  format: 'tablelaw/1',
  game: 'contract-bridge',
  rulebook: 'wbf-2007',
  board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEMO_DEAL },
  contract: { level: 4, strain: 'S', risk: '', declarer: 'S' },
  events: [],
} as const;

/**
 * The auction demo (contract bridge, WBF 2017): North has opened 1♦ and East is to call; a click
 * on South's 1♠ is a bid out of rotation (Laws 28–32) and West's choice comes to the panel.
 */
export const AUCTION_DEMO_RECORD = {
  format: 'tablelaw/1',
  game: 'contract-bridge',
  rulebook: 'wbf-2017',
  board: {
    number: 1,
    dealer: 'N',
    vulnerable: 'None',
    deal: 'N:KQ4.A54.KQJ3.762 32.762.7652.T984 AJT987.K3.A4.A53 65.QJT98.T98.KQJ',
  },
  events: [{ type: 'call', seat: 'N', call: '1D' }],
} as const;

/**
 * The Auction Bridge demo (Whist Club 1912): South has declared two royal spades; West is to lead
 * and East holds the obvious lead, so a click on one of East's cards is a lead out of turn (Law 56).
 */
export const AUCTION_BRIDGE_DEMO_RECORD = {
  format: 'tablelaw/1',
  game: 'auction-bridge',
  rulebook: 'whist-club-1912',
  board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEMO_DEAL },
  contract: { level: 2, strain: 'RS', risk: '', declarer: 'S' },
  events: [],
} as const;

/**
 * The euchre demo (Somerset 1888): North deals and turns up the nine of hearts; East, the eldest
 * hand, is to speak; his partner West holds both bowers and may take the hand alone once East
 * orders it up. The dealer's discard follows, and a lead before it, or a revoke in the play (South
 * holds spades), is a click away.
 */
export const EUCHRE_DEMO_DEAL = 'N:..A.QJT9 T9.KQ.9. 87..7.87 A.AJ.J.A';

export const EUCHRE_DEMO_RECORD = {
  format: 'tablelaw/1',
  game: 'euchre',
  rulebook: 'somerset-1888',
  board: { number: 1, dealer: 'N', deal: EUCHRE_DEMO_DEAL, upcard: 'H9' },
  events: [],
} as const;

/** The demo tables by name (`POST /api/tables {"demo": NAME}`; `true` is the lead out of turn). */
export const DEMOS = {
  'contract-bridge': DEMO_RECORD,
  auction: AUCTION_DEMO_RECORD,
  'auction-bridge': AUCTION_BRIDGE_DEMO_RECORD,
  euchre: EUCHRE_DEMO_RECORD,
} as const;

export type DemoName = keyof typeof DEMOS;

export function isDemoName(name: unknown): name is DemoName {
  return typeof name === 'string' && Object.hasOwn(DEMOS, name);
}

export function demoSpec(robots: readonly Seat[] = [], name: DemoName = 'contract-bridge'): CreateSpec {
  return { kind: 'record', record: DEMOS[name], robots };
}
