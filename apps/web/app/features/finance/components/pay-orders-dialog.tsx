import { Alert, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useInsertOrdersAndPay } from '../api/pay-orders';
import { newPaymentKey } from '../pay-allocation';
import { useFinanceFormat } from '../use-finance-format';
import { useNotifyPayment } from '../use-notify-payment';
import type { FinanceViewer } from '../viewer';
import { PayDialogFooter, paymentFailure, useCardChoice } from './card-choice';

/** A submitted order as the order lists show it: all the dialog needs to name it. */
export interface PayableOrder {
  id: number;
  code: string;
  customerId: number;
  grandTotal: number;
  currencyCode: string;
}

/**
 * Pays selected job or sales orders up front (spec §7 Payments and cards, POST /payment/insertOrdersAndPay): each order
 * without an invoice is invoiced, then one card charge pays what is left on them. One idempotency key per attempt: a
 * double click or a retry after no answer pays once; a declined card keeps the dialog open to choose another.
 */
export default function PayOrdersDialog({
  orders,
  viewer,
  onClose,
  onPaid,
}: {
  /** One customer's orders, in one currency. */
  orders: readonly PayableOrder[];
  viewer: FinanceViewer;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFinanceFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const customerId = orders[0]!.customerId;
  const currency = orders[0]!.currencyCode;
  const card = useCardChoice({ viewer, customerId });
  const pay = useInsertOrdersAndPay();
  const notifyPayment = useNotifyPayment();
  const [key, setKey] = useState(newPaymentKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const total = orders.reduce((sum, order) => sum + order.grandTotal, 0);
  // A payment belongs to one customer and is in one currency: the payer narrows the selection first.
  const mixed =
    new Set(orders.map((order) => order.customerId)).size > 1 ||
    new Set(orders.map((order) => order.currencyCode)).size > 1;

  const submit = async () => {
    setShowErrors(true);
    setFailure(null);
    const chosen = await card.source();
    if ('failure' in chosen) return setFailure(chosen.failure);
    try {
      const outcome = await pay.mutateAsync({
        idempotencyKey: key,
        orderIds: orders.map((order) => order.id),
        ...chosen.source,
        customerId: viewer.isStaff ? customerId : undefined,
      });
      if (!outcome.payment) {
        setKey(newPaymentKey());
        return setFailure(
          t('finance.checkoutPay.ordersDeclined', {
            reason: outcome.paymentError ?? t('finance.pay.declined'),
          }),
        );
      }
      notifyPayment(outcome.payment);
      onPaid();
    } catch (error) {
      const { message, keySpent } = paymentFailure(error, t);
      if (keySpent) setKey(newPaymentKey());
      setFailure(message);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('finance.checkoutPay.payOrdersTitle', { count: orders.length })}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('finance.pay.cancel') }}
      data-testid="pay-orders-dialog"
    >
      {mixed ? (
        <Stack gap="md">
          <Alert color="yellow" data-testid="pay-orders-mixed">
            {t('finance.checkoutPay.severalCustomers')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('finance.pay.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('finance.checkoutPay.payOrdersHint')}
          </Text>
          <Table verticalSpacing="xs" withTableBorder>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.id} data-testid="pay-order-line">
                  <Table.Td fw={600}>{order.code}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {money(order.grandTotal, order.currencyCode)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm" fw={600} ta="right">
            {t('finance.checkoutPay.ordersDue', { amount: money(total, currency) })}
          </Text>
          <PayDialogFooter
            card={card}
            showErrors={showErrors}
            failure={failure}
            pending={pay.isPending}
            submitLabel={t('finance.pay.submitPlain')}
            submitTestId="pay-orders-submit"
            onCancel={onClose}
            onSubmit={() => void submit()}
          />
        </Stack>
      )}
    </Modal>
  );
}
