import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Raw SQL for the few queries the query builder says less clearly; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A column named with its table, for correlated subqueries in selected fields: drizzle writes bare column names in a
 * single-table select, which inside a subquery would name the subquery's own column.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql.raw(`"${getTableName(column.table)}"."${column.name}"`);
}

/**
 * Queries prepared once per database handle: drizzle builds their SQL once and PostgreSQL keeps their plan per
 * connection, instead of both on every call. For the hot storefront reads, whose building costs more than running
 * them. Each query needs a name unique in the whole API (PostgreSQL names prepared statements per connection).
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let queries = prepared.get(db);
    if (!queries) prepared.set(db, (queries = prepare(db)));
    return queries;
  };
}
