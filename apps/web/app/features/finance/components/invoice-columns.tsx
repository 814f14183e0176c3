import { Anchor } from '@mantine/core';
import type { InvoiceListItem } from '@portal/shared/finance/schemas';
import { Link } from 'react-router';
import type { Translate } from '../../../lib/i18n/i18n';
import { orderPathOf } from '../order-link';
import {
  amountColumn,
  balanceColumn,
  currencyColumn,
  customerColumn,
  dayColumn,
  printColumn,
} from './common-columns';
import type { FinanceColumn } from './finance-columns';
import { InvoiceStatusBadge } from './finance-badges';

export interface InvoiceColumnContext {
  t: Translate;
  day: (iso: string | null) => string;
  money: (amount: number, currency: string) => string;
  isStaff: boolean;
  /** The list URL with this invoice open (?id=). */
  openHref: (id: number) => string;
  localize: (path: string) => string;
  print: (invoice: InvoiceListItem) => void;
  /** Whether this invoice's print is under way. */
  printing: (id: number) => boolean;
}

/**
 * The invoice grid's columns (spec §3 Invoice: number, date, balance; and due date, status, amount, customer for
 * staff, order). Sortable columns are those GET /invoices sorts by.
 */
export function invoiceColumns(ctx: InvoiceColumnContext): FinanceColumn<InvoiceListItem>[] {
  const { t, day, money } = ctx;
  const columns: (FinanceColumn<InvoiceListItem> | false)[] = [
    {
      field: 'number',
      title: t('finance.invoice.number'),
      locked: true,
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Anchor
          component={Link}
          to={ctx.openHref(row.id)}
          fw={600}
          size="sm"
          aria-label={t('finance.invoice.open', { number: row.number })}
          preventScrollReset
          data-testid="invoice-open"
        >
          {row.number}
        </Anchor>
      ),
      csv: (row) => row.number,
    },
    dayColumn('date', t('finance.invoice.date'), day, (row) => row.date),
    dayColumn('dueDate', t('finance.invoice.dueDate'), day, (row) => row.dueDate),
    {
      field: 'status',
      title: t('finance.invoice.status'),
      render: (row) => <InvoiceStatusBadge code={row.statusCode} name={row.statusName} />,
      csv: (row) => row.statusName,
    },
    ctx.isStaff && customerColumn(t('finance.columns.customer')),
    {
      field: 'order',
      title: t('finance.invoice.order'),
      noWrap: true,
      render: (row) => {
        const path = orderPathOf(row.orderCode, row.orderId);
        return path ? (
          <Anchor component={Link} to={ctx.localize(path)} size="sm">
            {row.orderCode}
          </Anchor>
        ) : (
          (row.orderCode ?? '—')
        );
      },
      csv: (row) => row.orderCode,
    },
    {
      field: 'poNumber',
      title: t('finance.invoice.poNumber'),
      visible: false,
      render: (row) => row.poNumber ?? '—',
      csv: (row) => row.poNumber,
    },
    amountColumn('total', t('finance.invoice.amount'), money, (row) => row.total, { sortable: true }),
    amountColumn('paid', t('finance.invoice.paid'), money, (row) => row.paid, { visible: false }),
    balanceColumn(t('finance.invoice.balance'), money, { sortable: true }),
    currencyColumn(t('finance.columns.currency')),
    printColumn(t('finance.columns.pdf'), {
      label: (row) => t('finance.invoice.print', { number: row.number }),
      print: ctx.print,
      printing: ctx.printing,
      testId: 'invoice-print',
    }),
  ];
  return columns.filter((column) => column !== false);
}
