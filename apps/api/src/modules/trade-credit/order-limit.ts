// A buyer's order limit at a customer, set by the customer's administrator (or staff) on a user it manages.
import type { getOrderLimitSchemas, saveOrderLimitSchemas } from '@portal/shared/trade-credit/order-limit';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { micros, toFixedString, toNumber } from '@portal/shared/platform/decimal';
import { userInReach } from '../users/public';
import { recordAudit } from '../../platform/audit';
import { forbidden, invalid, notFound } from '../../platform/errors';
import { isStaff, type Scope } from '../../platform/scope';
import { orderLimitOf } from './credit-hold';
import { buyerOrderLimits } from './tables';

type LimitInput = ParsedBy<typeof saveOrderLimitSchemas>['body'];

/** The customer the limit is at: the administrator's active one; staff name it, or the user's only customer. */
async function limitTarget(db: Db, scope: Scope, userId: number, need: 'view' | 'edit', customerId?: number) {
  const user = await userInReach(db, scope, userId, need);
  if (user.kind !== 'customer') throw invalid('id', 'Only portal users have an order limit');
  const linked = user.customers.map((c) => c.id);
  const target = isStaff(scope)
    ? (customerId ?? (linked.length === 1 ? linked[0] : undefined))
    : scope.customerId;
  if (!target) throw invalid('customerId', 'Choose a customer');
  if (!linked.includes(target)) throw notFound('The customer');
  return target;
}

const answer = (userId: number, customerId: number, limit: bigint | null) => ({
  userId,
  customerId,
  orderLimit: limit === null ? null : toNumber(limit),
});

/** GET /User/{id}/order-limit */
export async function getOrderLimit(
  db: Db,
  scope: Scope,
  userId: number,
  query: ParsedBy<typeof getOrderLimitSchemas>['query'],
) {
  const customerId = await limitTarget(db, scope, userId, 'view', query.customerId);
  return answer(userId, customerId, await orderLimitOf(db, userId, customerId));
}

/** POST /User/{id}/order-limit: nobody sets their own limit (a buyer would raise it); audited with before and after. */
export async function saveOrderLimit(db: Db, scope: Scope, userId: number, input: LimitInput) {
  if (userId === scope.userId) throw forbidden('You cannot set your own order limit');
  const customerId = await limitTarget(db, scope, userId, 'edit', input.customerId);
  return db.transaction(async (tx) => {
    const before = await orderLimitOf(tx, userId, customerId);
    const where = and(eq(buyerOrderLimits.userId, userId), eq(buyerOrderLimits.customerId, customerId));
    if (input.orderLimit === null) await tx.delete(buyerOrderLimits).where(where);
    else
      await tx
        .insert(buyerOrderLimits)
        .values({ userId, customerId, orderLimit: input.orderLimit, updatedByUserId: scope.userId })
        .onConflictDoUpdate({
          target: [buyerOrderLimits.userId, buyerOrderLimits.customerId],
          set: { orderLimit: input.orderLimit, updatedByUserId: scope.userId, updatedAt: new Date() },
        });
    const after = input.orderLimit === null ? null : micros(input.orderLimit);
    await recordAudit(tx, scope, {
      action: 'user.order-limit',
      entityType: 'user',
      entityId: userId,
      details: {
        customerId,
        from: before === null ? null : toFixedString(before),
        to: after === null ? null : toFixedString(after),
      },
    });
    return answer(userId, customerId, after);
  });
}
