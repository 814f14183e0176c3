// The cart as its calls answer it (spec §3 Cart): the lines with their prices, re-priced when a metal moved, the totals
// and the extra info; and the calls that only read it.
import { cartTotals, type Coupon } from '@portal/shared/cart/totals';
import type { Language } from '@portal/shared/platform/language';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { localName } from '../../../platform/language';
import type { Scope } from '../../../platform/scope';
import { calculatePrice, metalPriceBases, personalisationRequestOf } from '../../catalog/public';
import { itemTypeImages, itemTypes, itemTypeVariants, metals } from '../../catalog/tables';
import { fingerprintRefs } from '../../decedents/public';
import { activeLockOf, expiredLockOf, lockView } from '../../metal/public';
import { resolveCart, type CartRow } from '../cart-access';
import { lineBasis, lockedMetalOf, type CartLock } from '../line-lock';
import { cartItems, coupons } from '../tables';
import { salesTaxFor } from './sales-tax';

/** The spec sends the session id of a cart as `sessionId` or `SessionId` in a body (the schema requires one). */
export const sessionOf = (body: { sessionId?: string; SessionId?: string }) =>
  (body.sessionId ?? body.SessionId)!;

export async function couponOf(
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
    salesTax: { enabled: salesTax.enabled, percent: salesTax.percent, fixed: cart.fixedSalesTax !== null },
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

/** The cart of a session (created when there is none yet), as the caller may see it. */
async function cartOfSession(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  const cart = await resolveCart(db, scope, sessionId, true);
  return cartView(db, cart!, language, today);
}

/** GET /shoppingCart/getBySessionId: the signed-in customer's cart of a session (spec §3 Cart). */
export const getCart = cartOfSession;

/** GET /shoppingCart/frontendGetBySessionId: the cart of a session, for a visitor or a signed-in customer. */
export const getStorefrontCart = cartOfSession;

/** GET /shoppingCart/shoppingCartItems: the lines of the cart. */
export async function getCartItems(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  return (await cartOfSession(db, scope, sessionId, language, today)).items;
}

/** GET /shoppingCart/getDiscountValue: what the coupon and the free items take off. */
export async function getDiscountValue(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  language: Language,
  today: string,
) {
  const view = await cartOfSession(db, scope, sessionId, language, today);
  return {
    discountValue: view.discountValue,
    couponCode: view.couponCode,
    couponApplied: view.couponApplied,
  };
}
