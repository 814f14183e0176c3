import type {
  CreditKind,
  InvoiceSort,
  InvoiceStatusCode,
  PaymentStatus,
} from '@portal/shared/finance/schemas';

/**
 * What a finance list shows, kept in the page URL like the order lists' filters (a link, a reload or the back button
 * shows the same list). The values are written here rather than imported from the contracts' schemas: a value import
 * would bring zod into the page; the `satisfies` checks keep them equal to the contracts' types.
 */

export type FinanceList = 'invoices' | 'payments' | 'credits';

/** spec §7 EntityStatus/invoiceStatuses; the names come from that call, the codes are the filter's values. */
export const INVOICE_STATUS_CODES = [
  'OPEN',
  'PARTIALLY_PAID',
  'OVERDUE',
  'PAID',
  'VOID',
] as const satisfies readonly InvoiceStatusCode[];
export const PAYMENT_STATUS_CODES = [
  'succeeded',
  'pending',
  'failed',
] as const satisfies readonly PaymentStatus[];
/** Customer credit kinds: credit memo, prepayment (spec §5 overpayment), refund due, scrap metal received. */
export const CREDIT_KIND_CODES = [
  'credit_memo',
  'prepayment',
  'refund_due',
  'scrap_metal',
] as const satisfies readonly CreditKind[];

/** The columns of the invoice list the server sorts by (GET /invoices `sortBy`). */
export const INVOICE_SORT_FIELDS = [
  'date',
  'dueDate',
  'number',
  'total',
  'balance',
] as const satisfies readonly InvoiceSort[];

export interface FinanceListConfig {
  /** The values of the list's one choice filter: invoice statuses, payment statuses or credit kinds. */
  codes: readonly string[];
  /** The key the choice is sent under in `filters`. */
  codeKey: 'status' | 'kind';
  /** Invoices and credits: only those with something left (a balance to pay or to use). */
  hasOpenOnly: boolean;
  /** spec §9: payments count pages from 0, the other lists from 1. */
  pageBase: 0 | 1;
}

export const FINANCE_LISTS: Record<FinanceList, FinanceListConfig> = {
  invoices: { codes: INVOICE_STATUS_CODES, codeKey: 'status', hasOpenOnly: true, pageBase: 1 },
  payments: { codes: PAYMENT_STATUS_CODES, codeKey: 'status', hasOpenOnly: false, pageBase: 0 },
  credits: { codes: CREDIT_KIND_CODES, codeKey: 'kind', hasOpenOnly: true, pageBase: 1 },
};

export interface FinanceFilters {
  /** Chosen statuses (or kinds); none means all. */
  codes: string[];
  /** The number or a part of it. */
  number: string;
  /** yyyy-mm-dd, both ends included. */
  dateFrom: string | null;
  dateTo: string | null;
  openOnly: boolean;
  /** Staff only: one customer's records. */
  customerId: number | null;
}

export const NO_FILTERS: FinanceFilters = {
  codes: [],
  number: '',
  dateFrom: null,
  dateTo: null,
  openOnly: false,
  customerId: null,
};

/** The URL parameters, short and readable (the order lists use the same names). */
const PARAM = {
  codes: 'status',
  number: 'q',
  dateFrom: 'from',
  dateTo: 'to',
  openOnly: 'open',
  customerId: 'customer',
} as const;

const NUMBER_MAX = 40;

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The filters of a list URL; anything unknown is dropped (a hand-edited URL never makes the call fail). */
export function filtersFromSearch(list: FinanceList, params: URLSearchParams): FinanceFilters {
  const config = FINANCE_LISTS[list];
  const codes = (params.get(PARAM.codes) ?? '')
    .split(',')
    .map((code) => code.trim())
    .map((code) => config.codes.find((known) => known.toLowerCase() === code.toLowerCase()))
    .filter((code): code is string => code !== undefined);
  const customer = Number(params.get(PARAM.customerId));
  return {
    codes: [...new Set(codes)],
    number: (params.get(PARAM.number) ?? '').trim().slice(0, NUMBER_MAX),
    dateFrom: isDay(params.get(PARAM.dateFrom)) ? params.get(PARAM.dateFrom) : null,
    dateTo: isDay(params.get(PARAM.dateTo)) ? params.get(PARAM.dateTo) : null,
    openOnly: config.hasOpenOnly && params.get(PARAM.openOnly) === '1',
    customerId: Number.isInteger(customer) && customer > 0 && customer <= 2147483647 ? customer : null,
  };
}

/** The list URL of some filters, keeping the parameters that are not filters (the open invoice, `id`). */
export function searchFromFilters(
  filters: FinanceFilters,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of Object.values(PARAM)) next.delete(name);
  const set = (name: string, value: string | null) => {
    if (value) next.set(name, value);
  };
  set(PARAM.codes, filters.codes.join(','));
  set(PARAM.number, filters.number.trim());
  set(PARAM.dateFrom, filters.dateFrom);
  set(PARAM.dateTo, filters.dateTo);
  if (filters.openOnly) set(PARAM.openOnly, '1');
  if (filters.customerId) set(PARAM.customerId, String(filters.customerId));
  return next;
}

export const isFiltered = (filters: FinanceFilters) =>
  filters.codes.length > 0 ||
  filters.number.trim() !== '' ||
  filters.dateFrom !== null ||
  filters.dateTo !== null ||
  filters.openOnly ||
  filters.customerId !== null;

/**
 * The `filters` query parameter of the list call (a JSON object, api-conventions): only what is set, so the plain list
 * sends none. The customer is sent only for staff: a portal user's list is always its own.
 */
export function apiFilters(list: FinanceList, filters: FinanceFilters, isStaff: boolean): string | undefined {
  const config = FINANCE_LISTS[list];
  const sent: Record<string, string | number | boolean | string[]> = {};
  if (filters.codes.length > 0) sent[config.codeKey] = filters.codes;
  if (filters.number.trim()) sent.number = filters.number.trim();
  if (filters.dateFrom) sent.dateFrom = filters.dateFrom;
  if (filters.dateTo) sent.dateTo = filters.dateTo;
  if (config.hasOpenOnly && filters.openOnly) sent.openOnly = true;
  if (isStaff && filters.customerId) sent.customerId = filters.customerId;
  return Object.keys(sent).length > 0 ? JSON.stringify(sent) : undefined;
}

/** The page number the list call takes for the grid's page (the grid counts from 1; payments from 0, spec §9). */
export const apiPageNo = (list: FinanceList, gridPage: number): number =>
  Math.max(1, gridPage) - 1 + FINANCE_LISTS[list].pageBase;

/** The page, its size and the filters a list asks the server for, from its grid and the URL's filters. */
export const listRequest = (
  list: FinanceList,
  grid: { page: number; pageSize: number },
  filters: FinanceFilters,
  isStaff: boolean,
) => ({
  pageNo: apiPageNo(list, grid.page),
  pageSize: grid.pageSize,
  filters: apiFilters(list, filters, isStaff),
});

/** The invoice list's server sort for the grid's sorted column; another column (or none) is newest first. */
export function invoiceSort(sort: { field: string; direction: 'asc' | 'desc' } | null): {
  sortBy: InvoiceSort;
  sortAsc: 'true' | 'false';
} {
  const field = (INVOICE_SORT_FIELDS as readonly string[]).includes(sort?.field ?? '')
    ? (sort!.field as InvoiceSort)
    : null;
  // spec §7: GET /invoices is asked with sortAsc=false (newest first) unless the user sorted otherwise.
  return field
    ? { sortBy: field, sortAsc: sort!.direction === 'asc' ? 'true' : 'false' }
    : { sortBy: 'date', sortAsc: 'false' };
}

/** The payment and credit lists sort by date only: ascending when the user sorted the date column so, else newest first. */
export const dateSortAsc = (sort: { field: string; direction: 'asc' | 'desc' } | null): 'true' | 'false' =>
  sort?.field === 'date' && sort.direction === 'asc' ? 'true' : 'false';
