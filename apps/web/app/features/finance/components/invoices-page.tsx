import 'mantine-datatable/styles.css';

import { Button, Group, Text, Tooltip } from '@mantine/core';
import type { InvoiceListItem } from '@portal/shared/finance/schemas';
import { Suspense, lazy, useState } from 'react';
import { Icon } from '../../../components/icon';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useInvoiceStatuses } from '../api/get-invoice-statuses';
import { useInvoices } from '../api/get-invoices';
import { fetchInvoicePdf } from '../api/print-invoice';
import { fetchInvoicesPdf } from '../api/print-multiple-invoices';
import { sumAmounts } from '../amounts';
import { payableSelection } from '../pay-allocation';
import { listRequest, INVOICE_STATUS_CODES, invoiceSort } from '../list-filters';
import { useFinanceFormat } from '../use-finance-format';
import { useFinanceGrid } from '../use-finance-grid';
import { useListUrl } from '../use-list-url';
import { usePrint } from '../use-print';
import { canPay, type CustomerFilterSlot, type FinanceViewer } from '../viewer';
import { CsvButton } from './csv-button';
import { FinanceList } from './finance-list';
import { invoiceColumns } from './invoice-columns';

// The invoice's drawer and the pay dialog load on their first opening: the list does not carry them.
const InvoiceDetailDrawer = lazy(() => import('./invoice-detail-drawer'));
const PayDialog = lazy(() => import('./pay-dialog'));

/**
 * /backoffice/financial/invoices (grid key InvoiceGrid): the invoices, newest first, with their filters in the URL;
 * one invoice opens in a drawer (?id=); selected invoices print in one PDF.
 */
export function InvoicesPage({
  viewer,
  customerFilter,
}: {
  viewer: FinanceViewer;
  customerFilter?: CustomerFilterSlot;
}) {
  const { t } = useTranslation();
  const { day, money } = useFinanceFormat();
  const localize = useLocalizePath();
  const url = useListUrl('invoices');
  const { filters } = url;
  const statuses = useInvoiceStatuses();
  const { print, printing } = usePrint('invoice');
  const [selected, setSelected] = useState<InvoiceListItem[]>([]);
  // The invoices the pay dialog is open for (from the selection, or from one invoice's drawer).
  const [paying, setPaying] = useState<InvoiceListItem[] | null>(null);
  const mayPay = canPay(viewer);

  const columns = invoiceColumns({
    t,
    day,
    money,
    isStaff: viewer.isStaff,
    openHref: url.openHref,
    localize,
    print: (invoice) => void print(`invoice-${invoice.id}`, () => fetchInvoicePdf(invoice.id)),
    printing: (id) => printing === `invoice-${id}`,
  });
  const grid = useFinanceGrid('InvoiceGrid', columns, filters, () => setSelected([]));

  const invoices = useInvoices(
    {
      ...listRequest('invoices', grid, filters, viewer.isStaff),
      ...invoiceSort(grid.sort),
    },
    grid.ready,
  );
  const rows = invoices.data?.items ?? [];
  const statusOptions = INVOICE_STATUS_CODES.map((code) => ({
    value: code,
    label: statuses.data?.find((s) => s.code === code)?.name ?? t(`finance.invoiceStatus.${code}`),
  }));
  // spec §4-style drawer: its code is fetched the first time an invoice opens, then it stays to animate its closing.
  const [drawerLoaded, setDrawerLoaded] = useState(url.openId !== null);
  if (url.openId !== null && !drawerLoaded) setDrawerLoaded(true);

  const selectedBalance = sumAmounts(selected.map((invoice) => invoice.balance));
  const payable = payableSelection(selected);

  return (
    <FinanceList
      name="invoice"
      url={url}
      viewer={viewer}
      customerFilter={customerFilter}
      codeLabel={t('finance.filters.status')}
      codeOptions={statusOptions}
      openOnlyLabel={t('finance.filters.openBalanceOnly')}
      query={invoices}
      grid={grid}
      selection={{
        selectedRecords: selected,
        onSelectedRecordsChange: setSelected,
        selectionLabel: (row) => t('finance.invoice.select', { number: row.number }),
      }}
      toolbar={
        <>
          {selected.length > 0 && (
            <Group gap="sm" wrap="wrap" data-testid="invoice-selection">
              <Text size="sm" role="status" aria-live="polite">
                {t('finance.invoice.selected', {
                  count: selected.length,
                  balance: money(selectedBalance, selected[0]!.currencyCode),
                })}
              </Text>
              <Button
                variant="light"
                leftSection={<Icon name="fileDollar" size={18} />}
                loading={printing === 'selected'}
                onClick={() =>
                  void print('selected', () => fetchInvoicesPdf(selected.map((invoice) => invoice.id)))
                }
                data-testid="invoice-print-selected"
              >
                {t('finance.invoice.printSelected', { count: selected.length })}
              </Button>
              {mayPay && (
                <Tooltip
                  label={payable.problem ? t(`finance.pay.cannot.${payable.problem}`) : undefined}
                  disabled={!payable.problem}
                >
                  <Button
                    leftSection={<Icon name="creditCard" size={18} />}
                    data-disabled={payable.problem ? true : undefined}
                    onClick={(event) => {
                      if (payable.problem) event.preventDefault();
                      else setPaying(payable.invoices);
                    }}
                    data-testid="invoice-pay-selected"
                  >
                    {t('finance.pay.open')}
                  </Button>
                </Tooltip>
              )}
              <Button variant="subtle" onClick={() => setSelected([])}>
                {t('finance.invoice.clearSelection')}
              </Button>
            </Group>
          )}
          <CsvButton
            columns={columns}
            settings={grid.settings.columns}
            rows={rows}
            fileStem="invoices"
            testId="invoice-export"
          />
        </>
      }
    >
      {drawerLoaded && (
        <Suspense fallback={null}>
          <InvoiceDetailDrawer
            invoiceId={url.openId}
            isStaff={viewer.isStaff}
            onClose={url.close}
            print={(invoice) => void print(`invoice-${invoice.id}`, () => fetchInvoicePdf(invoice.id))}
            printing={printing !== null}
            closeOnEscape={paying === null}
            actions={(invoice) =>
              mayPay && invoice.balance > 0 ? (
                <Button
                  leftSection={<Icon name="creditCard" size={18} />}
                  onClick={() => setPaying([invoice])}
                  data-testid="invoice-detail-pay"
                >
                  {t('finance.pay.open')}
                </Button>
              ) : null
            }
          />
        </Suspense>
      )}

      {paying && (
        <Suspense fallback={null}>
          <PayDialog
            invoices={paying}
            viewer={viewer}
            onClose={() => setPaying(null)}
            onPaid={() => {
              setPaying(null);
              setSelected([]);
            }}
          />
        </Suspense>
      )}
    </FinanceList>
  );
}
