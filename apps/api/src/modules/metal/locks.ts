import type { PriceBasis } from '@portal/shared';
import type { MetalLock } from '@portal/shared/metal/lock-schemas';
import { and, desc, eq, isNull, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../customers/tables';
import { conflict } from '../../platform/errors';
import { customerMetalTerms, metalPriceLocks, metalSettings } from './tables';

/** One metal a lock holds: its price per gram exactly as the metal had it, and that price's basis. */
export interface LockedMetal {
  metalId: number;
  pricePerGram: string;
  basis: PriceBasis;
}

/**
 * What `metal_price_locks.prices` keeps: each metal's locked price, and the lines the lock was taken on (a cart's line
 * ids or a quote's item ids, with their quantities) — a line added later, or a quantity raised since, was not counted
 * against the cap and so is not held at the locked price.
 */
export interface LockedPrices {
  metals: LockedMetal[];
  lines: { id: number; quantity: number }[];
}

export type LockRow = typeof metalPriceLocks.$inferSelect;
export type LockTarget = { cartId: number } | { quoteOrderId: number };

/** Seconds left, by the database's clock (every instance agrees, and tests move `expires_at` instead of waiting). */
const remaining = sql<number>`greatest(0, floor(extract(epoch from (${metalPriceLocks.expiresAt} - now()))))::int`;
const isActive = sql<boolean>`(${metalPriceLocks.expiresAt} > now())`;
const unused = and(isNull(metalPriceLocks.usedByOrderId), isNull(metalPriceLocks.releasedAt));
const targetCondition = (target: LockTarget) =>
  'cartId' in target
    ? eq(metalPriceLocks.cartId, target.cartId)
    : eq(metalPriceLocks.quoteOrderId, target.quoteOrderId);

export const lockedPricesOf = (row: LockRow) => row.prices as LockedPrices;

/** A lock as the cart, the quote and the staff's screen show it. */
export function lockView(row: LockRow, remainingSeconds: number): MetalLock {
  return {
    id: row.id,
    fixingId: row.fixingId,
    lockedAt: row.lockedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    remainingSeconds,
    grams: Number(row.grams),
    prices: lockedPricesOf(row).metals.map((m) => ({
      metalId: m.metalId,
      pricePerGram: Number(m.pricePerGram),
      basis: m.basis,
    })),
  };
}

/** The lock holding a cart's or a quote's prices now (not used, not replaced, not expired), or null. */
export async function activeLockOf(db: Db, target: LockTarget) {
  const [found] = await db
    .select({ lock: metalPriceLocks, remaining })
    .from(metalPriceLocks)
    .where(and(targetCondition(target), unused, isActive))
    .orderBy(desc(metalPriceLocks.id))
    .limit(1);
  return found ?? null;
}

/** When the target's latest unused lock ran out, if it did and no lock holds now: the "prices moved back" notice. */
export async function expiredLockOf(db: Db, target: LockTarget): Promise<Date | null> {
  const [latest] = await db
    .select({ expiresAt: metalPriceLocks.expiresAt, active: isActive })
    .from(metalPriceLocks)
    .where(and(targetCondition(target), unused))
    .orderBy(desc(metalPriceLocks.id))
    .limit(1);
  return latest && !latest.active ? latest.expiresAt : null;
}

/** The window and cap that hold for a customer: its own where staff set them, else the metal settings'. */
export async function lockTermsOf(db: Db, customerId: number) {
  const [settings] = await db.select().from(metalSettings).where(eq(metalSettings.id, 1));
  const [own] = await db
    .select()
    .from(customerMetalTerms)
    .where(eq(customerMetalTerms.customerId, customerId));
  const defaultHours = settings?.lockHours ?? 48;
  const defaultCap = settings?.lockCapGrams ?? '500';
  return {
    own: { lockHours: own?.lockHours ?? null, lockCapGrams: own?.lockCapGrams ?? null },
    defaults: { lockHours: defaultHours, lockCapGrams: defaultCap },
    hours: own?.lockHours ?? defaultHours,
    capGrams: own?.lockCapGrams ?? defaultCap,
  };
}

/** Grams the customer's active locks hold against its cap. */
export async function lockedGramsOf(db: Db, customerId: number): Promise<string> {
  const [row] = await db
    .select({ grams: sum(metalPriceLocks.grams) })
    .from(metalPriceLocks)
    .where(and(eq(metalPriceLocks.customerId, customerId), unused, isActive));
  return row?.grams ?? '0';
}

const grams3 = (value: string | number) =>
  Number(value)
    .toFixed(3)
    .replace(/\.?0+$/, '');

/**
 * Locks a cart's or a quote's metal prices for the customer's window. The customer's row is locked first, so two
 * locks taken at once are counted one after the other against the cap and cannot both pass it. A target's earlier
 * lock still holding is replaced (released) by the new one, and its grams no longer count.
 */
export async function createLock(
  tx: Db,
  input: {
    customerId: number;
    userId: number;
    target: LockTarget;
    prices: LockedPrices;
    grams: string;
    fixingId: number | null;
  },
): Promise<LockRow> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customerId))
    .for('update');
  await tx
    .update(metalPriceLocks)
    .set({ releasedAt: sql`now()` })
    .where(and(targetCondition(input.target), unused, isActive));
  const terms = await lockTermsOf(tx, input.customerId);
  const held = await lockedGramsOf(tx, input.customerId);
  if (Number(held) + Number(input.grams) > Number(terms.capGrams) + 1e-9)
    throw conflict(
      `This lock would hold ${grams3(input.grams)} g of metal; with the ${grams3(held)} g you already hold locked, that is beyond your limit of ${grams3(terms.capGrams)} g`,
    );
  const [created] = await tx
    .insert(metalPriceLocks)
    .values({
      customerId: input.customerId,
      ...('cartId' in input.target
        ? { cartId: input.target.cartId }
        : { quoteOrderId: input.target.quoteOrderId }),
      fixingId: input.fixingId,
      prices: input.prices,
      grams: Number(input.grams).toFixed(3),
      lockedAt: sql`now()`,
      expiresAt: sql`now() + make_interval(hours => ${terms.hours})`,
      lockedByUserId: input.userId,
    })
    .returning();
  return created!;
}

/**
 * An order submitted from a locked cart keeps its prices: the lock is marked used by it (in the submission's
 * transaction) and holds no more metal against the cap. Nothing happens when no lock holds the cart.
 */
export async function markLockUsed(tx: Db, target: LockTarget, orderId: number): Promise<number | null> {
  const [used] = await tx
    .update(metalPriceLocks)
    .set({ usedByOrderId: orderId, usedAt: sql`now()` })
    .where(and(targetCondition(target), unused, isActive))
    .returning({ id: metalPriceLocks.id });
  return used?.id ?? null;
}

/** Locks of a customer not used by an order, newest first, for the staff's screen. */
export async function customerLocks(db: Db, customerId: number) {
  return db
    .select({ lock: metalPriceLocks, remaining, active: isActive })
    .from(metalPriceLocks)
    .where(and(eq(metalPriceLocks.customerId, customerId), unused))
    .orderBy(desc(metalPriceLocks.id))
    .limit(50);
}
