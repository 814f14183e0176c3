import { Alert, Card, Radio, Stack, Text, Title } from '@mantine/core';
import type { createOrderAndPay } from '@portal/shared/finance/create-order-and-pay';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePaymentOptions } from '../api/get-payment-options';
import { type CreateOrderAndPayBody, useCreateOrderAndPay } from '../api/pay-orders';
import { newPaymentKey } from '../pay-allocation';
import { useNotifyPayment } from '../use-notify-payment';
import { canPay, type FinanceViewer } from '../viewer';
import { CardChoice, useCardChoice } from './card-choice';

type SubmittedOrder = CallResponse<typeof createOrderAndPay>['order'];

/** A price quote is paid once accepted (the server's refusal names it): the checkout falls back to paying later. */
const isQuoteRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.errorMessages.some((m) => m.key === 'jobInsertError' && m.value === 'price quote');

/**
 * The checkout's "pay now" (spec §7 Payments and cards, POST /payment/createorderandpay): the payer chooses between
 * paying on invoice later and paying by card now; paying now submits the cart and charges the order's invoice once. The
 * order is kept when the card is declined: its invoice stays open on the Invoices page, and the payer is told so.
 */
export function useCheckoutPayNow({
  viewer,
  customerId,
}: {
  viewer: FinanceViewer;
  /** The customer the order is for (staff pay with that customer's cards). */
  customerId: number;
}) {
  const { t } = useTranslation();
  const allowed = canPay(viewer);
  const options = usePaymentOptions(allowed);
  const offered = allowed && (options.data?.cardProcessors.length ?? 0) > 0;
  const [payNow, setPayNow] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const card = useCardChoice({ viewer, customerId, enabled: offered });
  const createOrderAndPay = useCreateOrderAndPay();
  const notifyPayment = useNotifyPayment();
  // One payment key per attempt: kept when no answer came back, so trying again cannot charge twice.
  const [paymentKey, setPaymentKey] = useState(newPaymentKey);

  /** Submits and pays; null when nothing was sent (the section shows why) or the cart must be submitted unpaid. */
  const submitAndPay = async (
    request: Omit<CreateOrderAndPayBody, 'payment'>,
  ): Promise<SubmittedOrder | null> => {
    setShowErrors(true);
    setFailure(null);
    const chosen = await card.source();
    if ('failure' in chosen) {
      setFailure(chosen.failure);
      return null;
    }
    try {
      const outcome = await createOrderAndPay.mutateAsync({
        ...request,
        payment: { idempotencyKey: paymentKey, ...chosen.source },
      });
      setPaymentKey(newPaymentKey());
      if (outcome.payment) notifyPayment(outcome.payment);
      else {
        const invoice = outcome.invoices[0]?.invoiceCode ?? '';
        notifyError(
          t('finance.checkoutPay.declined', {
            order_code: outcome.order.order_code,
            invoice,
            reason: outcome.paymentError ?? t('finance.pay.declined'),
          }),
        );
      }
      return outcome.order;
    } catch (error) {
      if (isQuoteRefusal(error)) {
        setPayNow(false);
        setFailure(error.userMessages[0] ?? null);
        return null;
      }
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        setPaymentKey(newPaymentKey());
      throw error;
    }
  };

  const section = offered ? (
    <Card withBorder radius="md" padding="md" data-testid="checkout-payment">
      <Title order={2} fz="h4" mb="sm">
        {t('finance.checkoutPay.title')}
      </Title>
      <Stack gap="sm">
        <Radio.Group
          value={payNow ? 'now' : 'later'}
          onChange={(value) => setPayNow(value === 'now')}
          aria-label={t('finance.checkoutPay.title')}
        >
          <Stack gap="xs">
            <Radio value="later" label={t('finance.checkoutPay.later')} data-testid="checkout-pay-later" />
            <Radio value="now" label={t('finance.checkoutPay.now')} data-testid="checkout-pay-now" />
          </Stack>
        </Radio.Group>
        {payNow && (
          <>
            <Text size="sm" c="dimmed">
              {t('finance.checkoutPay.nowHint')}
            </Text>
            <CardChoice choice={card} showErrors={showErrors} />
          </>
        )}
        {failure && (
          <Alert color="red" role="alert" data-testid="checkout-pay-failure">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  ) : allowed && options.isError ? (
    // spec §8: the order can still be placed (and paid later); the payer is told why paying now is not offered.
    <Alert color="red" role="alert" data-testid="pay-processor-failed">
      {t('finance.card.processorFailed')}
    </Alert>
  ) : null;

  return {
    chosen: offered && payNow,
    ready: card.ready,
    pending: createOrderAndPay.isPending || card.saving,
    section,
    submitAndPay,
  };
}
