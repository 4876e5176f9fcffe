/**
 * The law index of rulebook `whist-club-1912` for the coverage matrix (src/laws/coverage.ts):
 * every law of the Whist Club of New York code of November 1912, laws 1–97, with its status.
 * Laws 1–58 (the rubber, scoring, the declaration) are the game's (src/games/auction-bridge; its
 * tests are in test/games/auction-bridge); 59–97 the play's, judged by this rulebook.
 */
import type { LawEntry, LawIndex } from '../coverage.js';

const na = (ref: string, title: string, note: string): LawEntry => ({
  ref,
  title,
  status: 'not-applicable',
  note,
});
const done = (ref: string, title: string, note: string): LawEntry => ({
  ref,
  title,
  status: 'implemented',
  note,
});

const TABLE_FORMING =
  'about cutting, forming tables and entry: before a deal exists; a record begins with the deal';

export const WHIST_CLUB_1912_INDEX: LawIndex = {
  rulebook: 'whist-club-1912',
  title: 'Laws of Auction Bridge, Whist Club of New York, November 1912',
  section: 'Laws 1–97 (the whole code; the etiquette has no penalties)',
  laws: { from: 1, to: 97 },
  testDirs: ['test/laws/whist-club-1912', 'test/games/auction-bridge'],
  entries: [
    done('1', 'The rubber', 'games/auction-bridge/rubber.ts'),
    done('2', 'A game is thirty points by tricks', 'games/auction-bridge/rubber.ts'),
    done('3', 'Every deal is played out; excess counted', 'games/auction-bridge/rubber.ts'),
    done(
      '4',
      'Trick values; royal spades',
      'games/auction-bridge/declaration.ts; at the table royal spades play as spades',
    ),
    done('5', 'Honours', 'games/auction-bridge/score.ts, credited from the deal as dealt'),
    done('6', 'Value of honours, to the original holders', 'games/auction-bridge/score.ts; result.entries'),
    done('7', 'Slam', 'games/auction-bridge/score.ts; not for a revoking side (84)'),
    done('8', 'Little slam', 'games/auction-bridge/score.ts; not for a revoking side (84)'),
    done('9', 'Chicane', 'games/auction-bridge/score.ts; result.entries (a deduction is negative)'),
    done('10', 'Honours, slams, chicane not doubled', 'games/auction-bridge/score.ts'),
    done('11', 'Rubber bonus and points of the rubber', 'games/auction-bridge/rubber.ts'),
    na('12', 'Error in the honour score', 'the score sheet is computed, not written by hand'),
    na('13', 'Error in the trick score', 'the score sheet is computed, not written by hand'),
    ...['14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27'].map((ref) =>
      na(ref, 'Cutting, tables, entry', TABLE_FORMING),
    ),
    ...['28', '29', '30', '31', '32', '33', '34', '35', '36'].map((ref) =>
      na(ref, 'Shuffling, cutting and dealing', 'before the deal: a record gives the deal as dealt'),
    ),
    na(
      '37',
      'New deal',
      'a record gives a correct deal (validated); an imperfect pack or misdeal is a new record',
    ),
    na('38', 'A hand short of cards', 'a record gives thirteen cards a hand (validated)'),
    na('39', 'Incorrect pack', 'a record gives a complete pack (validated)'),
    na('40', 'Dealing out of turn', "the dealer is the record's `board.dealer`"),
    na('41', 'Cutting or dealing for partner', 'before the deal'),
    done(
      '42',
      'The dealer must declare',
      'games/auction-bridge/auction.ts; at the table the calls are judged in turn',
    ),
    done('43', 'Pass, declare, double, redouble in turn', 'games/auction-bridge/auction.ts'),
    done('44', 'A higher declaration', 'games/auction-bridge/declaration.ts'),
    done('45', 'End of the bidding', 'games/auction-bridge/auction.ts'),
    done('46', 'The declarer', 'games/auction-bridge/auction.ts'),
    done('47', 'Tricks won; undertricks', 'games/auction-bridge/score.ts'),
    done('48', "Dealer's one spade", 'games/auction-bridge/score.ts'),
    done(
      '49',
      'Declaration out of turn',
      'declarations.ts: either adversary elects `new-deal` or `accept-call` (the players skipped lose their turn); a pass out of turn is void, no penalty',
    ),
    done(
      '50',
      'Insufficient or impossible declaration',
      'declarations.ts: `make-sufficient` / `all-the-tricks` (partner debarred until an adversary bids or doubles), `new-deal`, `previous-final`; condoned by the next adversary calling',
    ),
    done(
      '51',
      'Information about a previous declaration',
      '`attention` with `to: "declaration"` by an adversary: the declarer calls a suit',
    ),
    na('52', 'Correcting a declaration', 'a record holds the declaration as finally made'),
    done('53', 'Effect of doubling', 'games/auction-bridge/score.ts'),
    done(
      '54',
      'Doubling and redoubling once',
      'games/auction-bridge/auction.ts (irregular doubles are refused)',
    ),
    done('55', 'A double reopens the bidding', 'games/auction-bridge/auction.ts'),
    done('56', 'Bonus for a doubled declaration made', 'games/auction-bridge/score.ts'),
    done(
      '57',
      'Double out of turn',
      'declarations.ts: `new-deal`, or `accept-call` (the double stands in its place)',
    ),
    done('58', "The opening lead from the declarer's left", 'auction-bridge.ts'),
    done('59', 'Dummy faced; the declarer plays it', 'dummy faced at the opening lead'),
    done(
      '60',
      "Dummy's rights",
      '60a: dummy asks the declarer about a revoke (`ask`); other attention by dummy is Law 61',
    ),
    done(
      '61',
      'Dummy calls attention: penalty lost',
      'pending decisions and revokes against the adversaries lapse',
    ),
    done(
      '62',
      'Dummy suggests a play',
      '`touch` with `by: "dummy"`: either adversary elects `call-card` or `forbid-card` for dummy\'s next play',
    ),
    done('63', "Dummy's revoke", 'no penalty; the trick stands once turned and quitted'),
    done(
      '64',
      'Declarer names or touches a dummy card',
      '`touch` / `designate` of a dummy card plays it; `arranging` does not; two at once: he elects',
    ),
    done(
      '65',
      'Card exposed before the final declaration',
      "declarations.ts: partner may not bid or double; an adversary's card exposed, and the initial lead of its suit may be prohibited",
    ),
    done(
      '66',
      'Card exposed before the opening lead',
      "the leader's partner: exposed, and the suit may be prohibited",
    ),
    done(
      '67',
      'Exposed cards liable to be called',
      'the call is a decision offered when the owner is to play',
    ),
    done(
      '68',
      'What is an exposed card',
      "`expose` how: dropped, seen-by-partner, named (with `holder`: partner's card, 4th); two cards at once",
    ),
    done('69', 'Not exposed: below the table', '`how: "below-table"`'),
    done('70', 'Two or more cards played at once', 'the declarer designates one; the rest are exposed'),
    done(
      '71',
      'Winning cards played without waiting',
      'after a winning card as against the declarer and dummy: each further card is exposed; partner may be required to win the current trick or the one any winning card is led to (else Law 68)',
    ),
    done(
      '72',
      'Cards thrown face up; "I have the rest"',
      'face-hand; a disputed claim of the declarer faces his cards',
    ),
    done(
      '73',
      'Failure to obey a call: liable as a revoke',
      'recorded as a revoke citing Law 73; corrected before the trick is quitted, no penalty',
    ),
    done('74', 'Not compelled to revoke', 'calls offered only where the card can be played'),
    done('75', 'A call repeated until the card is played', 'the decision is offered each time'),
    done('76', "Adversary's lead out of turn", 'call the card (exposed) or call a suit'),
    done('77', "Declarer's lead out of turn", 'no penalty; he may take it back until the second hand plays'),
    done('78', 'The three others follow a false lead', 'the trick stands; fewer: their cards go back'),
    done('79', 'Void of the called suit', 'the call lapses ("the penalty is paid")'),
    done('80', 'Fourth hand plays before the second', 'highest, lowest, win or lose for the second hand'),
    done(
      '81',
      'A card omitted from a trick',
      'tricks.ts: `quit-trick` of fewer than four cards; corrected by `play` with `trick`; else `new-deal` or `keep-result` (surplus card to the imperfect trick)',
    ),
    done(
      '82',
      'Two or more cards played to one trick',
      'tricks.ts: a surplus card in the trick; restored on `attention` `to: "surplus-card"` or when the hand runs out, with its revokes',
    ),
    done(
      '83',
      'The revoke; its establishment',
      'latent; established by quit-trick of the rightful winners or a play to the next trick',
    ),
    done(
      '84',
      'Penalty for the revoke',
      '84(a) 150; 84(b) 150 or three tricks; 84(c) 100; the revoking side scores honours and chicane only',
    ),
    done('85', 'Asking partner about a revoke', '`ask`: the revoke is corrected'),
    done(
      '86',
      'Revoke corrected in time',
      "followers may take back; an adversary's card exposed, or highest/lowest",
    ),
    na('87', 'Search of the tricks', 'the record has every card; the engine knows every revoke'),
    na(
      '88',
      'Claim before the next cut',
      'a record is one deal: every established revoke is claimed at its end',
    ),
    done('89', 'Both sides revoke', 'only honours and chicane; extra revokes 100 each'),
    na('90', 'Looking at a quitted trick', 'no penalty and no record of the act'),
    na('91', 'Cards placed before their players', 'no penalty; a view shows the trick'),
    done('92', 'Adversary calls attention to the trick', '`attention` with `to: "trick"`'),
    done(
      '93',
      'Unauthorised reference to the play',
      '`attention` with `to: "play"`; warning of a lead out of turn allowed',
    ),
    na(
      '94',
      'Reasonable time for the decision',
      'the table waits for the pending decision (`awaiting-decision`)',
    ),
    na('95', 'New cards', 'not a play act'),
    na('96', 'Torn or marked cards', 'not a play act'),
    na('97', 'Bystanders', 'not a play act'),
  ],
};
