import type { SubmittedOrderKind } from '@portal/shared';
import * as contract from '@portal/shared/cart/submit-order';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts } from '../modules/cart/tables';
import { orders } from '../modules/orders/tables';
import type { CartRow } from '../modules/cart/public';
import { actorOfScope, usePrintsOnOrder } from '../modules/decedents/public';
import { askApproval, holdMessage, holdOrder, openHoldOf, type Hold } from '../modules/trade-credit/public';
import { recordAudit } from '../platform/audit';
import { requestFingerprint } from '../platform/idempotency';
import { conflict } from '../platform/errors';
import type { OutgoingMail } from '../platform/mail';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import { isStaff, type Scope } from '../platform/scope';
import {
  checkAddresses,
  checkCart,
  checkedAttributes,
  memorialDecedents,
  shippingFor,
  type SubmitOrderRequest,
} from './submit-order/checks';
import {
  clearSubmittedCart,
  confirmationOf,
  orderKindOf,
  priceLines,
  writeOrder,
} from './submit-order/order';
import { checkRushKind, keepRush, rushFeeLine, rushOfSubmission } from './submit-order/rush';
import { checkPoNumber, holdOf } from './submit-order/holds';

type SubmitOrderResponse = CallResponse<typeof contract.submitOrder>;
type OrderRow = typeof orders.$inferSelect;

const isIdempotencyClash = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint ?? '').includes('idempotency');
};

export interface SubmitOptions {
  /** More work in the submission's transaction once the order exists (paying at checkout invoices it there). */
  beforeCommit?: (tx: Db, order: OrderRow) => Promise<void>;
}

/**
 * POST /shoppingCart/submitOrder. In one transaction, with the cart locked so that parallel submissions wait for each
 * other: the cart is re-priced and checked, becomes a job order, sales order or price quote with its items, addresses,
 * answers and first status, and is emptied. A repeated idempotency key answers the order it already created. The
 * confirmation e-mail goes out after the commit: a mail failure never undoes an order (the outbox keeps it).
 */
export async function submitOrder(
  services: Services,
  scope: Scope,
  input: SubmitOrderRequest,
  language: Language,
  options: SubmitOptions = {},
): Promise<SubmitOrderResponse> {
  const addresses = await checkAddresses(services.db, input);
  const now = services.now();
  const today = now.toISOString().slice(0, 10);
  const fingerprint = fingerprintOf(scope, input);
  let outcome;
  try {
    outcome = await services.db.transaction(async (tx) => {
      const locked = await lockCart(tx, input.sessionId);
      const repeated = await orderOfKey(tx, scope, input.idempotencyKey, fingerprint);
      if (repeated)
        return {
          answer: answerOf(repeated, await openHoldOf(tx, repeated.id), language),
          mail: null,
          order: repeated,
          hold: null,
        };
      const { cart, customer, lines } = await checkCart(tx, scope, locked);
      const attributes = await checkedAttributes(
        tx,
        customer.id,
        input.orderAttributes,
        await memorialDecedents(tx, lines),
        language,
      );
      const shipping = await shippingFor(
        tx,
        cart,
        input.shippingMethodID ?? null,
        addresses.shipping,
        language,
        today,
      );
      const priced = await priceLines(tx, cart, customer, lines, shipping, addresses, language, today);
      const { rush, view } = await rushOfSubmission(tx, input, priced, today);
      const rushLine = rushFeeLine(rush, language);
      const charges = rushLine ? [rushLine] : [];
      const kind = await orderKindOf(tx, customer, lines, view, shipping, input, language);
      checkRushKind(rush, kind);
      await checkPoNumber(tx, customer.id, input, cart);
      const hold = await holdOf(
        tx,
        scope,
        { customerId: customer.id, kind, grandTotal: view.grandTotal },
        options.beforeCommit !== undefined,
        language,
        today,
      );
      const order = await writeOrder(
        tx,
        scope,
        { input, cart, customer, lines, view, kind, shipping, attributes, addresses, fingerprint, charges },
        now,
      );
      await keepRush(tx, order.id, rush);
      await usePrintsOnOrder(
        tx,
        actorOfScope(scope),
        order,
        lines.flatMap((l) => (l.line.fingerprintId === null ? [] : [l.line.fingerprintId])),
      );
      if (hold) await holdOrder(tx, order.id, hold, now);
      const lockId = await clearSubmittedCart(tx, cart, order, now);
      await options.beforeCommit?.(tx, order);
      await recordAudit(tx, scope, {
        action: 'order.submit',
        entityType: 'order',
        entityId: order.id,
        details: {
          code: order.code,
          kind,
          customerId: customer.id,
          ...(lockId ? { metalPriceLockId: lockId } : {}),
          ...(hold ? { hold: hold.reason } : {}),
        },
      });
      const mail = await confirmationOf(
        tx,
        services,
        scope,
        { customer, order, kind, view, shipTo: addresses.shipping, charges },
        language,
      );
      return { answer: answerOf(order, hold, language), mail, order, hold };
    });
  } catch (error) {
    if (isIdempotencyClash(error)) throw conflict('This idempotency key was already used');
    throw error;
  }
  await notify(services, outcome.mail);
  if (outcome.hold?.kind === 'PURCHASE_APPROVAL') await askApproval(services, outcome.order);
  return outcome.answer;
}

/** What a repeat under the same idempotency key must match: the request without its key, from the same caller. */
function fingerprintOf(scope: Scope, input: SubmitOrderRequest) {
  const { idempotencyKey: _key, ...request } = input;
  return requestFingerprint(
    'submitOrder',
    { userId: scope.userId, customerId: scope.customerId ?? 0 },
    request,
  );
}

/** The cart of the session, locked until the commit: a parallel submission of it waits here. */
async function lockCart(tx: Db, sessionId: string): Promise<CartRow | undefined> {
  const [cart] = await tx.select().from(carts).where(eq(carts.sessionId, sessionId)).for('update');
  return cart;
}

/** The order an idempotency key already created, when the same caller repeats the same request. */
async function orderOfKey(tx: Db, scope: Scope, idempotencyKey: string | undefined, fingerprint: string) {
  if (!idempotencyKey) return null;
  const [done] = await tx.select().from(orders).where(eq(orders.idempotencyKey, idempotencyKey));
  if (!done) return null;
  if (!isStaff(scope) && done.customerId !== scope.customerId)
    throw conflict('This idempotency key was already used');
  // The same key with another request (another cart, address or total) is refused before anything is written.
  if (done.requestFingerprint !== null && done.requestFingerprint !== fingerprint)
    throw conflict('This idempotency key was already used for another order');
  return done;
}

/** After the commit: the confirmation goes to the outbox; a mail failure never undoes the order. */
async function notify(services: Services, mail: OutgoingMail | null) {
  if (mail) await services.mailer.send(services.db, mail);
}

const answerOf = (order: OrderRow, hold: Hold | null, language: Language): SubmitOrderResponse => ({
  order_code: order.code,
  jobTypeCode: order.kind as SubmittedOrderKind,
  orderId: order.id,
  hold: hold ? { ...hold, message: holdMessage(language, hold.reason) } : null,
});

/** The submission crosses cart, shipping and orders: bound here, as any module's call. */
export const submitOrderRoutes = [
  bindCall(contract.submitOrder, contract.submitOrderSchemas, ({ services, scope, lang, body }) =>
    submitOrder(services, scope, body, lang),
  ),
];
