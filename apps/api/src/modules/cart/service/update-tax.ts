import type { updateTaxSchemas } from '@portal/shared/cart/update-tax';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { invalid } from '../../../platform/errors';
import { isStaff, type Scope } from '../../../platform/scope';
import { requireCart } from '../cart-access';
import { carts } from '../tables';
import { cartView } from './cart-view';
import { salesTaxFor } from './sales-tax';

/** POST /shoppingCart/update-tax: the states tax is computed from; staff may set a fixed tax value (spec §5). */
export async function updateTax(
  db: Db,
  scope: Scope | null,
  sessionId: string,
  input: ParsedBy<typeof updateTaxSchemas>['body'],
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
