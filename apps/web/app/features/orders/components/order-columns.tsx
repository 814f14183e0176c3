import { Anchor, Badge, Group, Text } from '@mantine/core';
import type { OrderSort } from '@portal/shared';
import type { Translate } from '../../../lib/i18n/i18n';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { GridColumnDefault } from '../../../lib/grid-settings';
import type { OrderRow } from '../api/order-types';
import type { OrderKind } from '../order-kinds';
import { StatusBadge } from './status-badge';

export interface CellContext {
  t: Translate;
  date: (iso: string) => string;
  money: (amount: number, currency: string) => string;
  /** The list URL with this order open (?id=). */
  detailHref: (row: OrderRow) => string;
  /** Opens the order over the list from the latest URL (the link's href is for a new tab). */
  openDetail: (row: OrderRow, event: MouseEvent<HTMLElement>) => void;
}

/** A column of the order lists: how it shows, how it sorts on the server, and its value in the CSV export. */
export interface OrderColumn extends GridColumnDefault {
  field: string;
  /** i18n key of the header. */
  title: string;
  sortBy?: OrderSort;
  kinds?: readonly OrderKind[];
  staffOnly?: boolean;
  align?: 'left' | 'right';
  render: (row: OrderRow, ctx: CellContext) => ReactNode;
  csv: (row: OrderRow) => string | number | null;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : null);

/** Every column of the three lists (spec §3 field labels: order number, ref/PO number, dates, status, price, notes). */
const COLUMNS: OrderColumn[] = [
  {
    field: 'code',
    title: 'orders.columns.code',
    sortBy: 'code',
    locked: true,
    render: (row, { detailHref, openDetail, t }) => (
      <Anchor
        component={Link}
        to={detailHref(row)}
        onClick={(event: MouseEvent<HTMLElement>) => openDetail(row, event)}
        fw={600}
        aria-label={t('orders.openOrder', { code: row.code })}
        data-testid="order-open"
        preventScrollReset
      >
        {row.code}
      </Anchor>
    ),
    csv: (row) => row.code,
  },
  {
    field: 'orderDate',
    title: 'orders.columns.orderDate',
    sortBy: 'orderDate',
    render: (row, { date }) => date(row.orderDate),
    csv: (row) => day(row.orderDate),
  },
  {
    field: 'dueDate',
    title: 'orders.columns.dueDate',
    sortBy: 'dueDate',
    kinds: ['JO', 'SO'],
    render: (row, { date }) => (row.dueDate ? date(row.dueDate) : '—'),
    csv: (row) => day(row.dueDate),
  },
  {
    field: 'status',
    title: 'orders.columns.status',
    sortBy: 'status',
    // Under the status, staff see a job that lost more metal in production than its alloy's threshold allows: in the
    // status cell rather than a column of its own, which took the French job-order list past a 1366 px screen.
    render: (row, { t }) => (
      <>
        <StatusBadge name={row.statusName} code={row.statusCode} listGroup={row.listGroup} />
        {row.familyOrder && (
          <Badge color="grape" variant="light" tt="none" mt={4} display="block" data-testid="order-family">
            {t('orders.familyOrder')}
          </Badge>
        )}
        {row.metalLossFlagged && (
          <Badge color="red" variant="light" tt="none" mt={4} display="block" data-testid="order-metal-loss">
            {t('orders.metalLossFlag')}
          </Badge>
        )}
      </>
    ),
    csv: (row) => row.statusName,
  },
  {
    field: 'customerName',
    title: 'orders.columns.customer',
    sortBy: 'customerName',
    staffOnly: true,
    render: (row) => (
      <div>
        <Text size="sm">{row.customerName}</Text>
        <Text size="xs" c="dimmed">
          {row.accountNumber}
        </Text>
      </div>
    ),
    csv: (row) => `${row.customerName} (${row.accountNumber})`,
  },
  {
    field: 'poNumber',
    title: 'orders.columns.poNumber',
    render: (row) => row.poNumber ?? '—',
    csv: (row) => row.poNumber,
  },
  {
    field: 'serviceTypeName',
    title: 'orders.columns.serviceType',
    kinds: ['JO'],
    render: (row) => row.serviceTypeName ?? '—',
    csv: (row) => row.serviceTypeName,
  },
  {
    field: 'itemCount',
    title: 'orders.columns.itemCount',
    align: 'right',
    visible: false,
    render: (row) => row.itemCount,
    csv: (row) => row.itemCount,
  },
  {
    field: 'grandTotal',
    title: 'orders.columns.grandTotal',
    sortBy: 'grandTotal',
    align: 'right',
    render: (row, { money }) => money(row.grandTotal, row.currencyCode),
    csv: (row) => row.grandTotal.toFixed(2),
  },
  {
    field: 'currencyCode',
    title: 'orders.columns.currency',
    visible: false,
    render: (row) => row.currencyCode,
    csv: (row) => row.currencyCode,
  },
  {
    field: 'noteCount',
    title: 'orders.columns.notes',
    align: 'right',
    render: (row, { t }) =>
      row.noteCount > 0 ? (
        <Group justify="flex-end">
          <Badge
            variant="filled"
            color="brand"
            radius="xl"
            aria-label={t('orders.noteCount', { count: row.noteCount })}
            data-testid="order-note-count"
          >
            {row.noteCount}
          </Badge>
        </Group>
      ) : (
        ''
      ),
    csv: (row) => row.noteCount,
  },
];

/** spec §3 field labels: a quote has a number and a date. */
const QUOTE_TITLES: Record<string, string> = {
  code: 'orders.columns.quoteNumber',
  orderDate: 'orders.columns.quoteDate',
};

/** The columns of a kind's list; the customer columns only for staff, who see every customer. */
export const columnsOf = (kind: OrderKind, isStaff: boolean): OrderColumn[] =>
  COLUMNS.filter((c) => (!c.kinds || c.kinds.includes(kind)) && (!c.staffOnly || isStaff)).map((c) =>
    kind === 'PQ' && QUOTE_TITLES[c.field] ? { ...c, title: QUOTE_TITLES[c.field]! } : c,
  );
