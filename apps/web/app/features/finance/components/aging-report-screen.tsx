import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { notifyOperationFailed } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { saveFile } from '../../../lib/save-file';
import { fetchAgingReportCsv, useAgingReport } from '../api/get-aging-report';

import { AGING_KEYS, AgingChart } from './aging-chart';

/**
 * The aging report (staff): every customer's open invoices by days past due, the totals with a chart, the CSV export;
 * a customer's name opens its statements.
 */
export function AgingReportScreen() {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const report = useAgingReport();
  const [exporting, setExporting] = useState(false);
  const amount = (value: number) =>
    format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const labels = Object.fromEntries(AGING_KEYS.map((k) => [k, t(`aging.buckets.${k}`)])) as Record<
    (typeof AGING_KEYS)[number],
    string
  >;

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await fetchAgingReportCsv(), `aging-${report.data?.asOf ?? 'today'}.csv`);
    } catch {
      notifyOperationFailed('load');
    } finally {
      setExporting(false);
    }
  };

  if (report.isError)
    return (
      <Alert color="red" role="alert">
        {report.error.message}
      </Alert>
    );
  const data = report.data;
  if (!data) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack gap="md" data-testid="aging-report">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed">{t('aging.asOf', { date: format.date(data.asOf) })}</Text>
        <Button
          variant="default"
          onClick={() => void exportCsv()}
          loading={exporting}
          data-testid="aging-csv"
        >
          {t('aging.exportCsv')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
        {[...AGING_KEYS, 'total' as const].map((key) => (
          <Card withBorder key={key} padding="sm" data-testid={`aging-total-${key}`}>
            <Text size="xs" c="dimmed">
              {key === 'total' ? t('aging.total') : labels[key]}
            </Text>
            <Text fw={700}>{amount(data.totals[key])}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('aging.chart')}
        </Title>
        <AgingChart totals={data.totals} labels={labels} formatAmount={amount} />
      </Card>
      <Card withBorder p={0}>
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('aging.customers')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('aging.customer')}</Table.Th>
                {AGING_KEYS.map((k) => (
                  <Table.Th key={k} ta="right">
                    {labels[k]}
                  </Table.Th>
                ))}
                <Table.Th ta="right">{t('aging.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.customers.map((c) => (
                <Table.Tr key={c.customerId}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={localize(`/backoffice/financial/statements?customerId=${c.customerId}`)}
                    >
                      {c.customerName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {c.accountNumber} · {c.currencyCode}
                    </Text>
                  </Table.Td>
                  {AGING_KEYS.map((k) => (
                    <Table.Td key={k} ta="right">
                      {amount(c[k])}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={700}>
                    {amount(c.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    </Stack>
  );
}
