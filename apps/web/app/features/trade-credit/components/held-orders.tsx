import { Alert, Button, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import type { HeldOrder } from '@portal/shared/trade-credit/schemas';
import { useState } from 'react';
import { ScrollFrame } from '../../../components/scroll-frame';
import { notifySuccess } from '../../../lib/feedback';
import { formatDateTime } from '../../../lib/format';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type HoldList, useDeclineHeld, useHeldOrders, useLetThrough } from '../api/held-orders';

/** The reason is required: an empty one is the field's error before anything is sent. */
function DeclineDialog({ list, order, onClose }: { list: HoldList; order: HeldOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const decline = useDeclineHeld(list);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={t('heldOrders.declineTitle', { code: order.orderCode })} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(t('heldOrders.reasonRequired'));
          decline.mutate(
            { id: order.orderId, reason: reason.trim() },
            {
              onSuccess: () => {
                notifySuccess(t('heldOrders.declined', { code: order.orderCode }));
                onClose();
              },
            },
          );
        }}
      >
        <Stack>
          <Textarea
            label={t('heldOrders.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            autosize
            minRows={3}
            maxLength={2000}
            data-testid="held-decline-reason"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={decline.isPending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {t('heldOrders.decline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Held orders, oldest first, with the decision on each: staff's credit holds (release, decline) or a customer
 * administrator's orders above a buyer's limit (approve, decline).
 */
export function HeldOrders({ list }: { list: HoldList }) {
  const { t } = useTranslation();
  const lang = useLang();
  const held = useHeldOrders(list);
  const letThrough = useLetThrough(list);
  const [declining, setDeclining] = useState<HeldOrder | null>(null);
  const rows = held.data ?? [];
  const go = (order: HeldOrder) =>
    letThrough.mutate(order.orderId, {
      onSuccess: (answer) =>
        notifySuccess(
          answer.heldAgain
            ? answer.heldAgain.message
            : t(list === 'credit' ? 'heldOrders.released' : 'heldOrders.approved', { code: order.orderCode }),
        ),
    });
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t(list === 'credit' ? 'heldOrders.creditIntro' : 'heldOrders.approvalIntro')}
      </Text>
      {held.isError && <Alert color="red">{t('heldOrders.loadFailed')}</Alert>}
      <ScrollFrame minWidth={760} label={t('heldOrders.tableLabel')}>
        <Table data-testid="held-orders" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('heldOrders.order')}</Table.Th>
              {list === 'credit' && <Table.Th>{t('heldOrders.customer')}</Table.Th>}
              <Table.Th>{t('heldOrders.placedBy')}</Table.Th>
              <Table.Th>{t('heldOrders.total')}</Table.Th>
              <Table.Th>{t('heldOrders.why')}</Table.Th>
              <Table.Th>{t('heldOrders.since')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((order) => (
              <Table.Tr key={order.holdId} data-testid="held-order-row">
                <Table.Td translate="no">{order.orderCode}</Table.Td>
                {list === 'credit' && (
                  <Table.Td>
                    {order.accountNumber} · {order.customerName}
                  </Table.Td>
                )}
                <Table.Td>{order.placedBy ?? '—'}</Table.Td>
                <Table.Td>
                  {order.grandTotal.toLocaleString(lang, { style: 'currency', currency: order.currencyCode })}
                </Table.Td>
                <Table.Td>{order.reasonText}</Table.Td>
                <Table.Td>{formatDateTime(order.heldAt, lang)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" loading={letThrough.isPending} onClick={() => go(order)}>
                      {t(list === 'credit' ? 'heldOrders.release' : 'heldOrders.approve')}
                    </Button>
                    <Button size="xs" variant="light" color="red" onClick={() => setDeclining(order)}>
                      {t('heldOrders.decline')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollFrame>
      {held.data && rows.length === 0 && <Text c="dimmed">{t('heldOrders.none')}</Text>}
      {declining && <DeclineDialog list={list} order={declining} onClose={() => setDeclining(null)} />}
    </Stack>
  );
}
