/**
 * Golden playthroughs of the WBF auction's irregular calls: the deal (North deals),
 * the same record judged under each code where the codes differ.
 */
import { type AuctionBoard, auction } from '../laws/auction-given.js';

type Code = 'wbf-1997' | 'wbf-2007' | 'wbf-2017';

/**
 * N 1♦, S 1♠ out of rotation (E's turn), not accepted; E 2♣, S 2♠ (2017: not found comparable;
 * 1997/2007: the same denomination): N passes once; E–W play 3♣ by E. Law 26 may restrict N's
 * first lead; declarer forbids nothing. At the end the director is asked Law 23 (2017 72C): N
 * was barred.
 */
const bidOutOfRotation = (code: Code) => () => {
  const b = auction(code)
    .calls('N:1D S:1S')
    .elect('W', 'reject-call')
    .calls('E:2C S:2S W:P N:P E:3C S:P W:P N:P')
    .continuePlay();
  const lead = b.judge().pending?.options.some((o) => o.id === 'waive-penalty') === true;
  return lead ? b.elect('E', 'waive-penalty').continuePlay() : b;
};

/** N 1♦, E 1♣ insufficient, not accepted; E passes (27B2: W passes throughout); S declares 4♠. */
const insufficientBid = (code: Code) => () =>
  auction(code)
    .calls('N:1D E:1C')
    .elect('S', 'reject-call')
    .calls('E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P')
    .elect('S', 'forbid-suit', { suit: 'C' })
    .continuePlay();

/**
 * Laws 20, 21B1: N 1♦; E asks S its meaning ("natural") and passes; the director finds E was
 * misinformed; E changes his pass to 1♥; the auction goes on to 4♠ by S, played out.
 */
const misinformation = (code: Code) => () =>
  auction(code)
    .calls('N:1D')
    .add({ type: 'ask', seat: 'E', of: 'S', about: 'call', answer: 'natural' })
    .calls('E:P')
    .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'S' })
    .finding('misinformed', true)
    .elect('E', 'reject-call')
    .calls('E:1H S:1S W:P N:2S E:P S:4S W:P N:P E:P')
    .continuePlay();

/**
 * Laws 33, 38: S and W call together at S's turn (W's recorded first, deemed after S's); then E
 * bids 8♣ over N's 7NT — cancelled, a pass substituted, E–W barred; 7NT by N played out (Law 26
 * waits for W's first lead), and the director is asked Law 23 at the end.
 */
const simultaneousAndOverSeven = (code: Code) => () => {
  const b = auction(code)
    .calls('N:1D E:P W:P')
    .add({ type: 'call', seat: 'S', call: '2S', simultaneous: true })
    .calls('N:7NT E:8C')
    .add({ type: 'attention', seat: 'S' })
    .calls('S:P W:P')
    .continuePlay();
  // Law 26 at W's first lead: declarer forbids diamonds.
  return b.elect('N', 'forbid-suit', { suit: 'D' }).continuePlay();
};

export const WBF_AUCTION_BOARDS: { readonly [name: string]: () => AuctionBoard } = {
  // `tablelaw judge` at each pending choice of the auction: the options, their laws, the chooser.
  'wbf-2017-bid-out-of-rotation-pending': () => auction('wbf-2017').calls('N:1D S:1S'),
  'wbf-2007-insufficient-bid-pending': () => auction('wbf-2007').calls('N:1D E:1C'),
  'wbf-2017-bid-out-of-rotation-31a2': bidOutOfRotation('wbf-2017'),
  'wbf-2007-bid-out-of-rotation-31a2': bidOutOfRotation('wbf-2007'),
  'wbf-1997-bid-out-of-rotation-31a2': bidOutOfRotation('wbf-1997'),
  'wbf-2017-insufficient-bid-27b2': insufficientBid('wbf-2017'),
  'wbf-2007-insufficient-bid-27b2': insufficientBid('wbf-2007'),
  'wbf-2017-misinformation-21b1': misinformation('wbf-2017'),
  'wbf-2007-simultaneous-and-over-seven': simultaneousAndOverSeven('wbf-2007'),
};
