import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getDashboardBalanceInfo } from '@portal/shared/dashboard/get-dashboard-balance-info';
import { getDashboardFeatured } from '@portal/shared/dashboard/get-dashboard-featured';
import { getDashboardInvoiceStatusSummary } from '@portal/shared/dashboard/get-dashboard-invoice-status-summary';
import { getDashboardInvoices } from '@portal/shared/dashboard/get-dashboard-invoices';
import { getDashboardMessages } from '@portal/shared/dashboard/get-dashboard-messages';
import { getDashboardMetals } from '@portal/shared/dashboard/get-dashboard-metals';
import { getDashboardOrders } from '@portal/shared/dashboard/get-dashboard-orders';
import { getDashboardOrdersStatusSummary } from '@portal/shared/dashboard/get-dashboard-orders-status-summary';
import { getDashboardProductionUpdates } from '@portal/shared/dashboard/get-dashboard-production-updates';
import type { SubmittedOrderKind } from '@portal/shared';
import type { CallContract, CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

/**
 * One query per card: each card loads, waits and fails on its own (docs/decisions.md "Dashboard"). Errors are not
 * toasted by the client (`silent`): the card shows its own 'Error occured while loading…' once. Names come in the
 * page's language, so the key carries it.
 */
function useCardQuery<C extends CallContract>(call: C, input: CallInput<C>, enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: [...callKey(call, input), lang],
    queryFn: ({ signal }) => api.send(call, input, { signal, silent: true }),
    placeholderData: keepPreviousData,
    retry: 1,
    enabled,
  });
}

/** Staff look at the customer they switched to, or at every customer; a portal user's customer comes from its token. */
export interface CardScope {
  customerId?: number;
}

export const useDashboardMessages = (scope: CardScope) =>
  useCardQuery(getDashboardMessages, { query: { ...scope, limit: 8 } });

export const useDashboardBalance = (scope: CardScope) =>
  useCardQuery(getDashboardBalanceInfo, { query: scope });

export const useDashboardOrders = (scope: CardScope, kind: SubmittedOrderKind) =>
  useCardQuery(getDashboardOrders, { query: { ...scope, entityTypeCode: kind, pageNo: 1, pageSize: 5 } });

export const useOrdersStatusSummary = (scope: CardScope, kind: SubmittedOrderKind, withStatus: string) =>
  useCardQuery(getDashboardOrdersStatusSummary, {
    params: { kind },
    query: { ...scope, GetJobsWithStatus: withStatus },
  });

export const useInvoiceStatusSummary = (scope: CardScope) =>
  useCardQuery(getDashboardInvoiceStatusSummary, { query: scope });

export const useDashboardInvoices = (scope: CardScope) =>
  useCardQuery(getDashboardInvoices, { query: { ...scope, pageNo: 1, pageSize: 5 } });

export const useDashboardMetals = (months: number) => useCardQuery(getDashboardMetals, { query: { months } });

export const useDashboardFeatured = () => useCardQuery(getDashboardFeatured, { query: { pageSize: 6 } });

export const useDashboardProductionUpdates = (scope: CardScope) =>
  useCardQuery(getDashboardProductionUpdates, { query: { ...scope, limit: 6 } });
