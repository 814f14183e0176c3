import { useQuery } from '@tanstack/react-query';
import { getPaymentOptions } from '@portal/shared/finance/get-payment-options';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/** GET /api/payment-options/get-by-config: the card processors configured and whether an overpayment is taken. */
export function usePaymentOptions(enabled: boolean) {
  return useQuery({
    queryKey: callKey(getPaymentOptions),
    queryFn: ({ signal }) => api.send(getPaymentOptions, {}, { signal, silent: true }),
    staleTime: 10 * 60_000,
    enabled,
  });
}
