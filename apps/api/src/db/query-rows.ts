import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL for the few queries the query builder says less clearly; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
