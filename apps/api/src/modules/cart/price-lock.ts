import { micros, multiply, sum, toFixedString } from '@portal/shared/platform/decimal';
import type { Language } from '@portal/shared/platform/language';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { metals } from '../catalog/tables';
import { calculatePrice, metalPriceBases, personalisationRequestOf } from '../catalog/public';
import { createLock, type LockedMetal } from '../metal/public';
import { AppError, conflict } from '../../platform/errors';
import type { Scope } from '../../platform/scope';
import { assertMayFillCart, requireCart } from './cart-access';
import { cartView } from './service/cart-view';
import { cartItems } from './tables';

/**
 * POST /shoppingCart/lock-metal-price: the cart's lines are first brought to the day's prices (an expired lock's lines
 * go back to them), then the lock holds each of their metals' price and basis for the customer's window, counting the
 * lines' metal weight against its cap. Locking again replaces the cart's earlier lock.
 */
export async function lockCartMetalPrice(
  db: Db,
  scope: Scope,
  sessionId: string,
  language: Language,
  today: string,
) {
  assertMayFillCart(scope);
  const cart = await requireCart(db, scope, sessionId);
  if (cart.customerId === null) throw conflict('Sign in to lock the metal price of your cart');
  await cartView(db, cart, language, today);
  const lines = await db
    .select({ line: cartItems, pricePerGram: metals.pricePerGram })
    .from(cartItems)
    .innerJoin(metals, eq(metals.id, cartItems.metalId))
    .where(and(eq(cartItems.cartId, cart.id), isNotNull(cartItems.metalId)));
  const weighed: { line: typeof cartItems.$inferSelect; pricePerGram: string; grams: bigint }[] = [];
  for (const { line, pricePerGram } of lines) {
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
    ).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    // A line no longer offered is refused at submission: it holds no metal.
    if (!priced || priced.breakdown.metalWeight <= 0) continue;
    weighed.push({
      line,
      pricePerGram,
      grams: multiply(micros(priced.breakdown.metalWeight), micros(line.quantity)),
    });
  }
  if (weighed.length === 0) throw conflict('The cart has no metal-priced line to lock');
  const bases = await metalPriceBases(db);
  const byMetal = new Map<number, LockedMetal & { grams: bigint }>();
  for (const { line, pricePerGram, grams } of weighed) {
    const metalId = line.metalId!;
    const known = byMetal.get(metalId);
    if (known) known.grams += grams;
    else byMetal.set(metalId, { metalId, pricePerGram, basis: bases.get(metalId)!, grams });
  }
  // The lock names the fixing of the metal it holds the most of; each metal's own basis is in its prices.
  const main = [...byMetal.values()].sort((a, b) => (b.grams > a.grams ? 1 : b.grams < a.grams ? -1 : 0))[0]!;
  await db.transaction((tx) =>
    createLock(tx, {
      customerId: cart.customerId!,
      userId: scope.userId,
      target: { cartId: cart.id },
      prices: {
        metals: [...byMetal.values()].map(({ metalId, pricePerGram, basis }) => ({
          metalId,
          pricePerGram,
          basis,
        })),
        lines: weighed.map(({ line }) => ({ id: line.id, quantity: line.quantity })),
      },
      grams: toFixedString(sum(weighed.map((w) => w.grams)), 3),
      fixingId: main.basis.fixingId,
    }),
  );
  return cartView(db, cart, language, today);
}
