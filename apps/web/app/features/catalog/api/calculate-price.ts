import type { calculatePriceResponse } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/browser-api';
import { useSession } from '../../../lib/session/session';
import { catalogKeys } from './keys';

export type CalculatedPrice = z.infer<typeof calculatePriceResponse>;

export interface PriceSelection {
  itemTypeID: number;
  metalID: number | null;
  variantIDs: number[];
  quantity: number;
}

/** POST /api/products/cp/calculatePrice: the price of a configuration for the caller (customer discount included). */
export function calculatePrice(selection: PriceSelection, signal?: AbortSignal): Promise<CalculatedPrice> {
  return api.post<CalculatedPrice>('/api/products/cp/calculatePrice', selection, { signal, silent: true });
}

/**
 * The live price (spec §7: cancellable). Each change of the selection is a new query; the query it replaces loses its
 * only observer and React Query aborts its request through the signal, so a slow old answer never overwrites a newer one.
 * The previous price stays on screen, marked as updating, until the new one arrives.
 */
export function useCalculatedPrice(selection: PriceSelection) {
  const { user } = useSession();
  const viewer = user ? `${user.id}:${user.activeCustomer?.id ?? ''}` : 'visitor';
  return useQuery({
    queryKey: catalogKeys.price(selection, viewer),
    queryFn: ({ signal }) => calculatePrice(selection, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
