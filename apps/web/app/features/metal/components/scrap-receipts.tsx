import { ScrollFrame } from '../../../components/scroll-frame';
import { Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Pager } from '../../../components/pager';
import { useState } from 'react';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerMetalReceipts } from '../api/list-customer-metal-receipts';
import { ScrapReceiptForm, type CustomerPickerSlot } from './scrap-receipt-form';

const PAGE_SIZE = 20;

/** Metal received from customers (staff): the receipt form and the receipts, newest first, with their credits. */
export function ScrapReceipts({ customerPicker }: { customerPicker: CustomerPickerSlot }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const receipts = useCustomerMetalReceipts({ pageNo, pageSize: PAGE_SIZE });
  const grams = (value: number) =>
    `${format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} g`;
  const pages = Math.ceil((receipts.data?.pagingData.itemCount ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="md">
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('metal.scrap.formTitle')}
        </Title>
        <ScrapReceiptForm customerPicker={customerPicker} />
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('metal.scrap.listTitle')}
        </Title>
        {!receipts.data ? (
          <Loader aria-label={t('app.loading')} />
        ) : receipts.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('metal.scrap.none')}
          </Text>
        ) : (
          <ScrollFrame minWidth={760} label={t('metal.scrap.listTitle')}>
            <Table striped data-testid="scrap-receipts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('metal.scrap.receivedAt')}</Table.Th>
                  <Table.Th>{t('metal.scrap.customer')}</Table.Th>
                  <Table.Th>{t('metal.scrap.alloy')}</Table.Th>
                  <Table.Th ta="right">{t('metal.scrap.grams')}</Table.Th>
                  <Table.Th ta="right">{t('metal.scrap.fineness')}</Table.Th>
                  <Table.Th>{t('metal.scrap.fixing')}</Table.Th>
                  <Table.Th ta="right">{t('metal.scrap.charge')}</Table.Th>
                  <Table.Th ta="right">{t('metal.scrap.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {receipts.data.items.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td>{format.date(r.receivedAt)}</Table.Td>
                    <Table.Td>{r.customerName}</Table.Td>
                    <Table.Td>{r.masterAlloyName}</Table.Td>
                    <Table.Td ta="right">{grams(r.grams)}</Table.Td>
                    <Table.Td ta="right">{format.number(r.fineness, { minimumFractionDigits: 3 })}</Table.Td>
                    <Table.Td>
                      {`${r.fixing.session} ${format.date(`${r.fixing.date}T12:00:00Z`)}: `}
                      {format.money(r.pricePerOunce, r.currencyCode)}
                      {t('metal.scrap.perOunce')}
                    </Table.Td>
                    <Table.Td ta="right">{`${format.number(r.refiningChargePercent, { maximumFractionDigits: 2 })} %`}</Table.Td>
                    <Table.Td ta="right">
                      {format.money(r.amount, r.currencyCode)}
                      <Text size="xs" c="dimmed">
                        {r.creditNumber}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollFrame>
        )}
        {pages > 1 && <Pager mt="sm" total={pages} value={pageNo} onChange={setPageNo} />}
      </Card>
    </Stack>
  );
}
