import { Alert, Card, Checkbox, Radio, Stack, Text, Title } from '@mantine/core';
import type { createOrderAndPay } from '@portal/shared/finance/create-order-and-pay';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyError } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { fromCents, toCents } from '../amounts';
import { useAvailableCredits } from '../api/get-available-credits';
import { usePaymentOptions } from '../api/get-payment-options';
import { type CreateOrderAndPayBody, useCreateOrderAndPay } from '../api/pay-orders';
import { centsInput, centsText, checkoutCreditPlan, newPaymentKey } from '../pay-allocation';
import { useFinanceFormat } from '../use-finance-format';
import { useNotifyPayment } from '../use-notify-payment';
import { canPay, canSeeCredits, type FinanceViewer } from '../viewer';
import { CardChoice, useCardChoice } from './card-choice';
import { PayCredits } from './pay-credits';

type SubmittedOrder = CallResponse<typeof createOrderAndPay>['order'];

/** The server refused the credits or the missing card: nothing was submitted, the payer changes the payment. */
const paymentRefusal = (error: ApiError) =>
  error.errorMessages.some((m) => m.key === 'creditAmount' || m.key === 'creditCardId');

/** A price quote is paid once accepted (the server's refusal names it): the checkout falls back to paying later. */
const isQuoteRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.errorMessages.some((m) => m.key === 'jobInsertError' && m.value === 'price quote');

/**
 * The checkout's "pay now" (spec §7 Payments and cards, POST /payment/createorderandpay): the payer chooses between
 * paying on invoice later and paying now; paying now submits the cart and pays the order's invoice once, with the
 * customer's credits first (as much as is useful unless the payer types another amount) and a card for the rest, as
 * the invoice pay dialog does. The order is kept when the card is declined (the credits are given back): its invoice
 * stays open on the Invoices page, and the payer is told so.
 */
export function useCheckoutPayNow({
  viewer,
  customerId,
  amountDue,
  currency,
}: {
  viewer: FinanceViewer;
  /** The customer the order is for (staff pay with that customer's cards and credits). */
  customerId: number;
  /** The order's total on screen: its invoice, which the server checks the total against. */
  amountDue: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { money: format } = useFinanceFormat();
  const money = (cents: number) => format(fromCents(cents), currency);
  const allowed = canPay(viewer);
  const options = usePaymentOptions(allowed);
  const offered = allowed && (options.data?.cardProcessors.length ?? 0) > 0;
  const [payNow, setPayNow] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const card = useCardChoice({ viewer, customerId, enabled: offered });
  const available = useAvailableCredits(
    { customerId, currencyCode: currency, isStaff: viewer.isStaff },
    offered && canSeeCredits(viewer),
  );
  const availableCents = available.data ?? 0;
  // Credits are applied when the payer says so: an order is not paid from them unasked.
  const [useCredits, setUseCredits] = useState(false);
  /** The credits as the payer typed them; null: as much as is useful, following the total. */
  const [creditText, setCreditText] = useState<string | null>(null);
  const applying = useCredits && availableCents > 0;
  const credits = checkoutCreditPlan(applying ? creditText : '0', toCents(amountDue), availableCents);
  const cardNeeded = credits.cardCents > 0;
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
    // A wrong credit amount shows on its field; nothing is sent.
    if (credits.error) return null;
    const chosen = cardNeeded ? await card.source() : { source: {} };
    if ('failure' in chosen) {
      setFailure(chosen.failure);
      return null;
    }
    try {
      const outcome = await createOrderAndPay.mutateAsync({
        ...request,
        payment: {
          idempotencyKey: paymentKey,
          ...chosen.source,
          ...(credits.creditCents > 0 ? { creditAmount: centsText(credits.creditCents) } : {}),
        },
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
      // The credits or the card refused (the credits above what the customer holds now, no card for the rest): said
      // where the payer chooses them, and nothing was submitted.
      if (error instanceof ApiError && error.status === 400 && paymentRefusal(error)) {
        setFailure(error.userMessages[0] ?? null);
        return null;
      }
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
            <Radio
              value="now"
              label={t(availableCents > 0 ? 'finance.checkoutPay.nowWithCredits' : 'finance.checkoutPay.now')}
              data-testid="checkout-pay-now"
            />
          </Stack>
        </Radio.Group>
        {payNow && (
          <>
            <Text size="sm" c="dimmed">
              {t(applying ? 'finance.checkoutPay.nowWithCreditsHint' : 'finance.checkoutPay.nowHint')}
            </Text>
            {availableCents > 0 && (
              <Checkbox
                label={t('finance.checkoutPay.useCredits', { amount: money(availableCents) })}
                checked={useCredits}
                onChange={(event) => setUseCredits(event.currentTarget.checked)}
                data-testid="checkout-use-credits"
              />
            )}
            {applying && (
              <PayCredits
                availableCents={availableCents}
                credits={credits}
                value={creditText ?? centsInput(credits.usefulCents, lang)}
                onChange={setCreditText}
                money={money}
                aboveUsefulKey="finance.checkoutPay.creditsAboveTotal"
              />
            )}
            {cardNeeded && <CardChoice choice={card} showErrors={showErrors} />}
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
    ready: !cardNeeded || card.ready,
    pending: createOrderAndPay.isPending || card.saving,
    section,
    submitAndPay,
  };
}
