import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { useLang } from '../../../lib/i18n/use-lang';
import type { Lang } from '../../../pages';
import type { OrderKind } from '../order-kinds';
import { orderKeys } from './keys';
import type { StatusOption } from './order-types';

/** spec §7 Statuses: the lists of GET /api/EntityStatus/{list}. */
type StatusList =
  'JobOrder' | 'SalesOrder' | 'OpenPriceQuoteStatuses' | 'ClosedPriceQuoteStatuses' | 'ServiceType';

const LISTS: Record<OrderKind, StatusList[]> = {
  JO: ['JobOrder'],
  SO: ['SalesOrder'],
  // spec §4: open and closed quote statuses are separate lists.
  PQ: ['OpenPriceQuoteStatuses', 'ClosedPriceQuoteStatuses'],
};

export function getStatusList(list: StatusList): Promise<StatusOption[]> {
  return api.get<StatusOption[]>(`/api/EntityStatus/${list}`, { silent: true });
}

const statusListOptions = (list: StatusList, lang: Lang) =>
  queryOptions({
    queryKey: orderKeys.statuses(list, lang),
    queryFn: () => getStatusList(list),
    staleTime: 10 * 60_000,
  });

/** The statuses an order of the kind can have, in workflow order (spec §4: loaded from the server). */
export function useOrderStatuses(kind: OrderKind) {
  const lang = useLang();
  const results = useQueries({ queries: LISTS[kind].map((list) => statusListOptions(list, lang)) });
  const data = results.every((r) => r.data) ? results.flatMap((r) => r.data!) : undefined;
  return { data, isError: results.some((r) => r.isError) };
}

/** GET /api/EntityStatus/ServiceType: what a job order is approved for (spec §4 "approved (with a service type)"). */
export function useServiceTypes(enabled = true) {
  const lang = useLang();
  return useQuery({ ...statusListOptions('ServiceType', lang), enabled });
}
