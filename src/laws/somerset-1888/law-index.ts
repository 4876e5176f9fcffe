/**
 * The law index of `somerset-1888` for the coverage matrix (src/laws/coverage.ts, DESIGN §5):
 * every one of the code's 116 laws with its status — implemented (tests under
 * test/laws/somerset-1888 name it), or not applicable with the reason. The code has no law that
 * turns on a director's judgement the engine cannot decide; findings of fact (the deal) are
 * `finding` events, listed as implemented with the fact named.
 */
import type { LawEntry, LawIndex } from '../coverage.js';

const na = (ref: string, title: string, note: string): LawEntry => ({
  ref,
  title,
  status: 'not-applicable',
  note,
});
const yes = (ref: string, title: string, note: string): LawEntry => ({
  ref,
  title,
  status: 'implemented',
  note,
});

const BEFORE_THE_DEAL = 'before the deal: a record begins with the hands dealt and the trump card turned';

export const SOMERSET_1888_INDEX: LawIndex = {
  rulebook: 'somerset-1888',
  title: 'The Laws of Euchre, Somerset Club of Boston, 1888',
  section: 'Laws 1–116 (the whole code)',
  laws: { from: 1, to: 116 },
  entries: [
    na(
      '1',
      'the rubber',
      'a record is one hand; rubbers are games/euchre/game.ts (scorePoints, rubberPoints)',
    ),
    yes(
      '2',
      'scoring a hand',
      'result.points: march 2, three or four tricks 1, euchred 2 to the adversaries',
    ),
    yes('3', 'scoring a lone hand', 'march 4, three or four tricks 1, euchred 4 to the adversaries'),
    yes(
      '4',
      'the revoke takes precedence',
      'a claimed revoke is the first entry of result.points; with board.score it decides the game first',
    ),
    na('5', 'an error in the score', 'the score of earlier hands is outside a one-hand record'),
    na('6', 'points announced', 'a matter of procedure, not an act the record holds'),
    na('7', 'games and the rubber', 'games/euchre/game.ts'),
    ...['8', '9', '10'].map((r) => na(r, 'cutting', BEFORE_THE_DEAL)),
    ...['11', '12'].map((r) => na(r, 'formation of the table', BEFORE_THE_DEAL)),
    ...['13', '14'].map((r) => na(r, 'cutting cards of equal value', BEFORE_THE_DEAL)),
    na('15', 'cutting out', BEFORE_THE_DEAL),
    ...['16', '17', '18', '19', '20', '21'].map((r) => na(r, 'entry and re-entry', BEFORE_THE_DEAL)),
    ...['22', '23', '24', '25', '26', '27'].map((r) => na(r, 'shuffling', BEFORE_THE_DEAL)),
    na(
      '28',
      'the deal goes to the left',
      'the record names its dealer; the next dealer is games/euchre nextDealer',
    ),
    ...['29', '30', '31', '32'].map((r) => na(r, 'the cut and the deal', BEFORE_THE_DEAL)),
    yes('33', 'pack incorrect or imperfect', 'finding "pack-incorrect": a new deal by the same dealer'),
    yes('34', 'a card faced in the pack', 'finding "card-faced-in-pack": a new deal if before a lead'),
    yes(
      '35',
      'a card exposed while dealing',
      'finding "card-exposed-in-deal" (value: the seat): the other side elects new-deal or keep-result',
    ),
    na(
      '36',
      'touching the cards during the deal',
      'who touched the cards first is part of the finding of law 35 or 43',
    ),
    na('37', 'time to claim a new deal', 'the election of law 35 stays open until made'),
    na('38', "a deal with the adversaries' cards", 'the packs’ colours are not in the record'),
    yes(
      '39',
      'another card exposed in turning the trump',
      'finding "card-exposed-turning-trump": a new deal',
    ),
    yes(
      '40',
      'a deal out of turn',
      'finding "deal-out-of-turn": the trump card is turned, so the deal stands',
    ),
    yes('41', 'a misdeal loses the deal', 'finding "misdeal": result.nextDeal "next-dealer"'),
    yes('42', 'what is a misdeal', 'finding "misdeal"'),
    yes(
      '43',
      'a misdeal after an adversary touched the cards',
      'finding "misdeal" with value "adversary-touched": the same dealer deals again',
    ),
    yes(
      '44',
      'the dealer interrupted',
      'finding "misdeal" with value "interrupted": the same dealer deals again',
    ),
    yes('45', "a partner's deal taken", 'finding "misdeal" with value "partner-dealt": the deal passes on'),
    yes(
      '46',
      'exposed cards liable to be called',
      'expose (dropped, lifted, seen-by-partner, named), play with "cards"; below-table is not exposed; a call is offered at each turn (56)',
    ),
    yes(
      '47',
      'winning cards led without waiting for partner',
      'after the highest card on the table or a winning lead only: the further cards are exposed; the adversaries may require the partner to win this trick or the one a further card is led to (else law 46)',
    ),
    yes('48', 'cards thrown face up', 'face-hand: every card of that hand is exposed'),
    yes(
      '49',
      'all four hands abandoned',
      'the hand ends and is scored on the tricks taken; revokes still count',
    ),
    yes(
      '50',
      'an adversary abandons his hand against a lone hand',
      'face-hand by an adversary: the lone player scores five',
    ),
    yes(
      '51',
      'a detached card',
      'expose "detached": the adversaries may name it; a wrong name lets a suit be called from the namer’s side',
    ),
    yes(
      '52',
      'a lead out of turn',
      'call-card, or call-suit at the next lead of the offender or his partner',
    ),
    yes(
      '53',
      'the other three have followed',
      'the trick stands; before that an election takes the cards back',
    ),
    yes('54', 'a call not obeyed', 'the penalty of a revoke (three, five in a lone hand)'),
    yes('55', 'no player compelled to revoke', 'only cards that follow suit are offered or required'),
    yes(
      '56',
      'the call repeated until the card is played',
      'the call is offered at each of the owner’s turns',
    ),
    yes('57', 'called to lead a suit and void', 'the penalty is paid: no revoke'),
    yes(
      '58',
      'the third hand plays before the second',
      'the card stands, and then the fourth’s before the second',
    ),
    yes(
      '59',
      'the fourth hand plays before his partner',
      'the second hand may be required to win or lose the trick',
    ),
    na(
      '60',
      'a card omitted from a former trick',
      'the table completes every trick before the next: no card can be omitted',
    ),
    na(
      '61',
      'two cards to a trick, a card in the wrong trick',
      'the table places each card in its trick; two cards at once are law 46',
    ),
    yes('62', 'the revoke', 'recorded latent when a card fails to follow the effective suit led'),
    yes(
      '63',
      'three points, five in a lone hand',
      'claimed at the end of the hand (take-points), for each revoke',
    ),
    yes(
      '64',
      'the revoke established',
      'quit-trick, or the revoker or his partner leads (in turn or not) or plays to the following trick; at the end of the hand',
    ),
    yes(
      '65',
      'asking partner',
      'ask about revoke before the trick is quitted: quitting does not establish it',
    ),
    yes('66', 'searching the tricks', 'the claim is offered at the end of the hand with every trick known'),
    na('67', 'cards mixed before examination', 'the record keeps every trick: they are always examined'),
    na(
      '68',
      'no claim after the cut for the next deal',
      'the next deal is outside the record: the claim is made at the end of this hand',
    ),
    yes(
      '69',
      'a revoke corrected in time',
      'withdraw: the card is exposed; those after him but his partner may withdraw theirs',
    ),
    yes('70', 'the hand played out', 'the hand is always played out (default)'),
    yes('71', 'revokes on both sides cancel', 'equal numbers of established revokes cancel'),
    na('72', 'calling for new cards', BEFORE_THE_DEAL),
    na('73', 'torn or marked cards', BEFORE_THE_DEAL),
    yes('74', 'the eldest hand', 'pass, order-up, alone'),
    yes('75', 'the second hand', 'pass, assist, alone'),
    yes('76', 'the third hand and the dealer', 'pass, order-up, alone; turn-down, take-up, alone'),
    yes('77', 'the trump turned down', 'make X; all pass twice: result.nextDeal "next-dealer"'),
    yes(
      '78',
      'a named trump cannot be changed; naming the suit turned down',
      'another suit named by the maker: recorded, no effect; the suit turned down counts as a pass',
    ),
    yes('79', 'the suit mentioned after passing', 'his partner must pass'),
    yes(
      '80',
      'assisting or ordering up after passing',
      'the adversaries elect accept-call or reject-call (his partner must pass)',
    ),
    na('81', 'a declaration not heard', 'a call stands as recorded whoever heard it'),
    yes(
      '82',
      'a call out of turn',
      'of no effect; the dealer turning down out of turn, or throwing his cards in the second round, binds his partner',
    ),
    yes(
      '83',
      'attention called to the trick',
      'attention "trick": highest, lowest, win or lose required of the partner',
    ),
    na('84', 'cards placed before their players', 'the table always shows who played each card'),
    yes('85', 'the election final', 'the first election made by either adversary closes the decision'),
    yes('86', 'the discard', 'discard by the dealer; play begins'),
    yes('87', 'a lead before the discard', 'the lead stands; the dealer still discards'),
    yes('88', 'the trump card not discarded', 'refused'),
    yes(
      '89',
      'a lead before the discard against a lone third hand',
      'the lone player requires highest, lowest, win or lose of the dealer',
    ),
    yes(
      '90',
      'wrong number of cards; no discard before playing',
      'the offending side forfeits two (four in a lone hand) and scores nothing; finding "wrong-number-of-cards"',
    ),
    yes('91', 'the trump card left in view', 'the dealer plays it from the pack; lifted, it is exposed'),
    na('92', 'asking the trump card', 'questions are not acts of the record'),
    yes('93', 'who may play alone', 'the maker, or his partner if he has not passed'),
    yes('94', '"I take it from you"', 'the partner’s alone H'),
    yes('95', 'no lone hand', 'ordered up, adversaries made it, or a card exposed first'),
    yes(
      '96',
      'the dealer alone before quitting his discard',
      'alone H by the dealer (take-up or partner’s assist) before the discard; after it refused',
    ),
    yes(
      '97',
      'alone announced after naming the trump',
      'the adversaries may require him to play with his partner',
    ),
    yes('98', 'a single declaration', 'alone H; a bare alone precludes a lone hand'),
    yes('99', 'taking it after a lead or after passing', 'neither can play alone'),
    yes(
      '100',
      'the partner plays upon the first lead',
      'the adversaries elect play-alone or play-with-partner',
    ),
    yes('101', "the partner's hand face down", 'he takes no part; tricks of three'),
    yes('102', 'the partner exposes a card', 'a lone march scores two; a euchre four'),
    yes('103', "counting the partner's hand", 'finding "wrong-number-of-cards" (law 90)'),
    yes(
      '104',
      'the lone player exposes a card or leads out of turn',
      'no penalty for an exposed card (two at once, a hand thrown face up); a lead out of turn is exposed, called now or later (56)',
    ),
    yes(
      '105',
      'an adversary plays out of turn to a lone hand',
      'both opposing hands face up, called by the lone player',
    ),
    ...['106', '107', '108', '109', '110', '111', '112', '113', '114', '115', '116'].map((r) =>
      na(r, 'etiquette of euchre', 'etiquette, "not called Laws" (106): no penalty to apply'),
    ),
  ],
};
