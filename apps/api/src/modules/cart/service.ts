// Over 400 lines: the cart's calls share its pricing view (cartView) and the coupon rules; splitting them by call
// (one file per call around one shared pricing view) is the next step of one module shape per domain.
import { cartTotals, couponIsValid, type Coupon } from '@portal/shared/cart/totals';
import type { addToCart as addToCartCall } from '@portal/shared/cart/add-to-cart';
import type { getIncomingOrderAttributes } from '@portal/shared/cart/get-incoming-order-attributes';
import type { getSalesTax } from '@portal/shared/cart/get-sales-tax';
import type { updateExtraInfo as updateExtraInfoCall } from '@portal/shared/cart/update-extra-info';
import type { updateQuantity as updateQuantityCall } from '@portal/shared/cart/update-quantity';
import type { updateTax as updateTaxCall } from '@portal/shared/cart/update-tax';
import type { CallParsed } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts, coupons, salesTaxRates } from './tables';
import { itemTypeImages, itemTypes, itemTypeVariants, metals } from '../catalog/tables';
import { customers } from '../customers/tables';
import { states } from '../reference/tables';
import { adminSettings } from '../settings/tables';
import { orderAttributeDefinitions } from '../shipping/tables';
import { AppError, invalid, notFound } from '../../platform/errors';
import { assertCustomerAccess, isStaff, type Scope } from '../../platform/scope';
import {
  calculatePrice,
  configurationWith,
  metalPriceBases,
  personalisationRequestOf,
} from '../catalog/public';
import { activeLockOf, expiredLockOf, lockView } from '../metal/public';
import { lineBasis, lockedMetalOf, type CartLock } from './line-lock';
import { assertFingerprintUsable, fingerprintRefs } from '../decedents/public';
import { assertMayFillCart, requireCart, resolveCart, type CartRow } from './cart-access';
import { localName } from '../../platform/language';

/** A configured product as it goes into a cart. */
export type CartItemInput = Omit<CallParsed<typeof addToCartCall>['body'], 'sessionId'>;

/** The spec sends the session id of a cart as `sessionId` or `SessionId` in a body (the schema requires one). */
export const sessionOf = (body: { sessionId?: string; SessionId?: string }) =>
  (body.sessionId ?? body.SessionId)!;

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

async function couponOf(
  db: Db,
  code: string | null,
): Promise<(Coupon & { itemsToAddToCart: unknown }) | null> {
  if (!code) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, code.toUpperCase()), eq(coupons.isActive, true)));
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind === 'percentage' ? 'percentage' : 'fixed',
    value: row.value,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    freeItemCodes: row.freeItemCodes,
    discountedShippingCodes: row.discountedShippingCodes,
    ...(row.discountedShippingPrice !== null ? { discountedShippingPrice: row.discountedShippingPrice } : {}),
    itemsToAddToCart: row.itemsToAddToCart,
  };
}

/** spec §5: tax applies only when enabled; the rate is the shipping state's (else the billing state's); exempt customers pay none. */
export async function salesTaxFor(
  db: Db,
  input: { customerId: number | null; billingStateId: number | null; shippingStateId: number | null },
) {
  const [setting] = await db
    .select({ value: adminSettings.value })
    .from(adminSettings)
    .where(eq(adminSettings.code, 'SALES_TAX_ENABLED'));
  const [customer] = input.customerId
    ? await db
        .select({ isTaxExempt: customers.isTaxExempt, taxId: customers.taxId })
        .from(customers)
        .where(eq(customers.id, input.customerId))
    : [];
  const isTaxExempt = customer?.isTaxExempt === true;
  const stateId = input.shippingStateId ?? input.billingStateId;
  let percent = '0';
  if (stateId) {
    const [state] = await db
      .select({ countryId: states.countryId })
      .from(states)
      .where(eq(states.id, stateId));
    if (!state)
      throw invalid(
        input.shippingStateId ? 'shippingStateId' : 'billingStateId',
        'This state does not exist',
      );
    const rates = await db
      .select()
      .from(salesTaxRates)
      .where(and(eq(salesTaxRates.countryId, state.countryId)));
    percent =
      (rates.find((r) => r.stateId === stateId) ?? rates.find((r) => r.stateId === null))?.percent ?? '0';
  }
  return { enabled: setting?.value === 'true' && !isTaxExempt, percent: Number(percent), isTaxExempt };
}

/** POST /shoppingCart/get-sales-tax: the caller's customer, or one the caller may see (staff name it). */
export function salesTaxAsked(db: Db, scope: Scope, input: CallParsed<typeof getSalesTax>['body']) {
  const customerId = input.customerId ?? scope.customerId;
  if (customerId) assertCustomerAccess(scope, customerId, 'The customer');
  return salesTaxFor(db, {
    customerId: customerId ?? null,
    billingStateId: input.billingStateId ?? null,
    shippingStateId: input.shippingStateId ?? null,
  });
}

/**
 * Lines whose metal changed price since they were priced get the new price for the cart's customer; the price they had
 * before stays on the line as a notice until the order is submitted. While a lock holds the cart, the lines it was
 * taken on are priced at the locked price whatever the metal does; once it expires they go back to the day's price,
 * with the same notice. A line whose product or metal is no longer offered keeps its price: submission refuses it.
 */
async function repriceMovedLines(db: Db, cart: CartRow, lock: CartLock | null) {
  const lines = await db
    .select({ line: cartItems, pricePerGram: metals.pricePerGram })
    .from(cartItems)
    .innerJoin(metals, eq(metals.id, cartItems.metalId))
    .where(eq(cartItems.cartId, cart.id));
  for (const { line, pricePerGram } of lines) {
    const locked = lockedMetalOf(lock, line);
    const target = locked?.pricePerGram ?? pricePerGram;
    if (line.metalPricePerGram !== null && Number(line.metalPricePerGram) === Number(target)) continue;
    const priced = await calculatePrice(
      db,
      { customerId: cart.customerId },
      {
        itemTypeID: line.itemTypeId,
        metalID: line.metalId,
        quantity: 1,
        variantIDs: line.variantIds,
        ...personalisationRequestOf(line.configuration as Record<string, unknown>),
      },
      locked?.pricePerGram,
    ).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (!priced) continue;
    const price = priced.price.toFixed(2);
    const before = line.repricedFrom ?? line.price;
    await db
      .update(cartItems)
      .set({ price, metalPricePerGram: target, repricedFrom: before === price ? null : before })
      .where(eq(cartItems.id, line.id));
  }
}

/** The cart as the spec's Cart entity: lines with their prices, the totals (recomputed here, never trusted), extra info. */
export async function cartView(db: Db, cart: CartRow, language: Language, today: string) {
  const lock = await activeLockOf(db, { cartId: cart.id });
  await repriceMovedLines(db, cart, lock?.lock ?? null);
  const bases = await metalPriceBases(db);
  const lines = await db
    .select({ line: cartItems, item: itemTypes, metal: metals })
    .from(cartItems)
    .innerJoin(itemTypes, eq(itemTypes.id, cartItems.itemTypeId))
    .leftJoin(metals, eq(metals.id, cartItems.metalId))
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  const images = lines.length
    ? await db
        .select()
        .from(itemTypeImages)
        .where(
          and(
            inArray(
              itemTypeImages.itemTypeId,
              lines.map((l) => l.item.id),
            ),
            isNull(itemTypeImages.metalId),
          ),
        )
    : [];
  const variantIds = [...new Set(lines.flatMap(({ line }) => line.variantIds))];
  const variants = variantIds.length
    ? await db.select().from(itemTypeVariants).where(inArray(itemTypeVariants.id, variantIds))
    : [];
  const prints = await fingerprintRefs(
    db,
    lines.flatMap(({ line }) => (line.fingerprintId === null ? [] : [line.fingerprintId])),
  );
  const coupon = await couponOf(db, cart.couponCode);
  const salesTax = await salesTaxFor(db, {
    customerId: cart.customerId,
    billingStateId: cart.billingStateId,
    shippingStateId: cart.shippingStateId,
  });
  const totals = cartTotals({
    lines: lines.map(({ line, item }) => ({ code: item.code, price: line.price, quantity: line.quantity })),
    shippingPrice: cart.shippingPrice,
    salesTax,
    fixedSalesTax: cart.fixedSalesTax,
    coupon,
    today,
  });
  const items = lines.map(({ line, item, metal }) => ({
    id: line.id,
    itemTypeID: item.id,
    code: item.code,
    name: localName(language, item),
    metalID: metal?.id ?? null,
    metalName: metal ? localName(language, metal) : null,
    quantity: line.quantity,
    price: Number(line.price),
    lineTotal: Math.round(Number(line.price) * 100 * line.quantity) / 100,
    variantIDs: line.variantIds,
    variantNames: line.variantIds
      .map((id) => variants.find((v) => v.id === id))
      .filter((v) => v !== undefined)
      .map((v) => localName(language, v)),
    configuration: line.configuration as Record<string, unknown>,
    productImageURLs: images.filter((i) => i.itemTypeId === item.id).map((i) => i.url),
    itemTypeData: { price: Number(line.price) },
    repricedFrom: line.repricedFrom === null ? null : Number(line.repricedFrom),
    fingerprint: line.fingerprintId === null ? null : (prints.get(line.fingerprintId) ?? null),
    ...lineBasis(lock?.lock ?? null, line, bases),
  }));
  return {
    id: cart.id,
    sessionId: cart.sessionId,
    customerId: cart.customerId,
    items,
    cartItemCount: items.reduce((n, i) => n + i.quantity, 0),
    priceChanged: items.some((i) => i.repricedFrom !== null),
    ...totals,
    shippingMethodId: cart.shippingMethodId,
    salesTax: { enabled: salesTax.enabled, percent: salesTax.percent },
    freeItemCodes: coupon?.freeItemCodes ?? [],
    itemsToAddToCart: (coupon?.itemsToAddToCart as { code: string; name: string }[] | undefined) ?? [],
    discountedShippingItems: (coupon?.discountedShippingCodes ?? []).map((code) => ({
      code,
      name: items.find((i) => i.code === code)?.name ?? code,
    })),
    shoppingCartExtraInfo: {
      poNumber: cart.poNumber,
      notes: cart.notes,
      customerWoNumber: cart.customerWoNumber,
    },
    billingStateId: cart.billingStateId,
    shippingStateId: cart.shippingStateId,
    metalLock: lock ? lockView(lock.lock, lock.remaining) : null,
    metalLockExpiredAt: lock ? null : ((await expiredLockOf(db, { cartId: cart.id }))?.toISOString() ?? null),
  };
}

export async function getCart(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  const cart = await resolveCart(db, scope, sessionId, true);
  return cartView(db, cart!, language, today);
}

/** GET /shoppingCart/shoppingCartItems: the lines of the cart. */
export async function getCartItems(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  return (await getCart(db, scope, sessionId, language, today)).items;
}

/** GET /shoppingCart/getDiscountValue: what the coupon and the free items take off. */
export async function getDiscountValue(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  const view = await getCart(db, scope, sessionId, language, today);
  return {
    discountValue: view.discountValue,
    couponCode: view.couponCode,
    couponApplied: view.couponApplied,
  };
}

/** POST /ShoppingCart/addToCart: priced on the server from the configuration; the same configuration adds up. */
export async function addToCart(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  input: CartItemInput,
  language: Language,
  today: string,
) {
  assertMayFillCart(scope);
  const cart = (await resolveCart(db, scope, sessionId, true))!;
  const fingerprintId = input.fingerprintId ?? null;
  // A memorial piece names a print of the cart's own customer (a visitor's cart has none).
  if (fingerprintId !== null)
    await assertFingerprintUsable(db, cart.customerId ?? scope?.customerId ?? null, fingerprintId);
  const priced = await calculatePrice(db, scope, {
    itemTypeID: input.itemTypeID,
    metalID: input.metalID ?? null,
    quantity: 1,
    variantIDs: input.variantIDs,
    ...personalisationRequestOf(input.configuration),
  });
  // The size and engraving as checked and priced: a size outside the product's range never reaches a line.
  const configuration = configurationWith(input.configuration, priced.personalisation);
  const [metal] = priced.metalID
    ? await db.select({ pricePerGram: metals.pricePerGram }).from(metals).where(eq(metals.id, priced.metalID))
    : [];
  const variantIds = [...new Set(input.variantIDs)].sort((a, b) => a - b);
  const existing = (
    await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.itemTypeId, input.itemTypeID)))
  ).find(
    (l) =>
      l.metalId === priced.metalID &&
      l.fingerprintId === fingerprintId &&
      JSON.stringify(l.variantIds) === JSON.stringify(variantIds) &&
      JSON.stringify(l.configuration) === JSON.stringify(configuration),
  );
  await db.transaction(async (tx) => {
    if (existing) {
      await tx
        .update(cartItems)
        .set({
          quantity: existing.quantity + input.quantity,
          price: priced.price.toFixed(2),
          metalPricePerGram: metal?.pricePerGram ?? null,
        })
        .where(eq(cartItems.id, existing.id));
    } else {
      await tx.insert(cartItems).values({
        cartId: cart.id,
        itemTypeId: input.itemTypeID,
        metalId: priced.metalID,
        quantity: input.quantity,
        price: priced.price.toFixed(2),
        metalPricePerGram: metal?.pricePerGram ?? null,
        variantIds,
        configuration,
        fingerprintId,
      });
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
  return cartView(db, cart, language, today);
}

async function lineOf(db: Db, cart: CartRow, itemId: number) {
  const [line] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cart.id)));
  if (!line) throw notFound('The cart item');
  return line;
}

/** POST /shoppingCart/updateQuantity: 0 removes the line. */
export async function updateQuantity(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  input: Pick<CallParsed<typeof updateQuantityCall>['body'], 'id' | 'quantity'>,
  language: Language,
  today: string,
) {
  assertMayFillCart(scope);
  const cart = await requireCart(db, scope, sessionId);
  const line = await lineOf(db, cart, input.id);
  if (input.quantity === 0) await db.delete(cartItems).where(eq(cartItems.id, line.id));
  else await db.update(cartItems).set({ quantity: input.quantity }).where(eq(cartItems.id, line.id));
  return cartView(db, cart, language, today);
}

export async function deleteCartItem(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  itemId: number,
  language: Language,
  today: string,
) {
  assertMayFillCart(scope);
  const cart = await requireCart(db, scope, sessionId);
  const line = await lineOf(db, cart, itemId);
  await db.delete(cartItems).where(eq(cartItems.id, line.id));
  return cartView(db, cart, language, today);
}

export async function clearCart(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  assertMayFillCart(scope);
  const cart = await requireCart(db, scope, sessionId);
  await db.transaction(async (tx) => {
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    await tx.update(carts).set({ couponCode: null, updatedAt: new Date() }).where(eq(carts.id, cart.id));
  });
  return cartView(db, { ...cart, couponCode: null }, language, today);
}

/**
 * POST /shoppingCart/update-extra-info: PO number, notes, work order number, the coupon code, the chosen shipping
 * method (priced by `priceShipping`) and, for staff, the customer.
 */
export async function updateExtraInfo(
  db: Db,
  scope: Scope,
  input: CallParsed<typeof updateExtraInfoCall>['body'],
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
  input: CallParsed<typeof updateExtraInfoCall>['body'],
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

/** GET /shoppingCart/incoming-order-attributes: the questions an order asks, general ones and the customer type's. */
export async function incomingOrderAttributes(
  db: Db,
  scope: Pick<Scope, 'customerId'> | null,
  language: Language,
) {
  const [customer] = scope?.customerId
    ? await db
        .select({ typeId: customers.customerTypeId })
        .from(customers)
        .where(eq(customers.id, scope.customerId))
    : [];
  const general = isNull(orderAttributeDefinitions.customerTypeId);
  const rows = await db
    .select()
    .from(orderAttributeDefinitions)
    .where(
      customer?.typeId ? or(general, eq(orderAttributeDefinitions.customerTypeId, customer.typeId)) : general,
    )
    .orderBy(asc(orderAttributeDefinitions.rank));
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    name: localName(language, r),
    valueType: r.valueType,
    isRequired: r.isRequired,
  }));
}

/** The questions shown at checkout: staff ordering for a customer see that customer's; anyone else sees their own. */
export function incomingOrderAttributesAsked(
  db: Db,
  scope: Scope | null,
  query: CallParsed<typeof getIncomingOrderAttributes>['query'],
  language: Language,
) {
  const forCustomer = query.customerId && scope && isStaff(scope) ? { customerId: query.customerId } : scope;
  return incomingOrderAttributes(db, forCustomer, language);
}

/** POST /shoppingCart/update-tax: the states tax is computed from; staff may set a fixed tax value (spec §5). */
export async function updateTax(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  input: CallParsed<typeof updateTaxCall>['body'],
  language: Language,
  today: string,
) {
  const cart = await requireCart(db, scope, sessionId);
  if (input.fixedSalesTax !== undefined && input.fixedSalesTax !== null && !(scope && isStaff(scope))) {
    throw invalid('fixedSalesTax', 'Only staff can set a fixed tax value');
  }
  const changes = {
    billingStateId: input.billingStateId === undefined ? cart.billingStateId : input.billingStateId,
    shippingStateId: input.shippingStateId === undefined ? cart.shippingStateId : input.shippingStateId,
    fixedSalesTax:
      input.fixedSalesTax === undefined
        ? cart.fixedSalesTax
        : input.fixedSalesTax === null
          ? null
          : input.fixedSalesTax.toFixed(2),
  };
  await salesTaxFor(db, {
    customerId: cart.customerId,
    billingStateId: changes.billingStateId,
    shippingStateId: changes.shippingStateId,
  });
  const [updated] = await db
    .update(carts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(carts.id, cart.id))
    .returning();
  return cartView(db, updated!, language, today);
}
