import { describe, expect, test } from 'vitest';
import { judgeText } from '../../../src/notation/record/judge-text.js';
import { makeRecord, parseRecord } from '../../../src/notation/record/record.js';
import { ordered } from './given.js';

describe('Law 4 — the game score before the hand (board.score)', () => {
  test('a euchre record with its score reads and writes back', () => {
    const record = ordered({ NS: 4, EW: 4 }).record;
    const parsed = parseRecord(makeRecord(record));
    expect(parsed.ok && parsed.value).toEqual(record);
  });
  test('a score out of range is a defect of the board', () => {
    const text = makeRecord(ordered({ NS: 4, EW: 4 }).record).replace('"EW": 4', '"EW": 5');
    const parsed = parseRecord(text);
    expect(!parsed.ok && parsed.error.defects.map((d) => d.path)).toEqual(['board.score']);
  });
  test('a euchre record has no contract', () => {
    const text = makeRecord(ordered().record).replace(
      '"events"',
      '"contract": { "level": 1, "strain": "H", "risk": "", "declarer": "E" },\n  "events"',
    );
    expect(judgeText(text)).toMatchObject({ ok: false, error: { kind: 'contract-invalid' } });
  });
  test('a trump card also dealt to a hand is refused', () => {
    const text = makeRecord(ordered().record).replace('"upcard": "H9"', '"upcard": "HJ"');
    expect(judgeText(text)).toMatchObject({ ok: false, error: { kind: 'deal-invalid' } });
  });
});

describe('Law 52 — judged in English, Norwegian and Russian', () => {
  test('the options of a lead out of turn in each language', () => {
    const text = makeRecord(ordered().play('N', 'SA').record);
    const texts = (['en', 'nb', 'ru'] as const).map((lang) => {
      const j = judgeText(text, lang);
      return j.ok ? j.judgement.pending?.options.map((o) => o.text) : [];
    });
    expect(texts[0]).toEqual([
      'call the card led in error (SA): it is an exposed card',
      'call a suit from him or his partner when it is next the turn of either to lead',
    ]);
    expect(texts[1]?.[0]).toContain('krev kortet');
    expect(texts[2]?.[0]).toContain('потребовать карту');
  });
});
