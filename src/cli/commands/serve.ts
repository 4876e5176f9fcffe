/**
 * `tablelaw serve [--port P] [--db FILE] [--demo]`: the table server and the director's console
 * (src/server, src/web) on 127.0.0.1. Runs until stopped (Ctrl-C, SIGTERM), then closes
 * cleanly: acts in flight are stored before the database closes.
 */

import type { Result } from '../../core/result.js';
import { demoSpec } from '../../server/demo.js';
import { parseLimits } from '../../server/limits.js';
import { isPostgresUrl, PostgresStore } from '../../server/postgres-store.js';
import { startServer } from '../../server/server.js';
import { setupSqlite } from '../../server/sqlite-setup.js';
import { SqliteStore } from '../../server/sqlite-store.js';
import type { StoreError, TableStore } from '../../server/store.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';

const HELP = `tablelaw serve — the table server and the director's console

Usage: tablelaw serve [--port P] [--db FILE] [--demo] [--host H] [--robot-delay MS]
                      [--limits NAME=VALUE,…]

  --port P          port to listen on (default 8080; 0 picks a free one)
  --db FILE|URL     where every table's log is kept: a SQLite file (default tablelaw.db;
                    ":memory:" keeps nothing) or a PostgreSQL database
                    (postgres://user@host/dbname), which several server processes may
                    share (docs/server.md). Default: the environment's TABLELAW_DB
  --demo            create a demo table (a lead out of turn is a few clicks away) and
                    print its links
  --host H          interface to listen on (default 127.0.0.1: this machine only)
  --robot-delay MS  how long the computer player waits before each card (default 400)
  --limits L        limits other than the defaults (docs/server.md), e.g.
                    "tablesPerAddress=20,createRate=10/6000,allowedOrigins=https://club.example"

Open the printed URL in a browser. Each table has a director's link (sees all four hands,
rules, may act for anyone) and one link a seat (sees what that seat may see). Every act is
judged by the laws and stored before it is acknowledged; a restart resumes every table.
Stop with Ctrl-C.
`;

export type ServeHooks = {
  /** Resolves when the server should stop (default: SIGINT or SIGTERM). */
  readonly stopped?: Promise<void>;
};

function signalled(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

export function makeServeCommand(hooks: ServeHooks = {}): Command {
  return {
    name: 'serve',
    summary: "serve tables and the director's console over HTTP and WebSocket",
    help: HELP,
    async run(args: readonly string[], io: Io): Promise<number> {
      const parsed = readArgs(
        io,
        { name: 'serve', help: HELP },
        args,
        {
          port: { type: 'string', short: 'p' },
          db: { type: 'string' },
          demo: { type: 'boolean' },
          host: { type: 'string' },
          'robot-delay': { type: 'string' },
          limits: { type: 'string' },
        },
        false,
      );
      if (typeof parsed === 'number') return parsed;
      const port = Number(parsed.values.port ?? '8080');
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        return usageError(io, 'serve', '--port is 0..65535');
      const robotDelay = Number(parsed.values['robot-delay'] ?? '400');
      if (!Number.isInteger(robotDelay) || robotDelay < 0)
        return usageError(io, 'serve', '--robot-delay is milliseconds');
      const limits = parseLimits(parsed.values.limits ?? '');
      if (!limits.ok) return usageError(io, 'serve', `--limits: ${limits.error}`);
      const file = parsed.values.db ?? process.env['TABLELAW_DB'] ?? 'tablelaw.db';
      const openStore = async (): Promise<Result<TableStore, StoreError>> =>
        isPostgresUrl(file) ? await PostgresStore.open(file) : await SqliteStore.open(file);
      let store = await openStore();
      if (!store.ok && store.error.kind === 'store-unavailable' && !isPostgresUrl(file)) {
        if (await setupSqlite({ write: (text) => io.err(text) })) store = await openStore();
      }
      if (!store.ok) {
        io.err(`tablelaw serve: ${store.error.message}\n`);
        return EXIT_INVALID;
      }
      let server: Awaited<ReturnType<typeof startServer>>;
      try {
        server = await startServer({
          store: store.value,
          port,
          hostname: parsed.values.host ?? '127.0.0.1',
          robotDelay,
          limits: limits.value,
        });
      } catch (e) {
        await store.value.close();
        io.err(
          `tablelaw serve: cannot listen on port ${port}: ${e instanceof Error ? e.message : String(e)}\n`,
        );
        return EXIT_INVALID;
      }
      // Tables load on demand (ADR 0074): a table whose log does not replay is quarantined when
      // first asked for, and reported then in the log (standard error), one line each.
      io.out(
        `tablelaw serve: ${server.url}/  (tables in ${store.value.info.file} via ${store.value.info.driver}; ${server.host.size} stored, loaded on demand)\n`,
      );
      if (parsed.values.demo) {
        const demo = await server.host.create(demoSpec());
        if (demo.ok) {
          const links = server.links(demo.value);
          io.out(
            [
              '',
              "Demo table — South declares 4♠ and West is on lead. Click one of East's cards to lead out of turn:",
              `  director (all hands):  ${links.director}`,
              `  North ${links.N}`,
              `  East  ${links.E}`,
              `  South ${links.S}`,
              `  West  ${links.W}`,
              '',
              'Stop with Ctrl-C.',
              '',
            ].join('\n'),
          );
        }
      }
      await (hooks.stopped ?? signalled());
      await server.close();
      io.out('tablelaw serve: stopped; every table is stored.\n');
      return EXIT_OK;
    },
  };
}

export const serveCommand: Command = makeServeCommand();
