/**
 * The calls awaiting the director's ruling on an auction irregularity (Laws 27, 29 …): while a
 * decision is open, the calls of the log from the irregularity it is about on — the irregular
 * call and any made after it — which the view's auction, holding only the calls that stand,
 * leaves out. They were made aloud at the table, so each seat's own log holds them. Pure.
 */
import type { TableView } from '../../server/engine.js';

export type AwaitingCall = { readonly seat: string; readonly call: string };

/** `log` is the seat's log of events; only its first `view.seq` are the view's. */
export function awaitingCalls(
  view: TableView,
  log: readonly { readonly [key: string]: unknown }[],
): AwaitingCall[] {
  if (view.pending === null || view.pending.about < 0) return [];
  const calls: AwaitingCall[] = [];
  for (const e of log.slice(view.pending.about, view.seq)) {
    const seat = e['seat'];
    const call = e['call'];
    if (e['type'] === 'call' && typeof seat === 'string' && typeof call === 'string')
      calls.push({ seat, call });
  }
  return calls;
}
