import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { getShippingMethodsForCheckout as getShippingMethodsForCheckoutCall } from '@portal/shared/shipping/get-shipping-methods-for-checkout';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/** spec §3 Shipping method (code, value), with what the checkout shows: carrier, transit days and the price. */
export type ShippingMethod = CallResponse<typeof getShippingMethodsForCheckoutCall>[number];

/** Where the parcel goes: the rates depend on the country and the state. */
export interface ShippingDestination {
  countryId: number;
  stateId: number | null;
}

const inputOf = (
  sessionId: string,
  destination: ShippingDestination,
): CallInput<typeof getShippingMethodsForCheckoutCall> => ({
  body: { sessionId, countryId: destination.countryId, stateId: destination.stateId },
  query: {},
});

/** POST /api/ShippingMethods/shippingMethodsForCheckout: the methods that deliver the cart's parcel there, priced. */
export function getShippingMethodsForCheckout(
  sessionId: string,
  destination: ShippingDestination,
): Promise<ShippingMethod[]> {
  return api.send(getShippingMethodsForCheckoutCall, inputOf(sessionId, destination), { silent: true });
}

/** The methods for the shipping address; asked only once the address has its country (and its state, if any). */
export function useShippingMethodsForCheckout(
  sessionId: string | null,
  destination: ShippingDestination | null,
) {
  const lang = useLang();
  const input = inputOf(sessionId ?? '', destination ?? { countryId: 0, stateId: null });
  return useQuery({
    queryKey: [...callKey(getShippingMethodsForCheckoutCall, input), lang],
    queryFn: () => getShippingMethodsForCheckout(sessionId!, destination!),
    enabled: sessionId !== null && destination !== null,
    placeholderData: keepPreviousData,
  });
}
