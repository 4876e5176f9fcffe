/**
 * The PostgreSQL table store on a real PostgreSQL server (started by the test in a temporary
 * directory): migrations, appends that two writers can never both make at one sequence number,
 * and the changes other processes hear.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MIGRATIONS, PostgresStore, parseChange, redactUrl } from '../../src/server/postgres-store.js';
import { SeqTaken, type StoreChange, type StoredTable } from '../../src/server/store.js';
import { type Cluster, startCluster } from './cluster.js';

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster();
}, 120_000);
afterAll(() => cluster?.stop());

async function open(): Promise<PostgresStore> {
  const store = await PostgresStore.open(cluster.url);
  if (!store.ok) throw new Error(store.error.message);
  return store.value;
}

let n = 0;
function table(events: unknown[] = []): StoredTable {
  n += 1;
  return {
    id: `t${n}-${Date.now()}`,
    header: { format: 'tablelaw/1', game: 'contract-bridge', board: { number: n } },
    tokens: { director: 'd', N: 'n', E: 'e', S: 's', W: 'w' },
    settings: { robots: [] },
    created: Date.now() + n,
    events,
  };
}

function heard(store: PostgresStore, test: (c: StoreChange) => boolean, ms = 5000): Promise<StoreChange> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no change heard')), ms);
    void store.shared.subscribe((c) => {
      if (!test(c)) return;
      clearTimeout(timer);
      resolve(c);
    });
  });
}

describe('PostgreSQL table store', () => {
  test('migrations: processes starting at once migrate once, and again is a no-op', async () => {
    const stores = await Promise.all([open(), open(), open()]);
    for (const s of stores) expect(await s.version()).toBe(MIGRATIONS.length);
    const again = await open();
    expect(await again.version()).toBe(MIGRATIONS.length);
    await Promise.all([...stores, again].map((s) => s.close()));
  });

  test('a database whose schema is newer than this tablelaw is refused with a reason', async () => {
    const pg = (await import('pg')).default;
    const url = `${cluster.url.replace(/\/postgres$/, '')}/newer`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE newer');
    await admin.end();
    const first = await PostgresStore.open(url);
    if (!first.ok) throw new Error(first.error.message);
    await first.value.close();
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    await c.query('INSERT INTO tablelaw_migrations (version, applied) VALUES ($1, 0)', [
      MIGRATIONS.length + 1,
    ]);
    await c.end();
    const second = await PostgresStore.open(url);
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.error.message).toMatch(/newer than this tablelaw/);
  });

  test('create, append, load: the log comes back as it was written, in order', async () => {
    const store = await open();
    const t = table([{ type: 'call', seat: 'N', call: '1H' }]);
    await store.create(t);
    await store.append(t.id, 1, { type: 'call', seat: 'E', call: 'P' });
    await store.append(t.id, 2, { type: 'call', seat: 'S', call: '4H', note: 'é ♥' });
    const loaded = await store.load(t.id);
    expect(loaded?.events).toEqual([
      ...t.events,
      { type: 'call', seat: 'E', call: 'P' },
      { type: 'call', seat: 'S', call: '4H', note: 'é ♥' },
    ]);
    expect(loaded?.tokens).toEqual(t.tokens);
    expect(await store.load('no-such-table')).toBeNull();
    expect((await store.list()).some((e) => e.id === t.id)).toBe(true);
    await store.saveSettings(t.id, { robots: ['E', 'W'] });
    expect((await store.load(t.id))?.settings).toEqual({ robots: ['E', 'W'] });
    await store.close();
  });

  test('a taken sequence number is refused (SeqTaken) and changes nothing', async () => {
    const store = await open();
    const t = table();
    await store.create(t);
    await store.append(t.id, 0, { type: 'call', seat: 'N', call: 'P' });
    await expect(store.append(t.id, 0, { type: 'call', seat: 'N', call: '1S' })).rejects.toBeInstanceOf(
      SeqTaken,
    );
    expect((await store.load(t.id))?.events).toEqual([{ type: 'call', seat: 'N', call: 'P' }]);
    await expect(store.append('no-such-table', 0, {})).rejects.toThrow(/no table/);
    await store.close();
  });

  test('two writers appending the same sequence number at once: the database takes exactly one', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const t = table();
    await a.create(t);
    for (let seq = 0; seq < 20; seq++) {
      const results = await Promise.allSettled([
        a.append(t.id, seq, { by: 'a', seq }),
        b.append(t.id, seq, { by: 'b', seq }),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const lost = results.find((r) => r.status === 'rejected');
      expect(lost?.status === 'rejected' && lost.reason instanceof SeqTaken).toBe(true);
    }
    expect((await a.load(t.id))?.events).toHaveLength(20);
    await Promise.all([a.close(), b.close()]);
  });

  test('another process hears each append at commit, with the table and the sequence number', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const t = table();
    const created = heard(b, (c) => c.kind === 'create');
    await a.create(t);
    expect(await created).toEqual({ kind: 'create', id: t.id });
    const appended = heard(b, (c) => c.kind === 'append');
    await a.append(t.id, 0, { type: 'call', seat: 'N', call: 'P' });
    // The event rides in the notification (it is small).
    expect(await appended).toEqual({
      kind: 'append',
      id: t.id,
      seq: 0,
      event: { type: 'call', seat: 'N', call: 'P' },
    });
    const big = heard(b, (c) => c.kind === 'append' && c.seq === 1);
    await a.append(t.id, 1, { type: 'call', seat: 'E', call: 'P', note: 'x'.repeat(9000) });
    // Too large to carry: only which event, read back from the table.
    expect(await big).toEqual({ kind: 'append', id: t.id, seq: 1 });
    expect((await b.shared.eventsFrom(t.id, 0))[0]).toEqual({ type: 'call', seat: 'N', call: 'P' });
    expect(await b.shared.eventsFrom(t.id, 0)).toHaveLength(2);
    expect(await b.shared.eventsFrom(t.id, 2)).toEqual([]);
    const settings = heard(b, (c) => c.kind === 'settings');
    await a.saveSettings(t.id, { robots: ['N'] });
    expect(await settings).toEqual({ kind: 'settings', id: t.id });
    expect(await b.shared.ready()).toBe(true);
    await Promise.all([a.close(), b.close()]);
    expect(await b.shared.ready()).toBe(false);
  });

  test('the listening connection lost: the store listens again and asks for a resync', async () => {
    const store = await PostgresStore.open(cluster.url, { relistenMs: 50 });
    if (!store.ok) throw new Error(store.error.message);
    const resync = heard(store.value, (c) => c.kind === 'resync', 10_000);
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'tablelaw-listen'",
    );
    await admin.end();
    expect(await resync).toEqual({ kind: 'resync' });
    await store.value.close();
  });

  test('an unreachable database: open fails with a reason naming it (the password hidden)', async () => {
    const store = await PostgresStore.open('postgres://someone:secret@127.0.0.1:1/nowhere');
    expect(store.ok).toBe(false);
    if (!store.ok) {
      expect(store.error.kind).toBe('store-open');
      expect(store.error.message).not.toContain('secret');
    }
    expect(redactUrl('postgres://u:pw@h/db')).toBe('postgres://u:***@h/db');
  });

  test('notification payloads: only the known shapes are changes', () => {
    expect(parseChange('a:12:abc')).toEqual({ kind: 'append', id: 'abc', seq: 12 });
    expect(parseChange('a:3:a:b')).toEqual({ kind: 'append', id: 'a:b', seq: 3 });
    expect(parseChange('a:3:x\n{"type":"play","seat":"N","card":"SA"}')).toEqual({
      kind: 'append',
      id: 'x',
      seq: 3,
      event: { type: 'play', seat: 'N', card: 'SA' },
    });
    // A payload whose JSON does not parse still says which table to catch up.
    expect(parseChange('a:3:x\n{oops')).toEqual({ kind: 'append', id: 'x', seq: 3 });
    expect(parseChange('c:x')).toEqual({ kind: 'create', id: 'x' });
    expect(parseChange('s:x')).toEqual({ kind: 'settings', id: 'x' });
    for (const bad of ['', 'a:', 'a:x:', 'a:-1:x', 'a:1.5:x', 'a:1:', 'z:x', 'c:'])
      expect(parseChange(bad)).toBeNull();
  });
});
