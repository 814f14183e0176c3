import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CallResponse } from '@portal/shared/platform/contract';
import { getClosedPriceQuoteStatuses } from '@portal/shared/reference/get-closed-price-quote-statuses';
import { getJobOrderStatuses } from '@portal/shared/reference/get-job-order-statuses';
import { getOpenPriceQuoteStatuses } from '@portal/shared/reference/get-open-price-quote-statuses';
import { getSalesOrderStatuses } from '@portal/shared/reference/get-sales-order-statuses';
import { getServiceTypes } from '@portal/shared/reference/get-service-types';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';
import type { Lang } from '../../../pages';
import type { OrderKind } from '../order-kinds';

/** spec §7 Statuses: the lists of GET /api/EntityStatus/{list}, one contract each. */
const STATUS_LISTS = {
  JobOrder: getJobOrderStatuses,
  SalesOrder: getSalesOrderStatuses,
  OpenPriceQuoteStatuses: getOpenPriceQuoteStatuses,
  ClosedPriceQuoteStatuses: getClosedPriceQuoteStatuses,
  ServiceType: getServiceTypes,
} as const;
type StatusList = keyof typeof STATUS_LISTS;

const LISTS: Record<OrderKind, StatusList[]> = {
  JO: ['JobOrder'],
  SO: ['SalesOrder'],
  // spec §4: open and closed quote statuses are separate lists.
  PQ: ['OpenPriceQuoteStatuses', 'ClosedPriceQuoteStatuses'],
};

export function getStatusList(list: StatusList): Promise<CallResponse<typeof getJobOrderStatuses>> {
  return api.send(STATUS_LISTS[list], {}, { silent: true });
}

/** The names come in the page's language: the key carries it. */
const statusListOptions = (list: StatusList, lang: Lang) =>
  queryOptions({
    queryKey: [...callKey(STATUS_LISTS[list]), lang],
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
