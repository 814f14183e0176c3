import 'mantine-datatable/styles.css';

import { Button, Group, NativeSelect, Text, UnstyledButton } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { shownColumns, shownPage } from '../lib/grid-rows';
import {
  type GridCode,
  type GridColumnDefault,
  type GridSettingsState,
  type GridSort,
  useGridSettings,
} from '../lib/grid-settings';
import { ColumnChooser } from './column-chooser';
import { STACKED_ROWS, stackedCell } from './stacked-rows';
import { Icon } from './icon';

/** A column as a grid declares it; `field` is both the record's accessor and the key the user's choice is saved under. */
export interface SettingsGridColumn<T> {
  field: string;
  title: string;
  /** Always shown (the column that names the row). */
  locked?: boolean;
  /** Shown until the user says otherwise; true when left out. */
  visible?: boolean;
  sortable?: boolean;
  textAlign?: 'left' | 'center' | 'right';
  width?: number | string;
  noWrap?: boolean;
  render?: (row: T) => ReactNode;
}

const PAGE_SIZES = [10, 25, 50];

/** A grid whose pages are appended by "Load more" (lib/appended-pages.ts) rather than turned. */
export interface AppendedMore {
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}

/** The declared columns as the settings need them; a string key keeps them stable across renders. */
const columnsKey = <T,>(columns: readonly SettingsGridColumn<T>[]) =>
  columns.map((c) => `${c.field}:${c.locked ? 1 : 0}:${c.visible === false ? 0 : 1}`).join(',');

const defaultsOf = (key: string): GridColumnDefault[] =>
  key
    .split(',')
    .filter(Boolean)
    .map((part) => {
      const [field, locked, visible] = part.split(':');
      return { field: field!, locked: locked === '1', visible: visible === '1' };
    });

export interface SettingsGridState<T> {
  code: GridCode;
  columns: readonly SettingsGridColumn<T>[];
  settings: GridSettingsState;
  /** The saved sort, or the grid's default order. */
  sort: GridSort | null;
  setSort: (sort: GridSort) => void;
  page: number;
  setPage: (page: number) => void;
  pageSize: number;
  setPageSize: (pageSize: number) => void;
  /** False until the user's settings are known: a paged query waits for the page size. */
  ready: boolean;
}

/**
 * The state of one back-office grid (spec §9 grid keys): columns shown, page size (10 by default) and sort saved per user
 * with GridSetting; the page is the screen's own. A change of sort or page size goes back to the first page.
 */
export function useSettingsGrid<T>(
  code: GridCode,
  columns: readonly SettingsGridColumn<T>[],
  { defaultSort = null }: { defaultSort?: GridSort | null } = {},
): SettingsGridState<T> {
  const key = columnsKey(columns);
  const defaults = useMemo(() => defaultsOf(key), [key]);
  const settings = useGridSettings(code, defaults);
  const [page, setPage] = useState(1);
  return {
    code,
    columns,
    settings,
    sort: settings.sort ?? defaultSort,
    setSort: (sort) => {
      settings.setSort(sort);
      setPage(1);
    },
    page,
    setPage,
    pageSize: settings.pageSize,
    setPageSize: (pageSize) => {
      settings.setPageSize(pageSize);
      setPage(1);
    },
    ready: !settings.isLoading,
  };
}

export type SelectionProps<T> = {
  selectedRecords: T[];
  onSelectedRecordsChange: (records: T[]) => void;
  /** The accessible name of a row's check box. */
  selectionLabel: (row: T) => string;
};

/**
 * Every back-office grid: a tool bar (the screen's filters and actions, then the column chooser), the rows with sorting,
 * paging with a page-size choice, and an optional multi-selection. The rows are the current page's, whether the server
 * paged them or the screen cut them (lib/grid-rows.ts).
 */
export function SettingsGrid<T>({
  grid,
  records,
  totalRecords,
  idAccessor = 'id',
  fetching = false,
  toolbar,
  noRecordsText,
  testId,
  rowAttributes,
  selection,
  more,
}: {
  grid: SettingsGridState<T>;
  records: T[];
  totalRecords: number;
  idAccessor?: string;
  fetching?: boolean;
  toolbar?: ReactNode;
  noRecordsText?: string;
  testId: string;
  rowAttributes?: (row: T) => Record<string, string | number | undefined>;
  selection?: SelectionProps<T>;
  more?: AppendedMore | undefined;
}) {
  const { t } = useTranslation();
  const { settings, sort } = grid;
  // Sorting is drawn here rather than by the data table, whose sort labels are English only.
  const columns: DataTableColumn<T>[] = shownColumns(grid.columns, settings.columns).map((column) => ({
    accessor: column.field,
    title: column.sortable ? (
      <SortHeader
        title={column.title}
        direction={sort?.field === column.field ? sort.direction : null}
        align={column.textAlign}
        onSort={(direction) => grid.setSort({ field: column.field, direction })}
      />
    ) : (
      column.title
    ),
    textAlign: column.textAlign,
    width: column.width,
    noWrap: column.noWrap,
    render: column.render,
    ...stackedCell(column.title),
  }));
  const selectionProps = selection
    ? {
        selectedRecords: selection.selectedRecords,
        onSelectedRecordsChange: selection.onSelectedRecordsChange,
        allRecordsSelectionCheckboxProps: { 'aria-label': t('grid.selectAll') },
        getRecordSelectionCheckboxProps: (row: T) => ({ 'aria-label': selection.selectionLabel(row) }),
      }
    : {};
  const paginationLabels: Record<string, string> = {
    first: t('grid.firstPage'),
    previous: t('grid.previousPage'),
    next: t('grid.nextPage'),
    last: t('grid.lastPage'),
  };

  return (
    <div data-testid={testId}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 auto' }}>
          {toolbar}
        </Group>
        <ColumnChooser
          columns={grid.columns.map((column) => ({
            field: column.field,
            label: column.title,
            visible: settings.isVisible(column.field),
            locked: column.locked,
          }))}
          onChange={settings.setColumnVisible}
          onReset={settings.reset}
          testId={`${testId}-columns`}
        />
      </Group>
      <DataTable<T>
        className={STACKED_ROWS}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        verticalAlign="center"
        minHeight={records.length === 0 ? 180 : undefined}
        idAccessor={idAccessor}
        records={records}
        columns={columns}
        fetching={fetching || !grid.ready}
        loadingText={t('app.loading')}
        noRecordsText={noRecordsText ?? t('grid.noRecords')}
        totalRecords={totalRecords}
        recordsPerPage={grid.pageSize}
        page={more ? 1 : shownPage(totalRecords, grid.page, grid.pageSize)}
        onPageChange={grid.setPage}
        recordsPerPageOptions={PAGE_SIZES}
        onRecordsPerPageChange={grid.setPageSize}
        recordsPerPageLabel={t('grid.perPage')}
        paginationText={({ from, to, totalRecords: total }) => t('grid.range', { from, to, total })}
        getPaginationControlProps={(control) => ({ 'aria-label': paginationLabels[control] })}
        getPaginationItemProps={(page) => ({ 'aria-label': t('grid.page', { page }) })}
        paginationWrapBreakpoint="sm"
        // An appended grid shows its rows so far and "Load more" in the place of the page buttons.
        {...(more && {
          renderPagination: () => (
            <LoadMore
              shown={records.length}
              total={totalRecords}
              pageSize={grid.pageSize}
              onPageSize={grid.setPageSize}
              more={more}
              testId={testId}
            />
          ),
        })}
        customRowAttributes={(row) => ({ 'data-testid': `${testId}-row`, ...rowAttributes?.(row) })}
        {...selectionProps}
      />
    </div>
  );
}

/**
 * A sortable column's heading: a button that sorts ascending first, then flips; its name says the current order
 * (the data table's own sort labels are not translated).
 */
function SortHeader({
  title,
  direction,
  align,
  onSort,
}: {
  title: string;
  direction: 'asc' | 'desc' | null;
  align?: 'left' | 'center' | 'right';
  onSort: (direction: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const label =
    direction === null
      ? t('grid.sortBy', { column: title })
      : t(direction === 'asc' ? 'grid.sortedAscending' : 'grid.sortedDescending', { column: title });
  return (
    <UnstyledButton
      onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}
      aria-label={label}
      title={label}
      data-sorted={direction ?? undefined}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        fontWeight: 'inherit',
        fontSize: 'inherit',
        justifyContent: align === 'right' ? 'flex-end' : align === 'center' ? 'center' : 'flex-start',
        width: '100%',
      }}
    >
      <span>{title}</span>
      <span
        aria-hidden
        style={{
          display: 'inline-flex',
          opacity: direction ? 1 : 0.35,
          transform: direction === 'asc' ? 'rotate(180deg)' : undefined,
        }}
      >
        <Icon name="chevronDown" size={14} />
      </span>
    </UnstyledButton>
  );
}

/** Under an appended grid: how many rows are shown of how many, the page size, and "Load more" while rows remain. */
function LoadMore({
  shown,
  total,
  pageSize,
  onPageSize,
  more,
  testId,
}: {
  shown: number;
  total: number;
  pageSize: number;
  onPageSize: (size: number) => void;
  more: AppendedMore;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="center" gap="sm" wrap="wrap" style={{ flex: 1 }}>
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid={`${testId}-shown`}>
        {t('grid.shown', { shown, total })}
      </Text>
      <NativeSelect
        aria-label={t('grid.perPage')}
        size="xs"
        value={String(pageSize)}
        onChange={(event) => onPageSize(Number(event.currentTarget.value))}
        data={PAGE_SIZES.map((size) => ({
          value: String(size),
          label: t('grid.perPageCount', { count: size }),
        }))}
      />
      {more.hasMore && (
        <Button
          variant="light"
          size="xs"
          onClick={more.loadMore}
          loading={more.loading}
          data-testid={`${testId}-more`}
        >
          {t('grid.loadMore')}
        </Button>
      )}
    </Group>
  );
}
