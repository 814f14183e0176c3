import { Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { ScrollFrame } from '../../../components/scroll-frame';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCustomerMetalReceipts } from '../api/list-customer-metal-receipts';

const PAGE_SIZE = 20;

/**
 * Metal received from customers and what it was credited at (docs/jewelry-trade.md §3), newest first: the weight, the
 * fineness as tested and by whom, the fixing used, the refining charge and the credit. Staff read everyone's (with the
 * customer); a customer reads its own, the API scoping the list to the caller's customer.
 */
export function MetalReceiptsList({ showCustomer }: { showCustomer: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [pageNo, setPageNo] = useState(1);
  const receipts = useCustomerMetalReceipts({ pageNo, pageSize: PAGE_SIZE });
  const grams = (value: number) =>
    `${format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} g`;
  const pages = Math.ceil((receipts.data?.pagingData.itemCount ?? 0) / PAGE_SIZE);
  if (!receipts.data) return <Loader aria-label={t('app.loading')} />;
  if (receipts.data.items.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="metal-receipts-none">
        {t('metal.scrap.none')}
      </Text>
    );
  return (
    <>
      <ScrollFrame minWidth={showCustomer ? 900 : 780} label={t('metal.scrap.listTitle')}>
        <Table striped data-testid="scrap-receipts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('metal.scrap.receivedAt')}</Table.Th>
              {showCustomer && <Table.Th>{t('metal.scrap.customer')}</Table.Th>}
              <Table.Th>{t('metal.scrap.alloy')}</Table.Th>
              <Table.Th ta="right">{t('metal.scrap.grams')}</Table.Th>
              <Table.Th ta="right">{t('metal.scrap.fineness')}</Table.Th>
              <Table.Th>{t('metal.scrap.testedBy')}</Table.Th>
              <Table.Th>{t('metal.scrap.fixing')}</Table.Th>
              <Table.Th ta="right">{t('metal.scrap.charge')}</Table.Th>
              <Table.Th ta="right">{t('metal.scrap.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {receipts.data.items.map((r) => (
              <Table.Tr key={r.id} data-testid="scrap-receipt" data-credit={r.creditNumber}>
                <Table.Td>{format.date(r.receivedAt)}</Table.Td>
                {showCustomer && <Table.Td>{r.customerName}</Table.Td>}
                <Table.Td>{r.masterAlloyName}</Table.Td>
                <Table.Td ta="right">{grams(r.grams)}</Table.Td>
                <Table.Td ta="right">{format.number(r.fineness, { minimumFractionDigits: 3 })}</Table.Td>
                <Table.Td>{r.testedByName}</Table.Td>
                <Table.Td>
                  {t('metal.scrap.fixingUsed', {
                    source: r.fixing.source,
                    session: r.fixing.session,
                    date: format.date(`${r.fixing.date}T12:00:00Z`),
                    price: format.money(r.pricePerOunce, r.currencyCode),
                  })}
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
      {pages > 1 && <Pager mt="sm" total={pages} value={pageNo} onChange={setPageNo} />}
    </>
  );
}
