import { Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import type { ReorderAnswer, ReorderLine } from '@portal/shared/orders/reorder-answer';
import { Link } from 'react-router';
import { ScrollFrame } from '../../../components/scroll-frame';
import { useFormat } from '../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNestedDialog } from './nested-dialog';

const CHANGE_COLORS: Record<ReorderLine['change'], string> = {
  same: 'gray',
  higher: 'orange',
  lower: 'green',
  unavailable: 'red',
};

/** What a re-order put in the cart: each line at today's price beside the price it was ordered at, or why it was left out. */
export function ReorderResultModal({
  code,
  currencyCode,
  answer,
  onClose,
}: {
  code: string;
  currencyCode: string;
  answer: ReorderAnswer | null;
  onClose: () => void;
}) {
  useNestedDialog(answer !== null);
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const lines = answer?.lines ?? [];
  const added = lines.filter((l) => l.change !== 'unavailable').length;
  const changed = lines.filter((l) => l.change === 'higher' || l.change === 'lower').length;
  return (
    <Modal
      opened={answer !== null}
      onClose={onClose}
      title={t('orders.reorder.title', { code })}
      size="xl"
      centered
    >
      <Stack data-testid="reorder-result">
        <Text role="status">
          {t('orders.reorder.summary', { count: added, total: lines.length })}{' '}
          {changed > 0
            ? t('orders.reorder.pricesChanged', { count: changed })
            : t('orders.reorder.pricesSame')}
        </Text>
        <ScrollFrame minWidth={560} label={t('orders.reorder.tableLabel')}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.reorder.columns.piece')}</Table.Th>
                <Table.Th>{t('orders.reorder.columns.quantity')}</Table.Th>
                <Table.Th>{t('orders.reorder.columns.ordered')}</Table.Th>
                <Table.Th>{t('orders.reorder.columns.today')}</Table.Th>
                <Table.Th>{t('orders.reorder.columns.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={index} data-testid="reorder-line" data-change={line.change}>
                  <Table.Td>
                    <Text size="sm" translate="no">
                      {line.code}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {[line.name, line.metalName].filter(Boolean).join(' · ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.quantity}</Table.Td>
                  <Table.Td>{format.money(line.orderedUnitPrice, currencyCode)}</Table.Td>
                  <Table.Td>
                    {line.unitPrice === null ? '' : format.money(line.unitPrice, currencyCode)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={CHANGE_COLORS[line.change]} variant="light">
                      {t(`orders.reorder.changes.${line.change}`)}
                    </Badge>
                    {line.reason && (
                      <Text size="xs" c="red.8">
                        {line.reason}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollFrame>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('orders.reorder.stay')}
          </Button>
          <Button component={Link} to={localize('/backoffice/shopping-cart')} data-testid="reorder-open-cart">
            {t('orders.reorder.openCart')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
