import { calculatePrice as calculatePriceCall } from '@portal/shared/catalog/calculate-price';
import type { CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useSession } from '../../../lib/session/session';

export type CalculatedPrice = CallResponse<typeof calculatePriceCall>;

/** What the storefront prices: the product, its metal, the chosen variants, size and engraving, and the quantity. */
export interface PriceSelection {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  quantity: number;
  /** A ring's US size ('6.75'); the engraving and its font. The server checks them and prices the engraving. */
  ringSize?: string;
  engraving?: string;
  engravingFont?: string;
}

/** POST /api/products/cp/calculatePrice: the price of a configuration for the caller (customer discount included). */
export function calculatePrice(selection: PriceSelection, signal?: AbortSignal): Promise<CalculatedPrice> {
  return api.send(calculatePriceCall, { body: selection }, { signal, silent: true });
}

/**
 * The live price (spec §7: cancellable). Each change of the selection is a new query; the query it replaces loses its
 * only observer and React Query aborts its request through the signal, so a slow old answer never overwrites a newer one.
 * The previous price stays on screen, marked as updating, until the new one arrives. Prices depend on who asks
 * (customer discount or markup): the viewer is part of the key.
 */
export function useCalculatedPrice(selection: PriceSelection) {
  const { user } = useSession();
  const viewer = user ? `${user.id}:${user.activeCustomer?.id ?? ''}` : 'visitor';
  return useQuery({
    queryKey: [...callKey(calculatePriceCall, { body: selection }), viewer],
    queryFn: ({ signal }) => calculatePrice(selection, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
