import { describe, expect, it } from 'vitest';
import {
  apiFilters,
  apiPageNo,
  dateSortAsc,
  filtersFromSearch,
  invoiceSort,
  isFiltered,
  NO_FILTERS,
  searchFromFilters,
} from './list-filters';

const params = (text: string) => new URLSearchParams(text);

describe('finance list filters in the URL', () => {
  it('reads the filters of a list URL, and a plain URL as no filter', () => {
    expect(filtersFromSearch('invoices', params(''))).toEqual(NO_FILTERS);
    expect(
      filtersFromSearch(
        'invoices',
        params('status=open,overdue&q=INV-50&from=2025-01-01&to=2025-03-31&open=1&customer=7'),
      ),
    ).toEqual({
      codes: ['OPEN', 'OVERDUE'],
      number: 'INV-50',
      dateFrom: '2025-01-01',
      dateTo: '2025-03-31',
      openOnly: true,
      customerId: 7,
    });
  });

  it('drops what a hand-edited URL gets wrong instead of sending it', () => {
    const read = filtersFromSearch(
      'invoices',
      params('status=OPEN,NOPE,OPEN&from=2025-13-45&to=yesterday&customer=-3&open=yes'),
    );
    expect(read).toEqual({ ...NO_FILTERS, codes: ['OPEN'] });
    expect(filtersFromSearch('invoices', params('customer=99999999999')).customerId).toBeNull();
    expect(filtersFromSearch('invoices', params(`q=${'9'.repeat(80)}`)).number).toHaveLength(40);
  });

  it('knows each list’s own choices: payment statuses, credit kinds; no "open only" on payments', () => {
    expect(filtersFromSearch('payments', params('status=SUCCEEDED,OPEN&open=1'))).toEqual({
      ...NO_FILTERS,
      codes: ['succeeded'],
    });
    expect(filtersFromSearch('credits', params('status=prepayment,credit_memo&open=1'))).toEqual({
      ...NO_FILTERS,
      codes: ['prepayment', 'credit_memo'],
      openOnly: true,
    });
  });

  it('writes the filters back, leaving defaults out and other parameters (the open invoice) in place', () => {
    const written = searchFromFilters(
      { ...NO_FILTERS, codes: ['OPEN', 'PAID'], number: ' INV ', openOnly: true, customerId: 3 },
      params('id=42&q=old&status=VOID'),
    );
    expect(written.toString()).toBe('id=42&status=OPEN%2CPAID&q=INV&open=1&customer=3');
    expect(searchFromFilters(NO_FILTERS, params('id=42&from=2025-01-01')).toString()).toBe('id=42');
    const back = filtersFromSearch('invoices', written);
    expect(back.codes).toEqual(['OPEN', 'PAID']);
    expect(isFiltered(back)).toBe(true);
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });
});

describe('the list call', () => {
  it('sends only what is set as the JSON filters, the customer only for staff', () => {
    expect(apiFilters('invoices', NO_FILTERS, true)).toBeUndefined();
    const filters = {
      codes: ['OPEN'],
      number: 'INV',
      dateFrom: '2025-01-01',
      dateTo: null,
      openOnly: true,
      customerId: 5,
    };
    expect(JSON.parse(apiFilters('invoices', filters, true)!)).toEqual({
      status: ['OPEN'],
      number: 'INV',
      dateFrom: '2025-01-01',
      openOnly: true,
      customerId: 5,
    });
    expect(JSON.parse(apiFilters('invoices', filters, false)!)).not.toHaveProperty('customerId');
    expect(JSON.parse(apiFilters('credits', { ...NO_FILTERS, codes: ['prepayment'] }, false)!)).toEqual({
      kind: ['prepayment'],
    });
    expect(
      JSON.parse(apiFilters('payments', { ...NO_FILTERS, openOnly: true, codes: ['failed'] }, false)!),
    ).toEqual({
      status: ['failed'],
    });
  });

  it('counts payment pages from 0 and the others from 1 (spec §9)', () => {
    expect(apiPageNo('payments', 1)).toBe(0);
    expect(apiPageNo('payments', 3)).toBe(2);
    expect(apiPageNo('invoices', 1)).toBe(1);
    expect(apiPageNo('credits', 4)).toBe(4);
    expect(apiPageNo('payments', 0)).toBe(0);
  });

  it('asks for invoices newest first unless a sortable column is sorted (spec §7 sortAsc=false)', () => {
    expect(invoiceSort(null)).toEqual({ sortBy: 'date', sortAsc: 'false' });
    expect(invoiceSort({ field: 'customer', direction: 'asc' })).toEqual({
      sortBy: 'date',
      sortAsc: 'false',
    });
    expect(invoiceSort({ field: 'balance', direction: 'desc' })).toEqual({
      sortBy: 'balance',
      sortAsc: 'false',
    });
    expect(invoiceSort({ field: 'dueDate', direction: 'asc' })).toEqual({
      sortBy: 'dueDate',
      sortAsc: 'true',
    });
  });

  it('sorts payments and credits by date, newest first unless the date column is sorted ascending', () => {
    expect(dateSortAsc(null)).toBe('false');
    expect(dateSortAsc({ field: 'date', direction: 'asc' })).toBe('true');
    expect(dateSortAsc({ field: 'date', direction: 'desc' })).toBe('false');
    expect(dateSortAsc({ field: 'amount', direction: 'asc' })).toBe('false');
  });
});
