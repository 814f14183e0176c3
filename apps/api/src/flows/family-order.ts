import * as contract from '@portal/shared/family-links/place-family-order';
import type { PlacedFamilyOrder, placeFamilyOrderBody } from '@portal/shared/family-links/schemas';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { customers } from '../modules/customers/tables';
import { usePrintsOnOrder } from '../modules/decedents/public';
import { checkPin, openLink, recordFamilyOrder } from '../modules/family-links/public';
import { familyOrders } from '../modules/family-links/tables';
import {
  answerOfPayment,
  cardPaymentOf,
  chargeReservedPayment,
  earlierRequestOfKey,
  invoiceOrder,
  invoiceStatusIds,
  lockPaymentKey,
  requestFingerprint,
  reserveCardPayment,
  toCents,
  type Actor,
  type PayAnswer,
  type PaymentRow,
} from '../modules/finance/public';
import { invoices } from '../modules/finance/tables';
import { insertOrder, type OrderLine } from '../modules/orders/public';
import { orders } from '../modules/orders/tables';
import { PRIVATE_NO_STORE } from '../platform/caching-headers';
import { conflict } from '../platform/errors';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import { followUpPaidFamilyOrder } from './family-order/follow-up';
import { pricedPieces } from './family-order/pieces';

type Body = z.output<typeof placeFamilyOrderBody>;
type OrderRow = typeof orders.$inferSelect;
type Link = Awaited<ReturnType<typeof openLink>>;
interface Placed {
  status: 201 | 202;
  value: PlacedFamilyOrder;
}

/** A family has no account and no session: its order and payment are recorded under no user. */
const FAMILY: Actor = { userId: null, impersonatorId: null };

/**
 * The caller of the idempotency fingerprints: the funeral home whose account the order goes to, and no user (0 is no
 * user id, so no signed-in caller's request under the same key can ever match a family's).
 */
const familyCaller = (customerId: number) => ({ userId: 0, customerId });

/** The order a family's order key placed already, or null; the key used by another link or request is a 409. */
async function orderOfKey(db: Db, link: Link, orderKey: string, fingerprint: string) {
  const [row] = await db
    .select({ order: orders, linkId: familyOrders.familyLinkId })
    .from(orders)
    .leftJoin(familyOrders, eq(familyOrders.orderId, orders.id))
    .where(eq(orders.idempotencyKey, orderKey));
  if (!row) return null;
  if (row.linkId !== link.link.id || row.order.requestFingerprint !== fingerprint)
    throw conflict('This idempotency key was already used for another order');
  return row.order;
}

/** The family order, its lines, the buyer and each print's use on it (the chain of custody), in the caller's tx. */
async function writeFamilyOrder(
  tx: Db,
  link: Link,
  body: Body,
  lines: OrderLine[],
  fingerprint: string,
  language: Language,
  now: Date,
): Promise<OrderRow> {
  const [home] = await tx.select().from(customers).where(eq(customers.id, link.link.customerId));
  const subTotal = lines.reduce((sum, l) => sum + Math.round(l.lineTotal * 100), 0) / 100;
  const address = { ...body.shippingAddress, email: body.buyer.email, phone: body.buyer.phone };
  // A memorial piece is made to order: a job order, never a quote the family would wait on (docs/decisions.md).
  const order = await insertOrder(
    tx,
    FAMILY,
    {
      kind: 'JO',
      placedVia: 'family',
      customerId: home!.id,
      currencyCode: home!.currencyCode,
      idempotencyKey: body.orderKey,
      requestFingerprint: fingerprint,
      totals: {
        subTotal,
        discountValue: 0,
        couponCode: null,
        shippingPrice: 0,
        salesTaxPercent: 0,
        salesTaxValue: 0,
        grandTotal: subTotal,
      },
      lines,
      addresses: { sell_to: address, billing: address, shipping: address },
    },
    now,
  );
  await recordFamilyOrder(tx, {
    orderId: order.id,
    familyLinkId: link.link.id,
    buyer: body.buyer,
    marketingOptIn: body.marketingOptIn,
    language,
    at: now,
  });
  await usePrintsOnOrder(
    tx,
    { staff: false, customerId: link.link.customerId, familyLinkId: link.link.id },
    order,
    lines.map((l) => l.fingerprintId!),
  );
  return order;
}

async function openInvoiceOf(db: Db, orderId: number) {
  const statuses = await invoiceStatusIds(db);
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.statusId, statuses.VOID!)))
    .orderBy(asc(invoices.id))
    .limit(1);
  return invoice ?? null;
}

const placedOf = (order: OrderRow, answer: PayAnswer): Placed => ({
  status: answer.status === 202 ? 202 : 201,
  value: {
    orderCode: order.code,
    state: answer.status === 202 ? 'pending' : 'paid',
    amount: answer.value.amount,
    currencyCode: answer.value.currencyCode,
    cardLabel: answer.value.cardLabel,
  },
});

/**
 * POST /family/{token}/orders. The order, its invoice and the card payment's reservation are one
 * transaction under the payment key's lock; the card is charged after the commit (docs/payments.md §4). A declined
 * card leaves the order unpaid and the family may pay it with another card under the same order key; a paid order
 * earns the funeral home's commission and sends the family its one confirmation.
 */
export async function placeFamilyOrder(
  services: Services,
  token: string,
  body: Body,
  language: Language,
): Promise<Placed> {
  const { db } = services;
  const now = services.now();
  const link = await openLink(db, token, now);
  await checkPin(db, link.link, body.pin);
  const customerId = link.link.customerId;
  const { payment, pin: _pin, ...request } = body;
  const orderFingerprint = requestFingerprint('placeFamilyOrder', familyCaller(customerId), request);
  const payFingerprint = requestFingerprint('placeFamilyOrder.pay', familyCaller(customerId), {
    orderKey: body.orderKey,
    token: payment.token,
    processor: payment.processor,
  });
  const repeat = await earlierRequestOfKey(db, customerId, payment.idempotencyKey, payFingerprint, language);
  if (repeat && 'payment' in repeat) {
    const order = (await orderOfKey(db, link, body.orderKey, orderFingerprint))!;
    return placedOf(order, await answerOfPayment(db, repeat.payment));
  }
  const lines = await pricedPieces(db, link.link, body.pieces);
  const paying = await cardPaymentOf(db, services.config, FAMILY, customerId, payment);
  const today = now.toISOString().slice(0, 10);
  const reserved = await db.transaction(
    async (tx): Promise<{ order: OrderRow; payment: PaymentRow | null; reservedHere: boolean }> => {
      await lockPaymentKey(tx, customerId, payment.idempotencyKey);
      const order =
        (await orderOfKey(tx, link, body.orderKey, orderFingerprint)) ??
        (await writeFamilyOrder(tx, link, body, lines, orderFingerprint, language, now));
      const concurrent = await earlierRequestOfKey(
        tx,
        customerId,
        payment.idempotencyKey,
        payFingerprint,
        language,
      );
      if (concurrent && 'payment' in concurrent)
        return { order, payment: concurrent.payment, reservedHere: false };
      const invoice =
        (await openInvoiceOf(tx, order.id)) ??
        (await invoiceOrder(tx, FAMILY, order.id, { invoiceDate: today }));
      // Paid already (an earlier card went through): nothing more is charged.
      if (toCents(invoice.balance) === 0n) return { order, payment: null, reservedHere: false };
      const made = await reserveCardPayment(tx, paying, {
        idempotencyKey: payment.idempotencyKey,
        fingerprint: payFingerprint,
        amount: invoice.balance,
        invoices: [{ invoiceId: invoice.id, amount: invoice.balance }],
      });
      return { order, payment: made, reservedHere: true };
    },
  );
  if (!reserved.payment) throw conflict('This order is paid already');
  const answer = reserved.reservedHere
    ? await chargeReservedPayment(db, paying, reserved.payment)
    : await answerOfPayment(db, reserved.payment);
  if (answer.status === 200) await followUpPaidFamilyOrder(services, reserved.order.id);
  return placedOf(reserved.order, answer);
}

/** The family's order crosses family links, catalogue, orders, finance, decedents and commissions: bound here. */
export const familyOrderRoutes = [
  // Public through its token, yet personal (a family's name and address): never kept by any cache.
  bindCall(
    contract.placeFamilyOrder,
    contract.placeFamilyOrderSchemas,
    async ({ services, params, body, lang, reply }) => {
      void reply.header('cache-control', PRIVATE_NO_STORE);
      const placed = await placeFamilyOrder(services, params.token, body, lang);
      void reply.status(placed.status);
      return placed.value;
    },
  ),
];
