import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getJobServices } from '@portal/shared/orders/get-job-services';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { inLanguage } from './keys';

/** A group of GET /api/JobOrders/job-services (spec §3 Job service: id, serviceTypeName, jobs, page). */
export type JobServiceGroup = CallResponse<typeof getJobServices>[number];

/** Every service type with the first page of its open job orders. */
export function useJobServices(pageSize: number) {
  const lang = useLang();
  const input = { query: { pageSize, pageNo: 0 } };
  return useQuery({
    queryKey: inLanguage(getJobServices, input, lang),
    queryFn: ({ signal }) => api.send(getJobServices, input, { signal }),
  });
}

/** One group's job orders, page after page (its first page comes with the groups). */
export function useJobServiceGroup(group: JobServiceGroup, pageSize: number) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: inLanguage(getJobServices, { query: { pageSize, serviceTypeId: group.id } }, lang),
    queryFn: async ({ pageParam, signal }) =>
      (
        await api.send(
          getJobServices,
          { query: { pageSize, serviceTypeId: group.id, pageNo: pageParam } },
          { signal },
        )
      )[0]!,
    initialPageParam: 0,
    initialData: { pages: [group], pageParams: [0] },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.jobs.length, 0);
      return loaded < last.jobCount && last.jobs.length > 0 ? last.page + 1 : undefined;
    },
  });
}
