import { Alert, Card, Group, Loader, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Pager } from '../../../components/pager';
import { ScrollFrame } from '../../../components/scroll-frame';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMemoAging, useMemos } from '../api/memos';
import { MemoCard } from './memo-card';
import { MemoSendForm } from './memo-send-form';

/** Memo out per customer by days past the due date (staff). */
function MemoAgingTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const aging = useMemoAging(true);
  const rows = aging.data?.customers ?? [];
  return (
    <Card withBorder p={0}>
      <Title order={2} size="h4" p="sm">
        {t('memo.outPerCustomer')}
      </Title>
      {rows.length === 0 ? (
        <Text p="sm">{aging.data ? t('memo.noneOut') : t('app.loading')}</Text>
      ) : (
        <ScrollFrame minWidth={560} label={t('memo.outPerCustomer')}>
          <Table striped aria-label={t('memo.outPerCustomer')} data-testid="memo-aging">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('aging.customer')}</Table.Th>
                <Table.Th ta="right">{t('memo.pieces')}</Table.Th>
                <Table.Th ta="right">{t('memo.notDue')}</Table.Th>
                <Table.Th ta="right">{t('aging.buckets.days1to30')}</Table.Th>
                <Table.Th ta="right">{t('aging.buckets.days31to60')}</Table.Th>
                <Table.Th ta="right">{t('memo.over60')}</Table.Th>
                <Table.Th ta="right">{t('aging.total')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.customerId}>
                  <Table.Td>{r.customerName}</Table.Td>
                  <Table.Td ta="right">{r.pieces}</Table.Td>
                  {[r.notDue, r.days1to30, r.days31to60, r.over60, r.total].map((v, i) => (
                    <Table.Td key={i} ta="right">
                      {format.money(v, r.currencyCode)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollFrame>
      )}
    </Card>
  );
}

/**
 * The memo page: a portal user's memo pieces, to return or keep; for staff, the form that sends pieces on memo, memo
 * out per customer and every customer's memos.
 */
export function MemoScreen({
  isStaff,
  canDecide,
  customerId,
  customerPicker,
}: {
  isStaff: boolean;
  canDecide: boolean;
  customerId: number | null;
  customerPicker?: ReactNode;
}) {
  const { t } = useTranslation();
  const [openOnly, setOpenOnly] = useState(true);
  const [pageNo, setPageNo] = useState(1);
  const memos = useMemos({ customerId: isStaff ? customerId : null, openOnly, pageNo });
  const paging = memos.data?.pagingData;
  return (
    <Stack gap="md" data-testid="memo-screen">
      {isStaff && (
        <>
          <MemoSendForm customerId={customerId} customerPicker={customerPicker} />
          <MemoAgingTable />
        </>
      )}
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('memo.memos')}
        </Title>
        <Switch
          label={t('memo.openOnly')}
          checked={openOnly}
          onChange={(e) => {
            setOpenOnly(e.currentTarget.checked);
            setPageNo(1);
          }}
        />
      </Group>
      {memos.isError ? (
        <Alert color="red" role="alert">
          {memos.error.message}
        </Alert>
      ) : !memos.data ? (
        <Loader aria-label={t('app.loading')} />
      ) : memos.data.items.length === 0 ? (
        <Text>{t('memo.none')}</Text>
      ) : (
        memos.data.items.map((memo) => (
          <MemoCard key={memo.id} memo={memo} canDecide={canDecide && !isStaff} />
        ))
      )}
      {paging && paging.itemCount > paging.pageSize && (
        <Pager total={Math.ceil(paging.itemCount / paging.pageSize)} value={pageNo} onChange={setPageNo} />
      )}
    </Stack>
  );
}
