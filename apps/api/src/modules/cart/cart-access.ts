import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carts } from './tables';
import { forbidden, notFound } from '../../platform/errors';
import { isStaff, type Scope } from '../../platform/scope';

export type CartRow = typeof carts.$inferSelect;

/**
 * The cart of a session id, as the caller may see it. An anonymous cart is anyone's who holds its session id, and the
 * first signed-in customer to use it claims it; a customer's cart is only that customer's (and staff's): to everyone
 * else it does not exist.
 */
export async function resolveCart(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  create: boolean,
): Promise<CartRow | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.sessionId, sessionId));
  if (!cart) {
    if (!create) return null;
    const [created] = await db
      .insert(carts)
      .values({
        sessionId,
        userId: scope?.userId ?? null,
        customerId: scope?.customerId ?? null,
        createdBy: scope?.impersonatorId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    // A parallel request may have created it a moment ago.
    return created ?? resolveCart(db, scope, sessionId, false);
  }
  if (cart.customerId === null) {
    if (scope?.customerId) {
      const [claimed] = await db
        .update(carts)
        // Staff acting for the customer claim it as their back-office cart for it, as a cart they create is.
        .set({
          userId: scope.userId,
          customerId: scope.customerId,
          createdBy: scope.impersonatorId,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, cart.id))
        .returning();
      return claimed!;
    }
    return cart;
  }
  if (scope && (isStaff(scope) || scope.customerId === cart.customerId)) return cart;
  throw notFound('The shopping cart');
}

export async function requireCart(db: Db, scope: Scope | null, sessionId: string): Promise<CartRow> {
  const cart = await resolveCart(db, scope, sessionId, false);
  if (!cart) throw notFound('The shopping cart');
  return cart;
}

/**
 * A signed-in user fills a cart only with the cart's right: a read-only user browses the catalogue but has no cart
 * (it was told "Added to your cart", then the cart refused it). A visitor's cart is anyone's who holds its session id.
 */
export function assertMayFillCart(scope: Scope | null): void {
  if (scope && !scope.permissions.has('CP_SHOPPING_CART:EDIT'))
    throw forbidden('Your account cannot use the shopping cart');
}
