import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import { decodePbn } from '../../../src/notation/pbn/charset.js';
import {
  isTokenSection,
  makeBoardPbn,
  makePbn,
  NOWHERE,
  type PbnBoardRecord,
  type PbnGameInput,
  type PbnSection,
  type PbnSectionToken,
  type PbnTagInput,
  parsePbn,
  parsePbnGames,
  readBoard,
  readBoards,
  resolvePbn,
  SUFFIXES,
} from '../../../src/notation/pbn/index.js';
import { randomBoard } from './boards.js';
import { fixture, withoutPositions } from './support.js';

const at = NOWHERE;
const chars = (s: string) => fc.constantFrom(...s.split(''));
const VALUE_CHARS = 'abcXYZ019 .,:;-#"\\{}[]%!?=$^*+å—\t';
const TEXT_CHARS = 'abcNSEW0129 .,:;-#=*+å';

const tagName = fc.oneof(
  fc.constantFrom('Event', 'Site', 'Date', 'Board', 'West', 'Dealer', 'Deal', 'Note', 'Auction', 'Play'),
  fc.constantFrom('OptimumResultTable', 'ScoreTable', 'Generator_2', 'x'),
);
const tagValue = fc.oneof(
  fc.string({ unit: chars(VALUE_CHARS), maxLength: 12 }),
  fc.constantFrom('#', '##', '##Club night'),
);
const word = (alphabet: string) => fc.string({ unit: chars(alphabet), minLength: 1, maxLength: 5 });
const trimmed = (s: string) => s.trimEnd();

const token: fc.Arbitrary<PbnSectionToken> = fc.oneof(
  word('ACDHNPSTXas1234567-').map((text) => ({ type: 'item' as const, text, at })),
  fc.constant({ type: 'end' as const, at }),
  fc.constant({ type: 'continue' as const, at }),
  fc.nat({ max: 40 }).map((index) => ({ type: 'note' as const, index, at })),
  fc.nat({ max: 255 }).map((value) => ({ type: 'nag' as const, value, at })),
  fc.constantFrom(...SUFFIXES).map((text) => ({ type: 'suffix' as const, text, at })),
  fc
    .constantFrom('I', 'S', 'R', 'L' as const)
    .map((letter) => ({ type: 'irregularity' as const, letter, at })),
  fc
    .string({ unit: chars(TEXT_CHARS), maxLength: 8 })
    .map((t) => ({ type: 'comment' as const, text: `{${t}}`, at })),
);

/** A line of tokens; it may end with a `;` comment or a brace comment over several lines. */
const tokenLine: fc.Arbitrary<PbnSectionToken[]> = fc.oneof(
  fc
    .tuple(
      fc.array(token, { minLength: 1, maxLength: 6 }),
      fc.option(
        fc.oneof(
          fc.string({ unit: chars(TEXT_CHARS), maxLength: 8 }).map((t) => `;${t}`.trimEnd()),
          fc
            .array(fc.string({ unit: chars(TEXT_CHARS), maxLength: 6 }).map(trimmed), {
              minLength: 2,
              maxLength: 3,
            })
            .map((parts) => `{${parts.join('\n')}}`),
        ),
        { nil: null },
      ),
    )
    .map(([tokens, comment]) =>
      comment === null ? tokens : [...tokens, { type: 'comment' as const, text: comment, at }],
    ),
  fc
    .string({ unit: chars(TEXT_CHARS), maxLength: 8 })
    .map((t) => [{ type: 'escape' as const, text: `%${t}`.trimEnd(), at }]),
);

const textLine = fc.oneof(
  fc
    .string({ unit: chars(TEXT_CHARS), minLength: 1, maxLength: 12 })
    .filter((s) => s.trim() !== '')
    .map(trimmed),
  fc.string({ unit: chars(TEXT_CHARS), maxLength: 8 }).map((t) => `{${t}}`),
);

function sectionFor(name: string): fc.Arbitrary<PbnSection | null> {
  if (isTokenSection(name))
    return fc.option(
      fc
        .array(tokenLine, { minLength: 1, maxLength: 4 })
        .map((lines): PbnSection => ({ kind: 'tokens', lines })),
      { nil: null },
    );
  return fc.option(
    fc.array(textLine, { minLength: 1, maxLength: 3 }).map((lines): PbnSection => ({ kind: 'text', lines })),
    { nil: null },
  );
}

const tag: fc.Arbitrary<PbnTagInput> = fc
  .tuple(tagName, tagValue)
  .chain(([name, value]) =>
    sectionFor(name).map((section): PbnTagInput => ({ name, value, at, valueAt: at, section })),
  );

const triviaLine = fc.constantFrom('% PBN 2.1', '% EXPORT', '%', '{ a comment }', '; remark', '{}');
/** Preamble lines: `''` never first and never twice in a row. */
const trivia = (allowTrailingBlank: boolean) =>
  fc.array(fc.tuple(triviaLine, fc.boolean()), { maxLength: 3 }).map((items) => {
    const lines: string[] = [];
    items.forEach(([line, blank]) => {
      lines.push(line);
      if (blank) lines.push('');
    });
    if (!allowTrailingBlank) while (lines.at(-1) === '') lines.pop();
    return lines;
  });

const game: fc.Arbitrary<PbnGameInput> = fc
  .tuple(trivia(true), fc.array(tag, { minLength: 1, maxLength: 6 }))
  .map(([preamble, tags]) => ({ preamble, tags }));

const file = fc
  .tuple(fc.array(game, { maxLength: 4 }), trivia(false))
  .map(([games, trailer]) => ({ games: resolvePbn(games), trailer }));

describe('parsePbn(makePbn(x)) gives x back', () => {
  test('for generated files (CRLF and LF)', () => {
    fc.assert(
      fc.property(file, fc.constantFrom('\r\n' as const, '\n' as const), (x, eol) => {
        const back = parsePbn(makePbn(x, { eol }));
        expect(back.ok).toBe(true);
        if (back.ok) expect(withoutPositions(back.value)).toEqual(withoutPositions(x));
      }),
      { numRuns: 300 },
    );
  });

  test('for board records: random deals, legal auctions, play that follows suit, claims', () => {
    const options = fc.record({
      seed: fc.nat(),
      number: fc.integer({ min: 1, max: 36 }),
      passOut: fc.boolean(),
      tricksPlayed: fc.integer({ min: 0, max: 13 }),
      extraCards: fc.integer({ min: 0, max: 3 }),
      annotate: fc.boolean(),
    });
    fc.assert(
      fc.property(options, ({ seed, annotate, ...o }) => {
        const base = randomBoard(seed, { ...o, passOut: o.passOut && seed % 3 === 0 });
        const record: PbnBoardRecord =
          annotate && base.auction !== null
            ? {
                ...base,
                auction: {
                  ...base.auction,
                  calls: base.auction.calls.map((c, i) => (i === 0 ? { ...c, note: 1, nags: [3, 25] } : c)),
                  notes: [{ index: 1, text: 'Strong: 16+ "HCP"' }],
                },
              }
            : base;
        const text = makeBoardPbn(record);
        const back = readBoard(expectOk(parsePbn(text)).games[0] as never);
        expect(back).toEqual({ ok: true, value: record });
      }),
      { numRuns: 150 },
    );
  });
});

describe('bad input never crashes', () => {
  const checkResult = (text: string) => {
    // Game by game: every error has a position; with no error, the same games as parsePbn.
    const games = parsePbnGames(text);
    for (const e of games.errors) expect(e.line).toBeGreaterThanOrEqual(1);
    const r = parsePbn(text);
    expect(r.ok).toBe(games.errors.length === 0);
    if (r.ok) expect(games.file).toEqual(r.value);
    if (!r.ok) {
      expect(r.error.line).toBeGreaterThanOrEqual(1);
      expect(r.error.column).toBeGreaterThanOrEqual(1);
      return;
    }
    for (const reading of readBoards(r.value))
      if (!reading.record.ok) expect(reading.record.error.line).toBeGreaterThanOrEqual(0);
  };

  test('arbitrary strings', () => {
    fc.assert(fc.property(fc.string({ maxLength: 200 }), checkResult), { numRuns: 300 });
  });

  test('strings of PBN characters', () => {
    const unit = chars('[]"{};%\\ \n\r\t=$!?^*+-#NSEWACDHTPX1234567ab');
    fc.assert(fc.property(fc.string({ unit, maxLength: 200 }), checkResult), { numRuns: 300 });
  });

  test('the club session with characters removed or inserted', () => {
    const text = fixture('club-session.pbn');
    const edit = fc.tuple(fc.nat({ max: text.length - 1 }), fc.nat({ max: 8 }), fc.string({ maxLength: 3 }));
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let t = text;
        for (const [pos, del, ins] of edits) t = t.slice(0, pos) + ins + t.slice(pos + del);
        checkResult(t);
      }),
      { numRuns: 200 },
    );
  });
});

describe('PBN 2.1 §2.2 — decoding a file’s bytes', () => {
  const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
  test('UTF-8 with a byte order mark gives the text back, whatever it holds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
        expect(decodePbn(bytes).text).toBe(text);
      }),
      { numRuns: 200 },
    );
  });
  test('Latin-1 with a header naming it gives the text back', () => {
    const unit = fc.integer({ min: 0x20, max: 0xff }).map((n) => String.fromCharCode(n === 0x7f ? 0x20 : n));
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 80 }), (text) => {
        const header = '%Content-type: text/x-pbn; charset=ISO-8859-1\n';
        expect(decodePbn(latin1(header + text)).text).toBe(header + text);
      }),
      { numRuns: 200 },
    );
  });
  test('without a header, a Latin-1 name with accented letters is Latin-1', () => {
    const letter = fc.constantFrom(...'ÅÆØåæøóéüößñçà'.split(''));
    const unit = fc.oneof(fc.constantFrom(...'abcdefgh '.split('')), letter);
    fc.assert(
      fc.property(fc.string({ unit, minLength: 1, maxLength: 40 }), letter, (rest, first) => {
        const text = `[Site "${first}${rest}"]\n`;
        expect(decodePbn(latin1(text))).toMatchObject({ text, charset: 'latin-1' });
      }),
      { numRuns: 200 },
    );
  });
});
