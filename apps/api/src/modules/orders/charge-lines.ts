// Staff price a job with charge lines and put it to the customer (docs/decisions.md "A repair is priced through the
// job order's approval"): the lines and totals change in the same transaction as the status.
import type { Language } from '@portal/shared/platform/language';
import { divide, micros, multiply, roundTo, sum, toFixedString } from '@portal/shared/platform/decimal';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { moveOrder } from './order-actions';
import type { OrderRow } from './order-status';
import { orderItems, orders } from './tables';

export interface PricedCharge {
  /** order_items.charge: which kind of charge the line is. */
  charge: string;
  code: string;
  name: string;
  amount: number;
}

export interface PriceChargesRequest {
  orderId: number;
  /** The charges this price replaces: the lines of an earlier price go, the others (the pieces, a rush fee) stay. */
  replaces: readonly string[];
  lines: readonly PricedCharge[];
  salesTax: { enabled: boolean; percent: number };
  /** The statuses the job may be priced in: before the customer's answer. */
  openStatuses: readonly string[];
  /** The 409 message once the customer has answered. */
  refusal: string;
}

/**
 * Replaces the job's priced charge lines, totals it again (the tax on the taxable subtotal in one rounding, as the
 * checkout does) and moves it to Awaiting approval, where the customer approves or declines it (docs/decisions.md
 * "Approve and decline answer a job order put to the customer"); the customer is e-mailed the change.
 */
export function priceJobCharges(
  services: Services,
  scope: Scope,
  request: PriceChargesRequest,
  language: Language,
) {
  const at = services.now();
  return moveOrder(
    services,
    scope,
    'JO',
    request.orderId,
    {
      allowedFrom: (status) => request.openStatuses.includes(status.code),
      refusal: request.refusal,
      to: 'AWAITING_APPROVAL',
      alongside: (db, order) => replaceCharges(db, order, request, at),
    },
    language,
  );
}

async function replaceCharges(db: Db, order: OrderRow, request: PriceChargesRequest, at: Date) {
  await db
    .delete(orderItems)
    .where(and(eq(orderItems.orderId, order.id), inArray(orderItems.charge, [...request.replaces])));
  const [{ rank } = { rank: 0 }] = await db
    .select({ rank: sql<number>`coalesce(max(${orderItems.rank}), -1)::int + 1` })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  await db.insert(orderItems).values(
    request.lines.map((line, i) => ({
      orderId: order.id,
      itemTypeId: null,
      charge: line.charge,
      code: line.code,
      name: line.name,
      quantity: 1,
      unitPrice: toFixedString(micros(line.amount)),
      lineTotal: toFixedString(micros(line.amount)),
      rank: rank + i,
    })),
  );
  const lines = await db
    .select({ lineTotal: orderItems.lineTotal })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const subTotal = sum(lines.map((l) => micros(l.lineTotal)));
  const taxable = subTotal - micros(order.discountValue);
  const percent = request.salesTax.enabled ? micros(request.salesTax.percent) : 0n;
  const tax = roundTo(divide(multiply(taxable > 0n ? taxable : 0n, percent), micros(100)), 2);
  await db
    .update(orders)
    .set({
      subTotal: toFixedString(subTotal),
      salesTaxPercent: toFixedString(percent, 4),
      salesTaxValue: toFixedString(tax),
      grandTotal: toFixedString(taxable + micros(order.shippingPrice) + tax),
      updatedAt: at,
    })
    .where(eq(orders.id, order.id));
}
