import type { Language } from '@portal/shared/platform/language';
import {
  createOrderAndPay as createOrderAndPayCall,
  createOrderAndPaySchemas,
  type OrderPaymentOutcome,
} from '@portal/shared/finance/create-order-and-pay';
import {
  insertOrdersAndPay as insertOrdersAndPayCall,
  insertOrdersAndPaySchemas,
} from '@portal/shared/finance/insert-orders-and-pay';
import type { CallParsed } from '@portal/shared/platform/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { entityStatuses, invoices, orders, paymentAllocations } from '../db/schema/index';
import {
  actorOf,
  answerOfKey,
  invoiceOrder,
  invoiceStatusIds,
  isCardDecline,
  payInvoices,
  payingCustomer,
  toCents,
  type InvoiceRow,
  type PayAnswer,
} from '../modules/finance/public';
import { AppError, invalid, notFound } from '../platform/errors';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import type { Scope } from '../platform/scope';
import { submitOrder } from './submit-order';

type CreateOrderAndPayBody = CallParsed<typeof createOrderAndPayCall>['body'];
type InsertOrdersAndPayBody = CallParsed<typeof insertOrdersAndPayCall>['body'];
type OrderRow = typeof orders.$inferSelect;
type CardChoice = Pick<
  CreateOrderAndPayBody['payment'],
  'idempotencyKey' | 'creditCardId' | 'token' | 'processor'
>;
interface Invoiced {
  order: Pick<OrderRow, 'id' | 'code'>;
  invoice: InvoiceRow;
}

/** A price quote has no price the customer agreed to yet: it is paid once accepted, never at submission. */
const quoteRefusal = (language: Language, code?: string) =>
  new AppError(
    'CONFLICT',
    language === 'fr'
      ? `${code ? `${code} est un devis` : 'Ce panier devient un devis'} : il se paie une fois accepté.`
      : `${code ? `${code} is a price quote` : 'This cart becomes a price quote'}: it is paid once accepted.`,
    [{ key: 'jobInsertError', value: 'price quote' }],
  );

/** The order's invoice, made now if it has none (the caller holds the order's lock). */
async function invoiceFor(tx: Db, scope: Scope, order: OrderRow, today: string): Promise<InvoiceRow> {
  const statuses = await invoiceStatusIds(tx);
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), ne(invoices.statusId, statuses.VOID!)))
    .orderBy(asc(invoices.id))
    .limit(1);
  return existing ?? invoiceOrder(tx, actorOf(scope), order.id, { invoiceDate: today });
}

/** Charges the card for what is left on the invoices; a decline is an answer, not an error: the orders stay. */
async function payFor(
  services: Services,
  scope: Scope,
  customerId: number,
  card: CardChoice,
  invoiced: Invoiced[],
): Promise<{ status: 200 | 202; value: OrderPaymentOutcome }> {
  const dues = invoiced.map((i) => ({ ...i, cents: toCents(i.invoice.balance) }));
  const list = (paid: (i: (typeof dues)[number]) => bigint) =>
    dues.map((i) => ({
      orderId: i.order.id,
      orderCode: i.order.code,
      invoiceId: i.invoice.id,
      invoiceCode: i.invoice.code,
      amount: Number(paid(i)) / 100,
    }));
  const run = async (answer: () => Promise<PayAnswer | null>) => {
    try {
      const paid = await answer();
      return paid && { status: paid.status, value: { payment: paid.value, paymentError: null } };
    } catch (error) {
      if (!isCardDecline(error)) throw error;
      return { status: 200 as const, value: { payment: null, paymentError: error.message } };
    }
  };
  const earlier = await run(() => answerOfKey(services.db, customerId, card.idempotencyKey));
  if (earlier) {
    // A repeat: the first answer again, with what that payment gave each invoice.
    const allocated = await services.db
      .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .where(eq(paymentAllocations.paymentId, earlier.value.payment?.paymentId ?? -1));
    const amountOf = (i: (typeof dues)[number]) => {
      const share = allocated.find((a) => a.invoiceId === i.invoice.id);
      return share ? toCents(share.amount) : i.cents;
    };
    return { status: earlier.status, value: { invoices: list(amountOf), ...earlier.value } };
  }
  const due = dues.filter((i) => i.cents > 0n);
  if (due.length === 0) throw invalid('orderIds', 'Nothing is left to pay on these orders');
  const total = due.reduce((sum, i) => sum + i.cents, 0n);
  const cents = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;
  const answer = await run(() =>
    payInvoices(services.db, services.config, scope, {
      idempotencyKey: card.idempotencyKey,
      creditCardId: card.creditCardId,
      token: card.token,
      processor: card.processor,
      customerId,
      amount: cents(total),
      invoices: due.map((i) => ({ invoiceId: i.invoice.id, amount: cents(i.cents) })),
    }),
  );
  return { status: answer!.status, value: { invoices: list((i) => i.cents), ...answer!.value } };
}

/**
 * POST /payment/createorderandpay. The submission and the order's invoice are one transaction (a price quote is
 * refused and the cart stays as it was); the card is charged after the commit under the payment's own key. The
 * order's key makes a retry after a declined card pay the order already submitted.
 */
export async function createOrderAndPay(
  services: Services,
  scope: Scope,
  body: CreateOrderAndPayBody,
  language: Language,
) {
  const today = services.now().toISOString().slice(0, 10);
  const { payment: card, ...submission } = body;
  const submitted = await submitOrder(services, scope, submission, language, {
    beforeCommit: async (tx, order) => {
      if (order.kind === 'PQ') throw quoteRefusal(language);
      await invoiceOrder(tx, actorOf(scope), order.id, { invoiceDate: today });
    },
  });
  const invoiced = await services.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, submitted.orderId)).for('update');
    if (order!.kind === 'PQ') throw quoteRefusal(language, order!.code);
    return { order: order!, invoice: await invoiceFor(tx, scope, order!, today) };
  });
  const paid = await payFor(services, scope, invoiced.order.customerId, card, [invoiced]);
  return { status: paid.status, value: { ...paid.value, order: submitted } };
}

/**
 * POST /payment/insertOrdersAndPay. The chosen orders are locked by id and invoiced where they have no invoice yet,
 * in one transaction; then one charge pays what is left on their invoices. Price quotes and cancelled orders are
 * refused; another customer's order is missing (404).
 */
export async function insertOrdersAndPay(
  services: Services,
  scope: Scope,
  body: InsertOrdersAndPayBody,
  language: Language,
) {
  const customer = await payingCustomer(services.db, scope, body.customerId);
  const today = services.now().toISOString().slice(0, 10);
  const invoiced = await services.db.transaction(async (tx) => {
    const rows = await tx
      .select({ order: orders, statusCode: entityStatuses.code })
      .from(orders)
      .innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId))
      .where(and(inArray(orders.id, body.orderIds), eq(orders.customerId, customer.id)))
      .orderBy(asc(orders.id))
      .for('update', { of: orders });
    if (rows.length !== body.orderIds.length) throw notFound('The order');
    const done: Invoiced[] = [];
    for (const { order, statusCode } of rows) {
      if (order.kind === 'PQ') throw quoteRefusal(language, order.code);
      if (statusCode === 'CANCELLED')
        throw invalid('orderIds', `${order.code} is cancelled: it cannot be paid`);
      done.push({ order, invoice: await invoiceFor(tx, scope, order, today) });
    }
    return done;
  });
  return payFor(services, scope, customer.id, body, invoiced);
}

/** Paying for orders crosses cart, orders and finance: bound here, as any module's call. */
export const orderPaymentRoutes = [
  bindCall(
    createOrderAndPayCall,
    createOrderAndPaySchemas,
    async ({ services, scope, lang, body, reply }) => {
      const answer = await createOrderAndPay(services, scope, body, lang);
      void reply.status(answer.status);
      return answer.value;
    },
  ),
  bindCall(
    insertOrdersAndPayCall,
    insertOrdersAndPaySchemas,
    async ({ services, scope, lang, body, reply }) => {
      const answer = await insertOrdersAndPay(services, scope, body, lang);
      void reply.status(answer.status);
      return answer.value;
    },
  ),
];
