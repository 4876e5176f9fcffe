/**
 * The built-in demo: a bridge board set up so that a newcomer meets a lead out of turn within
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

export function demoSpec(robots: readonly Seat[] = []): CreateSpec {
  return { kind: 'record', record: DEMO_RECORD, robots };
}
