import { Alert, Card, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { STACKED_ROWS } from '../../../components/stacked-rows';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useJobsAtRisk } from '../api/rush';
import { dayLabel } from './rush-tier-picker';

const PAGE_SIZE = 25;

/** The back-office list of jobs whose remaining stages no longer fit before their promised day, most urgent first. */
export function JobsAtRiskScreen() {
  const { t } = useTranslation();
  const lang = useLang();
  const [page, setPage] = useState(0);
  const jobs = useJobsAtRisk(page, PAGE_SIZE);
  if (jobs.isPending) return <Loader aria-label={t('app.loading')} />;
  if (jobs.isError)
    return (
      <Alert color="red" role="alert">
        {t('production.atRisk.loadFailed')}
      </Alert>
    );
  const { items, pagingData } = jobs.data;
  const pages = Math.max(1, Math.ceil(pagingData.itemCount / PAGE_SIZE));
  const columns = [
    t('production.atRisk.order'),
    t('production.atRisk.customer'),
    t('production.atRisk.stage'),
    t('production.atRisk.promised'),
    t('production.atRisk.expected'),
    t('production.atRisk.late'),
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('production.atRisk.help')}
        </Text>
        {items.length === 0 ? (
          <Text data-testid="at-risk-empty">{t('production.atRisk.none')}</Text>
        ) : (
          <Table className={STACKED_ROWS} data-testid="at-risk-table" striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((job) => (
                <Table.Tr key={job.orderId} data-testid="at-risk-row">
                  <Table.Td data-label={columns[0]}>{job.orderCode}</Table.Td>
                  <Table.Td data-label={columns[1]}>{job.customerName}</Table.Td>
                  <Table.Td data-label={columns[2]}>
                    {job.currentStage ?? t('production.atRisk.notStarted')}
                  </Table.Td>
                  <Table.Td data-label={columns[3]}>{dayLabel(job.promisedOn, lang)}</Table.Td>
                  <Table.Td data-label={columns[4]}>{dayLabel(job.expectedOn, lang)}</Table.Td>
                  <Table.Td data-label={columns[5]}>{job.lateDays}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {pages > 1 && <Pager total={pages} value={page + 1} onChange={(n) => setPage(n - 1)} />}
      </Stack>
    </Card>
  );
}
