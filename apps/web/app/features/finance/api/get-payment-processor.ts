import { useQuery } from '@tanstack/react-query';
import { getPaymentProcessor } from '@portal/shared/finance/get-payment-processor';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/**
 * GET /api/CreditCard/gateway/0: the default card processor's public settings for its hosted card fields. A failure
 * is told where the card fields would be ('Error while getting payment processor', spec §8), so the call is silent.
 */
export function usePaymentProcessor(enabled: boolean) {
  const input = { params: { gatewayId: 0 } };
  return useQuery({
    queryKey: callKey(getPaymentProcessor, input),
    queryFn: ({ signal }) => api.send(getPaymentProcessor, input, { signal, silent: true }),
    staleTime: 10 * 60_000,
    retry: false,
    enabled,
  });
}
