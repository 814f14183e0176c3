import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callOver, signInOver, startServer, type ServerProcess } from './test/server-process';
import { adminQuery, databaseUrlWithName, testDatabaseUrl } from './test/template-database';

// Two processes on one PostgreSQL database, as an autoscaler starts them, behave as one product.
const journal = JSON.parse(
  readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle/meta/_journal.json'),
    'utf8',
  ),
) as { entries: unknown[] };
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const JWT_SECRET = randomBytes(40).toString('base64url');
const servers: ServerProcess[] = [];
const databases: string[] = [];

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  for (const name of databases)
    await adminQuery(testDatabaseUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}, 60_000);

async function emptyDatabase(): Promise<string> {
  const name = `portal_instances_${randomBytes(5).toString('hex')}`;
  await adminQuery(testDatabaseUrl!, `CREATE DATABASE ${name}`);
  databases.push(name);
  return databaseUrlWithName(testDatabaseUrl!, name);
}

async function count(url: string, sql: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(sql)).rows[0].count);
  } finally {
    await client.end();
  }
}

/** Two servers started at the same moment on one database; resolves when both answer. */
async function startTwo(env: Record<string, string>): Promise<[ServerProcess, ServerProcess]> {
  const pair = [startServer({ JWT_SECRET, ...env }), startServer({ JWT_SECRET, ...env })] as const;
  servers.push(...pair);
  await Promise.all(pair.map((s) => s.healthy()));
  return [pair[0], pair[1]];
}

const call = (server: ServerProcess, method: string, url: string, token?: string, body?: object) =>
  callOver(server.url, method, url, token, body);

describe.skipIf(!testDatabaseUrl)('two instances on one database', () => {
  it(
    'started together on an empty database, both come up and migrate and seed once',
    { timeout: 300_000 },
    async () => {
      const url = await emptyDatabase();
      await startTwo({ DATABASE_URL: url });
      expect(await count(url, 'SELECT count(*) FROM drizzle.__drizzle_migrations')).toBe(
        journal.entries.length,
      );
      expect(await count(url, 'SELECT count(*) FROM users')).toBe(0); // no demo data without SEED_DEMO
      const modules = await count(url, 'SELECT count(*) FROM modules');
      expect(modules).toBeGreaterThan(0);
      expect(
        await count(
          url,
          'SELECT count(*) FROM (SELECT code FROM modules GROUP BY code HAVING count(*) > 1) d',
        ),
      ).toBe(0);
    },
  );

  describe('with demo data and Redis', () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let url: string;
    const redisUrl = `${REDIS_URL}/${1 + Math.floor(Math.random() * 15)}`;

    it(
      'started together with SEED_DEMO=1, both come up and the demo data is there once',
      { timeout: 300_000 },
      async () => {
        url = await emptyDatabase();
        const redis = new Redis(redisUrl);
        await redis.flushdb();
        await redis.quit();
        [a, b] = await startTwo({
          DATABASE_URL: url,
          SEED_DEMO: '1',
          REDIS_URL: redisUrl,
          RATE_LIMIT_PER_MINUTE: '150',
        });
        expect(await count(url, "SELECT count(*) FROM users WHERE email = 'admin@demo.test'")).toBe(1);
        expect(await count(url, 'SELECT count(*) FROM drizzle.__drizzle_migrations')).toBe(
          journal.entries.length,
        );
      },
    );

    it('a session signed out on one is refused on the other at once', { timeout: 60_000 }, async () => {
      const token = await signInOver(a.url, 'customer@demo.test', 'Demo#Customer1');
      expect((await call(b, 'GET', '/api/auth/user', token)).status).toBe(200);
      expect((await call(a, 'POST', '/api/auth/logout', token, {})).status).toBe(200);
      expect((await call(b, 'GET', '/api/auth/user', token)).status).toBe(401);
    });

    it('a price changed on one is served by the other without a restart', { timeout: 60_000 }, async () => {
      const admin = await signInOver(a.url, 'admin@demo.test', 'Demo#Admin1');
      const products = (await call(b, 'GET', '/api/ProductCategories/RetailProducts?PageNo=1&PageSize=12'))
        .json.value;
      const product = products.items.find((p: { metalId: number | null }) => p.metalId !== null);
      const metals = (await call(b, 'GET', '/api/Metals/ShownInCatalog')).json.value;
      const alloy = metals.find((m: { id: number }) => m.id === product.metalId).masterAlloyCode;
      const detail = async () =>
        (await call(b, 'GET', `/api/itemtypes/${product.id}`)).json.value.price as number;
      const before = await detail();
      expect(await detail()).toBe(before); // remembered by b
      const changed = await call(a, 'POST', '/api/Metals/master-alloy-price', admin, {
        code: alloy,
        pricePerOunce: 7777,
      });
      expect(changed.status).toBe(200);
      // b's memo lasts a minute; the change must reach it long before that
      await expect.poll(detail, { timeout: 10_000 }).not.toBe(before);
      // a setting saved on one is read on the other
      await call(a, 'POST', '/api/usersetting/theme', admin, { value: 'dark' });
      expect((await call(b, 'GET', '/api/usersetting/theme', admin)).json.value).toMatchObject({
        value: 'dark',
      });
    });

    it('a status renamed on one is shown by the other at once', { timeout: 60_000 }, async () => {
      const admin = await signInOver(a.url, 'admin@demo.test', 'Demo#Admin1');
      const listed = async () =>
        (await call(b, 'GET', '/api/JobOrders/job-orders?statusCode=READY_TO_SHIP&pageSize=1', admin)).json
          .value.items[0].statusName as string;
      const before = await listed(); // b keeps the statuses for a minute
      const renamed = await call(
        a,
        'PUT',
        '/api/admin-settings/cp/workflows/JOB_ORDER/statuses/READY_TO_SHIP',
        admin,
        {
          name: 'Boxed and ready',
          nameFr: 'Emballé et prêt',
          rank: 50,
        },
      );
      expect(renamed.status).toBe(200);
      expect(before).not.toBe('Boxed and ready');
      // The rename reaches b by NOTIFY within moments, not after its minute.
      await expect.poll(listed, { timeout: 10_000 }).toBe('Boxed and ready');
    });

    it(
      'the request rate limit is counted once for both when Redis is configured',
      { timeout: 60_000 },
      async () => {
        // 150 a minute in all: 100 on each would pass two separate counters, not one shared.
        const statuses = await Promise.all(
          Array.from({ length: 200 }, (_, i) =>
            call(i % 2 ? a : b, 'GET', '/api/Countries').then((r) => r.status),
          ),
        );
        expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(40);
        expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
      },
    );
  });
});
