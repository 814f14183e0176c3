import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { assertCustomerAccess, type Scope } from '../../platform/scope';
import { orders } from '../orders/tables';
import { entityStatuses } from '../reference/tables';

/** The job order of that id as a move (or a proof round) reads it, under the caller's scope. */
export async function jobOf(db: Db, scope: Scope, orderId: number) {
  const [job] = await db
    .select({
      id: orders.id,
      code: orders.code,
      customerId: orders.customerId,
      serviceTypeId: orders.serviceTypeId,
      holdKind: orders.holdKind,
      statusCode: entityStatuses.code,
    })
    .from(orders)
    .innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId))
    .where(and(eq(orders.id, orderId), eq(orders.kind, 'JO')));
  if (!job) throw notFound('The job order');
  assertCustomerAccess(scope, job.customerId, 'The job order');
  return job;
}
