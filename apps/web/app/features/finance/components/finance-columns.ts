import type { SettingsGridColumn } from '../../../components/settings-grid';
import type { CsvColumn } from '../../../lib/csv-export';
import type { GridColumnSetting } from '../../../lib/grid-settings';
import { shownColumns } from '../../../lib/grid-rows';

/** A column of a finance grid: how it shows (the settings grid) and its machine value in the CSV export. */
export interface FinanceColumn<T> extends SettingsGridColumn<T> {
  /** Left out of the export when absent (a column of buttons). */
  csv?: (row: T) => string | number | null;
}

/** The export's columns: those the grid shows, in its order, that have a value (docs/decisions.md "CSV export"). */
export const csvColumnsOf = <T>(
  columns: readonly FinanceColumn<T>[],
  settings: readonly GridColumnSetting[],
): CsvColumn<T>[] =>
  shownColumns(columns, settings).flatMap((column) =>
    column.csv ? [{ header: column.title, value: column.csv }] : [],
  );
