import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase, qualified } from '../../db/query-rows';
import { masterAlloys, metals } from '../catalog/tables';
import { metalMovements } from './tables';

/** Grams issued and returned among the rows a query groups, as exact numeric text. */
export const issuedSum = sql<string>`coalesce(sum(${metalMovements.grams}) filter (where ${metalMovements.direction} = 'issued'), 0)::text`;
export const returnedSum = sql<string>`coalesce(sum(${metalMovements.grams}) filter (where ${metalMovements.direction} = 'returned'), 0)::text`;

/**
 * The job orders among those of a page that lost more of a metal than its master alloy's loss threshold allows (lost
 * / issued × 100 > threshold, in exact numerics): the staff's order list flags them. Prepared once per database:
 * built per page, the query took 40 % of the list's speed (its planning and drizzle's building); prepared, about 13 %
 * (one more round trip); as a subquery of the list's own page query, no less (docs/benchmarks-history.md, 2026-11-28
 * evening).
 */
const lossFlagQuery = preparedPerDatabase((db) => {
  const grams = qualified(metalMovements.grams);
  const direction = qualified(metalMovements.direction);
  const issued = sql`coalesce(sum(${grams}) filter (where ${direction} = 'issued'), 0)`;
  const returned = sql`coalesce(sum(${grams}) filter (where ${direction} = 'returned'), 0)`;
  return db
    .selectDistinct({ orderId: metalMovements.orderId })
    .from(metalMovements)
    .innerJoin(metals, eq(metals.id, metalMovements.metalId))
    .innerJoin(masterAlloys, eq(masterAlloys.id, metals.masterAlloyId))
    .where(sql`${metalMovements.orderId} = any(${sql.placeholder('orderIds')}::bigint[])`)
    .groupBy(metalMovements.orderId, metalMovements.metalId, masterAlloys.lossThresholdPercent)
    .having(
      sql`${issued} > 0 and (${issued} - ${returned}) * 100 > ${issued} * ${masterAlloys.lossThresholdPercent}`,
    )
    .prepare('job_metal_loss_flags');
});

export async function jobMetalLossFlags(db: Db, orderIds: readonly number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await lossFlagQuery(db).execute({ orderIds: [...orderIds] });
  return new Set(rows.map((r) => Number(r.orderId)));
}
