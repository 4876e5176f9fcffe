/** Helpers for the server tests: a server on loopback with a temporary database, and a WebSocket client. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { type RunningServer, startServer } from '../../src/server/server.js';
import { sqliteDriver } from '../../src/server/sqlite-driver.js';
import { SqliteStore } from '../../src/server/sqlite-store.js';

/**
 * The SQLite driver the store uses on the Node running the tests (`TABLELAW_SQLITE`, else the
 * first that works: `node:sqlite` on Node >= 22.13, `better-sqlite3` before). The server tests
 * name it in their titles, so the output says which driver ran; none at all fails every test
 * of the file with the reason.
 */
export const DRIVER: string = await (async () => {
  const found = await sqliteDriver(process.env['TABLELAW_SQLITE']);
  if (!found.ok) throw new Error(found.error.message);
  return found.value.name;
})();

export function tempDb(): string {
  return join(mkdtempSync(join(tmpdir(), 'tablelaw-')), 'tables.db');
}

export async function openStore(file: string): Promise<SqliteStore> {
  const store = await SqliteStore.open(file);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

export async function serve(file = tempDb(), robotDelay = 0): Promise<RunningServer> {
  return startServer({ store: await openStore(file), port: 0, robotDelay, random: seeded(7) });
}

export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Message = { readonly type: string; readonly [key: string]: unknown };

/** A WebSocket client that keeps every message received, as text and parsed. */
export class Client {
  readonly texts: string[] = [];
  readonly messages: Message[] = [];
  private waiters: { test: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = String(data);
      const m = JSON.parse(text) as Message;
      this.texts.push(text);
      this.messages.push(m);
      this.waiters = this.waiters.filter((w) => {
        if (!w.test(m)) return true;
        w.resolve(m);
        return false;
      });
    });
  }

  static async connect(url: string): Promise<Client> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Client(ws);
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message (from now on) that passes `test`. */
  next(test: (m: Message) => boolean, timeout = 5000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting for a message')), timeout);
      this.waiters.push({
        test,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m);
        },
      });
    });
  }

  async request(message: unknown, test: (m: Message) => boolean): Promise<Message> {
    const answer = this.next(test);
    this.send(message);
    return answer;
  }

  async hello(table: string, token: string, lang = 'en'): Promise<Message> {
    const state = this.next((m) => m.type === 'state' || m.type === 'error');
    this.send({ type: 'hello', table, token, lang });
    return state;
  }

  close(): void {
    this.ws.close();
  }
}

/** The table id and token of a link `…/#t=ID&k=TOKEN`. */
export function linkParts(link: string): { table: string; token: string } {
  const hash = new URLSearchParams(link.slice(link.indexOf('#') + 1));
  return { table: hash.get('t') ?? '', token: hash.get('k') ?? '' };
}

/** The built server's entry point (`npm test` builds before testing). */
export const MAIN = 'dist/server/main.js';

/** Starts the built server as a child process on a free loopback port; resolves with its URL. */
export async function spawnServer(
  db: string,
  children: ChildProcess[],
  args: readonly string[] = ['--robot-delay', '0'],
): Promise<{ child: ChildProcess; url: string; driver: string; output: () => string }> {
  const child = spawn(process.execPath, [MAIN, '--port', '0', '--db', db, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const started = await new Promise<{ url: string; driver: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      const m = /(http:\/\/127\.0\.0\.1:\d+)\/.* via (\S+);/.exec(out);
      if (m !== null) {
        clearTimeout(timer);
        resolve({ url: m[1] as string, driver: m[2] as string });
      }
    });
    child.stderr?.on('data', (d: Buffer) => {
      out += String(d);
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, ...started, output: () => out };
}
