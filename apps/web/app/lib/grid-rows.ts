import type { GridColumnSetting, GridSort } from './grid-settings';

/**
 * Pure helpers of the back-office grids whose rows are all in the browser (the categories, a category's items): sort
 * and cut a page the way the server does for the paged ones, and pick the columns to show from the user's settings.
 */

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

const isEmpty = (value: SortValue) => value === null || value === undefined || value === '';

/** How a grid reads the value it sorts a column by; a column without one is not sortable. */
export type SortValues<T> = Partial<Record<string, (row: T) => SortValue>>;

/**
 * The rows in the order of the sort; equal rows keep their order, empty values go last in both directions (a sort
 * shows what is there first). No sort, or a field without a sort value, keeps the rows as they came.
 */
export function sortRows<T>(rows: readonly T[], sort: GridSort | null, sortValues: SortValues<T>): T[] {
  const valueOf = sort ? sortValues[sort.field] : undefined;
  if (!sort || !valueOf) return [...rows];
  const sign = sort.direction === 'desc' ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      if (isEmpty(x.value) || isEmpty(y.value)) {
        return Number(isEmpty(x.value)) - Number(isEmpty(y.value)) || x.index - y.index;
      }
      const order =
        typeof x.value === 'number' && typeof y.value === 'number'
          ? x.value - y.value
          : collator.compare(String(x.value), String(y.value));
      return sign * order || x.index - y.index;
    })
    .map((entry) => entry.row);
}

/** The page's rows (pages count from 1); a page past the end gives the last page. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  const start = pageStart(rows.length, page, pageSize);
  return rows.slice(start, start + pageSize);
}

/** The first row index of a page, clamped to the last page (a filter can shrink the rows under the current page). */
export function pageStart(total: number, page: number, pageSize: number): number {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (Math.min(Math.max(1, page), lastPage) - 1) * pageSize;
}

/** The page actually shown for a requested page (clamped like pageStart). */
export function shownPage(total: number, page: number, pageSize: number): number {
  return pageStart(total, page, pageSize) / pageSize + 1;
}

/**
 * The grid's declared columns that the user shows, in the grid's order, with the width the user saved. `settings` comes
 * from mergeGridColumns (lib/grid-settings.ts), which already dropped stale fields and kept locked columns.
 */
export function shownColumns<C extends { field: string }>(
  columns: readonly C[],
  settings: readonly GridColumnSetting[],
): (C & { width?: number })[] {
  return columns.flatMap((column) => {
    const setting = settings.find((s) => s.field === column.field);
    if (setting && !setting.visible) return [];
    return [setting?.width ? { ...column, width: setting.width } : column];
  });
}
