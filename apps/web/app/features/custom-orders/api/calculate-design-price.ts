import { calculatePrice } from '@portal/shared/catalog/calculate-price';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useSession } from '../../../lib/session/session';

export type DesignPrice = CallResponse<typeof calculatePrice>;
export type DesignPriceSelection = CallInput<typeof calculatePrice>['body'];

/** POST /api/products/cp/calculatePrice: the price of a design with its chosen stones and parts, for the caller. */
export function calculateDesignPrice(
  selection: DesignPriceSelection,
  signal?: AbortSignal,
): Promise<DesignPrice> {
  return api.send(calculatePrice, { body: selection }, { signal, silent: true });
}

/**
 * The live prices of the pieces of a set (spec §7: cancellable). Every change of a design is a new query; the one it
 * replaces loses its only observer and React Query aborts its request through the signal, so a slow stale answer
 * never shows. The previous price stays on screen, marked as updating, until the new one arrives. Prices depend on
 * who asks (the customer's discount): the viewer is part of the key.
 */
export function useDesignPrices(selections: readonly DesignPriceSelection[]) {
  const { user } = useSession();
  const viewer = user ? `${user.id}:${user.activeCustomer?.id ?? ''}` : 'visitor';
  return useQueries({
    queries: selections.map((selection) => ({
      queryKey: [...callKey(calculatePrice, { body: selection }), viewer],
      queryFn: ({ signal }: { signal: AbortSignal }) => calculateDesignPrice(selection, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
    })),
  });
}
