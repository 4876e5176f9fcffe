/**
 * `tablelaw judge RECORD [--json] [--lang en|nb|ru] [--analyse [--time-limit MS]]`: replays a
 * tablelaw record and judges it — the state, every irregularity with its laws and status, the
 * pending decision with its options, the obligations, and at the end the result with transfers
 * and score. `--json` prints exactly the judgement of DESIGN §4; `--analyse` adds the director's
 * double-dummy analysis (src/solver/analysis.ts, ADR 0061), as an `analysis` key with `--json`.
 * Invalid input exits 2 with the event named.
 */
import { type Card, SUIT_SYMBOLS, type Suit } from '../../core/card.js';
import { makeContract as makeAuctionContract } from '../../games/auction-bridge/declaration.js';
import { makeContract } from '../../games/contract-bridge/call.js';
import type { Judged } from '../../laws/judge.js';
import { judgeText } from '../../notation/record/judge-text.js';
import { parseRecord } from '../../notation/record/record.js';
import { type Analysis, analyse, DEFAULT_ANALYSIS_TIME_MS } from '../../solver/analysis.js';
import type { Judgement } from '../../table/judgement.js';
import { isLang, type Lang } from '../../table/rulebook.js';
import type { TableState } from '../../table/state.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, readInput, usageError } from '../command.js';
import { CLI_WORDS, citation, type DutyKind } from '../words.js';

const HELP = `tablelaw judge — replay a tablelaw record and judge it against its rulebook

Usage: tablelaw judge RECORD [--json] [--lang en|nb|ru] [--analyse [--time-limit MS]]

  RECORD        a tablelaw record (JSON, format "tablelaw/1"; see docs/record-format.md);
                - reads standard input
  --json        the judgement as JSON (DESIGN §4): { ok, phase, next, irregularities,
                pending, obligations, result }
  --lang L      the language: en (default), nb (norsk), ru (русский). With --json the ids
                stay as they are and words in L are added beside them (lang, phaseText,
                each irregularity's title and statusText, each duty's text, next.actsText)
  --analyse     add the director's double-dummy analysis: whether a disputed claim
                holds (Laws 68-71) and, if not, the defence that beats it; for an
                established revoke or an end-of-board decision, the double-dummy result
                from just before the irregularity beside the result after rectification
                (Laws 64C, 12C). With --json: an "analysis" key.
  --time-limit MS  stop each search of the analysis after MS milliseconds (default
                ${DEFAULT_ANALYSIS_TIME_MS}); a search stopped early says so

Exit codes: 0 judged, 1 usage error, 2 invalid record or an act the table refuses
(the error names the event by its index in "events").
`;

export const judgeCommand: Command = {
  name: 'judge',
  summary: 'replay a tablelaw record and judge it (irregularities, decisions, result)',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(
      io,
      { name: 'judge', help: HELP },
      args,
      {
        json: { type: 'boolean' },
        lang: { type: 'string' },
        analyse: { type: 'boolean' },
        'time-limit': { type: 'string' },
      },
      true,
    );
    if (typeof parsed === 'number') return parsed;
    const lang = parsed.values.lang ?? 'en';
    if (!isLang(lang)) return usageError(io, 'judge', `--lang is en, nb or ru, not "${lang}"`);
    const limitText = parsed.values['time-limit'];
    const limit = limitText === undefined ? DEFAULT_ANALYSIS_TIME_MS : Number(limitText);
    if (limitText !== undefined && parsed.values.analyse !== true)
      return usageError(io, 'judge', '--time-limit is for --analyse');
    if (!Number.isFinite(limit) || limit <= 0)
      return usageError(io, 'judge', `--time-limit takes milliseconds, not "${limitText}"`);
    const [path, ...extra] = parsed.positionals;
    if (path === undefined || extra.length > 0)
      return usageError(io, 'judge', 'give exactly one RECORD file');
    const file = readInput(io, 'judge', path);
    if (!file.ok) return file.code;
    const judged = judgeText(file.text, lang);
    const analysis =
      parsed.values.analyse === true && judged.ok ? analysisOf(file.text, judged, limit) : null;
    if (parsed.values.json) {
      const judgement = !judged.ok
        ? null
        : parsed.values.lang === undefined
          ? judged.judgement
          : judgementWithWords(judged, lang);
      const out =
        judgement === null ? judged : analysis === null ? judgement : { ...(judgement as object), analysis };
      io.out(`${JSON.stringify(out, null, 2)}\n`);
      return judged.ok ? EXIT_OK : EXIT_INVALID;
    }
    if (!judged.ok) {
      io.err(`tablelaw judge: ${invalidMessage(judged.error)}\n`);
      return EXIT_INVALID;
    }
    io.out(judgementText(judged, lang));
    if (analysis !== null) io.out(analysisText(analysis, lang));
    return EXIT_OK;
  },
};

export function invalidMessage(error: { kind: string; at: number | null; message: string }): string {
  return `${error.at === null ? '' : `event ${error.at}: `}${error.message} [${error.kind}]`;
}

export function cardText(card: Card): string {
  return `${SUIT_SYMBOLS[card[0] as Suit]}${card[1]}`;
}

type Labels = {
  readonly [K in
    | 'board'
    | 'contract'
    | 'by'
    | 'phase'
    | 'next'
    | 'irregularities'
    | 'none'
    | 'pending'
    | 'chooses'
    | 'obligations'
    | 'result'
    | 'tricks'
    | 'inPlay'
    | 'transfer'
    | 'score'
    | 'trick']: string;
};
const LABELS: { readonly [L in Lang]: Labels } = {
  en: {
    board: 'Board',
    contract: 'Contract',
    by: 'by',
    phase: 'Phase',
    next: 'Next',
    irregularities: 'Irregularities',
    none: 'none',
    pending: 'Decision pending',
    chooses: 'chooses',
    obligations: 'Obligations',
    result: 'Result',
    tricks: 'tricks',
    inPlay: 'tricks won in play',
    transfer: 'transferred to',
    score: 'score',
    trick: 'Trick',
  },
  nb: {
    board: 'Spill',
    contract: 'Kontrakt',
    by: 'av',
    phase: 'Fase',
    next: 'Neste',
    irregularities: 'Uregelmessigheter',
    none: 'ingen',
    pending: 'Valg som venter',
    chooses: 'velger',
    obligations: 'Forpliktelser',
    result: 'Resultat',
    tricks: 'stikk',
    inPlay: 'stikk vunnet i spillet',
    transfer: 'overført til',
    score: 'score',
    trick: 'Stikk',
  },
  ru: {
    board: 'Сдача',
    contract: 'Контракт',
    by: '—',
    phase: 'Фаза',
    next: 'Далее',
    irregularities: 'Нарушения',
    none: 'нет',
    pending: 'Ожидается решение',
    chooses: 'выбирает',
    obligations: 'Обязанности',
    result: 'Результат',
    tricks: 'взяток',
    inPlay: 'взяток взято в розыгрыше',
    transfer: 'передано',
    score: 'счёт',
    trick: 'Взятка',
  },
};

const KIND_LAW: { readonly [kind: string]: string } = {
  'lead-out-of-turn': '53',
  revoke: '61',
  'exposed-card': '49',
  'penalty-card-not-played': '52',
  'play-out-of-turn': '57',
};

/** The title of the provision an irregularity is judged under (its first law, else its kind's). */
export function titleOf(
  rulebook: { title(ref: string, lang: Lang): string },
  kind: string,
  laws: readonly string[],
  lang: Lang,
): string {
  const ref = (laws[0] ?? '').replace(/^Law /, '').replace(/\(.*\)$/, '');
  for (const candidate of [ref, ref.replace(/[A-Z]\d*$/, ''), KIND_LAW[kind] ?? ''])
    if (candidate !== '' && rulebook.title(candidate, lang) !== candidate)
      return rulebook.title(candidate, lang);
  return kind;
}

/** The state in a line or two: contract, tricks so far, the trick in progress. */
export function stateText(state: TableState, lang: Lang): string[] {
  const L = LABELS[lang];
  const c = state.contract;
  // Auction Bridge: the declaration itself (royal spades `RS`), not the trick-taking contract.
  const royal = state.part.auctionBridge?.contract;
  const named = royal === undefined || royal === null ? c && makeContract(c) : makeAuctionContract(royal);
  const lines = [
    `${L.board} ${state.board.number}   ${c === null ? '' : `${L.contract} ${named} ${L.by} ${state.declarer}`}   ${L.phase}: ${lang === 'en' ? state.phase : CLI_WORDS[lang].phases[state.phase]}`,
  ];
  const e = state.part.euchre;
  if (e !== undefined && e.making.maker !== null && state.trump !== null)
    lines.push(
      `${SUIT_SYMBOLS[state.trump]} ${e.making.maker} ${e.making.making ?? ''}${e.lone === null ? '' : `, ${e.lone} alone`}`,
    );
  if (state.tricks.length > 0 || state.trick !== null) {
    const ns = state.tricks.filter((t) => t.winner === 'N' || t.winner === 'S').length;
    lines.push(`${L.inPlay}: NS ${ns}, EW ${state.tricks.length - ns}`);
    if (state.trick !== null && state.trick.plays.length > 0)
      lines.push(
        `${L.trick} ${state.tricks.length + 1}: ${state.trick.plays.map((p) => `${p.seat} ${cardText(p.card)}`).join('  ')}`,
      );
  }
  return lines;
}

export function judgementText(judged: Extract<Judged, { ok: true }>, lang: Lang): string {
  // English keeps the engine's ids (the golden playthroughs read them); Norwegian and Russian
  // say everything in words, each option's id kept in brackets (an "elect" event names it).
  if (lang !== 'en') return translatedText(judged, lang);
  const L = LABELS[lang];
  const j = judged.judgement;
  const lines = [...stateText(judged.state, lang), ''];
  lines.push(`${L.irregularities}:${j.irregularities.length === 0 ? ` ${L.none}` : ''}`);
  for (const i of j.irregularities) {
    const title = titleOf(judged.rulebook, i.kind, i.laws, lang);
    lines.push(
      `  [event ${i.seq}] ${i.kind} (${title}) by ${i.offender}: ${i.status} — ${i.laws.join(', ')}`,
    );
  }
  if (j.pending !== null) {
    lines.push('', `${L.pending}: ${j.pending.chooser.join(' / ')} ${L.chooses}`);
    j.pending.options.forEach((o, n) => {
      lines.push(
        `  ${n + 1}. ${o.id}${o.suit ? ` ${o.suit}` : ''}${o.card ? ` ${o.card}` : ''} — ${o.text} (${o.laws.join(', ')})`,
      );
    });
  }
  if (j.obligations.length > 0) {
    lines.push('', `${L.obligations}:`);
    for (const o of j.obligations)
      lines.push(
        `  ${o.seat}: ${o.kind}${o.card ? ` ${cardText(o.card)}` : ''}${o.suit ? ` ${o.suit}` : ''}${o.major === undefined ? '' : o.major ? ' (major)' : ' (minor)'} — ${o.laws.join(', ')}`,
      );
  }
  if (j.next !== null) lines.push('', `${L.next}: ${j.next.seat} — ${j.next.acts.join(' / ')}`);
  lines.push(...resultText(j.result, lang));
  return `${lines.join('\n')}\n`;
}

function resultText(r: Judgement['result'], lang: Lang): string[] {
  if (r === null) return [];
  const L = LABELS[lang];
  const W = CLI_WORDS[lang];
  const laws = (list: readonly string[]) => list.map((l) => citation(l, lang)).join(', ');
  const lines = ['', `${L.result}: NS ${r.tricks.NS} ${L.tricks}, EW ${r.tricks.EW} ${L.tricks}`];
  for (const t of r.transfers) lines.push(`  ${t.tricks} ${L.transfer} ${t.to} — ${laws(t.laws)}`);
  lines.push(`  ${L.score}: NS ${r.score.NS}, EW ${r.score.EW}`);
  // Law 12C2: an artificial adjusted score in place of the result.
  if (r.artificial !== undefined)
    lines.push(`  ${citation('Law 12C2', lang)}: NS ${r.artificial.NS}, EW ${r.artificial.EW}`);
  // Euchre: the points in the order scored (law 4), the game, a deal that passes on.
  for (const p of r.points ?? []) lines.push(`    ${p.side} +${p.points} — ${laws(p.laws)}`);
  if (r.game !== undefined)
    lines.push(
      `  NS ${r.game.before.NS}–EW ${r.game.before.EW} → NS ${r.game.after.NS}–EW ${r.game.after.EW}${r.game.winner === null ? '' : ` (${W.game}: ${r.game.winner})`}`,
    );
  if (r.nextDeal !== undefined) lines.push(`  ${W.deal}: ${r.nextDeal}`);
  return lines;
}

/** A duty in words: `{suit}` and `{card}` filled in. */
function dutyText(o: Judgement['obligations'][number], lang: Lang): string {
  const W = CLI_WORDS[lang];
  const suit = o.suit === undefined ? '' : W.suits[o.suit as Suit];
  const text = W.obligations[o.kind as DutyKind]
    .replace('{suit}', suit)
    .replace('{card}', o.card === undefined ? '' : cardText(o.card));
  return `${text}${o.major === undefined ? '' : ` (${o.major ? W.major : W.minor})`}`;
}

function translatedText(judged: Extract<Judged, { ok: true }>, lang: Lang): string {
  const L = LABELS[lang];
  const W = CLI_WORDS[lang];
  const j = judged.judgement;
  const laws = (list: readonly string[]) => list.map((l) => citation(l, lang)).join(', ');
  const lines = [...stateText(judged.state, lang), ''];
  lines.push(`${L.irregularities}:${j.irregularities.length === 0 ? ` ${L.none}` : ''}`);
  for (const i of j.irregularities)
    lines.push(
      `  [${W.event} ${i.seq}] ${titleOf(judged.rulebook, i.kind, i.laws, lang)} ${W.by} ${i.offender}: ${W.statuses[i.status]} — ${laws(i.laws)}`,
    );
  if (j.pending !== null) {
    lines.push('', `${L.pending}: ${j.pending.chooser.join(' / ')} ${L.chooses}`);
    j.pending.options.forEach((o, n) => {
      const id = `${o.id}${o.suit ? ` ${o.suit}` : ''}${o.card ? ` ${o.card}` : ''}`;
      lines.push(`  ${n + 1}. ${o.text} (${laws(o.laws)}) [${id}]`);
    });
  }
  if (j.obligations.length > 0) {
    lines.push('', `${L.obligations}:`);
    for (const o of j.obligations) lines.push(`  ${o.seat}: ${dutyText(o, lang)} — ${laws(o.laws)}`);
  }
  if (j.next !== null)
    lines.push(
      '',
      `${L.next}: ${j.next.seat} — ${j.next.acts.map((a) => W.acts[a as keyof typeof W.acts] ?? a).join(' / ')}`,
    );
  lines.push(...resultText(j.result, lang));
  return `${lines.join('\n')}\n`;
}

/**
 * The judgement as JSON with words beside the ids, for `--lang`: the ids (kinds, statuses,
 * phases, option ids, seats, law citations) are never translated, so a program reads the same
 * JSON in every language; each gets a sibling in words in the language asked — `phaseText`;
 * per irregularity `title` (its provision's title) and `statusText`; per duty `text`; for the
 * next acts `actsText` — and the options' `text` is the rulebook's, in that language.
 */
export function judgementWithWords(judged: Extract<Judged, { ok: true }>, lang: Lang): unknown {
  const W = CLI_WORDS[lang];
  const j = judged.judgement;
  return {
    ...j,
    lang,
    phaseText: W.phases[j.phase],
    next:
      j.next === null
        ? null
        : { ...j.next, actsText: j.next.acts.map((a) => W.acts[a as keyof typeof W.acts] ?? a) },
    irregularities: j.irregularities.map((i) => ({
      ...i,
      title: titleOf(judged.rulebook, i.kind, i.laws, lang),
      statusText: W.statuses[i.status],
    })),
    obligations: j.obligations.map((o) => ({ ...o, text: dutyText(o, lang) })),
  };
}

/** The director's analysis of a record that judged: its record read again (it did read), then searched. */
function analysisOf(
  text: string,
  judged: Extract<Judged, { ok: true }>,
  timeLimitMs: number,
): Analysis | null {
  const record = parseRecord(text);
  if (!record.ok) return null;
  return analyse({ record: record.value, state: judged.state, rulebook: judged.rulebook }, { timeLimitMs });
}

type AnalysisLabels = {
  readonly [K in
    | 'title'
    | 'each'
    | 'claim'
    | 'concession'
    | 'of'
    | 'holds'
    | 'fails'
    | 'best'
    | 'defence'
    | 'stopped'
    | 'invalid'
    | 'before'
    | 'after'
    | 'nonOffending'
    | 'bounds'
    | 'nothing']: string;
};
const ANALYSIS_LABELS: { readonly [L in Lang]: AnalysisLabels } = {
  en: {
    title: 'Analysis (double dummy',
    each: 'each search at most',
    claim: 'claim by',
    concession: 'concession by',
    of: 'of',
    holds: 'holds whatever the opponents do',
    fails: 'does not hold',
    best: 'can take at most',
    defence: 'the defence that beats it (tricks the side can still take after each card)',
    stopped: 'not decided: the search stopped',
    invalid: 'not analysed',
    before: 'double dummy before the irregularity',
    after: 'after rectification',
    nonOffending: 'non-offending side',
    bounds: 'the search stopped; proven bounds',
    nothing: 'nothing to analyse: no disputed claim, no irregularity weighed at the end of the board',
  },
  nb: {
    title: 'Analyse (dobbel dummy',
    each: 'hvert søk høyst',
    claim: 'krav av',
    concession: 'innrømmelse av',
    of: 'av',
    holds: 'holder uansett hva motspillerne gjør',
    fails: 'holder ikke',
    best: 'kan ta høyst',
    defence: 'motspillet som slår det (stikk siden ennå kan ta etter hvert kort)',
    stopped: 'ikke avgjort: søket stoppet',
    invalid: 'ikke analysert',
    before: 'dobbel dummy før uregelmessigheten',
    after: 'etter korrigering',
    nonOffending: 'ikke-feilende side',
    bounds: 'søket stoppet; beviste grenser',
    nothing:
      'ingenting å analysere: intet omstridt krav, ingen uregelmessighet vurdert ved slutten av spillet',
  },
  ru: {
    title: 'Анализ (в открытую',
    each: 'каждый поиск не дольше',
    claim: 'претензия',
    concession: 'уступка',
    of: 'из',
    holds: 'выполняется при любой защите',
    fails: 'не выполняется',
    best: 'может взять не больше',
    defence: 'защита, которая её опровергает (взятки, которые сторона ещё может взять после каждой карты)',
    stopped: 'не решено: поиск остановлен',
    invalid: 'не проанализировано',
    before: 'в открытую до нарушения',
    after: 'после исправления',
    nonOffending: 'ненарушившая сторона',
    bounds: 'поиск остановлен; доказанные границы',
    nothing: 'нечего анализировать: нет оспоренной претензии и нарушений, оцениваемых в конце сдачи',
  },
};

/** The director's analysis, readably: the claim holds or fails (with the defence), and each equity line. */
export function analysisText(analysis: Analysis, lang: Lang): string {
  const L = ANALYSIS_LABELS[lang];
  const lines = ['', `${L.title}, ${L.each} ${analysis.timeLimitMs} ms):`];
  const c = analysis.claim;
  if (c !== undefined) {
    const head = `  ${c.kind === 'claim' ? L.claim : L.concession} ${c.seat} [event ${c.seq}]: ${c.side} ${c.tricks} ${L.of} ${c.tricksLeft}`;
    if (c.status === 'holds') lines.push(`${head} — ${L.holds} (${c.side} ${c.best})`);
    else if (c.status === 'fails') {
      lines.push(`${head} — ${L.fails}: ${c.side} ${L.best} ${c.best}`, `    ${L.defence}:`);
      for (let i = 0; i < c.defence.length; i += 4)
        lines.push(
          `      ${c.defence
            .slice(i, i + 4)
            .map((p) => `${p.seat} ${cardText(p.card)} (${p.canTake})`)
            .join('  ')}`,
        );
    } else if (c.status === 'stopped') lines.push(`${head} — ${L.stopped} (${c.stopped})`);
    else lines.push(`${head} — ${L.invalid}: ${c.error.kind}`);
  }
  for (const e of analysis.equity ?? []) {
    const head = `  [event ${e.seq}] ${e.kind} ${LABELS[lang].by} ${e.offender} (${L.nonOffending} ${e.nonOffending}): `;
    const after = `${L.after}: NS ${e.actual.NS}, EW ${e.actual.EW}`;
    if (e.status === 'solved')
      lines.push(`${head}${L.before}: NS ${e.doubleDummy.NS}, EW ${e.doubleDummy.EW}; ${after}`);
    else if (e.status === 'stopped')
      lines.push(
        `${head}${L.before}: ${L.bounds} NS ${e.bounds.NS.lower}–${e.bounds.NS.upper}, EW ${e.bounds.EW.lower}–${e.bounds.EW.upper} (${e.stopped}); ${after}`,
      );
    else lines.push(`${head}${L.invalid}: ${e.error.kind}; ${after}`);
  }
  if (c === undefined && (analysis.equity ?? []).length === 0) lines.push(`  ${L.nothing}`);
  return `${lines.join('\n')}\n`;
}
