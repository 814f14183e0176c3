import { useQuery } from '@tanstack/react-query';
import { getJobOrderProofs } from '@portal/shared/production/get-job-order-proofs';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/JobOrders/{id}/proofs: the job's proof rounds, newest first, and its deposit. */
export function useJobOrderProofs(orderId: number) {
  const lang = useLang();
  const input = { params: { id: orderId } };
  return useQuery({
    queryKey: inLanguage(getJobOrderProofs, input, lang),
    queryFn: ({ signal }) => api.send(getJobOrderProofs, input, { signal }),
  });
}
