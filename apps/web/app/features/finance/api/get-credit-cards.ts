import { useQuery } from '@tanstack/react-query';
import { getCreditCards } from '@portal/shared/finance/get-credit-cards';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/**
 * GET /api/CreditCard: the saved cards a payment may use; staff name the customer whose invoices they pay. spec §6:
 * loaded only when the user holds CP_PAYMENTS:VIEWP (`enabled`).
 */
export function useCreditCards(customerId: number | null, enabled: boolean) {
  const query = customerId === null ? {} : { customerId };
  return useQuery({
    queryKey: callKey(getCreditCards, { query }),
    queryFn: ({ signal }) => api.send(getCreditCards, { query }, { signal, silent: true }),
    enabled,
  });
}
