import { updateExtraInfo, updateExtraInfoSchemas } from '@portal/shared/cart/update-extra-info';
import type { ParsedBy } from '@portal/shared/platform/contract';
import type { Language } from '@portal/shared/platform/language';
import * as checkoutContract from '@portal/shared/shipping/get-shipping-methods-for-checkout';
import type { Db } from '../db/client';
import * as cart from '../modules/cart/public';
import * as shipping from '../modules/shipping/public';
import { invalid } from '../platform/errors';
import type { Services } from '../platform/request-context';
import { bindCall } from '../platform/route';
import type { Scope } from '../platform/scope';

/** The day coupons and prices are checked against. */
const today = (services: Services) => services.now().toISOString().slice(0, 10);

/** The methods that deliver a cart's parcel (its weight, its subtotal after discounts) to an address, priced. */
async function optionsForCart(
  db: Db,
  row: cart.CartRow,
  destination: { countryId: number; stateId: number | null },
  language: Language,
  viewLanguage: Language,
  day: string,
) {
  const view = await cart.cartView(db, row, viewLanguage, day);
  return shipping.shippingOptions(db, language, {
    countryId: destination.countryId,
    stateId: destination.stateId,
    weightGrams: await shipping.cartParcelWeight(db, row.id),
    sizeCm: null,
    subtotal: view.subTotal - view.discountValue,
  });
}

/**
 * A shipping method priced for the cart's parcel and subtotal and an address; it must deliver there (the error names
 * `field`, the caller's name for the method). Checkout and order submission both price shipping this way.
 */
export async function shippingOptionFor(
  db: Db,
  row: cart.CartRow,
  choice: cart.ShippingChoice,
  language: Language,
  day: string,
  field: string,
) {
  const options = await optionsForCart(db, row, choice, language, language, day);
  const option = options.find((o) => o.id === choice.methodId);
  if (!option) throw invalid(field, 'This shipping method does not deliver to this address');
  return option;
}

/** POST /ShippingMethods/shippingMethodsForCheckout: the methods for the cart of a session at an address. */
export async function getShippingMethodsForCheckout(
  services: Services,
  scope: Scope | null,
  body: ParsedBy<typeof checkoutContract.getShippingMethodsForCheckoutSchemas>['body'],
  query: ParsedBy<typeof checkoutContract.getShippingMethodsForCheckoutSchemas>['query'],
  language: Language,
) {
  const row = await cart.requireCart(services.db, scope, body.sessionId);
  // The cart's names are not shown here: its totals are read in English.
  const options = await optionsForCart(
    services.db,
    row,
    { countryId: body.countryId, stateId: body.stateId ?? null },
    language,
    'en',
    today(services),
  );
  const filter = query.filter?.trim().toLowerCase();
  return filter
    ? options.filter((o) => o.name.toLowerCase().includes(filter) || o.code.toLowerCase().includes(filter))
    : options;
}

/** The cart's call that saves the chosen shipping method, priced here (cart → shipping). */
export const cartShippingRoutes = [
  bindCall(updateExtraInfo, updateExtraInfoSchemas, ({ services, scope, lang, body }) => {
    const day = today(services);
    return cart.updateExtraInfo(services.db, scope, body, lang, day, (row, choice) =>
      shippingOptionFor(services.db, row, choice, lang, day, 'shippingMethodId'),
    );
  }),
];

/** The shipping call that prices the cart's parcel (shipping → cart). */
export const checkoutShippingRoutes = [
  bindCall(
    checkoutContract.getShippingMethodsForCheckout,
    checkoutContract.getShippingMethodsForCheckoutSchemas,
    ({ services, scope, lang, body, query }) =>
      getShippingMethodsForCheckout(services, scope, body, query, lang),
  ),
];
