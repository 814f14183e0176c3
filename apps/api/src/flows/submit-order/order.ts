// The order a submission writes (flows/submit-order.ts): the cart priced again, what it becomes, the order itself,
// the cart emptied, the confirmation e-mail.
import type { PriceBasis, SubmittedOrderKind } from '@portal/shared';
import type { CheckoutAddress } from '@portal/shared/cart/schemas';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartView, emptyCart, settleCart, type CartRow } from '../../modules/cart/public';
import { cartItems } from '../../modules/cart/tables';
import { fingerprintsBelongTo } from '../../modules/decedents/public';
import { markLockUsed } from '../../modules/metal/public';
import { confirmationMail, insertOrder, ordersListUrl, type OrderLine } from '../../modules/orders/public';
import type { orders } from '../../modules/orders/tables';
import { orderSubmissionRules, submittedOrderKind } from '../../modules/settings/public';
import { users } from '../../modules/users/tables';
import { invalid } from '../../platform/errors';
import type { OutgoingMail } from '../../platform/mail';
import { translateMessage } from '../../platform/messages';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import { metalOfCartLines } from '../order-metal';
import {
  type checkedAttributes,
  jobInsertError,
  type AddressRole,
  type CartLine,
  type CustomerRow,
  type Shipping,
  type SubmitOrderRequest,
} from './checks';

type OrderRow = typeof orders.$inferSelect;
type CartAnswer = Awaited<ReturnType<typeof cartView>>;

/** Two totals in currency units are the same to the cent. */
const sameAmount = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/**
 * The cart settled for the order (customer, tax states, shipping) and priced again on the server: lines whose metal
 * moved are re-priced and every total recomputed. A memorial line's print must be the order's customer's (staff may
 * have changed the cart's customer).
 */
export async function priceLines(
  tx: Db,
  cart: CartRow,
  customer: CustomerRow,
  lines: CartLine[],
  shipping: Shipping,
  addresses: Record<AddressRole, CheckoutAddress>,
  language: Language,
  today: string,
): Promise<CartAnswer> {
  const priced = await settleCart(tx, cart.id, {
    customerId: customer.id,
    billingStateId: addresses.billing.stateId ?? null,
    shippingStateId: addresses.shipping.stateId ?? null,
    shippingMethodId: shipping.methodId,
    shippingPrice: shipping.price,
  });
  const view = await cartView(tx, priced, language, today);
  const prints = lines.flatMap((l) => (l.line.fingerprintId === null ? [] : [l.line.fingerprintId]));
  if (!(await fingerprintsBelongTo(tx, customer.id, prints)))
    throw jobInsertError(
      'A fingerprint in the cart does not belong to this customer: please remove the memorial piece from the cart.',
    );
  return view;
}

/**
 * What the cart becomes under the order settings of the configuration screen, read now (a change holds for the next
 * cart); a job order or sales order needs a method that delivers, and the total the customer saw must still hold.
 */
export async function orderKindOf(
  tx: Db,
  customer: CustomerRow,
  lines: CartLine[],
  view: CartAnswer,
  shipping: Shipping,
  input: SubmitOrderRequest,
  language: Language,
): Promise<SubmittedOrderKind> {
  const kind = submittedOrderKind(
    await orderSubmissionRules(tx),
    customer.orderSubmission,
    view.items.map((i) => ({
      unitPrice: i.price,
      fulfilment: lines.find((l) => l.line.id === i.id)?.fulfilment ?? 'MADE_TO_ORDER',
    })),
    view.grandTotal,
  );
  if (shipping.methodId === null && kind !== 'PQ')
    throw invalid('shippingMethodID', 'Choose a shipping method that delivers to this address');
  if (input.expectedGrandTotal !== undefined && !sameAmount(input.expectedGrandTotal, view.grandTotal))
    throw jobInsertError(
      translateMessage(
        language,
        `The total is now ${view.grandTotal.toFixed(2)} ${customer.currencyCode}: shipping, tax or a discount changed. Check the order and place it again.`,
      ),
    );
  return kind;
}

/** Everything the order is written from. */
interface Submission {
  input: SubmitOrderRequest;
  cart: CartRow;
  customer: CustomerRow;
  lines: CartLine[];
  view: CartAnswer;
  kind: SubmittedOrderKind;
  shipping: Shipping;
  attributes: Awaited<ReturnType<typeof checkedAttributes>>;
  addresses: Record<AddressRole, CheckoutAddress>;
  fingerprint: string;
  /** Lines charged for a service after the pieces (the rush fee). */
  charges: ChargeLine[];
}

/** A line of the order that charges for a service, not a piece (flows/submit-order/rush.ts). */
export interface ChargeLine {
  charge: string;
  code: string;
  name: string;
  quantity: number;
  price: number;
  lineTotal: number;
}

/**
 * The order with its items, addresses and answers; each made-to-order metal line keeps the estimate it is billed
 * against once its finished weight is known.
 */
export async function writeOrder(tx: Db, scope: Scope, submission: Submission, now: Date): Promise<OrderRow> {
  const { input, cart, customer, lines, view, kind, shipping } = submission;
  const pricedPerGram = await tx
    .select({ id: cartItems.id, metalPricePerGram: cartItems.metalPricePerGram })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id));
  const lineMetal = await metalOfCartLines(
    tx,
    customer.id,
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
  return insertOrder(
    tx,
    scope,
    {
      kind,
      customerId: customer.id,
      currencyCode: customer.currencyCode,
      idempotencyKey: input.idempotencyKey ?? null,
      requestFingerprint: input.idempotencyKey ? submission.fingerprint : null,
      poNumber: input.pONumber ?? cart.poNumber,
      notes: input.notes ?? cart.notes,
      customerWoNumber: input.customerWoNumber ?? cart.customerWoNumber,
      shippingMethodId: shipping.methodId,
      shippingMethodName: shipping.name,
      totals: { ...view, couponCode: view.couponApplied ? view.couponCode : null },
      lines: [
        ...view.items.map((i): OrderLine => ({
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
        ...submission.charges.map((c): OrderLine => ({
          itemTypeId: null,
          charge: c.charge,
          code: c.code,
          name: c.name,
          metalId: null,
          metalName: null,
          quantity: c.quantity,
          unitPrice: c.price,
          lineTotal: c.lineTotal,
          variantIds: [],
          configuration: {},
          fingerprintId: null,
        })),
      ],
      addresses: submission.addresses,
      attributes: submission.attributes,
    },
    now,
  );
}

/**
 * The cart after its order: the lines kept the locked metal prices (priceLines priced them so), so the lock is spent
 * on this order; the cart is emptied. Answers the lock spent, if any.
 */
export async function clearSubmittedCart(tx: Db, cart: CartRow, order: OrderRow, now: Date) {
  const lockId = await markLockUsed(tx, { cartId: cart.id }, order.id);
  await emptyCart(tx, cart.id, now);
  return lockId;
}

/** The confirmation e-mail: staff placing an order on a customer's behalf have the customer told, not themselves. */
export async function confirmationOf(
  tx: Db,
  services: Services,
  scope: Scope,
  placed: {
    customer: CustomerRow;
    order: OrderRow;
    kind: SubmittedOrderKind;
    view: CartAnswer;
    shipTo: CheckoutAddress;
    charges: ChargeLine[];
  },
  language: Language,
): Promise<OutgoingMail | null> {
  const { customer, order, kind, view, shipTo, charges } = placed;
  const [placedBy] = await tx
    .select({ email: users.email, firstName: users.firstName, kind: users.kind })
    .from(users)
    .where(eq(users.id, scope.userId));
  const to = placedBy && placedBy.kind !== 'staff' ? placedBy.email : customer.email;
  if (!to) return null;
  return {
    to,
    ...confirmationMail({
      language,
      contactName: placedBy && placedBy.kind !== 'staff' ? placedBy.firstName : customer.name,
      orderCode: order.code,
      kind,
      currencyCode: customer.currencyCode,
      lines: [...view.items, ...charges.map((c) => ({ ...c, metalName: null, configuration: {} }))],
      totals: view,
      shipTo: [shipTo.name, shipTo.address1, shipTo.address2, `${shipTo.zip} ${shipTo.city}`]
        .filter(Boolean)
        .join(', '),
      poNumber: order.poNumber,
      ordersUrl: ordersListUrl(services, language, kind),
    }),
  };
}
