import { ScrollFrame } from '../../../../components/scroll-frame';
import { Anchor, Badge, Group, Progress, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { SubmittedOrderKind } from '@portal/shared';
import { Link } from 'react-router';
import { notifyOperationFailed } from '../../../../lib/feedback';
import { useFormat } from '../../../../lib/i18n/use-format';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useDashboardOrders, useOrdersStatusSummary } from '../../api/card-queries';
import { usePrimitiveSetting, useSavePrimitiveSetting } from '../../api/settings';
import { CardState } from '../card-state';
import { useCardScope, useIsStaff } from './card-scope';

const LIST_ROUTE: Record<SubmittedOrderKind, string> = {
  JO: '/backoffice/status-tracking/job-orders',
  SO: '/backoffice/status-tracking/sales-orders',
  PQ: '/backoffice/status-tracking/quotes',
};
const RECENT_CARD = { JO: 'JOB_ORDERS', SO: 'SALES_ORDERS', PQ: 'PRICE_QUOTES' } as const;
const STATUS_CARD = { JO: 'JOB_ORDER_STATUS', SO: 'SALES_ORDER_STATUS', PQ: 'PRICE_QUOTE_STATUS' } as const;

/** The five newest orders of a kind, with a way to the full list. */
export function RecentOrdersCard({ kind }: { kind: SubmittedOrderKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const localize = useLocalizePath();
  const staff = useIsStaff();
  const query = useDashboardOrders(useCardScope(), kind);
  // Staff see each order's customer too: on a phone the table scrolls in the card, not the page.
  return (
    <CardState query={query} loadName={t(`dashboard.cards.${RECENT_CARD[kind]}.loadName`)} skeletonRows={5}>
      {(page) => (
        <Stack gap="xs">
          {page.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('dashboard.empty')}
            </Text>
          ) : (
            <ScrollFrame minWidth={0} label={t(`dashboard.cards.${RECENT_CARD[kind]}.title`)}>
              <Table verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.numberDate')}</Table.Th>
                    <Table.Th>{t('dashboard.status')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {page.items.map((order) => (
                    <Table.Tr key={order.id}>
                      <Table.Td>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {order.code}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {format.date(order.orderDate)}
                        </Text>
                        {staff && (
                          <Text size="xs" c="dimmed" truncate maw={160}>
                            {order.customerName}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge
                          variant="light"
                          size="sm"
                          color={order.listGroup === 'closed' ? 'gray' : 'brand'}
                        >
                          {order.statusName}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{format.money(order.grandTotal, order.currencyCode)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollFrame>
          )}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t('dashboard.total')}: {page.pagingData.itemCount}
            </Text>
            <Anchor component={Link} to={localize(`${LIST_ROUTE[kind]}?tab=all`)} size="sm">
              {t('dashboard.viewAll')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </CardState>
  );
}

/** How many orders of a kind are in each status; which ones (all, open, closed) is a setting of the user. */
export function StatusSummaryCard({ kind }: { kind: SubmittedOrderKind }) {
  const { t } = useTranslation();
  const setting = usePrimitiveSetting('CPV3_DASHBOARD_ORDERS_STATUS');
  const save = useSavePrimitiveSetting('CPV3_DASHBOARD_ORDERS_STATUS');
  const withStatus = save.isPending ? (save.variables ?? 'ALL') : (setting.data?.value ?? 'ALL');
  const query = useOrdersStatusSummary(useCardScope(), kind, withStatus);
  return (
    <Stack gap="sm">
      <SegmentedControl
        size="xs"
        aria-label={t('dashboard.statusFilter')}
        value={withStatus}
        onChange={(value) =>
          save.mutate(value, {
            onError: () => notifyOperationFailed('save', t('dashboard.settingsName')),
          })
        }
        data={[
          { value: 'ALL', label: t('dashboard.statusAll') },
          { value: 'OPEN', label: t('dashboard.statusOpen') },
          { value: 'CLOSED', label: t('dashboard.statusClosed') },
        ]}
      />
      <CardState query={query} loadName={t(`dashboard.cards.${STATUS_CARD[kind]}.loadName`)} skeletonRows={4}>
        {(summary) => (
          <Stack gap={8}>
            {summary.statuses.map((status) => (
              <div key={status.statusId}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm">{status.statusName}</Text>
                  <Text size="sm" fw={600}>
                    {status.count}
                  </Text>
                </Group>
                <Progress
                  value={summary.total > 0 ? (status.count / summary.total) * 100 : 0}
                  color={status.isClosed ? 'gray' : 'brand'}
                  size="sm"
                  // The name and count are the text above; the bar only draws them.
                  aria-hidden
                />
              </div>
            ))}
            <Text size="xs" c="dimmed">
              {t('dashboard.total')}: {summary.total}
            </Text>
          </Stack>
        )}
      </CardState>
    </Stack>
  );
}
