/**
 * The JSON Schema (draft 2020-12) of the tablelaw record, `tablelaw/1`, made from the record
 * checker's own tables (the keys of each event type, the games, rulebooks, option ids, ways of
 * exposing a card) so the two cannot drift: the file shipped in the package
 * (`schema/tablelaw-record-1.schema.json`) is this function's output, and a test checks both
 * that it is and that the schema and `validateRecord` agree on the repository's records.
 *
 * What the schema cannot say and the checker does: that the deal is a valid deal (52 different
 * cards, thirteen a hand), which depends on the game — the schema checks the deal's syntax.
 */
import { EXPOSURES, GAMES } from '../../table/event.js';
import { EVENT_KEYS, OPTION_IDS, RULEBOOK_NAMES } from './record.js';

type Schema = { readonly [key: string]: unknown };

/** A pattern that matches its letters in either case (JSON Schema patterns have no `i` flag). */
function anyCase(source: string): string {
  return source.replace(/\[[^\]]*\]|\\.|[A-Za-z]/g, (part) => {
    if (part.length !== 1)
      return part.startsWith('[')
        ? `[${part.slice(1, -1)}${part.slice(1, -1).toLowerCase()}${part.slice(1, -1).toUpperCase()}]`
        : part;
    return part.toLowerCase() === part.toUpperCase() ? part : `[${part.toUpperCase()}${part.toLowerCase()}]`;
  });
}

const SEAT: Schema = { enum: ['N', 'E', 'S', 'W'] };
const CARD: Schema = { type: 'string', pattern: '^[CDHS][2-9TJQKA]$' };
const SUIT: Schema = { enum: ['C', 'D', 'H', 'S'] };
/** Contract bridge (P, X, XX, 1C … 7NT; PASS, DBL, RDBL, AP), Euchre's making, Auction Bridge's royal spades and the declarations above seven. */
const CALL: Schema = {
  type: 'string',
  anyOf: [
    { pattern: `^\\s*${anyCase('(P|PASS|AP|X|DBL|XX|RDBL|[1-7](NT|N|C|D|H|S))')}\\s*$` },
    { pattern: '^(pass|order-up|assist|take-up|turn-down|alone|(make|alone) [CDHS])$' },
    { pattern: `^${anyCase('([1-7]RS|([89]|1[0-3])(C|D|H|S|RS|NT))')}$` },
  ],
};
const whole = (max: number): Schema => ({ type: 'integer', minimum: 0, maximum: max });
const TEXT: Schema = { type: 'string' };

/** The schema of each key an event may have. */
const KEY: { readonly [key: string]: Schema } = {
  seat: { anyOf: [SEAT, { const: 'director' }] },
  call: CALL,
  card: CARD,
  cards: { type: 'array', items: CARD, minItems: 2 },
  by: { const: 'dummy' },
  trick: whole(13),
  tricks: whole(13),
  words: { type: 'string', pattern: '^(high|low|win|anything|[CDHS]|[2-9TJQKA])$' },
  arranging: { type: 'boolean' },
  how: { enum: [...EXPOSURES] },
  holder: SEAT,
  statement: TEXT,
  of: SEAT,
  about: TEXT,
  // WBF Law 20: the explanation given; Law 33: a call made with the one recorded before it.
  answer: TEXT,
  simultaneous: { type: 'boolean' },
  to: TEXT,
  offender: SEAT,
  option: { enum: [...OPTION_IDS] },
  suit: SUIT,
  fact: TEXT,
  value: { type: ['string', 'number', 'boolean'] },
  replaces: { type: 'integer', minimum: 0 },
  // When the act was recorded (the table server stamps it): an instant in UTC.
  time: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,3})?Z$' },
};

/** The keys the record checker knows that this schema does not describe (none: a test keeps it so). */
export function keysWithoutSchema(): string[] {
  const keys = new Set(Object.values(EVENT_KEYS).flatMap((s) => [...s.required, ...s.optional]));
  return [...keys].filter((k) => KEY[k] === undefined).sort();
}

function eventSchema(
  type: string,
  spec: { readonly required: readonly string[]; readonly optional: readonly string[] },
): Schema {
  const properties: Record<string, unknown> = { type: { const: type } };
  for (const key of [...spec.required, ...spec.optional]) properties[key] = KEY[key] ?? {};
  const rules: Schema[] = [];
  if (type === 'play') rules.push({ oneOf: [{ required: ['card'] }, { required: ['cards'] }] });
  if (type === 'designate') rules.push({ oneOf: [{ required: ['card'] }, { required: ['words'] }] });
  if (type === 'finding' || type === 'correct') properties['seat'] = { const: 'director' };
  // Law 82C: a correction gives an election's option (with its parameters) or a finding's value.
  if (type === 'correct')
    rules.push({
      oneOf: [
        { required: ['option'], not: { required: ['value'] } },
        {
          required: ['value'],
          not: { anyOf: ['option', 'suit', 'card', 'trick', 'tricks'].map((k) => ({ required: [k] })) },
        },
      ],
    });
  if (type === 'play') properties['trick'] = whole(12);
  return {
    type: 'object',
    properties,
    required: ['type', ...spec.required],
    additionalProperties: false,
    ...(rules.length > 0 ? { allOf: rules } : {}),
  };
}

const DEAL_PATTERN =
  '^\\s*[NESWnesw]:\\s*(-|[2-9TJQKAtjqka]*\\.[2-9TJQKAtjqka]*\\.[2-9TJQKAtjqka]*\\.[2-9TJQKAtjqka]*)(\\s+(-|[2-9TJQKAtjqka]*\\.[2-9TJQKAtjqka]*\\.[2-9TJQKAtjqka]*\\.[2-9TJQKAtjqka]*)){3}\\s*$';

export const RECORD_SCHEMA_ID = 'https://tablelaw.dev/schema/tablelaw-record-1.schema.json';

/** The JSON Schema of a tablelaw record. */
export function recordSchema(): Schema {
  const events = Object.entries(EVENT_KEYS).map(([type, spec]) => eventSchema(type, spec));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: RECORD_SCHEMA_ID,
    title: 'tablelaw record (tablelaw/1)',
    description:
      'A board as played at the table: the game, the code of laws, the board, the contract (or the auction in the events) and the physical acts in order. docs/record-format.md describes each field.',
    type: 'object',
    required: ['format', 'game', 'rulebook', 'board', 'events'],
    additionalProperties: false,
    properties: {
      format: { const: 'tablelaw/1' },
      game: { enum: [...GAMES] },
      rulebook: { enum: [...RULEBOOK_NAMES] },
      board: { $ref: '#/$defs/board' },
      contract: { $ref: '#/$defs/contract' },
      events: { type: 'array', items: { $ref: '#/$defs/event' } },
    },
    allOf: [
      {
        anyOf: [
          {
            properties: {
              game: { const: 'euchre' },
              board: { required: ['upcard'], properties: { vulnerable: false } },
            },
          },
          {
            properties: {
              game: { not: { const: 'euchre' } },
              board: { required: ['vulnerable'], properties: { upcard: false, score: false } },
            },
          },
        ],
      },
      {
        anyOf: [
          { properties: { game: { const: 'auction-bridge' } } },
          { properties: { contract: { properties: { strain: { not: { const: 'RS' } } } } } },
        ],
      },
    ],
    $defs: {
      board: {
        type: 'object',
        required: ['number', 'dealer', 'deal'],
        additionalProperties: false,
        properties: {
          number: { type: 'integer', minimum: 1 },
          dealer: SEAT,
          vulnerable: { enum: ['None', 'NS', 'EW', 'All'] },
          deal: { type: 'string', pattern: DEAL_PATTERN },
          upcard: CARD,
          score: {
            type: 'object',
            required: ['NS', 'EW'],
            additionalProperties: false,
            properties: { NS: whole(4), EW: whole(4) },
          },
        },
      },
      contract: {
        type: 'object',
        required: ['level', 'strain', 'risk', 'declarer'],
        additionalProperties: false,
        properties: {
          level: { type: 'integer', minimum: 1, maximum: 7 },
          strain: { enum: ['C', 'D', 'H', 'S', 'NT', 'RS'] },
          risk: { enum: ['', 'X', 'XX'] },
          declarer: SEAT,
        },
      },
      event: {
        type: 'object',
        required: ['type'],
        properties: { type: { enum: Object.keys(EVENT_KEYS) } },
        oneOf: events,
      },
    },
  };
}
