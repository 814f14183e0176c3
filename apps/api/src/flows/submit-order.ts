import type { PriceBasis, SubmittedOrderKind } from '@portal/shared';
import type { CheckoutAddress } from '@portal/shared/cart/schemas';
import { submitOrder as submitOrderCall, submitOrderSchemas } from '@portal/shared/cart/submit-order';
import type { CallParsed, CallResponse } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cartItems, carts } from '../modules/cart/tables';
import { itemGroups, itemTypes } from '../modules/catalog/tables';
import { customers } from '../modules/customers/tables';
import { orders } from '../modules/orders/tables';
import { countries, states } from '../modules/reference/tables';
import { users } from '../modules/users/tables';
import {
  cartView,
  emptyCart,
  incomingOrderAttributes,
  settleCart,
  type CartRow,
} from '../modules/cart/public';
import { fingerprintRefs, fingerprintsBelongTo } from '../modules/decedents/public';
import { markLockUsed } from '../modules/metal/public';
import { confirmationMail, insertOrder, ordersListUrl } from '../modules/orders/public';
import { orderSubmissionRules, submittedOrderKind } from '../modules/settings/public';
import { recordAudit } from '../platform/audit';
import { requestFingerprint } from '../platform/idempotency';
import { AppError, conflict, invalid, notFound } from '../platform/errors';
import { translateMessage } from '../platform/messages';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import { isStaff, type Scope } from '../platform/scope';
import { shippingOptionFor } from './checkout-shipping';
import { metalOfCartLines } from './order-metal';

type SubmitOrderRequest = CallParsed<typeof submitOrderCall>['body'];
type SubmitOrderResponse = CallResponse<typeof submitOrderCall>;
type AddressRole = 'sell_to' | 'billing' | 'shipping';

/** A refusal the customer must read as it is (spec §8: the client shows a jobInsertError message unchanged). */
const jobInsertError = (message: string) =>
  new AppError('CONFLICT', message, [{ key: 'jobInsertError', value: message }]);

/** The address the parcel goes to, from the checkout's choices. */
function shippingAddressOf(input: SubmitOrderRequest): CheckoutAddress {
  if (input.useDifferentShippingAddress) {
    if (!input.shippingAddress) throw invalid('shippingAddress', 'The shipping address is required');
    return input.shippingAddress;
  }
  return input.shipToSellToAddress ? input.sellToAddress : input.billingAddress;
}

/** Each address names a real country, and a state of that country when the country has states. */
async function checkAddresses(db: Db, addresses: Record<AddressRole, CheckoutAddress>) {
  const countryIds = [...new Set(Object.values(addresses).map((a) => a.countryId))];
  const known = await db
    .select({ id: countries.id })
    .from(countries)
    .where(inArray(countries.id, countryIds));
  const stateRows = await db
    .select({ id: states.id, countryId: states.countryId })
    .from(states)
    .where(inArray(states.countryId, countryIds));
  const prefix = { sell_to: 'sellToAddress', billing: 'billingAddress', shipping: 'shippingAddress' };
  for (const [role, address] of Object.entries(addresses) as [AddressRole, CheckoutAddress][]) {
    if (!known.some((c) => c.id === address.countryId))
      throw invalid(`${prefix[role]}.countryId`, 'This country does not exist');
    const countryStates = stateRows.filter((s) => s.countryId === address.countryId);
    if (address.stateId && !countryStates.some((s) => s.id === address.stateId))
      throw invalid(`${prefix[role]}.stateId`, 'This state is not in the chosen country');
    if (!address.stateId && countryStates.length > 0)
      throw invalid(`${prefix[role]}.stateId`, 'State is required');
  }
}

/** Two totals in currency units are the same to the cent. */
const sameAmount = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

const isIdempotencyClash = (error: unknown): boolean => {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const { code, constraint } = (cause ?? {}) as { code?: string; constraint?: string };
  return code === '23505' && (constraint ?? '').includes('idempotency');
};

export interface SubmitOptions {
  /** More work in the submission's transaction once the order exists (paying at checkout invoices it there). */
  beforeCommit?: (tx: Db, order: typeof orders.$inferSelect) => Promise<void>;
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
  const shipTo = shippingAddressOf(input);
  await checkAddresses(services.db, {
    sell_to: input.sellToAddress,
    billing: input.billingAddress,
    shipping: shipTo,
  });
  const now = services.now();
  const today = now.toISOString().slice(0, 10);
  const { idempotencyKey: _key, ...request } = input;
  const fingerprint = requestFingerprint(
    'submitOrder',
    { userId: scope.userId, customerId: scope.customerId ?? 0 },
    request,
  );
  let outcome;
  try {
    outcome = await services.db.transaction(async (tx) => {
      const [cart] = await tx.select().from(carts).where(eq(carts.sessionId, input.sessionId)).for('update');
      if (input.idempotencyKey) {
        const [done] = await tx.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
        if (done) {
          if (!isStaff(scope) && done.customerId !== scope.customerId)
            throw conflict('This idempotency key was already used');
          // The same key with another request (another cart, address or total) is refused before anything is written.
          if (done.requestFingerprint !== null && done.requestFingerprint !== fingerprint)
            throw conflict('This idempotency key was already used for another order');
          return { answer: answerOf(done), mail: null };
        }
      }
      if (!cart || (cart.customerId !== null && !isStaff(scope) && cart.customerId !== scope.customerId))
        throw notFound('The shopping cart');
      const customerId = cart.customerId ?? (isStaff(scope) ? null : scope.customerId);
      if (!customerId) throw invalid('customerId', 'Choose the customer this order is for');
      const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId));
      if (!customer) throw notFound('The customer');

      const lines = await tx
        .select({ line: cartItems, item: itemTypes, fulfilment: itemGroups.fulfilment })
        .from(cartItems)
        .innerJoin(itemTypes, eq(itemTypes.id, cartItems.itemTypeId))
        .leftJoin(itemGroups, eq(itemGroups.id, itemTypes.itemGroupId))
        .where(eq(cartItems.cartId, cart.id))
        .orderBy(asc(cartItems.id));
      if (lines.length === 0) throw conflict('The shopping cart is empty');
      if (!customer.isActive || customer.isOnCreditHold)
        throw jobInsertError('Your account is on credit hold: please contact us to place this order.');
      const gone = lines.find((l) => !l.item.isActive);
      if (gone)
        throw jobInsertError(`${gone.item.code} is no longer available: please remove it from the cart.`);

      const attributes = await checkedAttributes(
        tx,
        customerId,
        input.orderAttributes,
        await memorialDecedents(tx, lines),
        language,
      );
      const shipping = await shippingFor(tx, cart, input.shippingMethodID ?? null, shipTo, language, today);
      const priced = await settleCart(tx, cart.id, {
        customerId,
        billingStateId: input.billingAddress.stateId ?? null,
        shippingStateId: shipTo.stateId ?? null,
        shippingMethodId: shipping.methodId,
        shippingPrice: shipping.price,
      });
      // Re-prices lines whose metal moved and recomputes every total on the server.
      const view = await cartView(tx, priced, language, today);
      // A memorial line's print must be the order's customer's (staff may have changed the cart's customer).
      const prints = lines.flatMap((l) => (l.line.fingerprintId === null ? [] : [l.line.fingerprintId]));
      if (!(await fingerprintsBelongTo(tx, customerId, prints)))
        throw jobInsertError(
          'A fingerprint in the cart does not belong to this customer: please remove the memorial piece from the cart.',
        );

      // The order settings of the configuration screen, read now: a change holds for the next cart.
      const kind = submittedOrderKind(
        await orderSubmissionRules(tx),
        customer.orderSubmission,
        view.items.map((i) => ({
          unitPrice: i.price,
          fulfilment: lines.find((l) => l.line.id === i.id)?.fulfilment ?? 'MADE_TO_ORDER',
        })),
        view.grandTotal,
      );
      // A job order or sales order ships: without a method that delivers to the address, nothing is placed.
      if (shipping.methodId === null && kind !== 'PQ')
        throw invalid('shippingMethodID', 'Choose a shipping method that delivers to this address');
      if (input.expectedGrandTotal !== undefined && !sameAmount(input.expectedGrandTotal, view.grandTotal))
        throw jobInsertError(
          translateMessage(
            language,
            `The total is now ${view.grandTotal.toFixed(2)} ${customer.currencyCode}: shipping, tax or a discount changed. Check the order and place it again.`,
          ),
        );
      // The estimate each made-to-order metal line is billed against once its finished weight is known.
      const pricedPerGram = await tx
        .select({ id: cartItems.id, metalPricePerGram: cartItems.metalPricePerGram })
        .from(cartItems)
        .where(eq(cartItems.cartId, cart.id));
      const lineMetal = await metalOfCartLines(
        tx,
        customerId,
        view.items.map((i) => {
          const row = lines.find((l) => l.line.id === i.id)!;
          return {
            id: i.id,
            itemTypeId: i.itemTypeID,
            metalId: i.metalID,
            variantIds: i.variantIDs,
            configuration: i.configuration,
            metalPricePerGram: pricedPerGram.find((p) => p.id === i.id)?.metalPricePerGram ?? null,
            priceBasis: (i as { priceBasis?: PriceBasis | null }).priceBasis ?? null,
            madeToOrder: (row.fulfilment ?? 'MADE_TO_ORDER') === 'MADE_TO_ORDER',
          };
        }),
      );
      const order = await insertOrder(
        tx,
        scope,
        {
          kind,
          customerId,
          currencyCode: customer.currencyCode,
          idempotencyKey: input.idempotencyKey ?? null,
          requestFingerprint: input.idempotencyKey ? fingerprint : null,
          poNumber: input.pONumber ?? cart.poNumber,
          notes: input.notes ?? cart.notes,
          customerWoNumber: input.customerWoNumber ?? cart.customerWoNumber,
          shippingMethodId: shipping.methodId,
          shippingMethodName: shipping.name,
          totals: { ...view, couponCode: view.couponApplied ? view.couponCode : null },
          lines: view.items.map((i) => ({
            itemTypeId: i.itemTypeID,
            code: i.code,
            name: i.name,
            metalId: i.metalID,
            metalName: i.metalName,
            quantity: i.quantity,
            unitPrice: i.price,
            lineTotal: i.lineTotal,
            variantIds: i.variantIDs,
            configuration: i.configuration,
            fingerprintId: i.fingerprint?.id ?? null,
            ...lineMetal.get(i.id),
          })),
          addresses: { sell_to: input.sellToAddress, billing: input.billingAddress, shipping: shipTo },
          attributes,
        },
        now,
      );
      // The lines kept the locked metal prices (cartView above priced them so): the lock is spent on this order.
      const lockId = await markLockUsed(tx, { cartId: cart.id }, order.id);
      await emptyCart(tx, cart.id, now);
      await options.beforeCommit?.(tx, order);
      await recordAudit(tx, scope, {
        action: 'order.submit',
        entityType: 'order',
        entityId: order.id,
        details: { code: order.code, kind, customerId, ...(lockId ? { metalPriceLockId: lockId } : {}) },
      });
      const [placedBy] = await tx
        .select({ email: users.email, firstName: users.firstName, kind: users.kind })
        .from(users)
        .where(eq(users.id, scope.userId));
      // Staff placing an order on a customer's behalf: the customer is told, not the staff member.
      const to = placedBy && placedBy.kind !== 'staff' ? placedBy.email : customer.email;
      return {
        answer: answerOf(order),
        mail: to
          ? {
              to,
              ...confirmationMail({
                language,
                contactName: placedBy && placedBy.kind !== 'staff' ? placedBy.firstName : customer.name,
                orderCode: order.code,
                kind,
                currencyCode: customer.currencyCode,
                lines: view.items,
                totals: view,
                shipTo: [shipTo.name, shipTo.address1, shipTo.address2, `${shipTo.zip} ${shipTo.city}`]
                  .filter(Boolean)
                  .join(', '),
                poNumber: order.poNumber,
                ordersUrl: ordersListUrl(services, language, kind),
              }),
            }
          : null,
      };
    });
  } catch (error) {
    if (isIdempotencyClash(error)) throw conflict('This idempotency key was already used');
    throw error;
  }
  if (outcome.mail) await services.mailer.send(services.db, outcome.mail);
  return outcome.answer;
}

const answerOf = (order: typeof orders.$inferSelect): SubmitOrderResponse => ({
  order_code: order.code,
  jobTypeCode: order.kind as SubmittedOrderKind,
  orderId: order.id,
});

/** The decedents whose prints the cart's memorial lines are made from, each named once. */
async function memorialDecedents(db: Db, lines: { line: { fingerprintId: number | null } }[]) {
  const prints = await fingerprintRefs(
    db,
    lines.flatMap((l) => (l.line.fingerprintId === null ? [] : [l.line.fingerprintId])),
  );
  return [...new Set([...prints.values()].map((p) => p.decedentName))];
}

/**
 * The answers to the incoming order attributes: only questions asked of this customer; required ones answered. A
 * memorial line answers the name of the deceased itself when the request leaves it out (docs/decisions.md "The
 * memorial line keeps its print").
 */
async function checkedAttributes(
  db: Db,
  customerId: number,
  given: SubmitOrderRequest['orderAttributes'],
  decedents: string[],
  language: Language,
) {
  const asked = await incomingOrderAttributes(db, { customerId }, language);
  const decedentQuestion = asked.find((q) => q.code === 'DECEDENT_NAME');
  const answers =
    decedentQuestion && decedents.length > 0 && !given.find((a) => a.id === decedentQuestion.id)?.value
      ? [...given, { id: decedentQuestion.id, value: decedents.join(', ').slice(0, 500) }]
      : given;
  const unknown = answers.find((a) => !asked.some((q) => q.id === a.id));
  if (unknown) throw invalid('orderAttributes', 'This question is not asked of this customer');
  const missing = asked.find((q) => q.isRequired && !answers.find((a) => a.id === q.id)?.value);
  if (missing) throw invalid(`orderAttributes.${missing.code}`, `${missing.name} is required`);
  return answers.filter((a) => a.value !== '');
}

/** The chosen shipping method, priced for the cart's parcel and the shipping address; none means pick-up. */
async function shippingFor(
  db: Db,
  cart: CartRow,
  methodId: number | null,
  shipTo: CheckoutAddress,
  language: Language,
  today: string,
) {
  if (!methodId) return { methodId: null, name: null, price: '0' };
  const option = await shippingOptionFor(
    db,
    cart,
    { methodId, countryId: shipTo.countryId, stateId: shipTo.stateId ?? null },
    language,
    today,
    'shippingMethodID',
  );
  return { methodId: option.id, name: option.name, price: option.price.toFixed(2) };
}

/** The submission crosses cart, shipping and orders: bound here, as any module's call. */
export const submitOrderRoutes = [
  bindCall(submitOrderCall, submitOrderSchemas, ({ services, scope, lang, body }) =>
    submitOrder(services, scope, body, lang),
  ),
];
