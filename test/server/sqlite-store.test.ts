import { describe, expect, test } from 'vitest';
import { isSqliteExperimentalWarning, sqliteDriver } from '../../src/server/sqlite-driver.js';
import { SqliteStore } from '../../src/server/sqlite-store.js';
import type { StoredTable } from '../../src/server/store.js';
import { DRIVER, tempDb } from './helpers.js';

/**
 * Every driver that works on the Node running the tests: `node:sqlite` on Node >= 22.13,
 * `better-sqlite3` where its binding is built for this Node (always on Node 20: `npm run setup`).
 * Each test below runs once per driver, and its title names the driver.
 */
const DRIVERS: readonly string[] = (
  await Promise.all(
    ['node:sqlite', 'better-sqlite3'].map(async (name) => ((await sqliteDriver(name)).ok ? name : null)),
  )
).filter((name): name is string => name !== null);

const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);

describe('SQLite drivers on this Node', () => {
  test(`the default driver (${DRIVER}) is one that works, and node:sqlite is used wherever Node has it unflagged (22.13+)`, () => {
    // One line in the run's output says which driver the store and server tests ran on.
    console.info(
      `SQLite on Node ${process.version}: server and durability tests via ${DRIVER}; store tests via ${DRIVERS.join(' and ')}`,
    );
    expect(DRIVERS).toContain(DRIVER);
    const unflagged = major > 22 || (major === 22 && minor >= 13);
    expect(DRIVERS.includes('node:sqlite')).toBe(unflagged);
    if (unflagged && process.env['TABLELAW_SQLITE'] === undefined) expect(DRIVER).toBe('node:sqlite');
  });

  test("Node 22's warning that node:sqlite is experimental is recognised, and no other warning", () => {
    const message = 'SQLite is an experimental feature and might change at any time';
    expect(isSqliteExperimentalWarning(message, ['ExperimentalWarning'])).toBe(true);
    expect(isSqliteExperimentalWarning(message, [{ type: 'ExperimentalWarning' }])).toBe(true);
    const asError = Object.assign(new Error(message), { name: 'ExperimentalWarning' });
    expect(isSqliteExperimentalWarning(asError, [])).toBe(true);
    expect(isSqliteExperimentalWarning(message, ['DeprecationWarning'])).toBe(false);
    expect(isSqliteExperimentalWarning('WASI is an experimental feature', ['ExperimentalWarning'])).toBe(
      false,
    );
    expect(isSqliteExperimentalWarning(message, [])).toBe(false);
  });
});

const table = (id: string, events: readonly unknown[] = []): StoredTable => ({
  id,
  header: { format: 'tablelaw/1', game: 'contract-bridge' },
  tokens: { director: `d-${id}`, N: `n-${id}`, E: `e-${id}`, S: `s-${id}`, W: `w-${id}` },
  settings: { robots: [] },
  created: 1,
  events,
});

describe.each(DRIVERS)('SQLite table store via %s', (driver) => {
  const openStore = async (file: string): Promise<SqliteStore> => {
    const store = await SqliteStore.open(file, driver);
    if (!store.ok) throw new Error(store.error.message);
    expect(store.value.info.driver).toBe(driver);
    return store.value;
  };

  test('runs in WAL mode with synchronous = FULL (an append is durable when it resolves)', async () => {
    const file = tempDb();
    const store = await openStore(file);
    await store.close();
    const again = await SqliteStore.open(file, driver);
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(await again.value.pragmas()).toEqual({ journalMode: 'wal', synchronous: 2 });
    await again.value.close();
  });

  test('a table, its log and settings survive closing and reopening the file', async () => {
    const file = tempDb();
    const store = await openStore(file);
    await store.create(table('a', [{ type: 'play', seat: 'W', card: 'C2' }]));
    await store.append('a', 1, { type: 'play', seat: 'N', card: 'C3' });
    await store.saveSettings('a', { robots: ['E', 'W'] });
    await store.close();
    const reopened = await openStore(file);
    const [loaded] = await reopened.loadAll();
    expect(loaded?.events).toEqual([
      { type: 'play', seat: 'W', card: 'C2' },
      { type: 'play', seat: 'N', card: 'C3' },
    ]);
    expect(loaded?.settings).toEqual({ robots: ['E', 'W'] });
    expect(loaded?.tokens.S).toBe('s-a');
    await reopened.close();
  });

  test('an event at a sequence number already taken is rejected: nothing is stored twice', async () => {
    const store = await openStore(tempDb());
    await store.create(table('a'));
    await store.append('a', 0, { n: 0 });
    await expect(store.append('a', 0, { n: 'again' })).rejects.toThrow();
    await expect(store.append('nowhere', 0, { n: 0 })).rejects.toThrow();
    const [loaded] = await store.loadAll();
    expect(loaded?.events).toEqual([{ n: 0 }]);
    await store.close();
  });

  test('appends in the same instant across tables are committed together, each settled on its own', async () => {
    const store = await openStore(tempDb());
    for (const id of ['a', 'b', 'c']) await store.create(table(id));
    const appends = ['a', 'b', 'c'].flatMap((id) =>
      Array.from({ length: 20 }, (_, seq) => store.append(id, seq, { id, seq })),
    );
    const duplicate = store.append('b', 5, { twice: true });
    await Promise.all(appends);
    await expect(duplicate).rejects.toThrow();
    const loaded = await store.loadAll();
    expect(loaded.map((t) => t.events.length)).toEqual([20, 20, 20]);
    expect(loaded[1]?.events[5]).toEqual({ id: 'b', seq: 5 });
    await store.close();
  });
});

describe.each(DRIVERS)('SQLite table store via %s — group commit off the event loop', (driver) => {
  const openStore = async (file: string): Promise<SqliteStore> => {
    const store = await SqliteStore.open(file, driver);
    if (!store.ok) throw new Error(store.error.message);
    return store.value;
  };

  test('appends made while a commit is on its way to the disk share the next commit, in order', async () => {
    const store = await openStore(tempDb());
    await store.create(table('a'));
    await store.create(table('b'));
    const first = store.append('a', 0, { n: 0 });
    // Wait until the first commit has been sent to the store's thread, then append more.
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.commits).toBe(1);
    const more = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0 ? store.append('a', 1 + i / 2, { i }) : store.append('b', (i - 1) / 2, { i }),
    );
    await Promise.all([first, ...more]);
    expect(store.commits).toBe(2);
    const loaded = await store.loadAll();
    expect(loaded.map((t) => t.events.length)).toEqual([16, 15]);
    expect(loaded[1]?.events[14]).toEqual({ i: 29 });
    await store.close();
  });

  test('closing commits what was appended first; a closed store refuses appends', async () => {
    const file = tempDb();
    const store = await openStore(file);
    await store.create(table('a'));
    const pending = [0, 1, 2].map((seq) => store.append('a', seq, { seq }));
    await store.close();
    await Promise.all(pending);
    await expect(store.append('a', 3, {})).rejects.toThrow(/closed/);
    const again = await openStore(file);
    const [loaded] = await again.loadAll();
    expect(loaded?.events).toHaveLength(3);
    await again.close();
  });

  test('a file that cannot be opened is an error, not a crash', async () => {
    const opened = await SqliteStore.open('/nonexistent-folder/for/sure/tables.db', driver);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error.kind).toBe('store-open');
  });
});
