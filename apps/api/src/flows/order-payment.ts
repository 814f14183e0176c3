import type { Language } from '@portal/shared/platform/language';
import * as createOrderAndPayContract from '@portal/shared/finance/create-order-and-pay';
import type { OrderPaymentOutcome } from '@portal/shared/finance/create-order-and-pay';
import * as insertOrdersAndPayContract from '@portal/shared/finance/insert-orders-and-pay';
import type { ParsedBy } from '@portal/shared/platform/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, paymentAllocations } from '../modules/finance/tables';
import { orders } from '../modules/orders/tables';
import { entityStatuses } from '../modules/reference/tables';
import {
  actorOf,
  answerOfPayment,
  callerOf,
  cardPaymentOf,
  chargeReservedPayment,
  invoiceOrder,
  invoiceStatusIds,
  isCardDecline,
  lockPaymentKey,
  payingCustomer,
  paymentOfKey,
  requestFingerprint,
  reserveCardPayment,
  toCents,
  type CardPayment,
  type InvoiceRow,
  type PayAnswer,
  type PaymentRow,
} from '../modules/finance/public';
import { AppError, invalid, notFound } from '../platform/errors';
import { translateMessage } from '../platform/messages';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import type { Scope } from '../platform/scope';
import { submitOrder } from './submit-order';

type CreateOrderAndPayBody = ParsedBy<typeof createOrderAndPayContract.createOrderAndPaySchemas>['body'];
type InsertOrdersAndPayBody = ParsedBy<typeof insertOrdersAndPayContract.insertOrdersAndPaySchemas>['body'];
type OrderRow = typeof orders.$inferSelect;
type CardChoice = Pick<
  CreateOrderAndPayBody['payment'],
  'idempotencyKey' | 'creditCardId' | 'token' | 'processor'
>;
interface Invoiced {
  order: Pick<OrderRow, 'id' | 'code'>;
  invoice: InvoiceRow;
}
/** A payment under the call's key and the invoices it is for: reserved now (to charge) or made by an earlier call. */
interface Keyed {
  payment: PaymentRow;
  invoiced: Invoiced[];
  /** Set when this call reserved the payment: the card is charged after the commit. */
  paying?: CardPayment;
}
type OrderPaymentAnswer = { status: 200 | 202; value: OrderPaymentOutcome };

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
  return (
    (await invoiceOf(tx, order.id)) ?? invoiceOrder(tx, actorOf(scope), order.id, { invoiceDate: today })
  );
}

async function invoiceOf(db: Db, orderId: number): Promise<InvoiceRow | null> {
  const statuses = await invoiceStatusIds(db);
  const [existing] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), ne(invoices.statusId, statuses.VOID!)))
    .orderBy(asc(invoices.id))
    .limit(1);
  return existing ?? null;
}

/** What an earlier call under the key invoiced, read again for its repeat (the same orders: the same request). */
async function invoicedBefore(db: Db, orderIds: number[]): Promise<Invoiced[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id));
  const done: Invoiced[] = [];
  for (const order of rows) {
    const invoice = await invoiceOf(db, order.id);
    if (invoice) done.push({ order, invoice });
  }
  return done;
}

const centsText = (c: bigint) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`;

/**
 * Phase 1 in the caller's transaction, which holds the key's lock: one pending card payment for what is left on the
 * invoices (docs/payments.md §4).
 */
async function reserveDues(
  tx: Db,
  paying: CardPayment,
  request: { idempotencyKey: string; fingerprint: string },
  invoiced: Invoiced[],
): Promise<Keyed> {
  const due = invoiced
    .map((i) => ({ invoiceId: i.invoice.id, cents: toCents(i.invoice.balance) }))
    .filter((i) => i.cents > 0n);
  if (due.length === 0) throw invalid('orderIds', 'Nothing is left to pay on these orders');
  const payment = await reserveCardPayment(tx, paying, {
    ...request,
    amount: centsText(due.reduce((sum, i) => sum + i.cents, 0n)),
    invoices: due.map((i) => ({ invoiceId: i.invoiceId, amount: centsText(i.cents) })),
  });
  return { payment, invoiced, paying };
}

/**
 * The answer, first time or repeat: the card is charged when this call reserved the payment, else the earlier
 * payment's answer is given again; each invoice with what the payment asked for it. A decline is an answer, not an
 * error: the orders stay, their invoices stay open to pay from Invoices.
 */
async function answerOf(db: Db, keyed: Keyed, language: Language): Promise<OrderPaymentAnswer> {
  let paid: { status: 200 | 202; payment: PayAnswer['value'] | null; paymentError: string | null };
  try {
    const answer = keyed.paying
      ? await chargeReservedPayment(db, keyed.paying, keyed.payment)
      : await answerOfPayment(db, keyed.payment);
    paid = { status: answer.status, payment: answer.value, paymentError: null };
  } catch (error) {
    if (!isCardDecline(error)) throw error;
    // The reason alone, in the caller's language: the page says the order was submitted and the card declined.
    const reason = error.fieldErrors.find((e) => e.key === 'card')?.value ?? error.message;
    paid = { status: 200, payment: null, paymentError: translateMessage(language, reason) };
  }
  const allocated = await db
    .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, keyed.payment.id));
  const invoiceList = keyed.invoiced.map((i) => {
    const share = allocated.find((a) => a.invoiceId === i.invoice.id);
    return {
      orderId: i.order.id,
      orderCode: i.order.code,
      invoiceId: i.invoice.id,
      invoiceCode: i.invoice.code,
      amount: Number(share ? toCents(share.amount) : 0n) / 100,
    };
  });
  return {
    status: paid.status,
    value: { invoices: invoiceList, payment: paid.payment, paymentError: paid.paymentError },
  };
}

/**
 * Pays orders under the call's key (request-key.ts): the same request again answers the first payment; another
 * request under the key is a 409 before anything is written. Otherwise, in one transaction holding the key's lock,
 * `invoiceOrders` locks and invoices the orders and the payment is reserved; the card is charged after the commit.
 */
async function payOrdersUnderKey(
  services: Services,
  scope: Scope,
  language: Language,
  input: {
    customerId: number;
    card: CardChoice;
    fingerprint: string;
    orderIds: number[];
    invoiceOrders: (tx: Db) => Promise<Invoiced[]>;
  },
): Promise<OrderPaymentAnswer> {
  const { db } = services;
  const key = input.card.idempotencyKey;
  const earlier = await paymentOfKey(db, input.customerId, key, input.fingerprint, language);
  if (earlier)
    return answerOf(db, { payment: earlier, invoiced: await invoicedBefore(db, input.orderIds) }, language);
  const paying = await cardPaymentOf(db, services.config, scope, input.customerId, input.card);
  const keyed = await db.transaction(async (tx): Promise<Keyed> => {
    await lockPaymentKey(tx, input.customerId, key);
    const concurrent = await paymentOfKey(tx, input.customerId, key, input.fingerprint, language);
    if (concurrent) return { payment: concurrent, invoiced: await invoicedBefore(tx, input.orderIds) };
    const invoiced = await input.invoiceOrders(tx);
    return reserveDues(tx, paying, { idempotencyKey: key, fingerprint: input.fingerprint }, invoiced);
  });
  return answerOf(db, keyed, language);
}

/**
 * POST /payment/createorderandpay. The submission, the order's invoice and the payment's reservation are one
 * transaction holding the payment key's lock (a price quote or a key used for another request is refused, and the
 * cart stays as it was); the card is charged after the commit under the payment's own key. The order's key makes a
 * retry after a declined card (a new payment key) pay the order already submitted.
 */
export async function createOrderAndPay(
  services: Services,
  scope: Scope,
  body: CreateOrderAndPayBody,
  language: Language,
) {
  const today = services.now().toISOString().slice(0, 10);
  const { payment: card, ...submission } = body;
  // The whole body is the request: the same payment key with another cart, order key or address is another request.
  const fingerprintFor = (customerId: number) =>
    requestFingerprint('createOrderAndPay', callerOf(scope, customerId), body);
  const held: { keyed?: Keyed } = {};
  const submitted = await submitOrder(services, scope, submission, language, {
    beforeCommit: async (tx, order) => {
      if (order.kind === 'PQ') throw quoteRefusal(language);
      const fingerprint = fingerprintFor(order.customerId);
      await lockPaymentKey(tx, order.customerId, card.idempotencyKey);
      // A key used for another request throws here (409) and undoes the submission. The same request cannot have
      // paid already: its order key would have answered its first order without coming here.
      if (await paymentOfKey(tx, order.customerId, card.idempotencyKey, fingerprint, language)) return;
      const paying = await cardPaymentOf(tx, services.config, scope, order.customerId, card);
      const invoice = await invoiceOrder(tx, actorOf(scope), order.id, { invoiceDate: today });
      held.keyed = await reserveDues(tx, paying, { idempotencyKey: card.idempotencyKey, fingerprint }, [
        { order, invoice },
      ]);
    },
  });
  if (held.keyed) return withOrder(await answerOf(services.db, held.keyed, language), submitted);

  // The order key answered an order submitted before: a repeat, or a retry after a declined card.
  const [order] = await services.db.select().from(orders).where(eq(orders.id, submitted.orderId));
  const paid = await payOrdersUnderKey(services, scope, language, {
    customerId: order!.customerId,
    card,
    fingerprint: fingerprintFor(order!.customerId),
    orderIds: [order!.id],
    invoiceOrders: async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, order!.id)).for('update');
      if (locked!.kind === 'PQ') throw quoteRefusal(language, locked!.code);
      return [{ order: locked!, invoice: await invoiceFor(tx, scope, locked!, today) }];
    },
  });
  return withOrder(paid, submitted);
}

const withOrder = <T>(paid: OrderPaymentAnswer, order: T) => ({
  status: paid.status,
  value: { ...paid.value, order },
});

/**
 * POST /payment/insertOrdersAndPay. The chosen orders are locked by id and invoiced where they have no invoice yet,
 * and one charge's reservation holds what is left on their invoices, in one transaction; the card is charged after
 * the commit. Price quotes and cancelled orders are refused; another customer's order is missing (404).
 */
export async function insertOrdersAndPay(
  services: Services,
  scope: Scope,
  body: InsertOrdersAndPayBody,
  language: Language,
) {
  const customer = await payingCustomer(services.db, scope, body.customerId);
  const today = services.now().toISOString().slice(0, 10);
  const orderIds = [...body.orderIds].sort((a, b) => a - b);
  return payOrdersUnderKey(services, scope, language, {
    customerId: customer.id,
    card: body,
    // The orders whatever order they were listed in, and the card: what this call asks.
    fingerprint: requestFingerprint('insertOrdersAndPay', callerOf(scope, customer.id), {
      orderIds,
      creditCardId: body.creditCardId ?? null,
      token: body.token ?? null,
      processor: body.processor ?? null,
    }),
    orderIds,
    invoiceOrders: async (tx) => {
      const rows = await tx
        .select({ order: orders, statusCode: entityStatuses.code })
        .from(orders)
        .innerJoin(entityStatuses, eq(entityStatuses.id, orders.statusId))
        .where(and(inArray(orders.id, orderIds), eq(orders.customerId, customer.id)))
        .orderBy(asc(orders.id))
        .for('update', { of: orders });
      if (rows.length !== orderIds.length) throw notFound('The order');
      const done: Invoiced[] = [];
      for (const { order, statusCode } of rows) {
        if (order.kind === 'PQ') throw quoteRefusal(language, order.code);
        if (statusCode === 'CANCELLED')
          throw invalid('orderIds', `${order.code} is cancelled: it cannot be paid`);
        done.push({ order, invoice: await invoiceFor(tx, scope, order, today) });
      }
      return done;
    },
  });
}

/** Paying for orders crosses cart, orders and finance: bound here, as any module's call. */
export const orderPaymentRoutes = [
  bindCall(
    createOrderAndPayContract.createOrderAndPay,
    createOrderAndPayContract.createOrderAndPaySchemas,
    async ({ services, scope, lang, body, reply }) => {
      const answer = await createOrderAndPay(services, scope, body, lang);
      void reply.status(answer.status);
      return answer.value;
    },
  ),
  bindCall(
    insertOrdersAndPayContract.insertOrdersAndPay,
    insertOrdersAndPayContract.insertOrdersAndPaySchemas,
    async ({ services, scope, lang, body, reply }) => {
      const answer = await insertOrdersAndPay(services, scope, body, lang);
      void reply.status(answer.status);
      return answer.value;
    },
  ),
];
