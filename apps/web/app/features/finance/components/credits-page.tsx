import 'mantine-datatable/styles.css';

import { Button, Group } from '@mantine/core';
import type { CreditListItem } from '@portal/shared/finance/schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Translate } from '../../../lib/i18n/i18n';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerCredits } from '../api/get-customer-credits';
import { fetchCreditMemoPdf } from '../api/print-credit-memo';
import { listRequest, CREDIT_KIND_CODES, dateSortAsc } from '../list-filters';
import { useFinanceFormat } from '../use-finance-format';
import { useFinanceGrid } from '../use-finance-grid';
import { useListUrl } from '../use-list-url';
import { usePrint } from '../use-print';
import { canRecordPayments, type CustomerFilterSlot, type FinanceViewer } from '../viewer';
import { CsvButton } from './csv-button';
import {
  amountColumn,
  balanceColumn,
  currencyColumn,
  customerColumn,
  dayColumn,
  numberColumn,
  printColumn,
} from './common-columns';
import { CreditKindBadge } from './finance-badges';
import type { FinanceColumn } from './finance-columns';
import { FinanceList } from './finance-list';
import { PayPalOverpaymentDialog } from './paypal-overpayment-dialog';

interface CreditColumnContext {
  t: Translate;
  day: (iso: string | null) => string;
  money: (amount: number, currency: string) => string;
  isStaff: boolean;
  print: (credit: CreditListItem) => void;
  printing: (id: number) => boolean;
}

/** spec §3 Customer credit: number, date, refunded, balance; and kind (credit memo, prepayment, refund), amount. */
function creditColumns({ t, day, money, isStaff, print, printing }: CreditColumnContext) {
  const columns: (FinanceColumn<CreditListItem> | false)[] = [
    numberColumn(t('finance.credit.number')),
    dayColumn('date', t('finance.credit.date'), day, (row) => row.date),
    {
      field: 'kind',
      title: t('finance.credit.kind'),
      render: (row) => <CreditKindBadge kind={row.kind} />,
      csv: (row) => t(`finance.creditKind.${row.kind}`),
    },
    isStaff && customerColumn(t('finance.columns.customer')),
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
    amountColumn('amount', t('finance.credit.amount'), money, (row) => row.amount),
    amountColumn('applied', t('finance.credit.applied'), money, (row) => row.applied, { visible: false }),
    amountColumn('refunded', t('finance.credit.refunded'), money, (row) => row.refunded),
    balanceColumn(t('finance.credit.balance'), money),
    currencyColumn(t('finance.columns.currency')),
    printColumn(t('finance.columns.pdf'), {
      label: (row) => t('finance.credit.print', { number: row.number }),
      print,
      printing,
      testId: 'credit-print',
    }),
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
  const localize = useLocalizePath();
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
      ...listRequest('credits', grid, filters, viewer.isStaff),
      sortAsc: dateSortAsc(grid.sort),
    },
    grid.ready,
  );
  const rows = credits.data?.items ?? [];
  const [recording, setRecording] = useState(false);

  return (
    <FinanceList
      name="credit"
      url={url}
      viewer={viewer}
      customerFilter={customerFilter}
      codeLabel={t('finance.credit.kind')}
      codeOptions={CREDIT_KIND_CODES.map((code) => ({
        value: code,
        label: t(`finance.creditKind.${code}`),
      }))}
      openOnlyLabel={t('finance.filters.openCreditOnly')}
      query={credits}
      grid={grid}
      rowAttributes={(row) => ({ 'data-number': row.number, 'data-kind': row.kind })}
      toolbar={
        <Group gap="xs">
          <Button
            component={Link}
            to={localize('/backoffice/financial/metal-receipts')}
            variant="default"
            data-testid="credit-metal-receipts"
          >
            {t('finance.credit.metalReceived')}
          </Button>
          {canRecordPayments(viewer) && customerFilter && (
            <Button variant="light" onClick={() => setRecording(true)} data-testid="paypal-open">
              {t('finance.paypal.open')}
            </Button>
          )}
          <CsvButton
            columns={columns}
            settings={grid.settings.columns}
            rows={rows}
            fileStem="customer-credits"
            testId="credit-export"
          />
        </Group>
      }
    >
      {recording && customerFilter && (
        <PayPalOverpaymentDialog customerPicker={customerFilter} onClose={() => setRecording(false)} />
      )}
    </FinanceList>
  );
}
