import { REFERENCE_DENSITY } from '@portal/shared';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import type { getShippingMethodsWithSizeAndWeightSchemas } from '@portal/shared/shipping/get-shipping-methods-with-size-and-weight';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems } from '../cart/tables';
import { itemTypes, metals } from '../catalog/tables';
import { states } from '../reference/tables';
import { shippingMethods, shippingRates } from './tables';
import { invalid } from '../../platform/errors';
import { localName } from '../../platform/language';
/** Box, padding and papers added to the metal weight of the pieces. */
export const PACKAGING_GRAMS = 120;

export interface ShippingQuery {
  countryId: number;
  stateId: number | null;
  weightGrams: number;
  sizeCm: number | null;
  subtotal: number;
}

/** The methods that deliver to the address for this parcel, each at the price of its most specific matching rate. */
export async function shippingOptions(db: Db, language: Language, query: ShippingQuery) {
  if (query.stateId) {
    const [state] = await db
      .select({ countryId: states.countryId })
      .from(states)
      .where(eq(states.id, query.stateId));
    if (!state || state.countryId !== query.countryId)
      throw invalid('stateId', 'This state is not in the chosen country');
  }
  const rows = await db
    .select({ method: shippingMethods, rate: shippingRates })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingRates.methodId))
    .where(
      and(
        eq(shippingMethods.isActive, true),
        or(isNull(shippingRates.countryId), eq(shippingRates.countryId, query.countryId)),
      ),
    )
    .orderBy(asc(shippingMethods.rank));
  const fits = rows.filter(({ rate }) => {
    if (rate.stateId !== null && rate.stateId !== query.stateId) return false;
    if (query.weightGrams < rate.minWeightGrams) return false;
    if (rate.maxWeightGrams !== null && query.weightGrams > rate.maxWeightGrams) return false;
    return !(rate.maxSizeCm !== null && query.sizeCm !== null && query.sizeCm > rate.maxSizeCm);
  });
  const specificity = (rate: typeof shippingRates.$inferSelect) =>
    rate.stateId !== null ? 2 : rate.countryId !== null ? 1 : 0;
  const byMethod = new Map<number, (typeof fits)[number]>();
  for (const row of fits) {
    const best = byMethod.get(row.method.id);
    if (!best || specificity(row.rate) > specificity(best.rate)) byMethod.set(row.method.id, row);
  }
  return [...byMethod.values()].map(({ method, rate }) => {
    const free = rate.freeAboveSubtotal !== null && query.subtotal >= Number(rate.freeAboveSubtotal);
    const name = localName(language, method);
    return {
      id: method.id,
      code: method.code,
      value: name,
      name,
      carrier: method.carrier,
      transitDays: method.transitDays,
      price: free ? 0 : Number(rate.price),
    };
  });
}

/** POST /ShippingMethods/shipping-methods-with-size-and-weight: the methods for an address and a parcel. */
export function getShippingMethodsWithSizeAndWeight(
  db: Db,
  language: Language,
  input: ParsedBy<typeof getShippingMethodsWithSizeAndWeightSchemas>['body'],
) {
  return shippingOptions(db, language, {
    countryId: input.countryId,
    stateId: input.stateId ?? null,
    weightGrams: input.weightGrams,
    sizeCm: input.sizeCm ?? null,
    subtotal: input.subtotal,
  });
}

/** The parcel of a cart: pieces' metal weight in their metals (14K reference converted by density) plus packaging. */
export async function cartParcelWeight(db: Db, cartId: number): Promise<number> {
  const lines = await db
    .select({ quantity: cartItems.quantity, weight: itemTypes.metalWeight, density: metals.density })
    .from(cartItems)
    .innerJoin(itemTypes, eq(itemTypes.id, cartItems.itemTypeId))
    .leftJoin(metals, eq(metals.id, cartItems.metalId))
    .where(eq(cartItems.cartId, cartId));
  const grams = lines.reduce(
    (sum, l) =>
      sum +
      ((Number(l.weight) * Number(l.density ?? REFERENCE_DENSITY)) / Number(REFERENCE_DENSITY)) * l.quantity,
    0,
  );
  return Math.ceil(grams + PACKAGING_GRAMS);
}

export async function methodsByIds(db: Db, ids: number[]) {
  return ids.length ? db.select().from(shippingMethods).where(inArray(shippingMethods.id, ids)) : [];
}
