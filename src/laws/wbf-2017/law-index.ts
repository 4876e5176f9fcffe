/** The law index of `wbf-2017`: 2007's, with the paragraphs that differ (coverage matrix). */
import { deriveIndex, type LawIndex } from '../coverage.js';
import { WBF_2007_INDEX } from '../wbf-2007/law-index.js';

export const WBF_2017_INDEX: LawIndex = deriveIndex(WBF_2007_INDEX, {
  rulebook: 'wbf-2017',
  title: 'WBF Laws of Duplicate Bridge 2017',
  removed: ['30B3', '16D', '57C2', '17E2', '23'],
  entries: [
    {
      ref: '17D3',
      title:
        'Three passes, one out of rotation depriving a player of his turn: the auction reverts to him (2007 17E2)',
      status: 'implemented',
      note: "the accepted pass and the passes after the lost turn are cancelled (16C); the LHO's accepting call is one of them",
    },
    {
      ref: '34',
      title: 'Retention of the right to call: see 17D3',
      status: 'implemented',
    },
    {
      ref: '23A',
      title: 'Comparable call',
      status: 'director',
      note: 'finding `comparable-call` (default false) on the replacement of 27B1(b), 30B1(b), 31A2, 31B2, 32A2, 32B2',
    },
    {
      ref: '23B',
      title:
        'A call cancelled under 29B replaced by a comparable call: no further rectification; 16C2 does not apply',
      status: 'director',
      note: 'finding `comparable-call` on the replacement of 30B1(b), 31B2, 32B2 lifts the rectification and the Law 26 restriction',
    },
    {
      ref: '72C',
      title:
        'The offender could have known his irregularity could damage the other side (2007 Law 23): adjusted score',
      status: 'director',
      note: "end-of-board decision `23` citing 72C, after an auction irregularity that barred the offender's partner",
    },
    {
      ref: '23C',
      title:
        'A comparable call replaced the withdrawn call: could the outcome have differed without its help?',
      status: 'director',
      note: "the director's end-of-board decision `23C` (Law 12C: `keep-result`, `adjust-tricks`, `artificial-score`)",
    },
    {
      ref: '26',
      title:
        'Call withdrawn, not replaced by a comparable call: declarer may forbid one suit the offender did not specify (26B)',
      status: 'implemented',
      note: 'no 26A2 `require-suit`; a comparable replacement lifts it',
    },
    {
      ref: '27B1(b)',
      title: 'A comparable call replaces the insufficient bid: no rectification',
      status: 'director',
      note: 'finding `comparable-call` (default false)',
    },
    {
      ref: '30A',
      title: "Pass out of rotation at RHO's turn, at any stage: the offender passes once",
      status: 'implemented',
    },
    {
      ref: '30B1',
      title:
        "Pass out of rotation at partner's or LHO's turn: partner free; the offender's later call, not comparable, bars partner once",
      status: 'implemented',
    },
    {
      ref: '25B',
      title:
        'Intended change of call: accepted by the LHO (25B1), or cancelled with the first call standing and Law 26 (25B2)',
      status: 'implemented',
    },
    {
      ref: '31A2',
      title: 'Bid out of rotation, RHO acts: comparable call — nothing; otherwise partner passes once',
      status: 'implemented',
    },
    {
      ref: '31B',
      title: "Bid out of rotation at partner's turn: partner free; ruled as 31A2 on the offender's call",
      status: 'implemented',
    },
    {
      ref: '31C',
      title: "Bid at LHO's turn after the offender has called: a change of call (Law 25)",
      status: 'implemented',
      note: 'recorded as `change-of-call`, Law 25',
    },
    {
      ref: '32A',
      title: "Double or redouble out of rotation at RHO's turn (2007 32B)",
      status: 'implemented',
    },
    {
      ref: '32B',
      title: "Double or redouble out of rotation at partner's turn (2007 32A): ruled as 32A2",
      status: 'implemented',
    },
    {
      ref: '32C',
      title: "Double or redouble at LHO's turn after the offender has called: a change of call (Law 25)",
      status: 'implemented',
      note: 'recorded as `change-of-call`, Law 25',
    },
    {
      ref: '16C',
      title: 'Information from withdrawn actions (2007 16D)',
      status: 'implemented',
      note: 'cited as Law 16C',
    },
    {
      ref: '45C4(b)',
      title: "Only declarer may change an unintended designation of dummy's card, until he next plays",
      status: 'director',
      note: 'finding `inadvertent` (default false)',
    },
    {
      ref: '51B',
      title: 'Two or more penalty cards: 51B2(c) neither require nor forbid',
      status: 'implemented',
    },
    {
      ref: '47E1',
      title: 'Lead out of turn after an opponent said it was his turn: retracted; Law 63A1 does not apply',
      status: 'director',
      note: "finding `misinformed` while the decision on the lead is open; the partner's revoke it established is latent again",
    },
    { ref: '53A', title: 'Lead out of turn accepted — not at trick thirteen', status: 'implemented' },
    { ref: '53B', title: 'Proper lead after an irregular lead (2007 53C)', status: 'implemented' },
    {
      ref: '53C',
      title: "Wrong defender plays to declarer's lead out of turn (2007 53B)",
      status: 'implemented',
    },
    { ref: '57A', title: 'Premature play: four options (57A4 require another suit)', status: 'implemented' },
    { ref: '57C3', title: "Declarer's premature play is a played card (2007 57C2)", status: 'implemented' },
    { ref: '57D', title: "Defender's attempted play at his RHO's turn", status: 'implemented' },
    {
      ref: '62A',
      title: 'Revoke must be corrected if attention is drawn to it before it is established',
      status: 'implemented',
      note: "the offender's own `withdraw` of the revoke card draws attention to it (9A2) and corrects it",
    },
    { ref: '62C3', title: 'Both sides revoke on the same trick: both corrected', status: 'implemented' },
    { ref: '63A4', title: "Established by agreement to an opponent's claim", status: 'implemented' },
    {
      ref: '64B3',
      title: 'No transfer: failure to play a penalty card or a card of dummy',
      status: 'implemented',
    },
    { ref: '64B8', title: 'No transfer: revoke corrected under 62C3', status: 'implemented' },
    {
      ref: '68D',
      title: 'Suspension of play; the non-claiming side may ask that play continue (68D2(b))',
      status: 'implemented',
      note: 'after a `dispute`, decision `70` also offers `play-on`, elected by a player of the non-claiming side (all four agree): the claim is void',
    },
    {
      ref: '43B3',
      title:
        "Dummy first draws attention to a defender's irregularity: the director adjusts only the defenders' score",
      status: 'director',
      note: "end-of-board decision `43B3`; the engine's single score cannot keep the declaring side's table result apart (ambiguities 55)",
    },
  ],
});
