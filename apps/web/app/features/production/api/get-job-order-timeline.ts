import { useQuery } from '@tanstack/react-query';
import { getJobOrderTimeline } from '@portal/shared/production/get-job-order-timeline';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/JobOrders/{id}/timeline: the job's stages with dates and its moves with photos. */
export function useJobOrderTimeline(orderId: number) {
  const lang = useLang();
  const input = { params: { id: orderId } };
  return useQuery({
    queryKey: inLanguage(getJobOrderTimeline, input, lang),
    queryFn: ({ signal }) => api.send(getJobOrderTimeline, input, { signal }),
  });
}
