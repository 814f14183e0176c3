import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresBinaries, startPostgresServer, type PostgresServer } from '../test/postgres-server';
import { callOver, signInOver, startServer, type ServerProcess } from '../test/server-process';

/**
 * The product outlives its database (docs/operations.md "When a dependency fails"): a PostgreSQL server of the test's
 * own is restarted under a mixed load of reads and order submissions, and stopped before the product starts. Part of
 * the PostgreSQL run of `npm test` (TEST_DATABASE_URL), where the server binaries are known to be installed.
 */
const bin = postgresBinaries();
const runs = Boolean(process.env.TEST_DATABASE_URL) && bin !== null;

let database: PostgresServer;
let server: ServerProcess;
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-outage-'));

beforeAll(async () => {
  if (!runs) return;
  database = await startPostgresServer(bin!);
  await sql('postgres', 'CREATE DATABASE portal');
  server = startServer({ DATABASE_URL: database.url('portal'), SEED_DEMO: '1', DATA_DIR: dataDir });
  await server.healthy();
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.remove();
  rmSync(dataDir, { recursive: true, force: true });
});

async function sql<T = Record<string, unknown>>(db: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url(db) });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

const send = (method: string, url: string, token?: string, body?: object) =>
  callOver(server.url, method, url, token, body);

/** What an order needs, looked up once: the customer's token, a product, a delivering shipping method, an address. */
async function orderKit() {
  const token = await signInOver(server.url, 'customer@demo.test', 'Demo#Customer1');
  const bands = JSON.parse((await send('GET', '/api/productCategories/categoryCode/BANDS')).body).value;
  const product = JSON.parse(
    (await send('GET', `/api/productCategories/products?categoryId=${bands.id}&pageSize=1`)).body,
  ).value.items[0] as { id: number };
  const [ups] = await sql<{ id: number }>(
    'portal',
    "select id from shipping_methods where code = 'UPS_GROUND'",
  );
  const [us] = await sql<{ id: number }>('portal', "select id from countries where code = 'US'");
  const [ny] = await sql<{ id: number }>(
    'portal',
    `select id from states where code = 'NY' and country_id = ${us!.id}`,
  );
  const questions = JSON.parse((await send('GET', '/api/shoppingCart/incoming-order-attributes', token)).body)
    .value as { id: number; isRequired: boolean }[];
  const address = {
    name: 'Aurora Jewelers',
    address1: '120 Fifth Avenue',
    city: 'New York',
    zip: '10011',
    countryId: us!.id,
    stateId: ny!.id,
  };
  /** Adds a piece and submits: the statuses of both calls. */
  return async function placeOrder(): Promise<(number | 'refused')[]> {
    const sessionId = randomUUID();
    const added = await send('POST', '/api/ShoppingCart/addToCart', token, {
      sessionId,
      itemTypeID: product!.id,
    });
    if (added.status !== 200) return [added.status];
    const submitted = await send('POST', '/api/shoppingCart/submitOrder', token, {
      sessionId,
      idempotencyKey: randomUUID(),
      sellToAddress: address,
      billingAddress: address,
      shipToSellToAddress: true,
      shippingMethodID: ups!.id,
      orderAttributes: questions
        .filter((q) => q.isRequired)
        .map((q) => ({ id: q.id, value: 'Margaret Hale' })),
    });
    return [added.status, submitted.status];
  };
}

describe.skipIf(!runs)('a PostgreSQL restart', () => {
  it(
    'under a load of reads and orders costs a few seconds of 503s, no process and no half-written order',
    { timeout: 300_000 },
    async () => {
      const placeOrder = await orderKit();
      expect(await placeOrder()).toEqual([200, 200]);
      const statuses: (number | 'refused')[] = [];
      let running = true;
      const worker = async () => {
        while (running) {
          statuses.push(...(await placeOrder()));
          statuses.push((await send('GET', '/api/Countries')).status);
        }
      };
      const load = Promise.all([worker(), worker(), worker()]);
      await expect
        .poll(() => statuses.filter((s) => s === 200).length, { timeout: 60_000 })
        .toBeGreaterThan(10);

      await database.stop('fast');
      const duringOutage = statuses.length;
      await expect
        .poll(() => statuses.slice(duringOutage).filter((s) => s === 503).length, { timeout: 30_000 })
        .toBeGreaterThan(5);
      await database.start();
      const back = Date.now();
      await expect.poll(async () => (await send('GET', '/api/health')).status, { timeout: 30_000 }).toBe(200);
      expect(Date.now() - back).toBeLessThan(15_000);
      const afterRestart = statuses.length;
      await expect
        .poll(() => statuses.slice(afterRestart).filter((s) => s === 200).length, { timeout: 60_000 })
        .toBeGreaterThan(5);
      running = false;
      await load;

      expect(server.child.exitCode).toBeNull();
      // A call either went through or was refused with the 503 that says "try again": never a 500.
      expect(new Set(statuses.filter((s) => s !== 200 && s !== 503))).toEqual(new Set());
      // Every order is whole: its lines, its three addresses and its first status, or no order at all.
      const broken = await sql(
        'portal',
        `select o.code from orders o
          where not exists (select 1 from order_items i where i.order_id = o.id)
             or (select count(*) from order_addresses a where a.order_id = o.id) <> 3
             or not exists (select 1 from order_status_history h where h.order_id = o.id)`,
      );
      expect(broken).toEqual([]);
      // Logged once per incident, without the statements' parameters.
      const output = server.output();
      expect(
        output.split('\n').filter((line) => line.includes('database unavailable')).length,
      ).toBeLessThanOrEqual(3);
      expect(output).not.toContain('params:');
      expect(output).not.toMatch(/"level":50[^\n]*unexpected error/);
    },
  );

  it(
    'before the product starts: it waits, alive and answering 503, and comes up when the database does',
    { timeout: 300_000 },
    async () => {
      await server.stop();
      await database.stop('fast');
      server = startServer({ DATABASE_URL: database.url('portal'), DATA_DIR: dataDir });
      await expect
        .poll(async () => (await send('GET', '/api/health/live')).status, { timeout: 120_000 })
        .toBe(200);
      const health = await send('GET', '/api/health');
      expect(health.status).toBe(503);
      expect(JSON.parse(health.body)).toMatchObject({
        hasErrors: true,
        apiMessages: { serverErrors: ['The service is briefly unavailable, please try again'] },
      });
      expect(server.output()).toContain('is out of reach');
      expect(server.output()).not.toMatch(/\n\s+at /); // no stack trace
      await database.start();
      await server.healthy(60_000);
      expect(server.child.exitCode).toBeNull();
    },
  );
});
