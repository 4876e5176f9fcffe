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
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { cardText, invalidMessage, judgementText, stateText } from './judge.js';

const HELP = `tablelaw replay — show a tablelaw record's play trick by trick, with rulings

Usage: tablelaw replay RECORD [--lang en|nb|ru]

  RECORD        a tablelaw record (JSON, format "tablelaw/1")
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
    const file = io.readFile(path);
    if (!file.ok) return usageError(io, 'replay', file.message);
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
      lines.push(...describeStep(before, after, event, seq, lang, rulebook.optionText.bind(rulebook)));
      if (corrected !== undefined)
        lines.push(
          `       ↺ the board judged again from event ${corrected.replaces}: ${eventText(corrected.ruling)}`,
        );
    });
    if (replayed.state === null || replayed.error !== undefined) {
      io.out(`${lines.join('\n')}\n`);
      io.err(`tablelaw replay: ${invalidMessage(replayed.error as NonNullable<typeof replayed.error>)}\n`);
      return EXIT_INVALID;
    }
    const state = replayed.state;
    if (replayed.course.voided.length > 0)
      lines.push(
        '',
        `Void after a correction (kept in the record, without effect): events ${replayed.course.voided.join(', ')}`,
      );
    const judgement = judgementOf(state, rulebook, lang);
    lines.push(
      '',
      judgementText({ ok: true, state, rulebook, judgement, course: replayed.course }, lang).trimEnd(),
    );
    io.out(`${lines.join('\n')}\n`);
    return EXIT_OK;
  },
};

function eventText(event: RecordEvent): string {
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
): string[] {
  const out = [`  [${at}] ${eventText(event)}`];
  for (const i of after.irregularities) {
    const old = before.irregularities.find((x) => x.seq === i.seq);
    if (old === undefined)
      out.push(`       ! ${i.kind} by ${i.offender}: ${i.status} (${i.laws.join(', ')})`);
    else if (old.status !== i.status || old.laws.length !== i.laws.length)
      out.push(`       → ${i.kind} [event ${i.seq}]: ${i.status} (${i.laws.join(', ')})`);
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
        `  Trick ${after.tricks.length}: ${t.plays.map((p) => `${p.seat} ${cardText(p.card)}`).join('  ')}  → ${t.winner}`,
      );
  }
  return out;
}
