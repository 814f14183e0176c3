import { ActionIcon, Anchor, Text } from '@mantine/core';
import type { InvoiceListItem } from '@portal/shared/finance/schemas';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import type { Translate } from '../../../lib/i18n/i18n';
import { orderPathOf } from '../order-link';
import { csvAmount, csvDay } from '../use-finance-format';
import { CustomerCell, customerCsv } from './customer-cell';
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
 * The invoice grid's columns (spec §3 Invoice: number, date, balance; issue 16: due date, status, amount, customer for
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
    {
      field: 'date',
      title: t('finance.invoice.date'),
      sortable: true,
      noWrap: true,
      render: (row) => day(row.date),
      csv: (row) => csvDay(row.date),
    },
    {
      field: 'dueDate',
      title: t('finance.invoice.dueDate'),
      sortable: true,
      noWrap: true,
      render: (row) => day(row.dueDate),
      csv: (row) => csvDay(row.dueDate),
    },
    {
      field: 'status',
      title: t('finance.invoice.status'),
      render: (row) => <InvoiceStatusBadge code={row.statusCode} name={row.statusName} />,
      csv: (row) => row.statusName,
    },
    ctx.isStaff && {
      field: 'customer',
      title: t('finance.columns.customer'),
      render: (row) => <CustomerCell name={row.customerName} accountNumber={row.accountNumber} />,
      csv: (row) => customerCsv(row.customerName, row.accountNumber),
    },
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
    {
      field: 'total',
      title: t('finance.invoice.amount'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (row) => money(row.total, row.currencyCode),
      csv: (row) => csvAmount(row.total),
    },
    {
      field: 'paid',
      title: t('finance.invoice.paid'),
      visible: false,
      textAlign: 'right',
      noWrap: true,
      render: (row) => money(row.paid, row.currencyCode),
      csv: (row) => csvAmount(row.paid),
    },
    {
      field: 'balance',
      title: t('finance.invoice.balance'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (row) => (
        <Text size="sm" fw={row.balance > 0 ? 700 : undefined} c={row.balance > 0 ? undefined : 'dimmed'}>
          {money(row.balance, row.currencyCode)}
        </Text>
      ),
      csv: (row) => csvAmount(row.balance),
    },
    {
      field: 'currency',
      title: t('finance.columns.currency'),
      visible: false,
      render: (row) => row.currencyCode,
      csv: (row) => row.currencyCode,
    },
    {
      field: 'print',
      title: t('finance.columns.pdf'),
      textAlign: 'right',
      width: 64,
      render: (row) => (
        <ActionIcon
          variant="subtle"
          aria-label={t('finance.invoice.print', { number: row.number })}
          title={t('finance.invoice.print', { number: row.number })}
          loading={ctx.printing(row.id)}
          onClick={() => ctx.print(row)}
          data-testid="invoice-print"
        >
          <Icon name="fileDollar" size={18} />
        </ActionIcon>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}
