import { useQuery } from '@tanstack/react-query';
import { getJobMetal } from '@portal/shared/metal/get-job-metal';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/JobOrders/{id}/metal-movements (staff): the job's movements and its loss per step and in all. */
export function useJobMetal(orderId: number) {
  const lang = useLang();
  const input = { params: { id: orderId } };
  return useQuery({
    queryKey: inLanguage(getJobMetal, input, lang),
    queryFn: ({ signal }) => api.send(getJobMetal, input, { signal }),
  });
}
