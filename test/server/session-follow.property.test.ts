/**
 * The evening links' tokens (ADR 0109), as properties over sessions of every movement and size:
 * each table's five tokens differ from each other and from every other table's; each admits its
 * own seat at its own table only; any other text is refused; the boards a table follows are
 * exactly its own, in round order.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  boardsAt,
  FOLLOWERS,
  followerOf,
  followTokens,
  physicalTables,
} from '../../src/server/session-follow.js';
import { SESSION_FORMAT, type SessionTable, type StoredSession } from '../../src/server/sessions.js';
import { buildMovement, type MovementKind } from '../../src/session/movement.js';
import { sessionPlan } from '../../src/session/plan.js';

function sessionOf(kind: MovementKind, tables: number, token: string, id: string): StoredSession | null {
  const movement = buildMovement(kind, tables);
  if (!movement.ok) return null;
  const plan = sessionPlan(movement.value, null, 1);
  if (!plan.ok) return null;
  const seated: SessionTable[] = plan.value.rounds.flatMap((r) =>
    r.tables.flatMap((t) =>
      t.boards.map((board) => ({
        round: r.round,
        table: t.table,
        board,
        ns: t.ns,
        ew: t.ew,
        id: `${r.round}-${t.table}-${board}`,
      })),
    ),
  );
  return {
    format: SESSION_FORMAT,
    id,
    token,
    publicToken: `${token}p`,
    created: 0,
    event: null,
    rulebook: 'wbf-2017',
    profile: 'wbf',
    method: 'mp',
    deals: 'random',
    plan: plan.value,
    boards: [],
    tables: seated,
  };
}

const sessions = fc
  .record({
    kind: fc.constantFrom<MovementKind>('mitchell', 'howell', 'teams'),
    tables: fc.integer({ min: 2, max: 8 }),
    token: fc.string({ minLength: 8, maxLength: 30 }),
    id: fc.stringMatching(/^[A-Za-z0-9_-]{4,10}$/),
  })
  .map(({ kind, tables, token, id }) => sessionOf(kind, kind === 'teams' ? 2 : tables, token, id))
  .filter((s): s is StoredSession => s !== null);

describe('Evening links (ADR 0109): tokens and boards, as properties', () => {
  test('every token differs; each admits its seat at its table only', () => {
    fc.assert(
      fc.property(sessions, (s) => {
        const all = followTokens(s);
        const flat = all.flatMap((f) => Object.values(f.tokens));
        expect(new Set(flat).size).toBe(flat.length);
        for (const f of all)
          for (const who of FOLLOWERS) {
            const tok = f.tokens[who];
            const at = followerOf(s, f.table, tok);
            expect(at.ok && at.value.seat).toBe(who);
            for (const other of physicalTables(s))
              if (other !== f.table) expect(followerOf(s, other, tok).ok).toBe(false);
          }
        // The director's own token is each table's director; the public token is nobody's.
        expect(followerOf(s, all[0]?.table ?? 1, s.token)).toMatchObject({
          ok: true,
          value: { seat: 'director' },
        });
        expect(followerOf(s, all[0]?.table ?? 1, s.publicToken).ok).toBe(false);
      }),
      { numRuns: 60 },
    );
  });

  test('any other text is refused at every table, with one message', () => {
    fc.assert(
      fc.property(sessions, fc.string({ maxLength: 40 }), (s, guess) => {
        const known = new Set([s.token, ...followTokens(s).flatMap((f) => Object.values(f.tokens))]);
        fc.pre(!known.has(guess));
        for (const n of physicalTables(s)) {
          const r = followerOf(s, n, guess);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.kind).toBe('bad-link');
        }
      }),
      { numRuns: 100 },
    );
  });

  test('a table follows exactly its own boards, round by round', () => {
    fc.assert(
      fc.property(sessions, (s) => {
        const followed = physicalTables(s).flatMap((n) => boardsAt(s, n));
        expect(followed.length).toBe(s.tables.length);
        for (const n of physicalTables(s)) {
          const rounds = boardsAt(s, n).map((t) => t.round);
          expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
          expect(boardsAt(s, n).every((t) => t.table === n)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
