import { useQuery } from '@tanstack/react-query';
import { getJobOrderAllItems } from '@portal/shared/orders/get-job-order-all-items';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/JobOrders/{id}/allItems: every piece with the stones and parts it is made with. */
export function useJobOrderAllItems(id: number, enabled: boolean) {
  const lang = useLang();
  const input = { params: { id } };
  return useQuery({
    queryKey: inLanguage(getJobOrderAllItems, input, lang),
    queryFn: ({ signal }) => api.send(getJobOrderAllItems, input, { signal }),
    enabled,
  });
}
