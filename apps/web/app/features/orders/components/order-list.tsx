import 'mantine-datatable/styles.css';

import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { OrderSort } from '@portal/shared';
import { DataTable } from 'mantine-datatable';
import { STACKED_ROWS, stackedCell } from '../../../components/stacked-rows';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ColumnChooser } from '../../../components/column-chooser';
import { SortTitle } from '../../../components/sort-title';
import { Icon } from '../../../components/icon';
import { useGridSettings } from '../../../lib/grid-settings';
import { useLoadFailureToast } from '../../../lib/use-load-failure-toast';
import { useFormat } from '../../../lib/i18n/use-format';
import { useOrderList } from '../api/get-order-list';
import type { OrderRow } from '../api/order-types';
import { downloadCsv, toCsv } from '../../../lib/csv-export';
import type { ListSort, OrderListFilters } from '../list-query';
import { ORDER_KINDS, type OrderKind } from '../order-kinds';
import { BulkStatusBar } from './bulk-status-bar';
import { type CellContext, columnsOf } from './order-columns';

const PAGE_SIZES = ['10', '25', '50'];
const ONE_LINE = new Set([
  'code',
  'orderDate',
  'dueDate',
  'itemCount',
  'grandTotal',
  'currencyCode',
  'noteCount',
]);

/** What the page lends the order lists of the finance feature: paying selected orders by card. */
export interface OrderPaymentBridge {
  dialog: (orders: OrderRow[], done: { onClose: () => void; onPaid: () => void }) => ReactNode;
}

/**
 * One list of orders of any kind (spec §4): the columns the user chose (saved per user, spec §9 grid keys), sorting on
 * the server, pages appended with "load more" and a page counter, a CSV of what is shown, and for staff the bulk
 * status change of selected job orders.
 */
export function OrderList({
  kind,
  filters,
  isStaff,
  canBulk,
  payment,
  detailHref,
  openDetail,
  onSortChange,
}: {
  kind: OrderKind;
  filters: OrderListFilters;
  isStaff: boolean;
  canBulk: boolean;
  payment?: OrderPaymentBridge | undefined;
  detailHref: (row: OrderRow) => string;
  openDetail: CellContext['openDetail'];
  onSortChange: (sort: ListSort) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const config = ORDER_KINDS[kind];
  const columns = useMemo(() => columnsOf(kind, isStaff), [kind, isStaff]);
  const grid = useGridSettings(config.gridCode, columns);
  const list = useOrderList(kind, filters, grid.pageSize, !grid.isLoading);
  const [selected, setSelected] = useState<OrderRow[]>([]);
  const [paying, setPaying] = useState<OrderRow[] | null>(null);
  const selectable = canBulk || payment !== undefined;
  // spec §8: the failure is told at once, as a toast naming what did not load.
  useLoadFailureToast(list.isError ? list.error : null, t(`orders.list.names.${kind}`));

  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const total = list.data?.pages.at(-1)?.pagingData.itemCount ?? 0;
  const pagesLoaded = list.data?.pages.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / grid.pageSize));
  const shown = columns.filter((c) => grid.isVisible(c.field));
  const ctx: CellContext = {
    t,
    date: (iso) => format.date(iso),
    money: (amount, currency) => format.money(amount, currency),
    detailHref,
    openDetail,
  };
  const sortBy = (field: OrderSort, direction: 'asc' | 'desc') => {
    // The URL shows the sort; the grid setting remembers it for the next visit.
    onSortChange({ sortBy: field, sortAsc: direction === 'asc' });
    grid.setSort({ field, direction });
  };

  const exportCsv = () => {
    // Exactly what the grid shows: the rows loaded so far and the visible columns, in their order.
    const csv = toCsv(
      shown.map((c) => ({ header: t(c.title), value: c.csv })),
      rows,
    );
    const today = new Date().toISOString().slice(0, 10);
    const name = config.path.split('/').at(-1);
    downloadCsv(`${name}-${filters.view === 'services' ? 'services' : filters.tab}-${today}.csv`, csv);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="order-list-count">
          {list.isPending ? t('app.loading') : t('orders.list.shown', { shown: rows.length, total })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Select
            aria-label={t('orders.list.pageSize')}
            data={PAGE_SIZES.map((size) => ({
              value: size,
              label: t('orders.list.perPage', { count: Number(size) }),
            }))}
            value={String(grid.pageSize)}
            onChange={(value) => value && grid.setPageSize(Number(value))}
            allowDeselect={false}
            w={150}
          />
          <ColumnChooser
            columns={columns.map((c) => ({
              field: c.field,
              label: t(c.title),
              visible: grid.isVisible(c.field),
              locked: c.locked,
            }))}
            onChange={grid.setColumnVisible}
            onReset={grid.reset}
          />
          <Button
            variant="default"
            leftSection={<Icon name="fileText" size={18} />}
            onClick={exportCsv}
            disabled={rows.length === 0}
            data-testid="order-export"
          >
            {t('orders.list.export')}
          </Button>
        </Group>
      </Group>

      {selectable && selected.length > 0 && (
        <BulkStatusBar
          kind={kind}
          selected={selected}
          onDone={() => setSelected([])}
          canChangeStatus={canBulk}
          onPay={payment ? () => setPaying(selected) : undefined}
        />
      )}
      {paying &&
        payment?.dialog(paying, {
          onClose: () => setPaying(null),
          onPaid: () => {
            setPaying(null);
            setSelected([]);
          },
        })}

      {list.isError ? (
        <Alert color="red" variant="light" data-testid="order-list-failed">
          <Text size="sm" mb="xs">
            {t('orders.list.notShown')}
          </Text>
          <Button variant="default" size="xs" onClick={() => void list.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : (
        <DataTable<OrderRow>
          className={STACKED_ROWS}
          withTableBorder
          borderRadius="md"
          striped
          highlightOnHover
          minHeight={rows.length === 0 ? 180 : undefined}
          records={rows}
          idAccessor="id"
          fetching={list.isFetching && !list.isFetchingNextPage}
          columns={shown.map((c) => ({
            accessor: c.field,
            title: c.sortBy ? (
              <SortTitle
                label={t(c.title)}
                sorted={filters.sortBy === c.sortBy ? (filters.sortAsc ? 'asc' : 'desc') : null}
                onSort={(direction) => sortBy(c.sortBy!, direction)}
              />
            ) : (
              t(c.title)
            ),
            textAlign: c.align,
            // Codes, dates and amounts stay on one line; names and titles wrap, so the table fits a 1366 px screen
            // in French too (longer words, the price and notes no longer pushed off-screen).
            noWrap: ONE_LINE.has(c.field),
            titleStyle: { whiteSpace: 'normal' },
            render: (row: OrderRow) => c.render(row, ctx),
            ...stackedCell(t(c.title)),
          }))}
          // The library keeps its empty state in the page (transparent) when there are rows: give it nothing to say.
          emptyState={
            rows.length === 0 && !list.isPending ? (
              <Text size="sm" c="dimmed">
                {t('orders.list.empty')}
              </Text>
            ) : (
              <span />
            )
          }
          // The selection column shows only when selectedRecords is given: staff with the status permission, or a
          // payer who may pay orders by card.
          selectedRecords={selectable ? selected : undefined}
          onSelectedRecordsChange={setSelected}
          allRecordsSelectionCheckboxProps={{
            'aria-label': t(kind === 'SO' ? 'orders.bulk.selectAllSales' : 'orders.bulk.selectAll'),
          }}
          getRecordSelectionCheckboxProps={(row) => ({
            'aria-label': t('orders.bulk.selectOne', { code: row.code }),
          })}
          customRowAttributes={(row) => ({ 'data-testid': 'order-row', 'data-code': row.code })}
        />
      )}

      {total > 0 && (
        <Group justify="center" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" data-testid="order-page-counter">
            {t('orders.list.pageCounter', { page: pagesLoaded, pages: pageCount })}
          </Text>
          {list.hasNextPage && (
            <Button
              variant="light"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
              data-testid="order-load-more"
            >
              {t('orders.list.loadMore')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
