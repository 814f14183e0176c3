import { ScrollFrame } from '../../../components/scroll-frame';
import { Table, Text } from '@mantine/core';
import type { MetalBalance } from '@portal/shared/metal/movement-schemas';
import type { ReactNode } from 'react';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';

export interface LossRow extends MetalBalance {
  key: string;
  label: ReactNode;
  invoiced?: number;
}

/** Issued, returned and lost grams and the loss in % of what was issued, one row per step or metal, and the total. */
export function MetalLossTable({
  rows,
  total,
  withInvoiced = false,
  testId,
  label,
}: {
  rows: LossRow[];
  total?: LossRow;
  withInvoiced?: boolean;
  testId: string;
  /** What the table is, for the frame it scrolls in on a phone. */
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const grams = (value: number) =>
    `${format.number(value, { minimumFractionDigits: 3, maximumFractionDigits: 3 })} g`;
  const percent = (value: number | null) =>
    value === null
      ? '—'
      : `${format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
  const line = (row: LossRow, strong = false) => (
    <Table.Tr key={row.key} data-testid={`${testId}-row`} fw={strong ? 700 : undefined}>
      <Table.Th scope="row">{row.label}</Table.Th>
      <Table.Td ta="right">{grams(row.issued)}</Table.Td>
      <Table.Td ta="right">{grams(row.returned)}</Table.Td>
      <Table.Td ta="right" data-testid={`${testId}-lost`}>
        {grams(row.lost)}
      </Table.Td>
      <Table.Td ta="right" data-testid={`${testId}-percent`}>
        {percent(row.lossPercent)}
      </Table.Td>
      {withInvoiced && (
        <Table.Td ta="right">{row.invoiced === undefined ? '' : grams(row.invoiced)}</Table.Td>
      )}
    </Table.Tr>
  );
  return (
    <ScrollFrame minWidth={withInvoiced ? 640 : 520} label={label}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t('metal.loss.issued')}</Table.Th>
            <Table.Th ta="right">{t('metal.loss.returned')}</Table.Th>
            <Table.Th ta="right">{t('metal.loss.lost')}</Table.Th>
            <Table.Th ta="right">{t('metal.loss.percent')}</Table.Th>
            {withInvoiced && <Table.Th ta="right">{t('metal.loss.invoiced')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={withInvoiced ? 6 : 5}>
                <Text size="sm" c="dimmed">
                  {t('metal.loss.none')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => line(row))
          )}
          {total && rows.length > 0 && line(total, true)}
        </Table.Tbody>
      </Table>
    </ScrollFrame>
  );
}
