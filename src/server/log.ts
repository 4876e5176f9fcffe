/**
 * The server's log of what went wrong inside it: one JSON object a line (structured, so a log
 * collector can read it), written to standard error by default. Only the server's own failures
 * are logged here — a bug caught at a handler, a table quarantined — never the acts at a table
 * (the event log is their record). The line names the table and what was being done; the error's
 * text and stack go to the log only, never to a client (they may name a hidden card).
 */

export type LogEntry = {
  /** `internal-error`: a handler failed; `table-quarantined`: a table's log does not replay. */
  readonly event: 'internal-error' | 'table-quarantined';
  /** Where: `ws-message`, `http`, `robot`, `load`, … */
  readonly where: string;
  readonly table?: string;
  readonly error: string;
  readonly stack?: string;
};

export type Log = (entry: LogEntry) => void;

/** The text and stack of anything thrown. */
export function describeError(e: unknown): { readonly error: string; readonly stack?: string } {
  if (e instanceof Error)
    return e.stack === undefined ? { error: String(e) } : { error: String(e), stack: e.stack };
  return { error: String(e) };
}

/** One line of the log: the entry with its time, as JSON. */
export function logLine(entry: LogEntry, now: Date = new Date()): string {
  return `${JSON.stringify({ time: now.toISOString(), level: 'error', ...entry })}\n`;
}

/** The default log: standard error. */
export const stderrLog: Log = (entry) => {
  process.stderr.write(logLine(entry));
};
