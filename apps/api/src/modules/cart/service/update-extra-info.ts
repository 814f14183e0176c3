// POST /shoppingCart/update-extra-info: the order's references, the coupon, the shipping method and, for staff, the
// customer of a cart.
import { couponIsValid } from '@portal/shared/cart/totals';
import type { updateExtraInfoSchemas } from '@portal/shared/cart/update-extra-info';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invalid } from '../../../platform/errors';
import { isStaff, type Scope } from '../../../platform/scope';
import { customers } from '../../customers/tables';
import { requireCart, type CartRow } from '../cart-access';
import { cartItems, carts } from '../tables';
import { cartView, couponOf, sessionOf } from './cart-view';

/** A shipping method chosen for a cart, and where the parcel goes. */
export interface ShippingChoice {
  methodId: number;
  countryId: number;
  stateId: number | null;
}

/**
 * Prices a shipping method for a cart's parcel at an address, refusing one that does not deliver there. The cart knows
 * no shipping: flows/checkout-shipping.ts hands this in.
 */
export type PriceShipping = (cart: CartRow, choice: ShippingChoice) => Promise<{ id: number; price: number }>;

/**
 * POST /shoppingCart/update-extra-info: PO number, notes, work order number, the coupon code, the chosen shipping
 * method (priced by `priceShipping`) and, for staff, the customer.
 */
export async function updateExtraInfo(
  db: Db,
  scope: Scope,
  input: ParsedBy<typeof updateExtraInfoSchemas>['body'],
  language: Language,
  today: string,
  priceShipping: PriceShipping,
) {
  const cart = await requireCart(db, scope, sessionOf(input));
  const customerId =
    input.customerId === undefined ? cart.customerId : await cartCustomer(db, scope, input.customerId);
  let couponCode = cart.couponCode;
  if (input.couponCode !== undefined) {
    couponCode = input.couponCode ? input.couponCode.trim().toUpperCase() : null;
    const coupon = await couponOf(db, couponCode);
    if (couponCode && (!coupon || !couponIsValid(coupon, today)))
      throw invalid('couponCode', 'This coupon code is not valid');
  }
  const changes = {
    poNumber: input.poNumber === undefined ? cart.poNumber : input.poNumber || null,
    notes: input.notes === undefined ? cart.notes : input.notes || null,
    customerWoNumber:
      input.customerWoNumber === undefined ? cart.customerWoNumber : input.customerWoNumber || null,
    couponCode,
    customerId,
  };
  if (customerId !== cart.customerId) {
    // Another customer's prices: forget the metal price each line was priced at, so cartView prices it again.
    await db.update(cartItems).set({ metalPricePerGram: null }).where(eq(cartItems.cartId, cart.id));
  }
  const shipping = await chosenShipping(cart, input, priceShipping);
  const [updated] = await db
    .update(carts)
    .set({ ...changes, ...shipping, updatedAt: new Date() })
    .where(eq(carts.id, cart.id))
    .returning();
  return cartView(db, updated!, language, today);
}

async function cartCustomer(db: Db, scope: Scope | null, customerId: number) {
  if (!scope || !isStaff(scope)) throw invalid('customerId', 'Only staff can choose the customer of a cart');
  const [customer] = await db
    .select({ id: customers.id, isActive: customers.isActive })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer?.isActive) throw invalid('customerId', 'This customer does not exist');
  return customer.id;
}

/** The shipping method chosen on the cart, priced for its parcel and address: unchanged when the call names none. */
async function chosenShipping(
  cart: CartRow,
  input: ParsedBy<typeof updateExtraInfoSchemas>['body'],
  priceShipping: PriceShipping,
) {
  if (input.shippingMethodId === undefined) return {};
  if (input.shippingMethodId === null) return { shippingMethodId: null, shippingPrice: '0' };
  const option = await priceShipping(cart, {
    methodId: input.shippingMethodId,
    countryId: input.shippingCountryId!,
    stateId: input.shippingStateId ?? null,
  });
  return { shippingMethodId: option.id, shippingPrice: option.price.toFixed(2) };
}
