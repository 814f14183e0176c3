import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getOrderLimit, saveOrderLimit } from '@portal/shared/trade-credit/order-limit';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

/** GET /api/User/{id}/order-limit: a buyer's limit at a customer (an administrator's is always its active one). */
export const useOrderLimit = (userId: number, customerId: number) =>
  useQuery(callQuery(getOrderLimit, { params: { id: userId }, query: { customerId } }));

/** POST /api/User/{id}/order-limit: an amount, or null for no limit. */
export function useSaveOrderLimit(userId: number, customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderLimit: string | null) =>
      api.send(saveOrderLimit, { params: { id: userId }, body: { customerId, orderLimit } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('trade-credit') }),
  });
}
