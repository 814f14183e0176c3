import type { calculatePriceRequest, calculatePriceResponse } from '@portal/shared';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/browser-api';
import { useSession } from '../../../lib/session/session';
import { customOrderKeys } from './keys';

export type DesignPrice = z.infer<typeof calculatePriceResponse>;
export type DesignPriceSelection = z.input<typeof calculatePriceRequest>;

/** POST /api/products/cp/calculatePrice: the price of a design with its chosen stones and parts, for the caller. */
export function calculateDesignPrice(
  selection: DesignPriceSelection,
  signal?: AbortSignal,
): Promise<DesignPrice> {
  return api.post<DesignPrice>('/api/products/cp/calculatePrice', selection, { signal, silent: true });
}

/**
 * The live prices of the pieces of a set (spec §7: cancellable). Every change of a design is a new query; the one it
 * replaces loses its only observer and React Query aborts its request through the signal, so a slow stale answer
 * never shows. The previous price stays on screen, marked as updating, until the new one arrives.
 */
export function useDesignPrices(selections: readonly DesignPriceSelection[]) {
  const { user } = useSession();
  const viewer = user ? `${user.id}:${user.activeCustomer?.id ?? ''}` : 'visitor';
  return useQueries({
    queries: selections.map((selection) => ({
      queryKey: customOrderKeys.price(selection, viewer),
      queryFn: ({ signal }: { signal: AbortSignal }) => calculateDesignPrice(selection, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
    })),
  });
}
