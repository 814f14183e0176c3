import type { PriceBasis } from '@portal/shared';
import { micros, multiply, sum, toFixedString } from '@portal/shared/platform/decimal';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metals } from '../catalog/tables';
import { entityStatuses } from '../reference/tables';
import { calculatePrice, metalPriceBases, personalisationRequestOf } from '../catalog/public';
import { createLock, markLockUsed, type LockedMetal } from '../metal/public';
import { AppError, conflict } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { loadOrder, quoteLockOf } from './order-detail';
import { orderItems } from './tables';

/** A line's grams of metal: as the submission recorded them, else weighed again from its configuration. */
async function gramsOf(db: Db, customerId: number, line: typeof orderItems.$inferSelect) {
  if (line.metalWeight !== null) return micros(line.metalWeight);
  if (line.itemTypeId === null) return 0n;
  const priced = await calculatePrice(
    db,
    { customerId },
    {
      itemTypeID: line.itemTypeId,
      metalID: line.metalId,
      quantity: 1,
      variantIDs: line.variantIds,
      ...personalisationRequestOf(line.configuration as Record<string, unknown>),
    },
  ).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  return priced ? micros(priced.breakdown.metalWeight) : 0n;
}

/**
 * POST /PriceQuotes/{id}/lock-metal-price: an open quote's metal prices hold for the customer's window, within its
 * cap. A quote is priced once, when it is made, and its lines keep those prices: the lock holds each line's price per
 * gram and basis as the quote recorded them (the current ones where the quote predates recorded bases), so approving
 * or ordering it within the window is at those prices, and the lock is then spent.
 */
export async function lockQuoteMetalPrice(db: Db, scope: Scope, id: number) {
  const quote = await loadOrder(db, scope, 'PQ', id);
  const [status] = await db.select().from(entityStatuses).where(eq(entityStatuses.id, quote.statusId));
  if (status?.isClosed) throw conflict('Only an open price quote can have its metal price locked');
  const lines = await db
    .select({ line: orderItems, pricePerGram: metals.pricePerGram })
    .from(orderItems)
    .innerJoin(metals, eq(metals.id, orderItems.metalId))
    .where(and(eq(orderItems.orderId, id), isNotNull(orderItems.metalId)));
  const bases = await metalPriceBases(db);
  const byMetal = new Map<number, LockedMetal & { grams: bigint }>();
  const held: { id: number; quantity: number }[] = [];
  for (const { line, pricePerGram } of lines) {
    const grams = multiply(await gramsOf(db, quote.customerId, line), micros(line.quantity));
    if (grams <= 0n) continue;
    held.push({ id: line.id, quantity: line.quantity });
    const metalId = line.metalId!;
    const known = byMetal.get(metalId);
    if (known) known.grams += grams;
    else
      byMetal.set(metalId, {
        metalId,
        pricePerGram: line.metalPricePerGram ?? pricePerGram,
        basis: (line.priceBasis as PriceBasis | null) ?? bases.get(metalId)!,
        grams,
      });
  }
  if (byMetal.size === 0) throw conflict('The price quote has no metal-priced line to lock');
  const all = [...byMetal.values()];
  const main = all.sort((a, b) => (b.grams > a.grams ? 1 : b.grams < a.grams ? -1 : 0))[0]!;
  await db.transaction((tx) =>
    createLock(tx, {
      customerId: quote.customerId,
      userId: scope.userId,
      target: { quoteOrderId: id },
      prices: {
        metals: all.map(({ metalId, pricePerGram, basis }) => ({ metalId, pricePerGram, basis })),
        lines: held,
      },
      grams: toFixedString(sum(all.map((m) => m.grams)), 3),
      fixingId: main.basis.fixingId,
    }),
  );
  return { metalLock: (await quoteLockOf(db, id))! };
}

/** A quote approved within its lock's window keeps the locked prices: the lock is spent on it. */
export const spendQuoteLock = (tx: Db, quoteId: number) =>
  markLockUsed(tx, { quoteOrderId: quoteId }, quoteId);
