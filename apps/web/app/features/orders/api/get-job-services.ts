import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import { orderKeys } from './keys';
import type { OrderRow } from './order-types';

/** A group of GET /api/JobOrders/job-services (spec §3 Job service: id, serviceTypeName, jobs, page). */
export interface JobServiceGroup {
  id: number;
  code: string;
  serviceTypeName: string;
  jobCount: number;
  page: number;
  jobs: OrderRow[];
}

export function getJobServices(
  pageSize: number,
  serviceTypeId?: number,
  pageNo = 0,
): Promise<JobServiceGroup[]> {
  return api.get<JobServiceGroup[]>('/api/JobOrders/job-services', {
    query: { pageSize, serviceTypeId, pageNo },
  });
}

/** Every service type with the first page of its open job orders. */
export function useJobServices(pageSize: number) {
  const lang = useLang();
  return useQuery({
    queryKey: orderKeys.jobServices(pageSize, lang),
    queryFn: () => getJobServices(pageSize),
  });
}

/** One group's job orders, page after page (its first page comes with the groups). */
export function useJobServiceGroup(group: JobServiceGroup, pageSize: number) {
  const lang = useLang();
  return useInfiniteQuery({
    queryKey: orderKeys.jobServiceGroup(group.id, pageSize, lang),
    queryFn: async ({ pageParam }) => (await getJobServices(pageSize, group.id, pageParam))[0]!,
    initialPageParam: 0,
    initialData: { pages: [group], pageParams: [0] },
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.jobs.length, 0);
      return loaded < last.jobCount && last.jobs.length > 0 ? last.page + 1 : undefined;
    },
  });
}
