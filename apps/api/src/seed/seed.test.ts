import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import * as schema from '../db/schema/index';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedDemo, seedReference } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function counts() {
  const tables = Object.values(schema as Record<string, unknown>).filter(
    (v): v is PgTable => v instanceof PgTable,
  );
  const result: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    result[name] = row!.n;
  }
  return result;
}

describe('seed', () => {
  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts();
    expect(before.users).toBeGreaterThanOrEqual(3);
    expect(before.roles).toBeGreaterThanOrEqual(5);
    await seedReference(t.db);
    await seedDemo(t.db);
    expect(await counts()).toEqual(before);
  });
});

describe('demo orders', () => {
  it('covers every status of every kind, with lines, addresses, history and notes', async () => {
    const byStatus = await queryRows<{ kind: string; statuses: number; orders: number }>(
      t.db,
      sql`select o.kind, count(distinct o.status_id)::int as statuses, count(*)::int as orders from orders o group by o.kind`,
    );
    const statusCount = await queryRows<{ kind: string; n: number }>(
      t.db,
      sql`select kind, count(*)::int as n from entity_statuses group by kind`,
    );
    const statusesOf = (kind: string) => statusCount.find((s) => s.kind === kind)!.n;
    expect(byStatus.find((r) => r.kind === 'JO')).toEqual({
      kind: 'JO',
      statuses: statusesOf('JOB_ORDER'),
      orders: 300,
    });
    expect(byStatus.find((r) => r.kind === 'SO')).toEqual({
      kind: 'SO',
      statuses: statusesOf('SALES_ORDER'),
      orders: 300,
    });
    expect(byStatus.find((r) => r.kind === 'PQ')).toEqual({
      kind: 'PQ',
      statuses: statusesOf('PRICE_QUOTE'),
      orders: 300,
    });
    const [gaps] = await queryRows<{
      no_items: number;
      no_addresses: number;
      no_history: number;
      wrong_total: number;
    }>(
      t.db,
      sql`select
        count(*) filter (where not exists (select 1 from order_items i where i.order_id = o.id))::int as no_items,
        count(*) filter (where (select count(*) from order_addresses a where a.order_id = o.id) <> 3)::int as no_addresses,
        count(*) filter (where not exists (select 1 from order_status_history h where h.order_id = o.id and h.status_id = o.status_id))::int as no_history,
        count(*) filter (where o.sub_total <> (select sum(line_total) from order_items i where i.order_id = o.id))::int as wrong_total
      from orders o`,
    );
    expect(gaps).toEqual({ no_items: 0, no_addresses: 0, no_history: 0, wrong_total: 0 });
    const [notes] = await queryRows<{ kinds: number; pictures: number }>(
      t.db,
      sql`select count(distinct kind)::int as kinds, count(image_key)::int as pictures from order_notes`,
    );
    expect(notes!.kinds).toBe(3);
    expect(notes!.pictures).toBeGreaterThan(20);
    const [counted] = await queryRows<{ n: number }>(
      t.db,
      sql`select sum(count)::int as n from order_status_counts`,
    );
    expect(counted!.n).toBe(900);
  });
});
