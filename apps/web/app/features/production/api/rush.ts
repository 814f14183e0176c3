import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getJobOrdersAtRisk } from '@portal/shared/production/get-jobs-at-risk';
import {
  acceptJobOrderPromise,
  cancelJobOrderPromise,
  getJobOrderPromise,
  promiseJobOrder,
} from '@portal/shared/production/job-promise';
import { getRushTiers } from '@portal/shared/production/rush-tiers';
import { api } from '../../../lib/browser-api';
import { domainKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** GET /api/rush-tiers: the tiers with their fee and the earliest day each can meet now. */
export function useRushTiers(enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: inLanguage(getRushTiers, {}, lang),
    queryFn: ({ signal }) => api.send(getRushTiers, {}, { signal }),
    enabled,
  });
}

/** GET /api/JobOrders/{id}/promise: the job's tier, fee and promised day (null without a tier). */
export function useJobOrderPromise(orderId: number) {
  const lang = useLang();
  const input = { params: { id: orderId } };
  return useQuery({
    queryKey: inLanguage(getJobOrderPromise, input, lang),
    queryFn: ({ signal }) => api.send(getJobOrderPromise, input, { signal }),
  });
}

/** GET /api/JobOrders/at-risk: one page of the jobs at risk, most urgent first. */
export function useJobsAtRisk(pageNo: number, pageSize: number) {
  const lang = useLang();
  const input = { query: { pageNo, pageSize } };
  return useQuery({
    queryKey: inLanguage(getJobOrdersAtRisk, input, lang),
    queryFn: ({ signal }) => api.send(getJobOrdersAtRisk, input, { signal }),
    placeholderData: (previous) => previous,
  });
}

type PromiseAction =
  | { kind: 'promise'; orderId: number; promisedOn: string; note?: string }
  | { kind: 'accept' | 'cancel'; orderId: number };

/** Staff promise a day; the customer accepts or cancels. The job and the order lists are read again after. */
export function usePromiseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: PromiseAction) => {
      const params = { id: action.orderId };
      if (action.kind === 'promise')
        return api.send(promiseJobOrder, {
          params,
          body: { promisedOn: action.promisedOn, ...(action.note ? { note: action.note } : {}) },
        });
      return api.send(action.kind === 'accept' ? acceptJobOrderPromise : cancelJobOrderPromise, { params });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: domainKey('production') }),
        queryClient.invalidateQueries({ queryKey: domainKey('orders') }),
      ]),
  });
}
