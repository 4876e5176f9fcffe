/**
 * The seats' links as QR codes (ADR 0087): the answer to a table's creation and the director's
 * welcome carry each seat link's code, drawn as SVG by the `qrcode` package; no seat's welcome
 * carries any link or code. The code holds the link itself (checked against the package's own
 * encoding of the link text, so a code of some other text would fail).
 */
import { afterEach, describe, expect, test } from 'vitest';
import { qrSvg } from '../../src/server/qr.js';
import type { RunningServer } from '../../src/server/server.js';
import { Client, DRIVER, linkParts, serve } from './helpers.js';

let server: RunningServer | null = null;
const clients: Client[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  server = null;
});

type Created = { links: Record<string, string>; qr: Record<string, string> };

describe(`the seats' links as QR codes (${DRIVER})`, () => {
  test('created: each seat link with its code (SVG of that link); the director welcomed with the same; a seat with none', async () => {
    server = await serve();
    const res = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ demo: true }),
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Created;
    expect(Object.keys(created.qr).sort()).toEqual(['E', 'N', 'S', 'W']);
    for (const seat of ['N', 'E', 'S', 'W']) {
      const svg = created.qr[seat] as string;
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toBe(await qrSvg(created.links[seat] as string));
      expect(svg).not.toBe(await qrSvg(`${created.links[seat]}x`));
    }
    const welcome = async (who: string) => {
      const client = await Client.connect(server?.url ?? '');
      clients.push(client);
      const { table, token } = linkParts(created.links[who] as string);
      const greeting = client.next((m) => m.type === 'welcome');
      await client.hello(table, token);
      return greeting;
    };
    const director = await welcome('director');
    expect(director['qr']).toEqual(created.qr);
    expect(director['links']).toEqual(created.links);
    const west = await welcome('W');
    expect(west['qr']).toBeUndefined();
    expect(west['links']).toBeUndefined();
  });
});
