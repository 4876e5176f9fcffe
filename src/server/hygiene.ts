/**
 * Connection hygiene for the WebSocket side (ADR 0074): a socket must join a table soon after it
 * opens, must answer pings, must read what it is sent, and one address may hold only so many.
 * What happens to a socket that fails is closing it (with a close code and reason that say why)
 * or, for a dead or stalled one, dropping it at once.
 */
import type { IncomingMessage } from 'node:http';
import type { WebSocket } from 'ws';
import type { ServerLimits } from './limits.js';

/** Close codes (4000–4999 are the application's): why the server closed a socket. */
export const CLOSE_NO_HELLO = 4008;

/** The remote address of a request (the key of per-address limits). */
export function addressOf(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Whether a browser page of `origin` may open `/ws` of the server at `host` (its Host header):
 * the server's own origin, or one the limits allow. No Origin header is a client that is not a
 * browser page (a script, a test), which no page can forge: allowed.
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  limits: ServerLimits,
): boolean {
  if (origin === undefined) return true;
  if (limits.allowedOrigins.includes(origin)) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && host !== undefined && url.host === host;
}

/** Counts open sockets by address. */
export class AddressCount {
  private readonly counts = new Map<string, number>();
  count(address: string): number {
    return this.counts.get(address) ?? 0;
  }
  add(address: string): void {
    this.counts.set(address, this.count(address) + 1);
  }
  remove(address: string): void {
    const n = this.count(address) - 1;
    if (n <= 0) this.counts.delete(address);
    else this.counts.set(address, n);
  }
}

type Watched = { alive: boolean };

/**
 * Pings every socket each `pingIntervalMs`; a socket that has not answered the previous ping
 * (a dead peer, a cut network) is dropped. Returns the function that stops the pinging.
 */
export function keepAlive(sockets: () => Iterable<WebSocket>, limits: ServerLimits): () => void {
  const watched = new WeakMap<WebSocket, Watched>();
  const timer = setInterval(() => {
    for (const ws of sockets()) {
      let w = watched.get(ws);
      if (w === undefined) {
        w = { alive: true };
        watched.set(ws, w);
        const mark = w;
        ws.on('pong', () => {
          mark.alive = true;
        });
      }
      if (!w.alive) {
        ws.terminate();
        continue;
      }
      w.alive = false;
      if (ws.readyState === ws.OPEN) ws.ping();
    }
  }, limits.pingIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Sends a frame unless the socket is a slow reader: when what it has not yet taken exceeds
 * `maxBufferedBytes`, it is dropped instead (its screen joins again and gets the whole state),
 * so one client that does not read cannot make the server hold ever more memory for it.
 */
export function sendOrDrop(ws: WebSocket, text: string, limits: ServerLimits): void {
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > limits.maxBufferedBytes) {
    ws.terminate();
    return;
  }
  ws.send(text);
}
