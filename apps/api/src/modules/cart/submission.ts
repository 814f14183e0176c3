import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CartRow } from './cart-access';
import { cartItems, carts } from './tables';

/** What submitting a cart settles on it before pricing the order: its customer, taxed states and shipping. */
export type CartSettlement = Pick<
  typeof carts.$inferInsert,
  'customerId' | 'billingStateId' | 'shippingStateId' | 'shippingMethodId' | 'shippingPrice'
>;

/** Records the submission's choices on the cart (in the submission's transaction) and answers the cart as priced. */
export async function settleCart(tx: Db, cartId: number, settlement: CartSettlement): Promise<CartRow> {
  const [settled] = await tx.update(carts).set(settlement).where(eq(carts.id, cartId)).returning();
  return settled!;
}

/** A submitted cart empties itself: no lines, and none of the order's extra information is kept for the next one. */
export async function emptyCart(tx: Db, cartId: number, now: Date): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx
    .update(carts)
    .set({
      couponCode: null,
      poNumber: null,
      notes: null,
      customerWoNumber: null,
      shippingMethodId: null,
      shippingPrice: '0',
      fixedSalesTax: null,
      updatedAt: now,
    })
    .where(eq(carts.id, cartId));
}
