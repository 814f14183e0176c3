import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  filtersFromSearch,
  listApiQuery,
  searchFromFilters,
  statusFitsTab,
} from './list-query';

const params = (search: string) => new URLSearchParams(search);

describe('order list filters in the URL', () => {
  it('reads the checkout’s landing URL as the new tab, newest first', () => {
    expect(filtersFromSearch('JO', params('?tab=new'))).toEqual({
      tab: 'new',
      view: 'list',
      openClosed: 'ALL',
      statusCode: null,
      search: '',
      dateFrom: null,
      dateTo: null,
      sortBy: 'orderDate',
      sortAsc: false,
      customerId: null,
    });
  });

  it('defaults to the first tab of the kind', () => {
    expect(filtersFromSearch('JO', params('')).tab).toBe('new');
    expect(filtersFromSearch('PQ', params('')).tab).toBe('open');
    expect(filtersFromSearch('SO', params('?tab=closed')).tab).toBe('closed');
  });

  it('round-trips every filter through the URL', () => {
    const filters = {
      tab: 'all',
      view: 'list' as const,
      openClosed: 'CLOSED' as const,
      statusCode: 'SHIPPED',
      search: 'PO-40',
      dateFrom: '2026-01-01',
      dateTo: '2026-03-31',
      sortBy: 'grandTotal' as const,
      sortAsc: true,
      customerId: 4,
    };
    const search = searchFromFilters('JO', filters);
    expect(search.toString()).toBe(
      'tab=all&state=closed&status=SHIPPED&q=PO-40&from=2026-01-01&to=2026-03-31&sort=grandTotal&dir=asc&customer=4',
    );
    expect(filtersFromSearch('JO', search)).toEqual(filters);
  });

  it('keeps the open order and leaves defaults out', () => {
    const current = params('?tab=new&id=309&q=old');
    const next = searchFromFilters('SO', { ...filtersFromSearch('SO', current), search: '' }, current);
    expect(next.toString()).toBe('id=309&tab=new');
  });

  it('writes the job services view instead of a tab', () => {
    const filters = { ...filtersFromSearch('JO', params('?tab=processing')), view: 'services' as const };
    expect(searchFromFilters('JO', filters).toString()).toBe('view=services');
    expect(filtersFromSearch('JO', params('?view=services')).view).toBe('services');
    // Only job orders have it, and only job orders have the open / closed filter.
    expect(filtersFromSearch('SO', params('?view=services&state=open'))).toMatchObject({
      view: 'list',
      openClosed: 'ALL',
    });
  });

  it('ignores what it does not understand', () => {
    expect(
      filtersFromSearch('JO', params('?tab=bogus&sort=price&dir=asc&from=2026-13-45&customer=-3&status=a;b')),
    ).toMatchObject({
      tab: 'new',
      sortBy: DEFAULT_SORT.sortBy,
      sortAsc: false,
      dateFrom: null,
      customerId: null,
      statusCode: null,
    });
  });

  it('uses the saved sort when the URL has none', () => {
    expect(filtersFromSearch('SO', params(''), { sortBy: 'code', sortAsc: true })).toMatchObject({
      sortBy: 'code',
      sortAsc: true,
    });
  });
});

describe('list call query', () => {
  const base = filtersFromSearch('JO', params(''));

  it('sends the tab, open / closed filter and the rest to the job order list', () => {
    expect(
      listApiQuery(
        'JO',
        { ...base, tab: 'all', openClosed: 'OPEN', search: ' ring ', statusCode: 'NEW' },
        0,
        10,
      ),
    ).toEqual({
      pageNo: 0,
      pageSize: 10,
      tab: 'all',
      status: 'OPEN',
      statusCode: 'NEW',
      search: 'ring',
      dateFrom: undefined,
      dateTo: undefined,
      sortBy: 'orderDate',
      sortAsc: false,
      customerId: undefined,
    });
  });

  it('sends the quotes’ grouping as group, and their new tab as a tab', () => {
    expect(listApiQuery('PQ', { ...base, tab: 'open' }, 1, 10)).toMatchObject({ group: 'open' });
    expect(listApiQuery('PQ', { ...base, tab: 'open' }, 1, 10)).not.toHaveProperty('tab');
    expect(listApiQuery('PQ', { ...base, tab: 'new' }, 1, 10)).toMatchObject({ tab: 'new' });
    expect(listApiQuery('SO', { ...base, tab: 'processing' }, 2, 25)).toMatchObject({
      tab: 'processing',
      pageNo: 2,
      pageSize: 25,
    });
  });
});

describe('status filter per tab', () => {
  it('offers closed statuses on the closed tab, open ones on the others, all on all', () => {
    expect(statusFitsTab('closed', true)).toBe(true);
    expect(statusFitsTab('closed', false)).toBe(false);
    expect(statusFitsTab('new', true)).toBe(false);
    expect(statusFitsTab('open', false)).toBe(true);
    expect(statusFitsTab('all', true)).toBe(true);
  });
});
