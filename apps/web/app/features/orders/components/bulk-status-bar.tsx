import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { notifyDone } from '../../../lib/feedback';
import { useOrderStatuses } from '../api/get-order-statuses';
import type { OrderRow } from '../api/order-types';
import { useUpdateJobOrderStatuses } from '../api/update-job-order-statuses';
import { reportFailure, serverMessageOf } from '../feedback';
import type { OrderKind } from '../order-kinds';
import { SetStatusModal } from './set-status-modal';
import { BulkStageButton } from '../../production/public/bulk-stage-button';

/**
 * What can be done with the selected orders: staff move job orders to one status together, or none moves (spec §4
 * bulk status change), or each to its next production stage; a payer pays them by card (spec §7 Payments and cards).
 */
export function BulkStatusBar({
  kind,
  selected,
  onDone,
  canChangeStatus,
  onPay,
}: {
  kind: OrderKind;
  selected: OrderRow[];
  onDone: () => void;
  canChangeStatus: boolean;
  onPay?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const statuses = useOrderStatuses('JO').data ?? [];
  const update = useUpdateJobOrderStatuses();
  const [opened, setOpened] = useState(false);
  const [round, setRound] = useState(0);
  const count = selected.length;

  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" data-testid="bulk-bar">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} role="status">
          {t(kind === 'SO' ? 'orders.bulk.selectedSales' : 'orders.bulk.selected', { count })}
        </Text>
        <Group gap="xs">
          <Button variant="default" size="sm" onClick={onDone}>
            {t('orders.bulk.clear')}
          </Button>
          {onPay && (
            <Button
              size="sm"
              variant={canChangeStatus ? 'default' : 'filled'}
              onClick={onPay}
              data-testid="bulk-pay"
            >
              {t('orders.bulk.pay')}
            </Button>
          )}
          {kind === 'JO' && canChangeStatus && (
            <BulkStageButton orderIds={selected.map((row) => row.id)} onDone={onDone} />
          )}
          {canChangeStatus && (
            <Button
              size="sm"
              onClick={() => {
                update.reset();
                setRound((r) => r + 1);
                setOpened(true);
              }}
              data-testid="bulk-change-status"
            >
              {t('orders.bulk.changeStatus')}
            </Button>
          )}
        </Group>
      </Group>
      <SetStatusModal
        key={round}
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('orders.bulk.title', { count })}
        statuses={statuses}
        confirmText={(status) => t('orders.bulk.confirm', { count, status })}
        pending={update.isPending}
        error={update.isError ? (serverMessageOf(update.error) ?? t('orders.bulk.failed')) : null}
        onConfirm={(statusCode) =>
          update.mutate(
            { ids: selected.map((row) => row.id), statusCode },
            {
              onSuccess: (answer) => {
                // spec §8: '{name} - updated successfully!'
                notifyDone('updated', t('orders.bulk.jobOrders', { count: answer.updated }));
                setOpened(false);
                onDone();
              },
              onError: (error) => reportFailure(error, 'save'),
            },
          )
        }
      />
    </Paper>
  );
}
