import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../query-rows';
import * as schema from '../schema/index';
import { createTestApp, type TestApp } from '../../test/test-app';
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
