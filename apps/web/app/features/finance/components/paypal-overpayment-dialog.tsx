import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useAddPayPalOverpayment } from '../api/add-paypal-overpayment';
import type { CustomerFilterSlot } from '../viewer';

interface Form {
  customerId: number | null;
  transactionId: string;
  amount: string;
  paymentDate: string;
  note: string;
}

const EMPTY: Form = { customerId: null, transactionId: '', amount: '', paymentDate: '', note: '' };

/**
 * Staff record money a customer sent through PayPal above what it owed (spec §5 Overpayment): it becomes a PayPal
 * payment and a prepayment credit the customer can use on its next invoices. Errors show on their fields.
 */
export function PayPalOverpaymentDialog({
  customerPicker,
  onClose,
}: {
  customerPicker: CustomerFilterSlot;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(EMPTY);
  const record = useAddPayPalOverpayment();
  const error = record.error instanceof ApiError ? record.error : null;
  const fieldError = (key: string): ReactNode =>
    error?.errorMessages.find((m) => m.key === key)?.value ?? null;
  const general = error && !['customerId', 'transactionId', 'amount', 'paymentDate', 'note'].some(fieldError);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = () => {
    if (form.customerId === null) return;
    record.mutate(
      {
        customerId: form.customerId,
        transactionId: form.transactionId,
        amount: form.amount,
        ...(form.paymentDate ? { paymentDate: form.paymentDate } : {}),
        ...(form.note.trim() ? { note: form.note } : {}),
      },
      {
        onSuccess: (value) => {
          notifySuccess(
            t('finance.paypal.recorded', { payment: value.paymentCode, credit: value.creditCode }),
          );
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t('finance.paypal.title')} size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          {customerPicker(form.customerId, (customerId) => set({ customerId }))}
          {fieldError('customerId') && <Alert color="red">{fieldError('customerId')}</Alert>}
          <TextInput
            label={t('finance.paypal.transactionId')}
            description={t('finance.paypal.transactionHint')}
            required
            value={form.transactionId}
            onChange={(e) => set({ transactionId: e.currentTarget.value })}
            error={fieldError('transactionId')}
            data-testid="paypal-transaction"
          />
          <TextInput
            label={t('finance.paypal.amount')}
            required
            inputMode="decimal"
            value={form.amount}
            onChange={(e) => set({ amount: e.currentTarget.value })}
            error={fieldError('amount')}
            data-testid="paypal-amount"
          />
          <TextInput
            type="date"
            label={t('finance.paypal.date')}
            value={form.paymentDate}
            onChange={(e) => set({ paymentDate: e.currentTarget.value })}
            error={fieldError('paymentDate')}
          />
          <Textarea
            label={t('finance.paypal.note')}
            value={form.note}
            maxLength={500}
            onChange={(e) => set({ note: e.currentTarget.value })}
            error={fieldError('note')}
          />
          {general && <Alert color="red">{error.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={record.isPending}
              disabled={form.customerId === null}
              data-testid="paypal-submit"
            >
              {t('finance.paypal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
