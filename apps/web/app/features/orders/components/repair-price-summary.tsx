import { Table } from '@mantine/core';
import { REPAIR_PRICE_CHARGES } from '@portal/shared/production/price-repair';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { OrderDetail } from '../api/order-types';

const PRICED: readonly string[] = Object.values(REPAIR_PRICE_CHARGES);

/** The labour and materials lines staff priced a repair with, its tax and total: what the customer approves. */
export function RepairPriceSummary({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (amount: number) => format.money(amount, order.totals.currencyCode);
  const lines = order.items.filter((line) => line.charge !== null && PRICED.includes(line.charge));
  return (
    <Table data-testid="approve-repair-price">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.id}>
            <Table.Td>{line.name}</Table.Td>
            <Table.Td ta="right">{money(line.lineTotal)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td>{t('orders.totals.tax')}</Table.Td>
          <Table.Td ta="right">{money(order.totals.salesTaxValue)}</Table.Td>
        </Table.Tr>
        <Table.Tr fw={700}>
          <Table.Td>{t('orders.totals.grandTotal')}</Table.Td>
          <Table.Td ta="right">{money(order.totals.grandTotal)}</Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
