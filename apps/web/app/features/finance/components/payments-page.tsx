import 'mantine-datatable/styles.css';

import { Anchor, Group, Text } from '@mantine/core';
import type { PaymentListItem } from '@portal/shared/finance/schemas';
import { Link } from 'react-router';
import type { Translate } from '../../../lib/i18n/i18n';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePayments } from '../api/get-payments';
import { listRequest, dateSortAsc, PAYMENT_STATUS_CODES } from '../list-filters';
import { useFinanceFormat } from '../use-finance-format';
import { useFinanceGrid } from '../use-finance-grid';
import { useListUrl } from '../use-list-url';
import type { CustomerFilterSlot, FinanceViewer } from '../viewer';
import { CsvButton } from './csv-button';
import { amountColumn, currencyColumn, customerColumn, dayColumn, numberColumn } from './common-columns';
import { PaymentStatusBadge } from './finance-badges';
import type { FinanceColumn } from './finance-columns';
import { FinanceList } from './finance-list';
import { PaymentMethod, paymentMethodCsv } from './payment-method';

interface PaymentColumnContext {
  t: Translate;
  day: (iso: string | null) => string;
  money: (amount: number, currency: string) => string;
  isStaff: boolean;
  /** The invoice list filtered to one invoice number. */
  invoiceHref: (number: string) => string;
}

/** spec §3 Payment: number, date, amount; and method (card brand and last 4), status, invoices paid, customer. */
function paymentColumns({ t, day, money, isStaff, invoiceHref }: PaymentColumnContext) {
  const columns: (FinanceColumn<PaymentListItem> | false)[] = [
    numberColumn(t('finance.payment.number')),
    dayColumn('date', t('finance.payment.date'), day, (row) => row.date),
    amountColumn('amount', t('finance.payment.amount'), money, (row) => row.amount, {
      render: (row) => (
        <Text size="sm" fw={600}>
          {money(row.amount, row.currencyCode)}
        </Text>
      ),
    }),
    {
      field: 'method',
      title: t('finance.payment.method'),
      render: (row) => <PaymentMethod processor={row.processor} cardLabel={row.cardLabel} />,
      csv: (row) => paymentMethodCsv(row.processor, row.cardLabel),
    },
    {
      field: 'status',
      title: t('finance.payment.status'),
      render: (row) => (
        <div>
          <PaymentStatusBadge status={row.status} />
          {(row.failureCode || row.failureMessage) && (
            <Text size="xs" c="red.9" mt={2}>
              {t(`finance.declineCode.${row.failureCode}`, { defaultValue: row.failureMessage ?? '' })}
            </Text>
          )}
        </div>
      ),
      csv: (row) => row.status,
    },
    {
      field: 'invoices',
      title: t('finance.payment.invoices'),
      render: (row) =>
        row.invoiceNumbers.length === 0 ? (
          '—'
        ) : (
          <Group gap={6} data-testid="payment-invoices">
            {row.invoiceNumbers.map((number) => (
              <Anchor key={number} component={Link} to={invoiceHref(number)} size="sm">
                {number}
              </Anchor>
            ))}
          </Group>
        ),
      csv: (row) => row.invoiceNumbers.join(' '),
    },
    amountColumn('unallocated', t('finance.payment.unallocated'), money, (row) => row.unallocated, {
      visible: false,
    }),
    isStaff && customerColumn(t('finance.columns.customer')),
    {
      field: 'reference',
      title: t('finance.payment.reference'),
      visible: false,
      render: (row) => row.reference ?? '—',
      csv: (row) => row.reference,
    },
    currencyColumn(t('finance.columns.currency')),
  ];
  return columns.filter((column) => column !== false);
}

/** /backoffice/financial/payments (grid key PaymentGrid; spec §9: the page numbers are sent from 0). */
export function PaymentsPage({
  viewer,
  customerFilter,
}: {
  viewer: FinanceViewer;
  customerFilter?: CustomerFilterSlot;
}) {
  const { t } = useTranslation();
  const { day, money } = useFinanceFormat();
  const localize = useLocalizePath();
  const url = useListUrl('payments');
  const { filters } = url;
  const columns = paymentColumns({
    t,
    day,
    money,
    isStaff: viewer.isStaff,
    invoiceHref: (number) => localize(`/backoffice/financial/invoices?q=${encodeURIComponent(number)}`),
  });
  const grid = useFinanceGrid('PaymentGrid', columns, filters);
  const payments = usePayments(
    {
      ...listRequest('payments', grid, filters, viewer.isStaff),
      sortAsc: dateSortAsc(grid.sort),
    },
    grid.ready,
  );
  const rows = payments.data?.items ?? [];

  return (
    <FinanceList
      name="payment"
      url={url}
      viewer={viewer}
      customerFilter={customerFilter}
      codeLabel={t('finance.filters.status')}
      codeOptions={PAYMENT_STATUS_CODES.map((code) => ({
        value: code,
        label: t(`finance.paymentStatus.${code}`),
      }))}
      query={payments}
      grid={grid}
      toolbar={
        <CsvButton
          columns={columns}
          settings={grid.settings.columns}
          rows={rows}
          fileStem="payments"
          testId="payment-export"
        />
      }
    />
  );
}
