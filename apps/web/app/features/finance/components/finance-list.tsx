import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  type AppendedMore,
  type SelectionProps,
  SettingsGrid,
  type SettingsGridState,
} from '../../../components/settings-grid';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { useListUrl } from '../use-list-url';
import type { CustomerFilterSlot, FinanceViewer } from '../viewer';
import { FinanceFilters } from './finance-filters';
import { ListError } from './list-error';

/** What a finance list shows of its query: a page of rows, or a failure to retry. */
interface ListQuery<T> {
  data?: { items: T[]; pagingData: { itemCount: number } } | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  /** Pages appended on demand (lib/appended-pages.ts), as the order lists do. */
  more?: AppendedMore;
}

/**
 * The frame the three finance lists share (invoices, payments, customer credits): the filters in the URL, staff's
 * customer picker, then the grid with its saved settings — or, when the list failed to load, why and a retry.
 * `name` names the test ids (`invoice-grid`) and the messages (`finance.invoice.empty`).
 */
export function FinanceList<T extends { number: string }>({
  name,
  url,
  viewer,
  customerFilter,
  codeLabel,
  codeOptions,
  openOnlyLabel,
  query,
  grid,
  rowAttributes,
  selection,
  toolbar,
  children,
}: {
  name: 'invoice' | 'payment' | 'credit';
  url: ReturnType<typeof useListUrl>;
  viewer: FinanceViewer;
  customerFilter?: CustomerFilterSlot | undefined;
  codeLabel: string;
  codeOptions: { value: string; label: string }[];
  openOnlyLabel?: string;
  query: ListQuery<T>;
  grid: SettingsGridState<T>;
  rowAttributes?: (row: T) => Record<string, string | number | undefined>;
  selection?: SelectionProps<T>;
  toolbar: ReactNode;
  /** Dialogs and drawers of the list. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { filters } = url;
  return (
    <Stack gap="md">
      <FinanceFilters
        testId={`${name}-filters`}
        filters={filters}
        onChange={url.change}
        codeLabel={codeLabel}
        codeOptions={codeOptions}
        openOnlyLabel={openOnlyLabel}
        customerFilter={
          viewer.isStaff && customerFilter
            ? customerFilter(filters.customerId, (customerId) => url.change({ customerId }))
            : undefined
        }
      />
      {query.isError ? (
        <ListError title={t(`finance.${name}.loadFailed`)} onRetry={() => void query.refetch()} />
      ) : (
        <SettingsGrid
          grid={grid}
          testId={`${name}-grid`}
          records={query.data?.items ?? []}
          totalRecords={query.data?.pagingData.itemCount ?? 0}
          fetching={query.isFetching}
          noRecordsText={t(`finance.${name}.empty`)}
          rowAttributes={rowAttributes ?? ((row) => ({ 'data-number': row.number }))}
          selection={selection}
          toolbar={toolbar}
          more={query.more}
        />
      )}
      {children}
    </Stack>
  );
}
