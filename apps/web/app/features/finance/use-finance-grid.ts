import { type SettingsGridColumn, useSettingsGrid } from '../../components/settings-grid';
import type { GridCode } from '../../lib/grid-settings';
import { useState } from 'react';
import type { FinanceFilters } from './list-filters';

/**
 * The grid of a finance list (spec §9 grid key; columns, page size and sort saved per user), newest first until the
 * user sorts otherwise. Other filters are another list: it starts again at its first page (and `onNewList` clears
 * what belonged to the former one, such as a selection).
 */
export function useFinanceGrid<T>(
  code: GridCode,
  columns: readonly SettingsGridColumn<T>[],
  filters: FinanceFilters,
  onNewList?: () => void,
) {
  const grid = useSettingsGrid(code, columns, { defaultSort: { field: 'date', direction: 'desc' } });
  const filtersKey = JSON.stringify(filters);
  const [seen, setSeen] = useState(filtersKey);
  if (filtersKey !== seen) {
    setSeen(filtersKey);
    grid.setPage(1);
    onNewList?.();
  }
  return grid;
}
