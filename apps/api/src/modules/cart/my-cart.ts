import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, carts } from './tables';
import { canonicalJson } from '../../platform/idempotency';
import type { Scope } from '../../platform/scope';
import type { CartRow } from './cart-access';

/**
 * The cart that follows a signed-in user to every device (docs/decisions.md "The cart follows the user"): one cart per
 * user, active customer and acting staff member (a back-office cart of staff acting for a customer is theirs, as
 * carts record it in `created_by`). Its session id is what every browser of the user keeps; a browser's own cart
 * (a visitor's cart, or another cart of the same owner left from before) is merged into it, in one transaction.
 */

type LineRow = typeof cartItems.$inferSelect;

/** The most a line may hold, as POST /ShoppingCart/addToCart allows. */
const MAX_QUANTITY = 10_000;

/** Any fixed number: the namespace of the per-owner locks, so two devices signing in at once make one cart. */
const CART_OWNER_LOCK = 726_145_318;

const isNullOr = (column: Parameters<typeof eq>[0], value: number | null): SQL =>
  value === null ? isNull(column) : eq(column, value);

/** The carts of the caller's owner key: user, active customer and acting staff member. */
const ownedBy = (scope: Scope): SQL =>
  and(
    eq(carts.userId, scope.userId),
    isNullOr(carts.customerId, scope.customerId),
    isNullOr(carts.createdBy, scope.impersonatorId),
  )!;

const isOwnedBy = (cart: CartRow, scope: Scope): boolean =>
  cart.userId === scope.userId &&
  cart.customerId === scope.customerId &&
  cart.createdBy === scope.impersonatorId;

/** A visitor's cart: nobody signed in has used it yet. */
const isVisitors = (cart: CartRow): boolean => cart.customerId === null && cart.userId === null;

/**
 * What makes two lines the same configured product: everything but the line's own id, cart, quantity and price (the
 * price follows the product and is re-priced when the cart is shown). Columns added later count too.
 */
function configuredProduct(line: LineRow): string {
  const {
    id: _id,
    cartId: _cartId,
    quantity: _quantity,
    price: _price,
    metalPricePerGram: _metalPrice,
    repricedFrom: _repricedFrom,
    createdAt: _createdAt,
    ...product
  } = line;
  return canonicalJson(product);
}

/**
 * Moves the lines of `from` into `into` (the same configured product adds up, up to the line maximum; others move as
 * they are) and deletes `from`, in the caller's transaction. Answers how many lines were merged.
 */
async function mergeCartInto(tx: Db, from: CartRow, into: CartRow): Promise<number> {
  const lines = await tx
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, from.id))
    .orderBy(asc(cartItems.id));
  const existing = new Map(
    (await tx.select().from(cartItems).where(eq(cartItems.cartId, into.id))).map((line) => [
      configuredProduct(line),
      line,
    ]),
  );
  for (const line of lines) {
    const same = existing.get(configuredProduct(line));
    if (same) {
      same.quantity = Math.min(MAX_QUANTITY, same.quantity + line.quantity);
      await tx.update(cartItems).set({ quantity: same.quantity }).where(eq(cartItems.id, same.id));
      await tx.delete(cartItems).where(eq(cartItems.id, line.id));
    } else {
      await tx.update(cartItems).set({ cartId: into.id }).where(eq(cartItems.id, line.id));
      existing.set(configuredProduct(line), { ...line, cartId: into.id });
    }
  }
  await tx
    .update(carts)
    .set({ couponCode: into.couponCode ?? from.couponCode, updatedAt: new Date() })
    .where(eq(carts.id, into.id));
  await tx.delete(carts).where(eq(carts.id, from.id));
  return lines.length;
}

/**
 * POST /shoppingCart/mine. The user's cart is the owner key's oldest cart, so every device names the same one; the
 * browser's cart (by its session id) is merged into it when it is a visitor's or the same owner's, and becomes it when
 * the user has none yet. Another user's or customer's cart is not touched and not revealed. A user who may not fill a
 * cart (read-only) is only told its cart, if it has one.
 */
export async function openMyCart(
  db: Db,
  scope: Scope,
  input: { sessionId?: string | null },
): Promise<{ sessionId: string | null; mergedLines: number }> {
  const mayFill = scope.permissions.has('CP_SHOPPING_CART:EDIT');
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${CART_OWNER_LOCK}, hashtext(${`${scope.userId}:${scope.customerId}:${scope.impersonatorId}`}))`,
    );
    const [mine] = await tx
      .select()
      .from(carts)
      .where(ownedBy(scope))
      .orderBy(asc(carts.id))
      .limit(1)
      .for('update');
    const [browsers] = input.sessionId
      ? await tx.select().from(carts).where(eq(carts.sessionId, input.sessionId)).for('update')
      : [];
    const mergeable =
      browsers && mayFill && (isVisitors(browsers) || isOwnedBy(browsers, scope)) ? browsers : null;

    if (mine && mergeable && mergeable.id !== mine.id)
      return { sessionId: mine.sessionId, mergedLines: await mergeCartInto(tx, mergeable, mine) };
    if (mine) return { sessionId: mine.sessionId, mergedLines: 0 };
    if (!mayFill) return { sessionId: null, mergedLines: 0 };
    if (mergeable) {
      await tx
        .update(carts)
        .set({
          userId: scope.userId,
          customerId: scope.customerId,
          createdBy: scope.impersonatorId,
          updatedAt: new Date(),
        })
        .where(eq(carts.id, mergeable.id));
      return { sessionId: mergeable.sessionId, mergedLines: 0 };
    }
    const [created] = await tx
      .insert(carts)
      .values({
        sessionId: randomUUID(),
        userId: scope.userId,
        customerId: scope.customerId,
        createdBy: scope.impersonatorId,
      })
      .returning();
    return { sessionId: created!.sessionId, mergedLines: 0 };
  });
}
