import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeResultsPbn } from '../../src/session/export-pbn.js';
import { resultsPage } from '../../src/session/html.js';
import { PROFILES } from '../../src/session/profiles.js';
import { readResultsJson, readResultsPbn } from '../../src/session/read-results.js';
import type { Results } from '../../src/session/results.js';
import { type Method, type SessionScore, scoreSession } from '../../src/session/scoring.js';
import { makeUsebio } from '../../src/session/usebio.js';
import { checkStructure, parseXml, type Rule } from './xml-structure.js';

const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';

function session(): { results: Results; score: (m: Method) => SessionScore } {
  const input = JSON.parse(
    readFileSync(new URL('../fixtures/session/three-boards.json', import.meta.url), 'utf8'),
  ) as {
    event?: string;
    boards: { deal?: string; results: Record<string, unknown>[] }[];
    penalties?: unknown[];
  };
  input.event = 'Tuesday pairs';
  (input.boards[0] as { deal?: string }).deal = DEAL;
  (input.boards[0]?.results[0] as Record<string, unknown>)['rulings'] = [
    { law: 'Law 64A1', text: '1 trick transferred to NS' },
  ];
  input.penalties = [
    { board: 2, pair: '5', fraction: 0.25, imps: 1, points: 50, law: 'Law 90B4', reason: 'late arrival' },
  ];
  const r = readResultsJson(JSON.stringify(input));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const results = r.value;
  return {
    results,
    score: (m) => {
      const s = scoreSession(results, m, PROFILES.wbf);
      if (!s.ok) throw new Error(JSON.stringify(s.error));
      return s.value;
    },
  };
}

describe('the PBN results file', () => {
  test('ScoreTable and TotalScoreTable; read back, it scores the same', () => {
    const { results, score } = session();
    const mp = score('mp');
    const text = makeResultsPbn(results, mp);
    expect(text).toContain(
      '[ScoreTable "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;MP_NS\\6R;MP_EW\\6R;Adjusted\\7L"]',
    );
    expect(text).toContain('"1" "4" 4S S 10 420 4 0 -');
    expect(text).toContain('"1" "6" - - - - 2.4 1.6 A+/A-');
    expect(text).toContain(
      '[TotalScoreTable "Rank\\2R;PairId\\2R;Direction\\2L;TotalScoreMP\\7R;TotalPercentage\\6R"]',
    );
    expect(text).toContain(`[Deal "${DEAL}"]`);
    const back = readResultsPbn(text);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(back.value.event).toBe('Tuesday pairs');
    const again = scoreSession({ ...back.value, penalties: results.penalties }, 'mp', PROFILES.wbf);
    if (!again.ok) throw new Error('score');
    expect(again.value.ranking).toEqual(mp.ranking);
    expect(again.value.boards.map((b) => b.results.map((r) => [r.nsPoints, r.ewPoints]))).toEqual(
      mp.boards.map((b) => b.results.map((r) => [r.nsPoints, r.ewPoints])),
    );
  });
});

/** USEBIO 1.2 as documented (our reading, src/session/usebio.ts). */
const NUMBER = /^-?\d+(\.\d+)?$/;
const USEBIO: Readonly<Record<string, Rule>> = {
  USEBIO: { children: ['EVENT', 'HANDSET'], required: ['EVENT'], attributes: { Version: /^1\.2$/ } },
  EVENT: {
    children: ['EVENT_DESCRIPTION', 'BOARD_SCORING_METHOD', 'WINNER_TYPE', 'PARTICIPANTS', 'BOARD'],
    required: ['EVENT_DESCRIPTION', 'BOARD_SCORING_METHOD', 'PARTICIPANTS'],
    repeat: ['BOARD'],
    attributes: { EVENT_TYPE: /^(PAIRS|TEAMS)$/ },
  },
  EVENT_DESCRIPTION: { text: /.+/ },
  BOARD_SCORING_METHOD: { text: /^(MATCH_POINTS|CROSS_IMPS|BUTLER_IMPS|AGGREGATE|IMPS)$/ },
  WINNER_TYPE: { text: /^[12]$/ },
  PARTICIPANTS: { children: ['PAIR'], repeat: ['PAIR'], required: ['PAIR'] },
  PAIR: {
    children: ['PAIR_NUMBER', 'DIRECTION', 'PLACE', 'TOTAL_SCORE', 'PERCENTAGE'],
    required: ['PAIR_NUMBER', 'PLACE', 'TOTAL_SCORE'],
  },
  PAIR_NUMBER: { text: /^\w+$/ },
  DIRECTION: { text: /^(NS|EW|North|East|South|West)$/ },
  PLACE: { text: /^\d+$/ },
  TOTAL_SCORE: { text: NUMBER },
  PERCENTAGE: { text: NUMBER },
  BOARD: {
    children: ['BOARD_NUMBER', 'TRAVELLER_LINE', 'HAND'],
    required: ['BOARD_NUMBER'],
    repeat: ['TRAVELLER_LINE', 'HAND'],
  },
  BOARD_NUMBER: { text: /^\d+$/ },
  TRAVELLER_LINE: {
    children: [
      'NS_PAIR_NUMBER',
      'EW_PAIR_NUMBER',
      'CONTRACT',
      'PLAYED_BY',
      'TRICKS',
      'SCORE',
      'NS_MATCH_POINTS',
      'EW_MATCH_POINTS',
      'NS_IMPS',
      'EW_IMPS',
      'NS_POINTS',
      'EW_POINTS',
    ],
    required: ['NS_PAIR_NUMBER', 'EW_PAIR_NUMBER', 'CONTRACT'],
  },
  NS_PAIR_NUMBER: { text: /^\w+$/ },
  EW_PAIR_NUMBER: { text: /^\w+$/ },
  CONTRACT: { text: /^([1-7](C|D|H|S|NT)X{0,2}|P|ADJ)$/ },
  PLAYED_BY: { text: /^[NESW]$/ },
  TRICKS: { text: /^(\d|1[0-3])$/ },
  SCORE: { text: NUMBER },
  NS_MATCH_POINTS: { text: NUMBER },
  EW_MATCH_POINTS: { text: NUMBER },
  NS_IMPS: { text: NUMBER },
  EW_IMPS: { text: NUMBER },
  NS_POINTS: { text: NUMBER },
  EW_POINTS: { text: NUMBER },
  HANDSET: { children: ['BOARD'], repeat: ['BOARD'], required: ['BOARD'] },
  HAND: {
    children: ['DIRECTION', 'SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'],
    required: ['DIRECTION', 'SPADES', 'HEARTS', 'DIAMONDS', 'CLUBS'],
  },
  SPADES: { text: /^[AKQJT2-9]*$/ },
  HEARTS: { text: /^[AKQJT2-9]*$/ },
  DIAMONDS: { text: /^[AKQJT2-9]*$/ },
  CLUBS: { text: /^[AKQJT2-9]*$/ },
};

describe('USEBIO 1.2', () => {
  test.each(['mp', 'cross-imp', 'butler', 'total'] as const)(
    '%s: the file conforms to the documented structure',
    (m) => {
      const { results, score } = session();
      const xml = makeUsebio(results, score(m));
      expect(checkStructure(parseXml(xml), USEBIO)).toEqual([]);
    },
  );

  test('the traveller lines and the hand set carry the scores and the cards', () => {
    const { results, score } = session();
    const root = parseXml(makeUsebio(results, score('mp')));
    const event = root.children[0];
    const board1 = event?.children.find((c) => c.name === 'BOARD');
    const line = board1?.children.find((c) => c.name === 'TRAVELLER_LINE');
    expect(Object.fromEntries(line?.children.map((c) => [c.name, c.text]) ?? [])).toEqual({
      NS_PAIR_NUMBER: '1',
      EW_PAIR_NUMBER: '4',
      CONTRACT: '4S',
      PLAYED_BY: 'S',
      TRICKS: '10',
      SCORE: '420',
      NS_MATCH_POINTS: '4',
      EW_MATCH_POINTS: '0',
    });
    const north = root.children[1]?.children[0]?.children.find((c) => c.name === 'HAND');
    expect(north?.children.map((c) => c.text)).toEqual(['North', '8642', 'AKJ5', 'J', '9873']);
  });

  test('the structure check finds what is wrong', () => {
    const bad = parseXml(
      '<USEBIO Version="1.1"><EVENT EVENT_TYPE="PAIRS"><BOARD_SCORING_METHOD>MP</BOARD_SCORING_METHOD></EVENT></USEBIO>',
    );
    expect(checkStructure(bad, USEBIO)).toEqual([
      '/USEBIO: attribute Version="1.1"',
      '/USEBIO/EVENT/BOARD_SCORING_METHOD: text "MP"',
      '/USEBIO/EVENT: <EVENT_DESCRIPTION> missing',
      '/USEBIO/EVENT: <PARTICIPANTS> missing',
    ]);
  });
});

describe('the results page', () => {
  test('ranking, travellers, hand diagram, double-dummy table and par, rulings with their laws, penalties', () => {
    const { results, score } = session();
    const html = resultsPage(results, score('mp'), { timeLimitMs: 20000 });
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain('Ranking, North–South');
    expect(html).toContain('Ranking, East–West');
    expect(html).toContain('<td class="text">1</td><td>9.9</td><td>82.5</td>');
    expect(html).toContain('id="board-1"');
    expect(html).toContain('aria-label="double-dummy tricks"');
    expect(html).toMatch(/Par: [+-]?\d+ NS/);
    expect(html).toContain('1 trick transferred to NS (Law 64A1)');
    expect(html).toContain('Adjusted A+ / A- (Law 12C2)');
    expect(html).toContain('Board 2, pair 5: −1 (Law 90B4) — late arrival');
    expect(html).toContain('@media print');
  });

  test('names from the file cannot inject markup', () => {
    const { results, score } = session();
    const html = resultsPage({ ...results, event: '<script>alert(1)</script>' }, score('mp'), {
      analyse: false,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
