import { getCart } from '@portal/shared/cart/get-cart';
import { getStorefrontCart } from '@portal/shared/cart/get-storefront-cart';
import { callKey, domainKey } from '../../../lib/calls';
import type { Lang } from '../../../pages';

/**
 * Query keys of the cart and its checkout, from the calls. The API answers names in the page's language (products,
 * metals, shipping methods, questions): those keys carry the language after the call's input.
 */
export const cartKeys = {
  all: domainKey('cart'),
  /** The shipping prices follow the cart's parcel and subtotal: a change of the cart asks for them again. */
  shipping: domainKey('shipping'),
  /** The header counter reads the session id from storage when it fetches: its key names the call only. */
  itemCount: (signedIn: boolean) =>
    [...(signedIn ? callKey(getCart) : callKey(getStorefrontCart)), 'item-count'] as const,
  /** The cart of a session, in every language. */
  session: (sessionId: string) => callKey(getCart, { query: { sessionId } }),
  detail: (sessionId: string, lang: Lang) => [...cartKeys.session(sessionId), lang] as const,
};
