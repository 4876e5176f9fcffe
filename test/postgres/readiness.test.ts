/**
 * Readiness on PostgreSQL: `/readyz` answers 503 when the database stops answering, and 200
 * again when it is back; `/healthz` answers while the process runs.
 */
import { describe, expect, test } from 'vitest';
import { PostgresStore } from '../../src/server/postgres-store.js';
import { startServer } from '../../src/server/server.js';
import { startCluster } from './cluster.js';

describe('several server processes — readiness', () => {
  test('/readyz is 503 while PostgreSQL is down, 200 when it is back; /healthz stays 200', async () => {
    const cluster = await startCluster();
    const store = await PostgresStore.open(cluster.url, { relistenMs: 100 });
    if (!store.ok) throw new Error(store.error.message);
    const server = await startServer({ store: store.value, port: 0 });
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      cluster.pause();
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'not-ready' });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      cluster.resume();
      let status = 0;
      for (let i = 0; i < 100 && status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await fetch(`${server.url}/readyz`)).status;
      }
      expect(status).toBe(200);
    } finally {
      await server.close().catch(() => undefined);
      cluster.stop();
    }
  }, 120_000);
});
