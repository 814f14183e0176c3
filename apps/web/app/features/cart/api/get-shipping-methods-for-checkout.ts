import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { cartKeys } from './keys';

/** spec §3 Shipping method (code, value), with what the checkout shows: carrier, transit days and the price. */
export interface ShippingMethod {
  id: number;
  code: string;
  value: string;
  name: string;
  carrier: string | null;
  transitDays: number | null;
  price: number;
}

/** Where the parcel goes: the rates depend on the country and the state. */
export interface ShippingDestination {
  countryId: number;
  stateId: number | null;
}

/** POST /api/ShippingMethods/shippingMethodsForCheckout: the methods that deliver the cart's parcel there, priced. */
export function getShippingMethodsForCheckout(
  sessionId: string,
  destination: ShippingDestination,
): Promise<ShippingMethod[]> {
  return api.post<ShippingMethod[]>(
    '/api/ShippingMethods/shippingMethodsForCheckout',
    { sessionId, countryId: destination.countryId, stateId: destination.stateId },
    { silent: true },
  );
}

/** The methods for the shipping address; asked only once the address has its country (and its state, if any). */
export function useShippingMethodsForCheckout(
  sessionId: string | null,
  destination: ShippingDestination | null,
) {
  const lang = useLang();
  return useQuery({
    queryKey: cartKeys.shippingMethods(sessionId ?? '', destination ?? { countryId: 0, stateId: null }, lang),
    queryFn: () => getShippingMethodsForCheckout(sessionId!, destination!),
    enabled: sessionId !== null && destination !== null,
    placeholderData: keepPreviousData,
  });
}
