import type { QuoteMetalRepricing } from '@portal/shared/orders/schemas';
import {
  divide,
  micros,
  multiply,
  roundTo,
  sum,
  toFixedString,
  toNumber,
} from '@portal/shared/platform/decimal';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metalPriceBases } from '../catalog/public';
import { activeLockOf, expiredLockOf } from '../metal/public';
import { recordAudit } from '../../platform/audit';
import type { Scope } from '../../platform/scope';
import { orderItems, orders } from './tables';

type OrderRow = typeof orders.$inferSelect;

/**
 * A price quote whose metal price lock ran out (docs/jewelry-trade.md §3: "after it the cart is repriced and says so
 * before submission, never silently"): each line's metal at today's price per gram instead of the quoted one, the
 * piece's metal rounded to the cent as the line was built (`metalLineBilling`), and the tax on the change when the
 * quote is taxed. Null while a lock holds, when none ran out, or when no line has a metal estimate.
 */
async function repricingOf(db: Db, quote: OrderRow) {
  const target = { quoteOrderId: quote.id };
  if (await activeLockOf(db, target)) return null;
  const lockExpiredAt = await expiredLockOf(db, target);
  if (!lockExpiredAt) return null;
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, quote.id),
        isNotNull(orderItems.metalId),
        isNotNull(orderItems.metalWeight),
        isNotNull(orderItems.metalPricePerGram),
      ),
    );
  const bases = await metalPriceBases(db);
  const repriced = lines.flatMap((line) => {
    const basis = bases.get(line.metalId!);
    if (!basis) return [];
    const piece = (pricePerGram: string) =>
      roundTo(multiply(micros(line.metalWeight!), micros(pricePerGram)), 2);
    const pricePerGram = basis.pricePerGram.toFixed(4);
    return [{ line, basis, pricePerGram, pieceChange: piece(pricePerGram) - piece(line.metalPricePerGram!) }];
  });
  if (repriced.length === 0) return null;
  const change = sum(repriced.map((r) => r.pieceChange * BigInt(r.line.quantity)));
  const tax =
    micros(quote.salesTaxValue) > 0n
      ? roundTo(divide(multiply(change, micros(quote.salesTaxPercent)), micros(100)), 2)
      : 0n;
  return { lockExpiredAt, repriced, change, tax };
}

/** What the open quote's answer says of a lock that ran out: the metal as approval will price it, and the new total. */
export async function quoteMetalRepricing(db: Db, quote: OrderRow): Promise<QuoteMetalRepricing | null> {
  const found = await repricingOf(db, quote);
  if (!found) return null;
  const byMetal = new Map<number, QuoteMetalRepricing['metals'][number]>();
  for (const { line, basis, pricePerGram } of found.repriced)
    byMetal.set(line.metalId!, {
      metalId: line.metalId!,
      metalName: line.metalName,
      quotedPricePerGram: Number(line.metalPricePerGram),
      pricePerGram: Number(pricePerGram),
      basis,
    });
  return {
    lockExpiredAt: found.lockExpiredAt.toISOString(),
    metals: [...byMetal.values()],
    change: toNumber(found.change + found.tax, 2),
    grandTotal: toNumber(micros(quote.grandTotal) + found.change + found.tax, 2),
  };
}

/**
 * Approving a quote whose lock ran out: its metal lines are re-priced at today's prices per gram (with their bases)
 * and its totals follow, in the approval's transaction; audited. A quote never locked keeps the prices it was made
 * with, as before.
 */
export async function repriceExpiredQuoteMetal(tx: Db, scope: Scope, quote: OrderRow) {
  const found = await repricingOf(tx, quote);
  if (!found) return;
  for (const { line, basis, pricePerGram, pieceChange } of found.repriced)
    await tx
      .update(orderItems)
      .set({
        unitPrice: toFixedString(micros(line.unitPrice) + pieceChange, 2),
        lineTotal: toFixedString(micros(line.lineTotal) + pieceChange * BigInt(line.quantity), 2),
        metalPricePerGram: pricePerGram,
        priceBasis: basis,
      })
      .where(eq(orderItems.id, line.id));
  await tx
    .update(orders)
    .set({
      subTotal: toFixedString(micros(quote.subTotal) + found.change, 2),
      salesTaxValue: toFixedString(micros(quote.salesTaxValue) + found.tax, 2),
      grandTotal: toFixedString(micros(quote.grandTotal) + found.change + found.tax, 2),
    })
    .where(eq(orders.id, quote.id));
  await recordAudit(tx, scope, {
    action: 'priceQuote.metalRepriced',
    entityType: 'order',
    entityId: quote.id,
    details: {
      lockExpiredAt: found.lockExpiredAt.toISOString(),
      lines: found.repriced.map((r) => ({
        orderItemId: r.line.id,
        from: r.line.metalPricePerGram,
        to: r.pricePerGram,
      })),
      change: toFixedString(found.change, 2),
      tax: toFixedString(found.tax, 2),
    },
  });
}
