import type { Lang } from '../../../pages';

/**
 * Query keys of the cart and its checkout (one factory per domain). The API answers names in the page's language
 * (products, metals, countries, shipping methods, questions): those keys carry the language.
 */
export const cartKeys = {
  all: ['cart'] as const,
  itemCount: (signedIn: boolean) => [...cartKeys.all, 'item-count', signedIn] as const,
  detail: (sessionId: string, lang: Lang) => [...cartKeys.all, 'detail', sessionId, lang] as const,
  shippingMethods: (
    sessionId: string,
    destination: { countryId: number; stateId: number | null },
    lang: Lang,
  ) => [...cartKeys.all, 'shipping-methods', sessionId, destination, lang] as const,
  /** The questions depend on who asks (the customer's type): the viewer is part of the key. */
  incomingOrderAttributes: (viewer: string, lang: Lang) =>
    [...cartKeys.all, 'incoming-order-attributes', viewer, lang] as const,
  customerAddresses: (customerId: number) => [...cartKeys.all, 'customer-addresses', customerId] as const,
  countries: (lang: Lang) => [...cartKeys.all, 'countries', lang] as const,
  states: (countryId: number, lang: Lang) => [...cartKeys.all, 'states', countryId, lang] as const,
};
