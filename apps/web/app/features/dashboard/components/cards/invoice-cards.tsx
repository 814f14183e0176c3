import { ScrollFrame } from '../../../../components/scroll-frame';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useDashboardInvoices, useInvoiceStatusSummary } from '../../api/card-queries';
import { CardState } from '../card-state';
import { DAY_ONLY, useCardScope, useIsStaff } from './card-scope';

const STATUS_COLOR: Record<string, string> = { OVERDUE: 'red', PAID: 'green', VOID: 'gray' };

/** Invoices per status (overdue read from the due date) with what they total and what is left to pay. */
export function InvoiceSummaryCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useInvoiceStatusSummary(useCardScope());
  return (
    <CardState query={query} loadName={t('dashboard.cards.INVOICE_SUMMARY.loadName')} skeletonRows={5}>
      {(rows) =>
        rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('dashboard.empty')}
          </Text>
        ) : (
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.count')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('dashboard.total')}
                </Table.Th>
                <Table.Th ta="right">{t('dashboard.balance')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.statusCode}-${row.currencyCode}`}>
                  <Table.Td>
                    <Badge variant="light" size="sm" color={STATUS_COLOR[row.statusCode] ?? 'brand'}>
                      {row.statusName}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{row.count}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {format.money(row.total, row.currencyCode)}
                  </Table.Td>
                  <Table.Td ta="right">{format.money(row.balance, row.currencyCode)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )
      }
    </CardState>
  );
}

/** The five newest invoices, with a way to the invoice list. */
export function RecentInvoicesCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const staff = useIsStaff();
  const query = useDashboardInvoices(useCardScope());
  return (
    <CardState query={query} loadName={t('dashboard.cards.INVOICES.loadName')} skeletonRows={5}>
      {(page) => (
        <Stack gap="xs">
          {page.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.empty')}
            </Text>
          ) : (
            <ScrollFrame minWidth={0} label={t('dashboard.cards.INVOICES.title')}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.numberDate')}</Table.Th>
                    <Table.Th>{t('dashboard.status')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.balance')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {invoice.number}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {format.date(invoice.date, DAY_ONLY)}
                        </Text>
                        {staff && (
                          <Text size="xs" c="dimmed" truncate maw={160}>
                            {invoice.customerName}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" size="sm" color={STATUS_COLOR[invoice.statusCode] ?? 'brand'}>
                          {invoice.statusName}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{format.money(invoice.balance, invoice.currencyCode)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollFrame>
          )}
          <Group justify="flex-end">
            <Anchor component={Link} to={localize('/backoffice/financial/invoices')} size="sm">
              {t('dashboard.viewAll')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </CardState>
  );
}
