import { Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PayInvoicesResult } from '@portal/shared/finance/pay-invoices';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { newPaymentKey } from '../pay-allocation';
import { useFinanceFormat } from '../use-finance-format';
import { useNotifyPayment } from '../use-notify-payment';
import type { FinanceViewer } from '../viewer';
import { PayDialogFooter, paymentFailure, useCardChoice, type CardSource } from './card-choice';

/**
 * Pays one amount another feature asks for (a job's deposit) by card: the same card choice, key and outcomes as every
 * pay dialog; the caller's `pay` sends its own call with the key and the card. One key per attempt: a double click or
 * a retry after no answer pays once; a refusal starts a new payment.
 */
export default function PayAmountDialog({
  title,
  hint,
  amount,
  currencyCode,
  customerId,
  viewer,
  pay,
  onClose,
  onPaid,
}: {
  title: string;
  hint: string;
  amount: number;
  currencyCode: string;
  customerId: number;
  viewer: FinanceViewer;
  pay: (body: CardSource & { idempotencyKey: string }) => Promise<PayInvoicesResult>;
  onClose: () => void;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const { money } = useFinanceFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const card = useCardChoice({ viewer, customerId });
  const notifyPayment = useNotifyPayment();
  const [key, setKey] = useState(newPaymentKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setShowErrors(true);
    setFailure(null);
    const chosen = await card.source();
    if ('failure' in chosen) return setFailure(chosen.failure);
    setPending(true);
    try {
      notifyPayment(await pay({ idempotencyKey: key, ...chosen.source }));
      onPaid();
    } catch (error) {
      const { message, keySpent } = paymentFailure(error, t);
      if (keySpent) setKey(newPaymentKey());
      setFailure(message);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('finance.pay.cancel') }}
      data-testid="pay-amount-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <Text size="sm" fw={600} ta="right" data-testid="pay-amount">
          {t('finance.checkoutPay.ordersDue', { amount: money(amount, currencyCode) })}
        </Text>
        <PayDialogFooter
          card={card}
          showErrors={showErrors}
          failure={failure}
          pending={pending}
          submitLabel={t('finance.pay.submitPlain')}
          submitTestId="pay-amount-submit"
          onCancel={onClose}
          onSubmit={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
