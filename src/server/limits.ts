/**
 * The server's limits, all in one place with their defaults (docs/server.md lists them, ADR 0074
 * gives the reasons). Each is generous for real play — a board has at most a few hundred acts,
 * a club night a few dozen tables a player — and bounds what one client can make the server do
 * for everyone else. Tests override any of them through `ServeOptions.limits`.
 */

/** A token bucket: `burst` at once, then one more each `refillMs`. */
export type RateLimit = { readonly burst: number; readonly refillMs: number };

export type ServerLimits = {
  /** Events one table's log may hold (a board has at most a few hundred real acts). */
  readonly eventsPerTable: number;
  /** Of those, acts that move no card (attention, questions, claims, answers, findings). */
  readonly noCardActsPerTable: number;
  /** Unfinished tables one remote address may have created (since this process started). */
  readonly tablesPerAddress: number;
  /** Tables one club session may make (every round's boards at every table). */
  readonly tablesPerSession: number;
  /** Deals in one match (euchre's or Auction Bridge's rubber at one table, ADR 0104). */
  readonly dealsPerMatch: number;
  /** `POST /api/sessions` per address: a session makes many tables at once. */
  readonly sessionRate: RateLimit;
  /** Table creation (POST /api/tables), by remote address. */
  readonly createRate: RateLimit;
  /** Step-through replay requests, by remote address. */
  readonly replayRate: RateLimit;
  /** Messages from one WebSocket (a screen sends a few a second at most). */
  readonly messageRate: RateLimit;
  /** A socket that has not joined a table (a valid hello) this long after opening is closed. */
  readonly helloTimeoutMs: number;
  /** Every this often each socket is pinged; one that did not answer the last ping is dropped. */
  readonly pingIntervalMs: number;
  /** A socket whose unsent output exceeds this many bytes (a slow reader) is dropped. */
  readonly maxBufferedBytes: number;
  /** Open WebSockets from one remote address. */
  readonly connectionsPerAddress: number;
  /** Origins allowed to open `/ws` besides the server's own (e.g. `https://club.example`). */
  readonly allowedOrigins: readonly string[];
  /** A table nobody is joined to and nobody has acted at for this long is unloaded from memory. */
  readonly idleUnloadMs: number;
  /** How often loaded tables are looked over for unloading. */
  readonly sweepMs: number;
};

export const DEFAULT_LIMITS: ServerLimits = {
  eventsPerTable: 1000,
  noCardActsPerTable: 200,
  tablesPerAddress: 100,
  tablesPerSession: 400,
  dealsPerMatch: 200,
  sessionRate: { burst: 3, refillMs: 60_000 },
  createRate: { burst: 30, refillMs: 2000 },
  replayRate: { burst: 60, refillMs: 100 },
  messageRate: { burst: 100, refillMs: 20 },
  helloTimeoutMs: 10_000,
  pingIntervalMs: 30_000,
  maxBufferedBytes: 1024 * 1024,
  connectionsPerAddress: 256,
  allowedOrigins: [],
  idleUnloadMs: 10 * 60_000,
  sweepMs: 30_000,
};

/** The defaults with some limits replaced. */
export function limitsWith(overrides: Partial<ServerLimits> = {}): ServerLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

const NUMBERS = [
  'eventsPerTable',
  'noCardActsPerTable',
  'tablesPerAddress',
  'tablesPerSession',
  'dealsPerMatch',
  'helloTimeoutMs',
  'pingIntervalMs',
  'maxBufferedBytes',
  'connectionsPerAddress',
  'idleUnloadMs',
  'sweepMs',
] as const;
const RATES = ['createRate', 'replayRate', 'messageRate', 'sessionRate'] as const;

/**
 * Reads limits given on the command line (`tablelaw serve --limits …`): `NAME=VALUE` pairs
 * separated by commas; a number for most, `BURST/REFILL_MS` for a rate, origins separated by `|`
 * for `allowedOrigins` (`createRate=10/6000,allowedOrigins=https://a.example|https://b.example`).
 */
export function parseLimits(
  text: string,
): { ok: true; value: Partial<ServerLimits> } | { ok: false; error: string } {
  const out: { -readonly [K in keyof ServerLimits]?: ServerLimits[K] } = {};
  for (const pair of text.split(',').filter((p) => p.trim() !== '')) {
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (eq < 0) return { ok: false, error: `"${pair}" is not NAME=VALUE` };
    if ((NUMBERS as readonly string[]).includes(name)) {
      const n = Number(value);
      if (!Number.isSafeInteger(n) || n < 1) return { ok: false, error: `${name} is a whole number from 1` };
      out[name as (typeof NUMBERS)[number]] = n;
    } else if ((RATES as readonly string[]).includes(name)) {
      const m = /^(\d+)\/(\d+)$/.exec(value);
      const burst = Number(m?.[1]);
      const refillMs = Number(m?.[2]);
      if (m === null || burst < 1 || refillMs < 1)
        return { ok: false, error: `${name} is BURST/REFILL_MS, e.g. 30/2000` };
      out[name as (typeof RATES)[number]] = { burst, refillMs };
    } else if (name === 'allowedOrigins') {
      out.allowedOrigins = value.split('|').filter((o) => o !== '');
    } else
      return {
        ok: false,
        error: `unknown limit "${name}" (${[...NUMBERS, ...RATES, 'allowedOrigins'].join(', ')})`,
      };
  }
  return { ok: true, value: out };
}
