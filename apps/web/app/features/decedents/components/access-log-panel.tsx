import { Alert, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { ScrollFrame } from '../../../components/scroll-frame';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type AccessLogRow, useAccessLog } from '../api/get-access-log';

const PAGE_SIZE = 20;

/** Who touched the print: a person (with the staff member acting as them), a family's link, or the retention job. */
function useWho() {
  const { t } = useTranslation();
  return (row: AccessLogRow) => {
    if (row.familyLinkId !== null) return t('accessLog.familyLink', { id: row.familyLinkId });
    if (row.who === null) return t('accessLog.retentionJob');
    return row.actingStaff ? t('accessLog.actingAs', { staff: row.actingStaff, who: row.who }) : row.who;
  };
}

/** From which session: a staff one, the funeral home's (a customer's), a family link, or none (the job). */
function useSession() {
  const { t } = useTranslation();
  return (row: AccessLogRow) => {
    if (row.familyLinkId !== null) return t('accessLog.sessions.family');
    if (row.staff) return t('accessLog.sessions.staff');
    if (row.customerName) return t('accessLog.sessions.customer', { name: row.customerName });
    return t('accessLog.sessions.none');
  };
}

/**
 * The chain of custody of a decedent's prints (docs/decisions.md "Chain of custody"): every view, download, use on an
 * order, render, export and destruction, newest first, a page at a time. Nothing here changes it.
 */
export function AccessLogPanel({ decedentId }: { decedentId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const who = useWho();
  const session = useSession();
  const [pageNo, setPageNo] = useState(1);
  const log = useAccessLog(decedentId, pageNo, PAGE_SIZE);
  const rows = log.data?.items ?? [];
  const total = log.data?.pagingData.itemCount ?? 0;
  return (
    <Stack gap="sm" data-testid="access-log">
      <Title order={3} fz="md">
        {t('accessLog.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('accessLog.intro')}
      </Text>
      {log.isError && <Alert color="red">{t('accessLog.loadFailed')}</Alert>}
      {log.data && total === 0 && <Text size="sm">{t('accessLog.none')}</Text>}
      {rows.length > 0 && (
        <ScrollFrame label={t('accessLog.title')} minWidth={620}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('accessLog.columns.at')}</Table.Th>
                <Table.Th>{t('accessLog.columns.action')}</Table.Th>
                <Table.Th>{t('accessLog.columns.print')}</Table.Th>
                <Table.Th>{t('accessLog.columns.who')}</Table.Th>
                <Table.Th>{t('accessLog.columns.session')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="access-log-row">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{format.dateTime(row.at)}</Table.Td>
                  <Table.Td>
                    {t(`accessLog.actions.${row.action}`)}
                    {row.orderCode ? ` · ${row.orderCode}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {row.fingerprintId === null
                      ? t('accessLog.allPrints')
                      : (row.fingerprintLabel ?? t('decedents.prints.one'))}
                  </Table.Td>
                  <Table.Td>{who(row)}</Table.Td>
                  <Table.Td>{session(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollFrame>
      )}
      {total > PAGE_SIZE && (
        <Pager total={Math.ceil(total / PAGE_SIZE)} value={pageNo} onChange={setPageNo} size="sm" />
      )}
    </Stack>
  );
}
