import type { ParsedBy } from '@portal/shared/platform/contract';
import type { setCustomerMetalTermsSchemas } from '@portal/shared/metal/customer-metal-terms';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { customerLocks, lockedGramsOf, lockTermsOf, lockView } from './locks';
import { customerMetalTerms, metalPriceLocks } from './tables';

async function requireCustomer(db: Db, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw notFound('The customer');
}

/** GET /customers/{id}/metal-terms: the window and cap that hold for the customer, and its locks. */
export async function getCustomerMetalTerms(db: Db, customerId: number) {
  await requireCustomer(db, customerId);
  const terms = await lockTermsOf(db, customerId);
  const locks = await customerLocks(db, customerId);
  return {
    customerId,
    lockHours: terms.own.lockHours,
    lockCapGrams: terms.own.lockCapGrams === null ? null : Number(terms.own.lockCapGrams),
    defaultLockHours: terms.defaults.lockHours,
    defaultLockCapGrams: Number(terms.defaults.lockCapGrams),
    lockedGrams: Number(await lockedGramsOf(db, customerId)),
    locks: locks.map(({ lock, remaining, active }) => ({
      ...lockView(lock, remaining),
      active,
      cartId: lock.cartId,
      quoteOrderId: lock.quoteOrderId,
    })),
  };
}

/** POST /customers/{id}/metal-terms: the customer's own window and cap; locks already taken keep their expiry. */
export async function setCustomerMetalTerms(
  db: Db,
  scope: Scope,
  customerId: number,
  input: ParsedBy<typeof setCustomerMetalTermsSchemas>['body'],
) {
  await requireCustomer(db, customerId);
  const values = {
    lockHours: input.lockHours,
    lockCapGrams: input.lockCapGrams === null ? null : input.lockCapGrams.toFixed(3),
    updatedAt: new Date(),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(customerMetalTerms)
      .values({ customerId, ...values })
      .onConflictDoUpdate({ target: customerMetalTerms.customerId, set: values });
    await recordAudit(tx, scope, {
      action: 'metal.customerTerms',
      entityType: 'customer',
      entityId: customerId,
      details: { lockHours: input.lockHours, lockCapGrams: input.lockCapGrams },
    });
  });
  return getCustomerMetalTerms(db, customerId);
}

/**
 * POST /metal-price-locks/{id}/extend: the lock holds until `hours` from now. A lock that had expired is honoured: its
 * prices hold again, and the audit says which it was. A used or replaced lock is history and stays as it is.
 */
export async function extendLock(db: Db, scope: Scope, lockId: number, hours: number) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ lock: metalPriceLocks, active: sql<boolean>`(${metalPriceLocks.expiresAt} > now())` })
      .from(metalPriceLocks)
      .where(eq(metalPriceLocks.id, lockId))
      .for('update');
    if (!found) throw notFound('The price lock');
    if (found.lock.usedByOrderId !== null || found.lock.releasedAt !== null)
      throw conflict('This price lock was used by an order or replaced: it cannot be extended');
    const honoured = !found.active;
    const [updated] = await tx
      .update(metalPriceLocks)
      .set({ expiresAt: sql`now() + make_interval(hours => ${hours})` })
      .where(and(eq(metalPriceLocks.id, lockId), isNull(metalPriceLocks.usedByOrderId)))
      .returning();
    await recordAudit(tx, scope, {
      action: honoured ? 'metal.lockHonoured' : 'metal.lockExtended',
      entityType: 'metal_price_lock',
      entityId: lockId,
      details: {
        customerId: found.lock.customerId,
        from: found.lock.expiresAt.toISOString(),
        to: updated!.expiresAt.toISOString(),
      },
    });
    return { metalLock: lockView(updated!, hours * 3600), honoured };
  });
}
