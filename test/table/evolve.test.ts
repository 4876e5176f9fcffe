import { describe, expect, test } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { judgeCommand } from '../../src/cli/commands/judge.js';
import { replayCommand } from '../../src/cli/commands/replay.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { judgeText } from '../../src/notation/record/judge-text.js';
import { viewFor } from '../../src/table/view.js';
import { EXAMPLE_DEAL, given } from '../laws/given.js';
import { runCommand } from '../playthroughs/golden.js';

const record = (events: unknown[], extra: object = {}) =>
  JSON.stringify({
    format: 'tablelaw/1',
    game: 'contract-bridge',
    rulebook: 'wbf-2007',
    board: { number: 1, dealer: 'N', vulnerable: 'None', deal: EXAMPLE_DEAL },
    contract: { level: 4, strain: 'H', risk: '', declarer: 'E' },
    events,
    ...extra,
  });

/** A file system that holds the one record `text`, whatever the path. */
const holding =
  (text: string): Io['readFile'] =>
  () => ({ ok: true, text });

const cli = (text: string, json = true) =>
  runCommand(judgeCommand, json ? ['r.json', '--json'] : ['r.json'], holding(text));

describe('the table: regular play', () => {
  test('a whole board played legally ends with its result and score', () => {
    const j = given().continuePlay().judge();
    expect(j.phase).toBe('ended');
    expect(j.result).toEqual({ tricks: { NS: 4, EW: 9 }, transfers: [], score: { NS: 50, EW: 0 } });
  });
  test('a board from its auction: play starts when the auction ends', () => {
    const text = JSON.stringify({
      ...JSON.parse(record([])),
      contract: undefined,
      events: ['P', '1H', 'P', '4H', 'P', 'P', 'P'].map((call, i) => ({
        type: 'call',
        seat: 'NESW'[i % 4],
        call,
      })),
    });
    const j = judgeText(text);
    expect(j.ok && j.state.contract).toEqual({ level: 4, strain: 'H', risk: '', declarer: 'E' });
    expect(j.ok && j.judgement.next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test('views: each player sees his hand, dummy once faced, and the cards on the table', () => {
    const before = given().state;
    expect(viewFor(before, 'S', WBF_2007.game).hands.N).toEqual([]);
    expect(viewFor(before, 'S', WBF_2007.game).hands.W).toEqual([]);
    expect(viewFor(before, 'S', WBF_2007.game).hands.S).toHaveLength(13);
    const after = given().plays('S:C4').state;
    expect(after.dummyFaced).toBe(true);
    expect(viewFor(after, 'N', WBF_2007.game).hands.W).toHaveLength(13);
    expect(viewFor(after, 'N', WBF_2007.game).hands.E).toEqual([]);
    expect(viewFor(after, 'director', WBF_2007.game).hands.E).toHaveLength(13);
  });
});

describe("the judgement: DESIGN §4's example", () => {
  test('North, not South, led to the first trick: the judgement has exactly the shape of DESIGN §4', () => {
    const r = cli(record([{ type: 'play', seat: 'N', card: 'C9' }]));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      ok: true,
      phase: 'play',
      next: { seat: 'E', acts: ['elect'] },
      irregularities: [
        { seq: 0, kind: 'lead-out-of-turn', offender: 'N', status: 'pending', laws: ['Law 54'] },
      ],
      pending: {
        chooser: ['E'],
        options: [
          { id: 'spread-hand', laws: ['Law 54A'], text: expect.any(String) },
          { id: 'accept-lead', laws: ['Law 54B'], text: expect.any(String) },
          { id: 'reject-lead', laws: ['Law 54D', 'Law 56'], text: expect.any(String) },
        ],
      },
      obligations: [],
      result: null,
    });
  });
  test('with its last event the lead is accepted and play goes on', () => {
    const r = cli(
      record([
        { type: 'play', seat: 'N', card: 'C9' },
        { type: 'elect', seat: 'E', option: 'accept-lead' },
      ]),
    );
    expect(JSON.parse(r.out)).toMatchObject({ pending: null, next: { seat: 'E', acts: ['play'] } });
  });
  test('texts in Norwegian and Russian use the terms of the seeds', () => {
    const text = record([{ type: 'play', seat: 'N', card: 'C9' }]);
    const nb = runCommand(judgeCommand, ['r.json', '--json', '--lang', 'nb'], holding(text));
    expect(JSON.parse(nb.out).pending.options[0].text).toContain('blindemann');
    const ru = runCommand(judgeCommand, ['r.json', '--json', '--lang', 'ru'], holding(text));
    expect(JSON.parse(ru.out).pending.options[2].text).toContain('штрафной');
  });
});

describe('tablelaw replay', () => {
  test('invalid input exits 2 naming the event; the play up to it is shown', () => {
    const { code, out, err } = runCommand(
      replayCommand,
      ['r.json'],
      holding(
        record([
          { type: 'play', seat: 'S', card: 'C4' },
          { type: 'play', seat: 'W', card: 'C9' },
        ]),
      ),
    );
    expect(code).toBe(2);
    expect(out).toContain('[0] S plays ♣4');
    expect(err).toContain('event 1');
  });
});

describe('the table: refusals (bad input, exit code 2, nothing changed)', () => {
  test('an unknown key', () => {
    const r = cli(record([{ type: 'play', seat: 'S', card: 'C4', loud: true }]));
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out)).toEqual({
      ok: false,
      error: { kind: 'unknown-key', at: 0, message: 'event 0: "loud" is not a key of a play event' },
    });
  });
  test('an unknown rulebook', () => {
    const r = cli(record([], { rulebook: 'wbf-1893' }));
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).error.kind).toBe('unknown-rulebook');
  });
  test("a card not in the seat's hand", () => {
    const r = cli(
      record([
        { type: 'play', seat: 'S', card: 'C4' },
        { type: 'play', seat: 'W', card: 'C9' },
      ]),
    );
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).error).toEqual({
      kind: 'card-not-in-hand',
      at: 1,
      message: "C9 is not in W's hand",
    });
  });
  test('an election nobody offered', () => {
    const r = cli(
      record([
        { type: 'play', seat: 'S', card: 'C4' },
        { type: 'elect', seat: 'E', option: 'accept-lead' },
      ]),
    );
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).error).toMatchObject({ kind: 'not-offered', at: 1 });
  });
  test('an election by someone who is not the chooser', () => {
    const r = cli(
      record([
        { type: 'play', seat: 'N', card: 'C9' },
        { type: 'elect', seat: 'W', option: 'accept-lead' },
      ]),
    );
    expect(JSON.parse(r.out).error).toMatchObject({ kind: 'not-offered', at: 1 });
  });
  test('an act after the board ended', () => {
    const played = given().continuePlay();
    const r = cli(record([...played.events, { type: 'play', seat: 'N', card: 'S8' }]));
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).error).toMatchObject({ kind: 'board-ended', at: 52 });
  });
  test('the text output names the event', () => {
    const r = cli(
      record([
        { type: 'play', seat: 'S', card: 'C4' },
        { type: 'play', seat: 'W', card: 'C9' },
      ]),
      false,
    );
    expect(r.code).toBe(2);
    expect(r.err).toBe("tablelaw judge: event 1: C9 is not in W's hand [card-not-in-hand]\n");
  });
  test('a usage error exits 1', () => {
    const { code, err } = runCommand(judgeCommand, ['--lang', 'de', 'x.json']);
    expect(code).toBe(1);
    expect(err).toContain('--lang');
  });
});
