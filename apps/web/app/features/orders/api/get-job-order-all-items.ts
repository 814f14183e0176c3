import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { orderKeys } from './keys';
import type { OrderLineWithParts } from './order-types';

/** GET /api/JobOrders/{id}/allItems: every piece with the stones and parts it is made with. */
export function getJobOrderAllItems(id: number): Promise<OrderLineWithParts[]> {
  return api.get<OrderLineWithParts[]>(`/api/JobOrders/${id}/allItems`);
}

export function useJobOrderAllItems(id: number, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: orderKeys.allItems(id, lang),
    queryFn: () => getJobOrderAllItems(id),
    enabled,
  });
}
