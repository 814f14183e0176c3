import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../customers/tables';
import { customerCredits, invoices, payments, type BillToAddress } from './tables';
import { orderAddresses, orderItems, orders } from '../orders/tables';
import { assertNotHeld } from '../orders/public';
import { countries, states } from '../reference/tables';
import { conflict, notFound } from '../../platform/errors';
import { users } from '../users/tables';
import { finishedUnitsOf, invoiceLinesOf } from './metal-invoice-lines';
import { micros, multiply, divide, roundTo, sum, toFixedString } from '@portal/shared/platform/decimal';
import { metalLineBilling } from '@portal/shared/orders/metal-billing';
import type { Actor, InvoiceRow } from './ledger/entries';
import { postInvoice } from './ledger/invoices';
import { applyCredit } from './ledger/credits';
import { toCents } from './money';
import { termsOf } from './financial-settings';

/** The billing address of an order as it was submitted, or else the customer's default billing address. */
export async function billToFor(
  tx: Db,
  customerId: number,
  orderId?: number | null,
): Promise<BillToAddress | null> {
  if (orderId) {
    const [a] = await tx
      .select({ a: orderAddresses, country: countries.name, state: states.name })
      .from(orderAddresses)
      .innerJoin(countries, eq(countries.id, orderAddresses.countryId))
      .leftJoin(states, eq(states.id, orderAddresses.stateId))
      .where(and(eq(orderAddresses.orderId, orderId), eq(orderAddresses.role, 'billing')));
    if (a) {
      const lines = [a.a.company, a.a.address1, a.a.address2].filter((l): l is string => !!l);
      return { name: a.a.name, lines, city: a.a.city, zip: a.a.zip, state: a.state, country: a.country };
    }
  }
  const [c] = await tx
    .select({ a: addresses, country: countries.name, state: states.name })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, 'billing')))
    .orderBy(addresses.isDefault, addresses.id)
    .limit(1);
  if (!c) return null;
  const lines = [c.a.line1, c.a.line2].filter((l): l is string => !!l);
  return { name: c.a.name ?? '', lines, city: c.a.city, zip: c.a.zip, state: c.state, country: c.country };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The language of the order's invoice words: the customer user's who placed it, else English. */
async function languageOf(tx: Db, placedByUserId: number | null) {
  if (!placedByUserId) return 'en' as const;
  const [buyer] = await tx
    .select({ kind: users.kind, language: users.language })
    .from(users)
    .where(eq(users.id, placedByUserId));
  return buyer && buyer.kind !== 'staff' && buyer.language === 'fr' ? ('fr' as const) : ('en' as const);
}

/**
 * The order's sales tax with the finished weights: the tax charged on the order's percent over what the metal
 * changed (an order taxed nothing stays untaxed).
 */
function taxWithWeights(order: typeof orders.$inferSelect, items: (typeof orderItems.$inferSelect)[]) {
  const change = sum(
    items.map((item) => {
      const b = metalLineBilling(item);
      return b.finishedMetalAmount === null || b.estimatedMetalAmount === null
        ? 0n
        : b.finishedMetalAmount - b.estimatedMetalAmount;
    }),
  );
  const tax = micros(order.salesTaxValue);
  if (change === 0n || tax === 0n) return order.salesTaxValue;
  const extra = roundTo(divide(multiply(change, micros(order.salesTaxPercent)), micros(100)), 2);
  return toFixedString(tax + extra, 2);
}

/**
 * Invoices an order for its total: its lines as ordered (a metal line with a finished weight billed on it, see
 * metal-invoice-lines.ts), discount, shipping and tax, its billing address, due after the customer's payment terms.
 * A job order whose finished weight awaits the customer's approval is not invoiced yet. The caller runs it in its
 * transaction (and has locked the order).
 */
export async function invoiceOrder(
  tx: Db,
  actor: Actor,
  orderId: number,
  options: { invoiceDate: string; createdAt?: Date },
): Promise<InvoiceRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound('The order');
  assertNotHeld(order);
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.rank);
  if (order.weightApproval === 'pending')
    throw conflict(
      `${order.code}: the finished metal weight awaits the customer's approval, so it cannot be invoiced yet`,
    );
  const terms = await termsOf(tx, order.customerId);
  const language = await languageOf(tx, order.placedByUserId);
  const units = await finishedUnitsOf(tx, items);
  const invoice = await postInvoice(tx, actor, {
    customerId: order.customerId,
    currencyCode: order.currencyCode,
    invoiceDate: options.invoiceDate,
    dueDate: addDays(options.invoiceDate, terms.days),
    orderId,
    lines: items.flatMap((item) =>
      invoiceLinesOf(item, language, order.currencyCode, units.get(item.id) ?? null),
    ),
    discountValue: order.discountValue,
    shippingPrice: order.shippingPrice,
    salesTaxValue: taxWithWeights(order, items),
    poNumber: order.poNumber,
    billTo: await billToFor(tx, order.customerId, orderId),
    createdAt: options.createdAt,
  });
  return applyOrderPrepayments(tx, actor, invoice, orderId);
}

/**
 * Card payments made for the order before it was invoiced (a job's deposit) wait as the customer's prepayment
 * credits: the order's invoice uses what is left of them first, so it is left to pay net of the deposit.
 */
async function applyOrderPrepayments(
  tx: Db,
  actor: Actor,
  invoice: InvoiceRow,
  orderId: number,
): Promise<InvoiceRow> {
  const credits = await tx
    .select({ id: customerCredits.id, balance: customerCredits.balance })
    .from(customerCredits)
    .innerJoin(payments, eq(payments.id, customerCredits.sourcePaymentId))
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'succeeded'),
        eq(customerCredits.customerId, invoice.customerId),
        eq(customerCredits.currencyCode, invoice.currencyCode),
        gt(customerCredits.balance, '0'),
      ),
    )
    .orderBy(asc(customerCredits.id));
  if (credits.length === 0) return invoice;
  let left = toCents(invoice.balance);
  for (const credit of credits) {
    const balance = toCents(credit.balance);
    const amount = balance < left ? balance : left;
    if (amount <= 0n) break;
    await applyCredit(tx, actor, {
      creditId: credit.id,
      invoiceId: invoice.id,
      amount,
      customerId: invoice.customerId,
    });
    left -= amount;
  }
  const [fresh] = await tx.select().from(invoices).where(eq(invoices.id, invoice.id));
  return fresh!;
}
