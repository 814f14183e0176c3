import type { ProductionUpdate } from '@portal/shared/dashboard/get-dashboard-production-updates';
import type { Language } from '@portal/shared/platform/language';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localName } from '../../platform/language';
import { customerCondition, type Scope } from '../../platform/scope';
import { customers } from '../customers/tables';
import { orders } from '../orders/tables';
import { jobStageMoves, productionStages } from '../production/tables';
import { cardCustomer, ORDER_VIEW_PERMISSION, requirePermission } from './access';

/**
 * GET /Dashboard/production-updates: "latest production updates", the newest moves of the jobs the
 * caller may see, with the stage reached in the reader's language.
 */
export async function productionUpdates(
  db: Db,
  scope: Scope,
  query: { customerId?: number; limit: number },
  language: Language,
): Promise<ProductionUpdate[]> {
  requirePermission(scope, ORDER_VIEW_PERMISSION.JO);
  const customerId = cardCustomer(scope, query.customerId);
  const rows = await db
    .select({
      moveId: jobStageMoves.id,
      orderId: orders.id,
      orderCode: orders.code,
      customerName: customers.name,
      name: productionStages.name,
      nameFr: productionStages.nameFr,
      backward: jobStageMoves.backward,
      movedAt: jobStageMoves.movedAt,
    })
    .from(jobStageMoves)
    .innerJoin(orders, eq(orders.id, jobStageMoves.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(productionStages, eq(productionStages.id, jobStageMoves.toStageId))
    .where(customerCondition(scope, orders.customerId, customerId))
    .orderBy(desc(jobStageMoves.movedAt), desc(jobStageMoves.id))
    .limit(query.limit);
  return rows.map((r) => ({
    moveId: r.moveId,
    orderId: r.orderId,
    orderCode: r.orderCode,
    customerName: r.customerName,
    stageName: localName(language, r),
    backward: r.backward,
    movedAt: r.movedAt.toISOString(),
  }));
}
