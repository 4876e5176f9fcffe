/**
 * `tablelaw replay RECORD [--lang en|nb|ru]`: the play of a tablelaw record trick by trick,
 * with each irregularity and ruling printed where it happened, then the judgement.
 * Invalid input exits 2 with the event named (the play up to it is shown first).
 */

import type { Seat } from '../../core/seat.js';
import { rulebookNamed } from '../../laws/registry.js';
import { firstDefect, parseRecord, type RecordEvent } from '../../notation/record/record.js';
import { replay } from '../../table/evolve.js';
import { judgementOf } from '../../table/judgement.js';
import { startTable } from '../../table/mechanics.js';
import { isLang, type Lang, offenderOf } from '../../table/rulebook.js';
import type { TableState } from '../../table/state.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, readInput, usageError } from '../command.js';
import { CLI_WORDS, citation } from '../words.js';
import { cardText, invalidMessage, judgementText, stateText, titleOf } from './judge.js';

const HELP = `tablelaw replay — show a tablelaw record's play trick by trick, with rulings

Usage: tablelaw replay RECORD [--lang en|nb|ru]

  RECORD        a tablelaw record (JSON, format "tablelaw/1"); - reads standard input
  --lang L      language of the law texts: en (default), nb, ru

Exit codes: 0 shown, 1 usage error, 2 invalid record or refused act (named by event index).
`;

export const replayCommand: Command = {
  name: 'replay',
  summary: 'show a tablelaw record trick by trick, with irregularities and rulings',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'replay', help: HELP }, args, { lang: { type: 'string' } }, true);
    if (typeof parsed === 'number') return parsed;
    const lang = parsed.values.lang ?? 'en';
    if (!isLang(lang)) return usageError(io, 'replay', `--lang is en, nb or ru, not "${lang}"`);
    const [path, ...extra] = parsed.positionals;
    if (path === undefined || extra.length > 0)
      return usageError(io, 'replay', 'give exactly one RECORD file');
    const file = readInput(io, 'replay', path);
    if (!file.ok) return file.code;
    const record = parseRecord(file.text);
    if (!record.ok) {
      io.err(`tablelaw replay: ${invalidMessage(firstDefect(record.error))}\n`);
      return EXIT_INVALID;
    }
    const found = rulebookNamed(record.value.rulebook);
    if (!found.ok) {
      io.err(`tablelaw replay: ${found.error.message} [${found.error.kind}]\n`);
      return EXIT_INVALID;
    }
    const start = startTable(record.value, found.value.game);
    if (!start.ok) {
      io.err(`tablelaw replay: ${start.error.message} [${start.error.kind}]\n`);
      return EXIT_INVALID;
    }
    const rulebook = found.value;
    const lines = [...stateText(start.value, lang), ''];
    const replayed = replay(record.value, rulebook, ({ seq, event, before, after, corrected }) => {
      lines.push(
        ...describeStep(before, after, event, seq, lang, rulebook.optionText.bind(rulebook), (kind, laws) =>
          lang === 'en' ? kind : titleOf(rulebook, kind, laws, lang),
        ),
      );
      if (corrected !== undefined)
        lines.push(
          `       ↺ ${CLI_WORDS[lang].judgedAgain} ${corrected.replaces}: ${eventText(corrected.ruling, lang)}`,
        );
    });
    if (replayed.state === null || replayed.error !== undefined) {
      io.out(`${lines.join('\n')}\n`);
      io.err(`tablelaw replay: ${invalidMessage(replayed.error as NonNullable<typeof replayed.error>)}\n`);
      return EXIT_INVALID;
    }
    const state = replayed.state;
    if (replayed.course.voided.length > 0)
      lines.push('', `${CLI_WORDS[lang].voided} ${replayed.course.voided.join(', ')}`);
    const judgement = judgementOf(state, rulebook, lang);
    lines.push(
      '',
      judgementText({ ok: true, state, rulebook, judgement, course: replayed.course }, lang).trimEnd(),
    );
    io.out(`${lines.join('\n')}\n`);
    return EXIT_OK;
  },
};

/** An event in words: English as the golden replays record it; Norwegian and Russian with their verbs. */
function eventText(event: RecordEvent, lang: Lang): string {
  if (lang === 'en') return englishEventText(event);
  const W = CLI_WORDS[lang];
  const act = `${event.seat === 'director' ? W.director : event.seat} ${W.done[event.type]}`;
  switch (event.type) {
    case 'play':
      return 'card' in event ? `${act} ${cardText(event.card)}` : `${act} ${event.cards.join(' ')}`;
    case 'elect':
      return `${act} ${event.option}${event.suit ? ` ${W.suits[event.suit]}` : ''}${event.card ? ` ${cardText(event.card)}` : ''}${event.tricks === undefined ? '' : ` (${event.tricks})`}`;
    case 'expose':
    case 'withdraw':
    case 'discard':
      return `${act} ${cardText(event.card)}`;
    case 'call':
      return `${act} ${event.call}`;
    case 'claim':
    case 'concede':
      return `${act} ${event.tricks}`;
    case 'attention':
      return `${act}${event.to ? ` → ${event.to}` : ''}`;
    default:
      return act;
  }
}

function englishEventText(event: RecordEvent): string {
  switch (event.type) {
    case 'play':
      return 'card' in event
        ? `${event.seat} plays ${cardText(event.card)}`
        : `${event.seat} plays ${event.cards.join(' ')}`;
    case 'elect':
      return `${event.seat} elects ${event.option}${event.suit ? ` ${event.suit}` : ''}${event.card ? ` ${event.card}` : ''}${event.tricks === undefined ? '' : ` (${event.tricks})`}`;
    case 'expose':
      return `${event.seat} exposes ${cardText(event.card)} (${event.how})`;
    case 'withdraw':
      return `${event.seat} withdraws ${cardText(event.card)}`;
    case 'call':
      return `${event.seat} calls ${event.call}`;
    case 'claim':
    case 'concede':
      return `${event.seat} ${event.type}s ${event.tricks}`;
    case 'ask':
      return `${event.seat} asks ${event.of} about ${event.about}`;
    case 'attention':
      return `${event.seat} draws attention${event.to ? ` to ${event.to}` : ''}`;
    case 'finding':
      return `${event.seat} finds ${event.fact}: ${String(event.value)}`;
    case 'correct':
      return `${event.seat} corrects event ${event.replaces}: ${event.option ?? String(event.value)}${event.suit ? ` ${event.suit}` : ''}${event.card ? ` ${event.card}` : ''}${event.tricks === undefined ? '' : ` (${event.tricks})`}`;
    case 'undo':
      return `${event.seat} undoes his last act (not an act at the table)`;
    default:
      return `${event.seat} ${event.type}`;
  }
}

function describeStep(
  before: TableState,
  after: TableState,
  event: RecordEvent,
  at: number,
  lang: Lang,
  optionText: (
    p: NonNullable<TableState['pending']>,
    o: NonNullable<TableState['pending']>['options'][number],
    l: Lang,
    offender?: Seat,
  ) => string,
  named: (kind: string, laws: readonly string[]) => string,
): string[] {
  const out = [`  [${at}] ${eventText(event, lang)}`];
  for (const i of after.irregularities) {
    const old = before.irregularities.find((x) => x.seq === i.seq);
    const status = lang === 'en' ? i.status : CLI_WORDS[lang].statuses[i.status];
    const laws = i.laws.map((l) => citation(l, lang)).join(', ');
    const W = CLI_WORDS[lang];
    if (old === undefined)
      out.push(`       ! ${named(i.kind, i.laws)} ${W.by} ${i.offender}: ${status} (${laws})`);
    else if (old.status !== i.status || old.laws.length !== i.laws.length)
      out.push(`       → ${named(i.kind, i.laws)} [${W.event} ${i.seq}]: ${status} (${laws})`);
  }
  if (after.pending !== null && after.pending !== before.pending) {
    const p = after.pending;
    out.push(
      `       ? ${p.chooser.join(' / ')}: ${p.options.map((o) => `${o.id}${o.suit ? ` ${o.suit}` : ''}${o.card ? ` ${o.card}` : ''}`).join(' | ')}`,
    );
    if (lang !== 'en' || p.options.length > 0)
      out.push(
        `         ${optionText(p, p.options[0] as (typeof p.options)[number], lang, offenderOf(after, p))} …`,
      );
  }
  if (after.tricks.length > before.tricks.length) {
    const t = after.tricks[after.tricks.length - 1];
    if (t !== undefined)
      out.push(
        `  ${CLI_WORDS[lang].trick} ${after.tricks.length}: ${t.plays.map((p) => `${p.seat} ${cardText(p.card)}`).join('  ')}  → ${t.winner}`,
      );
  }
  return out;
}
