import 'mantine-datatable/styles.css';

import { ActionIcon, Stack, Text } from '@mantine/core';
import type { CreditListItem } from '@portal/shared/finance/schemas';
import { Icon } from '../../../components/icon';
import { SettingsGrid } from '../../../components/settings-grid';
import type { Translate } from '../../../lib/i18n/i18n';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerCredits } from '../api/get-customer-credits';
import { fetchCreditMemoPdf } from '../api/print-credit-memo';
import { apiFilters, apiPageNo, CREDIT_KIND_CODES, dateSortAsc } from '../list-filters';
import { csvAmount, csvDay, useFinanceFormat } from '../use-finance-format';
import { useFinanceGrid } from '../use-finance-grid';
import { useListUrl } from '../use-list-url';
import { usePrint } from '../use-print';
import type { CustomerFilterSlot, FinanceViewer } from '../viewer';
import { CsvButton } from './csv-button';
import { CustomerCell, customerCsv } from './customer-cell';
import { CreditKindBadge } from './finance-badges';
import type { FinanceColumn } from './finance-columns';
import { FinanceFilters } from './finance-filters';
import { ListError } from './list-error';

interface CreditColumnContext {
  t: Translate;
  day: (iso: string | null) => string;
  money: (amount: number, currency: string) => string;
  isStaff: boolean;
  print: (credit: CreditListItem) => void;
  printing: (id: number) => boolean;
}

/** spec §3 Customer credit: number, date, refunded, balance; issue 16: kind (credit memo, prepayment, refund), amount. */
function creditColumns({ t, day, money, isStaff, print, printing }: CreditColumnContext) {
  const columns: (FinanceColumn<CreditListItem> | false)[] = [
    {
      field: 'number',
      title: t('finance.credit.number'),
      locked: true,
      noWrap: true,
      render: (row) => (
        <Text size="sm" fw={600}>
          {row.number}
        </Text>
      ),
      csv: (row) => row.number,
    },
    {
      field: 'date',
      title: t('finance.credit.date'),
      sortable: true,
      noWrap: true,
      render: (row) => day(row.date),
      csv: (row) => csvDay(row.date),
    },
    {
      field: 'kind',
      title: t('finance.credit.kind'),
      render: (row) => <CreditKindBadge kind={row.kind} />,
      csv: (row) => t(`finance.creditKind.${row.kind}`),
    },
    isStaff && {
      field: 'customer',
      title: t('finance.columns.customer'),
      render: (row) => <CustomerCell name={row.customerName} accountNumber={row.accountNumber} />,
      csv: (row) => customerCsv(row.customerName, row.accountNumber),
    },
    {
      field: 'source',
      title: t('finance.credit.source'),
      visible: false,
      render: (row) => row.sourcePaymentNumber ?? row.sourceInvoiceNumber ?? '—',
      csv: (row) => row.sourcePaymentNumber ?? row.sourceInvoiceNumber,
    },
    {
      field: 'reason',
      title: t('finance.credit.reason'),
      visible: false,
      render: (row) => row.reason ?? '—',
      csv: (row) => row.reason,
    },
    {
      field: 'amount',
      title: t('finance.credit.amount'),
      textAlign: 'right',
      noWrap: true,
      render: (row) => money(row.amount, row.currencyCode),
      csv: (row) => csvAmount(row.amount),
    },
    {
      field: 'applied',
      title: t('finance.credit.applied'),
      visible: false,
      textAlign: 'right',
      noWrap: true,
      render: (row) => money(row.applied, row.currencyCode),
      csv: (row) => csvAmount(row.applied),
    },
    {
      field: 'refunded',
      title: t('finance.credit.refunded'),
      textAlign: 'right',
      noWrap: true,
      render: (row) => money(row.refunded, row.currencyCode),
      csv: (row) => csvAmount(row.refunded),
    },
    {
      field: 'balance',
      title: t('finance.credit.balance'),
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
          aria-label={t('finance.credit.print', { number: row.number })}
          title={t('finance.credit.print', { number: row.number })}
          loading={printing(row.id)}
          onClick={() => print(row)}
          data-testid="credit-print"
        >
          <Icon name="fileDollar" size={18} />
        </ActionIcon>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}

/** /backoffice/financial/customer-credits (grid key CustomerCreditGrid): credits with their balances; a credit memo prints as a PDF. */
export function CreditsPage({
  viewer,
  customerFilter,
}: {
  viewer: FinanceViewer;
  customerFilter?: CustomerFilterSlot;
}) {
  const { t } = useTranslation();
  const { day, money } = useFinanceFormat();
  const url = useListUrl('credits');
  const { filters } = url;
  const { print, printing } = usePrint('creditMemo');
  const columns = creditColumns({
    t,
    day,
    money,
    isStaff: viewer.isStaff,
    print: (credit) => void print(String(credit.id), () => fetchCreditMemoPdf(credit.id)),
    printing: (id) => printing === String(id),
  });
  const grid = useFinanceGrid('CustomerCreditGrid', columns, filters);
  const credits = useCustomerCredits(
    {
      pageNo: apiPageNo('credits', grid.page),
      pageSize: grid.pageSize,
      filters: apiFilters('credits', filters, viewer.isStaff),
      sortAsc: dateSortAsc(grid.sort),
    },
    grid.ready,
  );
  const rows = credits.data?.items ?? [];

  return (
    <Stack gap="md">
      <FinanceFilters
        testId="credit-filters"
        filters={filters}
        onChange={url.change}
        codeLabel={t('finance.credit.kind')}
        codeOptions={CREDIT_KIND_CODES.map((code) => ({
          value: code,
          label: t(`finance.creditKind.${code}`),
        }))}
        openOnlyLabel={t('finance.filters.openCreditOnly')}
        customerFilter={
          viewer.isStaff && customerFilter
            ? customerFilter(filters.customerId, (customerId) => url.change({ customerId }))
            : undefined
        }
      />
      {credits.isError ? (
        <ListError title={t('finance.credit.loadFailed')} onRetry={() => void credits.refetch()} />
      ) : (
        <SettingsGrid
          grid={grid}
          testId="credit-grid"
          records={rows}
          totalRecords={credits.data?.pagingData.itemCount ?? 0}
          fetching={credits.isFetching}
          noRecordsText={t('finance.credit.empty')}
          rowAttributes={(row) => ({ 'data-number': row.number, 'data-kind': row.kind })}
          toolbar={
            <CsvButton
              columns={columns}
              settings={grid.settings.columns}
              rows={rows}
              fileStem="customer-credits"
              testId="credit-export"
            />
          }
        />
      )}
    </Stack>
  );
}
