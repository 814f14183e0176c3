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
  answerOfRequest,
  callerOf,
  cardPaymentOf,
  centsText,
  chargeReservedPayment,
  earlierRequestOfKey,
  invoiceOrder,
  invoiceStatusIds,
  isCardDecline,
  lockPaymentKey,
  payingCustomer,
  requestFingerprint,
  reservePayRequest,
  toCents,
  type CardPayment,
  type EarlierRequest,
  type InvoiceRow,
  type PayAnswer,
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
/** The card (a saved one or a token) and, at the checkout, the customer's credits to apply first. */
type PaymentChoice = Pick<
  CreateOrderAndPayBody['payment'],
  'idempotencyKey' | 'creditCardId' | 'token' | 'processor'
> & { creditAmount?: string | undefined };
interface Invoiced {
  order: Pick<OrderRow, 'id' | 'code'>;
  invoice: InvoiceRow;
}
/**
 * The request under the call's key (a card payment, with credits or not, or credits alone) and the invoices it is
 * for: reserved now or made by an earlier call.
 */
interface Keyed {
  request: EarlierRequest;
  invoiced: Invoiced[];
  /** Set when this call reserved a card payment: the card is charged after the commit. */
  paying?: CardPayment | null;
}
type OrderPaymentAnswer = { status: 200 | 202; value: OrderPaymentOutcome };

/** A price quote has no price the customer agreed to yet: it is paid once accepted, never at submission. */
const quoteRefusal = (language: Language, code?: string) =>
  new AppError(
    'CONFLICT',
    translateMessage(
      language,
      code
        ? `${code} is a price quote: it is paid once accepted.`
        : 'This cart becomes a price quote: it is paid once accepted.',
    ),
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

/** Who pays and how: the caller, the paying customer and what the payer chose. */
interface Payer {
  services: Services;
  scope: Scope;
  customerId: number;
  choice: PaymentChoice;
}

/**
 * Phase 1 in the caller's transaction, which holds the key's lock, on the pay dialog's ledger path (POST /payment/pay,
 * docs/payments.md §4): what is left on the invoices is paid by the credits asked for first (at most that much, at
 * most what the customer holds: 400 otherwise), and a pending card payment is reserved for the rest. Credits paying
 * everything need no card; a rest without a card chosen is refused (400), which undoes the caller's transaction.
 */
async function reserveDues(
  tx: Db,
  payer: Payer,
  request: { idempotencyKey: string; fingerprint: string },
  invoiced: Invoiced[],
): Promise<Keyed> {
  const due = invoiced
    .map((i) => ({ invoiceId: i.invoice.id, cents: toCents(i.invoice.balance) }))
    .filter((i) => i.cents > 0n);
  if (due.length === 0) throw invalid('orderIds', 'Nothing is left to pay on these orders');
  const dueCents = due.reduce((sum, i) => sum + i.cents, 0n);
  const creditCents = toCents(payer.choice.creditAmount ?? '0');
  const cardCents = dueCents - creditCents;
  const { creditCardId, token } = payer.choice;
  if (cardCents > 0n && creditCardId === undefined && token === undefined)
    throw invalid('creditCardId', 'Choose a saved card or enter a new one');
  const paying =
    cardCents > 0n
      ? await cardPaymentOf(tx, payer.services.config, payer.scope, payer.customerId, payer.choice)
      : null;
  const made = await reservePayRequest(tx, actorOf(payer.scope), paying, payer.customerId, {
    ...request,
    amount: centsText(dueCents),
    invoices: due.map((i) => ({ invoiceId: i.invoiceId, amount: centsText(i.cents) })),
    creditCents,
    cardCents: cardCents > 0n ? cardCents : 0n,
  });
  return { request: made, invoiced, paying };
}

/**
 * The answer, first time or repeat: the card is charged when this call reserved the payment, else the earlier
 * payment's answer is given again; each invoice with what the payment asked for it. A decline is an answer, not an
 * error: the orders stay, their invoices stay open to pay from Invoices.
 */
async function answerOf(db: Db, keyed: Keyed, language: Language): Promise<OrderPaymentAnswer> {
  let paid: { status: 200 | 202; payment: PayAnswer['value'] | null; paymentError: string | null };
  const { request } = keyed;
  try {
    const answer =
      keyed.paying && 'payment' in request
        ? await chargeReservedPayment(db, keyed.paying, request.payment)
        : await answerOfRequest(db, request);
    paid = { status: answer.status, payment: answer.value, paymentError: null };
  } catch (error) {
    if (!isCardDecline(error)) throw error;
    // The reason alone, in the caller's language: the page says the order was submitted and the card declined.
    const reason = error.fieldErrors.find((e) => e.key === 'card')?.value ?? error.message;
    paid = { status: 200, payment: null, paymentError: translateMessage(language, reason) };
  }
  // What the card was asked for each invoice: nothing when the credits paid alone.
  const allocated =
    'payment' in request
      ? await db
          .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount })
          .from(paymentAllocations)
          .where(eq(paymentAllocations.paymentId, request.payment.id))
      : [];
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
    choice: PaymentChoice;
    fingerprint: string;
    orderIds: number[];
    invoiceOrders: (tx: Db) => Promise<Invoiced[]>;
  },
): Promise<OrderPaymentAnswer> {
  const { db } = services;
  const key = input.choice.idempotencyKey;
  const earlier = await earlierRequestOfKey(db, input.customerId, key, input.fingerprint, language);
  if (earlier)
    return answerOf(db, { request: earlier, invoiced: await invoicedBefore(db, input.orderIds) }, language);
  const payer: Payer = { services, scope, customerId: input.customerId, choice: input.choice };
  const keyed = await db.transaction(async (tx): Promise<Keyed> => {
    await lockPaymentKey(tx, input.customerId, key);
    const concurrent = await earlierRequestOfKey(tx, input.customerId, key, input.fingerprint, language);
    if (concurrent) return { request: concurrent, invoiced: await invoicedBefore(tx, input.orderIds) };
    const invoiced = await input.invoiceOrders(tx);
    return reserveDues(tx, payer, { idempotencyKey: key, fingerprint: input.fingerprint }, invoiced);
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
  const { payment: choice, ...submission } = body;
  // The whole body is the request: the same payment key with another cart, order key or address is another request.
  const fingerprintFor = (customerId: number) =>
    requestFingerprint('createOrderAndPay', callerOf(scope, customerId), body);
  const held: { keyed?: Keyed } = {};
  const submitted = await submitOrder(services, scope, submission, language, {
    beforeCommit: async (tx, order) => {
      if (order.kind === 'PQ') throw quoteRefusal(language);
      const fingerprint = fingerprintFor(order.customerId);
      await lockPaymentKey(tx, order.customerId, choice.idempotencyKey);
      // A key used for another request throws here (409) and undoes the submission. The same request cannot have
      // paid already: its order key would have answered its first order without coming here.
      if (await earlierRequestOfKey(tx, order.customerId, choice.idempotencyKey, fingerprint, language))
        return;
      const invoice = await invoiceOrder(tx, actorOf(scope), order.id, { invoiceDate: today });
      const payer: Payer = { services, scope, customerId: order.customerId, choice };
      held.keyed = await reserveDues(tx, payer, { idempotencyKey: choice.idempotencyKey, fingerprint }, [
        { order, invoice },
      ]);
    },
  });
  if (held.keyed) return withOrder(await answerOf(services.db, held.keyed, language), submitted);

  // The order key answered an order submitted before: a repeat, or a retry after a declined card.
  const [order] = await services.db.select().from(orders).where(eq(orders.id, submitted.orderId));
  const paid = await payOrdersUnderKey(services, scope, language, {
    customerId: order!.customerId,
    choice,
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
    choice: body,
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
