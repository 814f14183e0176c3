import { Button } from '@mantine/core';
import { Icon } from '../../../components/icon';
import { downloadCsv, toCsv } from '../../../lib/csv-export';
import type { GridColumnSetting } from '../../../lib/grid-settings';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { csvColumnsOf, type FinanceColumn } from './finance-columns';

/** "Export CSV": exactly what the grid shows, the rows of the page and the columns chosen, in their order. */
export function CsvButton<T>({
  columns,
  settings,
  rows,
  fileStem,
  testId,
}: {
  columns: readonly FinanceColumn<T>[];
  settings: readonly GridColumnSetting[];
  rows: readonly T[];
  fileStem: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<Icon name="fileText" size={18} />}
      disabled={rows.length === 0}
      onClick={() => {
        const today = new Date().toISOString().slice(0, 10);
        downloadCsv(`${fileStem}-${today}.csv`, toCsv(csvColumnsOf(columns, settings), rows));
      }}
      data-testid={testId}
    >
      {t('finance.list.export')}
    </Button>
  );
}
