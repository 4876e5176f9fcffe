/**
 * The fuzzer: random acts against a real server process for a bounded time. Tables of every
 * rulebook, four seat sockets and the director's each; acts of every kind from any link, with
 * any seat, card, `holder`, option and number, garbage frames and HTTP requests among them, and
 * between them the acts a careless table makes (so that boards get deep into play). It fails on
 * any crash of the server, any card a seat was sent but may not see (test/server/wire.ts), and
 * any `internal`/`internal-error` answer or HTTP 5xx. The seed is printed: `FUZZ_SEED=N` replays
 * the same acts; `FUZZ_SECONDS=N` runs longer (`npm run fuzz`). Runs the built server (dist/).
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, test } from 'vitest';
import { MAIN, seeded, spawnServer, tempDb } from './helpers.js';
import { fuzzAct, pick, RULEBOOKS, tableAct, tableBody } from './random-acts.js';
import { type Leak, Sitting } from './wire.js';

/** Seconds of fuzzing: 20 in the suite, at most 60 there; longer by hand with FUZZ_SECONDS. */
const SECONDS = Number(process.env['FUZZ_SECONDS'] ?? 20);
/** The seed: FUZZ_SEED, else a new one each run (printed, so that a failure can be replayed). */
const SEED = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
/** Rates per address lifted for the fuzzer's single client (`tablelaw serve --limits`). */
const UNTHROTTLED = [
  'createRate=1000000/1',
  'tablesPerAddress=1000000',
  'messageRate=1000000/1',
  'replayRate=1000000/1',
  'connectionsPerAddress=100000',
].join(',');
/** Acts per table at most before the fuzzer moves to a new table. */
const ACTS_PER_TABLE = 200;

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** HTTP requests a stranger might send: none may get a 5xx. */
async function strangeRequests(url: string, id: string, r: () => number): Promise<string[]> {
  const tries: [string, RequestInit][] = [
    [`/api/tables/${id}/record`, { headers: { authorization: 'Bearer nope' } }],
    [`/api/tables/${id}/record?token=nope`, {}],
    [`/api/tables/${id}/pbn`, {}],
    ['/api/tables/%00/record?token=x', {}],
    [
      '/api/tables',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"record":{"events":7}}' },
    ],
    [
      '/api/tables',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"game":"chess"}' },
    ],
    ['/api/tables', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
    ['/api/tables', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' }],
    ['/../../etc/passwd', {}],
    // A physical table's evening link (ADR 0109), asked by a stranger.
    ['/api/sessions/nope/tables/1', { headers: { authorization: 'Bearer nope' } }],
    ['/api/sessions/%00/tables/%ff', {}],
    ['/api/sessions/nope/tables/1?k=nope', {}],
    ['/api/sessions/nope/tables/99999999999999999999', { method: 'DELETE' }],
  ];
  const [path, init] = pick(r, tries) ?? ['/', {}];
  const res = await fetch(`${url}${path}`, init);
  const text = await res.text();
  return res.status >= 500 ? [`${path} ${res.status} ${text.slice(0, 300)}`] : [];
}

describe('the fuzzer — random acts against a real server', () => {
  test(
    `${SECONDS} s of random acts (holder and every act kind, garbage frames): no crash, no leak, no server error`,
    async () => {
      expect(existsSync(MAIN), `${MAIN} is missing: build first (npm run build)`).toBe(true);
      const r = seeded(SEED);
      console.log(`fuzz: seed ${SEED} (FUZZ_SEED=${SEED} replays it), ${SECONDS} s`);
      // One client plays every seat of every table here: the limits on one address's rate are
      // raised (they are tested in their own right), the caps on a table's log are not.
      const { child, url } = await spawnServer(tempDb(), children, [
        '--robot-delay',
        '0',
        '--limits',
        UNTHROTTLED,
      ]);
      let crash: string | null = null;
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => {
        stderr += String(d);
      });
      child.once('exit', (code, signal) => {
        crash = `the server exited (code ${code}, signal ${signal}): ${stderr.slice(-2000)}`;
      });
      const deadline = Date.now() + SECONDS * 1000;
      const leaks: Leak[] = [];
      const serverErrors: string[] = [];
      const recent: unknown[] = [];
      let tables = 0;
      let acts = 0;
      let recorded = 0;
      let withHolder = 0;
      try {
        while (Date.now() < deadline && crash === null) {
          const which = pick(r, RULEBOOKS) ?? RULEBOOKS[0];
          const sitting = await Sitting.create(url, tableBody(which, Math.floor(r() * 2 ** 31), r));
          if (typeof sitting === 'string') throw new Error(`table refused: ${sitting}`);
          tables++;
          try {
            for (let i = 0; i < ACTS_PER_TABLE && Date.now() < deadline && crash === null; i++) {
              const x = r();
              if (x < 0.5) {
                const act = fuzzAct(r, sitting.view('director').hands);
                recent.push({ table: sitting.id, ...act });
                if ('raw' in act) await sitting.raw(act.who, act.raw, act.answered);
                else await sitting.act(act.who, act.event);
              } else if (x < 0.97) {
                const act = tableAct(sitting, r);
                if (act === null) break;
                recent.push({ table: sitting.id, ...act });
                await sitting.act(act.who, act.event);
              } else if (x < 0.985) {
                await sitting.download();
              } else {
                serverErrors.push(...(await strangeRequests(url, sitting.id, r)));
              }
              if (recent.length > 12) recent.shift();
            }
            await sitting.download();
            await sitting.settle();
            leaks.push(...(await sitting.leaks()));
            recorded += sitting.recorded.length;
            withHolder += sitting.recorded.filter((e) => e['holder'] !== undefined).length;
            serverErrors.push(...sitting.serverErrors);
          } finally {
            acts += sitting.actsSent;
            sitting.close();
          }
        }
      } catch (e) {
        // A request left unanswered: the server died (reported below), or else the error is the test's.
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (crash === null && child.exitCode === null) throw e;
      }
      // Let an exit in flight be seen.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const crashes = crash === null ? 0 : 1;
      console.log(
        `fuzz: seed ${SEED}: ${tables} tables, ${acts} acts sent (${recorded} recorded, ${withHolder} with a holder), crashes ${crashes}, leaks ${leaks.length}, server errors ${serverErrors.length}`,
      );
      const context = `seed ${SEED}; the last acts: ${JSON.stringify(recent)}`;
      expect(crash, context).toBeNull();
      expect(leaks, context).toEqual([]);
      expect(serverErrors, context).toEqual([]);
    },
    (SECONDS + 60) * 1000,
  );
});
