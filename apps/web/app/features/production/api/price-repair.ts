import { useMutation, useQueryClient } from '@tanstack/react-query';
import { priceRepair } from '@portal/shared/production/price-repair';
import type { RepairPriceLine } from '@portal/shared/production/price-repair';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';

/** POST /api/JobOrders/{id}/repair-price (staff). Silent: the form says what went wrong. */
export function usePriceRepair() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { orderId: number; lines: RepairPriceLine[] }) =>
      api.send(
        priceRepair,
        { params: { id: input.orderId }, body: { lines: input.lines } },
        { silent: true },
      ),
    // The job's lines, totals and status change: the order's views and the production panel read them again.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
      ]),
  });
}
