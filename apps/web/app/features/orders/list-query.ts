import { ORDER_SORTS, type OrderSort } from '@portal/shared';
import { ORDER_KINDS, type OrderKind } from './order-kinds';

/**
 * What an order list shows, kept in the page URL so that a link, a reload or the back button shows the same list
 * (spec §2: "Order-list routes accept a tab query, for example ?tab=new").
 */
export interface OrderListFilters {
  tab: string;
  /** Job orders only: the list, or the open jobs grouped by service type (spec §3 Job service). */
  view: 'list' | 'services';
  /** Job orders only: spec §4 "the list filter enumeration is ALL, CLOSED, OPEN". */
  openClosed: 'ALL' | 'OPEN' | 'CLOSED';
  statusCode: string | null;
  search: string;
  /** yyyy-mm-dd, both ends included. */
  dateFrom: string | null;
  dateTo: string | null;
  sortBy: OrderSort;
  sortAsc: boolean;
  /** Staff only: one customer's orders. */
  customerId: number | null;
}

export interface ListSort {
  sortBy: OrderSort;
  sortAsc: boolean;
}

/** Newest first, as the API does. */
export const DEFAULT_SORT: ListSort = { sortBy: 'orderDate', sortAsc: false };

/** The URL parameters, short and readable. */
const PARAM = {
  tab: 'tab',
  view: 'view',
  openClosed: 'state',
  statusCode: 'status',
  search: 'q',
  dateFrom: 'from',
  dateTo: 'to',
  sortBy: 'sort',
  sortAsc: 'dir',
  customerId: 'customer',
} as const;

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The filters of a list URL; anything unknown falls back to its default (the tab is checked by the page loader). */
export function filtersFromSearch(
  kind: OrderKind,
  params: URLSearchParams,
  defaultSort: ListSort = DEFAULT_SORT,
): OrderListFilters {
  const tabs = ORDER_KINDS[kind].tabs;
  const tab = params.get(PARAM.tab);
  const state = params.get(PARAM.openClosed)?.toUpperCase();
  const sort = params.get(PARAM.sortBy);
  const known = (ORDER_SORTS as readonly string[]).includes(sort ?? '');
  const customer = Number(params.get(PARAM.customerId));
  const status = params.get(PARAM.statusCode)?.trim().toUpperCase();
  return {
    tab: tab && tabs.includes(tab) ? tab : tabs[0]!,
    view: kind === 'JO' && params.get(PARAM.view) === 'services' ? 'services' : 'list',
    openClosed: kind === 'JO' && (state === 'OPEN' || state === 'CLOSED') ? state : 'ALL',
    statusCode: status && /^[A-Z0-9_]{1,40}$/.test(status) ? status : null,
    search: (params.get(PARAM.search) ?? '').slice(0, 100),
    dateFrom: isDay(params.get(PARAM.dateFrom)) ? params.get(PARAM.dateFrom) : null,
    dateTo: isDay(params.get(PARAM.dateTo)) ? params.get(PARAM.dateTo) : null,
    sortBy: known ? (sort as OrderSort) : defaultSort.sortBy,
    sortAsc: known ? params.get(PARAM.sortAsc) === 'asc' : defaultSort.sortAsc,
    customerId: Number.isInteger(customer) && customer > 0 ? customer : null,
  };
}

/**
 * The list URL of some filters, keeping the parameters that are not filters (the open order, `id`). Defaults are
 * left out, so the plain list is `?tab=new`; the sort is written only when it differs from the default.
 */
export function searchFromFilters(
  kind: OrderKind,
  filters: OrderListFilters,
  current: URLSearchParams = new URLSearchParams(),
  defaultSort: ListSort = DEFAULT_SORT,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(PARAM)) next.delete(name);
  const set = (name: string, value: string | null | undefined) => {
    if (value) next.set(name, value);
  };
  if (filters.view === 'services' && kind === 'JO') set(PARAM.view, 'services');
  else set(PARAM.tab, filters.tab);
  if (kind === 'JO' && filters.openClosed !== 'ALL') set(PARAM.openClosed, filters.openClosed.toLowerCase());
  set(PARAM.statusCode, filters.statusCode);
  set(PARAM.search, filters.search.trim());
  set(PARAM.dateFrom, filters.dateFrom);
  set(PARAM.dateTo, filters.dateTo);
  if (filters.sortBy !== defaultSort.sortBy || filters.sortAsc !== defaultSort.sortAsc) {
    set(PARAM.sortBy, filters.sortBy);
    set(PARAM.sortAsc, filters.sortAsc ? 'asc' : 'desc');
  }
  if (filters.customerId) set(PARAM.customerId, String(filters.customerId));
  return next;
}

export type ApiQuery = Record<string, string | number | boolean | undefined>;

/**
 * The query of the list call for a page. Quotes take their open / closed / all grouping as `group` (spec §4), and the
 * 'new' tab as a tab; the other lists take the tab as it is.
 */
export function listApiQuery(
  kind: OrderKind,
  filters: OrderListFilters,
  pageNo: number,
  pageSize: number,
): ApiQuery {
  const grouping =
    kind === 'PQ' && ['open', 'closed', 'all'].includes(filters.tab)
      ? { group: filters.tab }
      : { tab: filters.tab };
  return {
    pageNo,
    pageSize,
    ...grouping,
    status: kind === 'JO' && filters.openClosed !== 'ALL' ? filters.openClosed : undefined,
    statusCode: filters.statusCode ?? undefined,
    search: filters.search.trim() || undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    sortBy: filters.sortBy,
    sortAsc: filters.sortAsc,
    customerId: filters.customerId ?? undefined,
  };
}

/** Whether a status (isClosed from the status list) belongs on a tab: the status filter offers only those. */
export function statusFitsTab(tab: string, isClosed: boolean): boolean {
  if (tab === 'all') return true;
  // 'new', 'processing' and the quotes' 'open' tab hold the statuses that are not closed.
  return tab === 'closed' ? isClosed : !isClosed;
}
