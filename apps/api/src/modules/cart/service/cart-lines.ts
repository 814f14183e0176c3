// The cart's lines: POST /ShoppingCart/addToCart, POST /shoppingCart/updateQuantity, deleting a line and clearing the
// cart.
import type { addToCartSchemas } from '@portal/shared/cart/add-to-cart';
import type { updateQuantitySchemas } from '@portal/shared/cart/update-quantity';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import type { Scope } from '../../../platform/scope';
import { calculatePrice, configurationWith, personalisationRequestOf } from '../../catalog/public';
import { metals } from '../../catalog/tables';
import { assertFingerprintUsable } from '../../decedents/public';
import { assertMayFillCart, requireCart, resolveCart, type CartRow } from '../cart-access';
import { cartItems, carts } from '../tables';
import { cartView } from './cart-view';

/** A configured product as it goes into a cart. */
export type CartItemInput = Omit<ParsedBy<typeof addToCartSchemas>['body'], 'sessionId'>;

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
  input: Pick<ParsedBy<typeof updateQuantitySchemas>['body'], 'id' | 'quantity'>,
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

/** DELETE /shoppingCart/deleteCartItem/{id}: the line out of the cart. */
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

/** POST /shoppingCart/clear-cart: every line out, and the coupon off. */
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
