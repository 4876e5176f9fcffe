/** The law index of `wbf-1997`: 2007's, with the paragraphs that differ (coverage matrix). */
import { deriveIndex, type LawIndex } from '../coverage.js';
import { WBF_2007_INDEX } from '../wbf-2007/law-index.js';

export const WBF_1997_INDEX: LawIndex = deriveIndex(WBF_2007_INDEX, {
  rulebook: 'wbf-1997',
  title: 'WBF Laws of Duplicate Contract Bridge 1997',
  removed: [
    '16B',
    '17E2',
    '35',
    '36A',
    '37A',
    '38D',
    '27B1(b)',
    '27C',
    '16D',
    '54E',
    '57C2',
    '64B7',
    '63B',
    '68B2',
  ],
  entries: [
    {
      ref: '26A',
      title:
        "Withdrawn suit bid: specified by the offender in the legal auction, no penalty (26A1); otherwise declarer may require or forbid that suit at partner's first lead (26A2; 1997 lead penalties)",
      status: 'implemented',
      note: 'the paragraph numbers checked against a translation of the 1997 text (docs/laws/ambiguities-wbf.md)',
    },
    {
      ref: '27B',
      title:
        'Insufficient bid not accepted: corrected by a substituted call (1997 has no 27C; a replacement made before the ruling is that correction)',
      status: 'implemented',
      note: 'as 2007 27C, cited as Law 27B: the LHO may still accept the insufficient bid; otherwise the early replacement stands and 27B rules it (docs/laws/ambiguities-wbf.md)',
    },
    {
      ref: '27B2',
      title:
        'Any replacement but the lowest sufficient bid in the same denomination: partner passes throughout',
      status: 'implemented',
      note: 'no same-meaning test (2007 27B1(b)); a `comparable-call` finding is refused',
    },
    {
      ref: '25B',
      title:
        'Purposeful change of call: condoned by the LHO; else the offender lets the first call stand, partner passing once (25B2(b)(1)), or makes any other call capped at average minus (25B2(b)(2)); lead penalties (25B2(c))',
      status: 'implemented',
      note: 'decision `25B2` for the offender: `accept-call` (b)(1), `reject-call` (b)(2) — any other legal call, and the end-of-board decision `25B2(b)(2)`: `keep-result` or `artificial-score` (average minus for the offending side only)',
    },
    {
      ref: '16A',
      title:
        'Extraneous information from partner (a remark, a question, a hesitation): logical alternatives (2007 16B)',
      status: 'director',
      note: 'as 2007 16B: `attention` `to: "unauthorised-information"` naming the opponent; the end-of-board decision `16B`, cited as 16A',
    },
    {
      ref: '34',
      title:
        'Retention of the right to call: three passes, one out of rotation depriving a player of his turn, do not end the auction',
      status: 'implemented',
      note: 'the rule itself (2007 moved it to 17E2): the auction reverts to the player whose turn was lost',
    },
    {
      ref: '35A',
      title:
        'Inadmissible double or redouble condoned (the LHO called before the penalty): both cancelled, no penalty',
      status: 'implemented',
      note: 'as 2007 36A; the letter checked (the 1997 Law 32 sends the LHO who calls over an inadmissible double to 35A), the wording not (docs/laws/ambiguities-wbf.md)',
    },
    {
      ref: '35B',
      title: 'Call by a player required to pass condoned: it and the later calls stand',
      status: 'implemented',
      note: 'as 2007 37A; the 1997 index puts this condonation in Law 35, the letter B is our reading of the order of Laws 36–39',
    },
    {
      ref: '35C',
      title: 'Bid of more than seven condoned: cancelled with the later calls; no lead penalty',
      status: 'implemented',
      note: 'as 2007 38D; the letter C is our reading of the order of Laws 36–39, not checked',
    },
    {
      ref: '35D',
      title:
        "Call after the final pass condoned (the offender's LHO called before the penalty): cancelled, no lead penalty",
      status: 'implemented',
      note: "as 2007/2017 39B's LHO clause; the letter checked against the 1997 index (a bid after the auction has ended: Law 35D), the wording not (docs/laws/ambiguities-wbf.md)",
    },
    {
      ref: '27B3',
      title:
        'A double or redouble attempted in place of the insufficient bid: cancelled; partner passes throughout',
      status: 'implemented',
      note: 'no same-meaning test; the paragraph number of the 1997 text is not verified (docs/laws/ambiguities-wbf.md)',
    },
    {
      ref: '27B4',
      title: 'Another insufficient bid in place of the first: the LHO may accept it; else ruled as 27B3',
      status: 'implemented',
      note: "as 2007's; the paragraph number of the 1997 text is not verified",
    },
    {
      ref: '31A2',
      title: 'Bid out of rotation, RHO acts: same denomination bars partner once, any other call throughout',
      status: 'implemented',
    },
    {
      ref: '16C',
      title: 'Information from withdrawn actions (2007 16D)',
      status: 'implemented',
      note: 'cited as Law 16C',
    },
    {
      ref: '45C4(b)',
      title: "Change of an inadvertent designation: without pause for thought, no limit at partner's play",
      status: 'director',
      note: 'finding `inadvertent` (default false)',
    },
    {
      ref: '54E',
      title: 'Opening lead attempted by the declaring side',
      status: 'not-applicable',
      note: '1997 has no 54E; the engine returns the card as in 2007 (Law 48A) — cited 54E for traceability',
    },
    {
      ref: '57C',
      title:
        "No rectification when declarer has played from both hands; declarer's premature play stands (47F)",
      status: 'implemented',
      note: '2007 57C2 cited as Law 47F',
    },
    {
      ref: '61B',
      title: 'Defenders may not ask one another about a revoke',
      status: 'implemented',
      note: 'an `ask` by a defender of his partner is an `illegal-inquiry`',
    },
    {
      ref: '63B',
      title: 'Attention illegally drawn: corrected, Law 64 applies as if established',
      status: 'implemented',
    },
    {
      ref: '63C',
      title: 'An established revoke may not be corrected',
      status: 'implemented',
      note: 'as 2007 63B',
    },
    {
      ref: '64A2',
      title:
        'Offending player did not win the revoke trick: one trick, and a later trick won with a card of the suit',
      status: 'implemented',
    },
    {
      ref: '64B',
      title: 'Six exceptions (no "both sides revoked")',
      status: 'implemented',
      note: "both sides' revokes each transfer",
    },
    {
      ref: '55A',
      title:
        "Declarer's lead out of turn accepted or retraction required by either defender (no rule when they differ)",
      status: 'implemented',
      note: 'the first election binds',
    },
    {
      ref: '66B',
      title: 'The last trick may be seen until a card is led to the next',
      status: 'implemented',
      note: 'a later `ask` `about: "last-trick"` is a `trick-inspected` (66C)',
    },
    {
      ref: '67B1',
      title:
        'Offender failed to play: no rectification when he held the suit led (67B1(a)); else a deemed revoke',
      status: 'implemented',
    },
    {
      ref: '68D',
      title: 'Play after a claim voided',
      status: 'implemented',
      note: 'play is refused once a claim is made (also 2007)',
    },
  ],
});
