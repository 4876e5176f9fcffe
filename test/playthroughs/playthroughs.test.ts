/**
 * Golden playthroughs: complete boards with irregularities. Each record is committed as
 * `NAME.json` beside its `tablelaw judge` output (`NAME.judge.txt`, `NAME.judge-json.txt`) and its
 * `tablelaw replay` output (`NAME.replay.txt`); the test replays the committed record and diffs.
 * After an intended change regenerate them with:  UPDATE_GOLDEN=1 npx vitest run test/playthroughs
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Io } from '../../src/cli/command.js';
import { judgeCommand } from '../../src/cli/commands/judge.js';
import { replayCommand } from '../../src/cli/commands/replay.js';
import { makeRecord } from '../../src/notation/record/record.js';
import { type Board, given } from '../laws/given.js';
import { AUCTION_BOARDS } from './auction-boards.js';

const here = dirname(fileURLToPath(import.meta.url));
const { UPDATE_GOLDEN } = process.env;
const update = UPDATE_GOLDEN === '1';

const BOARDS: { readonly [name: string]: () => Board } = {
  'opening-lead-out-of-turn-spread': () => given().play('N', 'C9').elect('E', 'spread-hand').continuePlay(),
  'opening-lead-out-of-turn-refused': () =>
    given().play('N', 'C9').elect('E', 'reject-lead').elect('E', 'forbid-suit', { suit: 'C' }).continuePlay(),
  'revoke-64a1-two-tricks': () =>
    given().plays('S:C4 W:C6 N:H5 E:C2').continuePlay().elect('director', 'keep-result'),
  'revoke-64a2-one-trick': () =>
    given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay().elect('director', 'keep-result'),
  'revoke-64b1-no-trick-after': () =>
    given()
      .plays('S:C4 W:C6 N:S2 E:C2 W:CT N:C7')
      .add({ type: 'claim', seat: 'E', tricks: 12 })
      .add({ type: 'agree', seat: 'S' })
      .elect('director', 'keep-result'),
  'revoke-64b3-dummy': () =>
    given().plays('S:C4 W:D6 N:C3 E:C2').continuePlay().elect('director', 'keep-result'),
  'revoke-corrected-penalty-card': () =>
    given()
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'ask', seat: 'E', of: 'N', about: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3')
      .continuePlay(),
  'penalty-card-not-played-rejected': () =>
    given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' })
      .plays('W:D6 N:DJ E:DK S:D2 E:D7 S:D3 W:D8 N:S2')
      .elect('E', 'reject-card', { card: 'HA' })
      .continuePlay(),
};

function run(command: typeof judgeCommand, args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const io: Io = {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    readFile: (path) => ({ ok: true, text: readFileSync(path, 'utf8') }),
  };
  const code = command.run(args, io) as number;
  return { code, out, err };
}

describe('golden playthroughs', () => {
  for (const [name, build] of Object.entries({ ...BOARDS, ...AUCTION_BOARDS })) {
    test(name, () => {
      const recordPath = join(here, `${name}.json`);
      if (update || !existsSync(recordPath)) writeFileSync(recordPath, makeRecord(build().record));
      const outputs = {
        'judge.txt': run(judgeCommand, [recordPath]),
        'judge-json.txt': run(judgeCommand, [recordPath, '--json']),
        'replay.txt': run(replayCommand, [recordPath]),
      };
      for (const [suffix, r] of Object.entries(outputs)) {
        expect(r.code, r.err).toBe(0);
        const golden = join(here, `${name}.${suffix}`);
        if (update || !existsSync(golden)) writeFileSync(golden, r.out);
        expect(r.out).toBe(readFileSync(golden, 'utf8'));
      }
    });
  }
});
