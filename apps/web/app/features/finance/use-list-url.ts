import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type FinanceFilters, type FinanceList, filtersFromSearch, searchFromFilters } from './list-filters';

/**
 * A finance list's filters and its open record, both in the URL (as the order lists keep theirs): `?status=OPEN&id=42`
 * is the open invoices with invoice 42 open over them.
 */
export function useListUrl(list: FinanceList) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(list, params), [list, params]);
  const openId = Number(params.get('id')) || null;

  const change = useCallback(
    (next: Partial<FinanceFilters>) =>
      setParams((current) => searchFromFilters({ ...filtersFromSearch(list, current), ...next }, current), {
        replace: true,
        preventScrollReset: true,
      }),
    [list, setParams],
  );
  const openHref = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set('id', String(id));
      return `?${next.toString()}`;
    },
    [params],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('id');
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, change, openId, openHref, close };
}
