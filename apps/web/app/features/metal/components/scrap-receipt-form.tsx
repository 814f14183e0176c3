import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCreateCustomerMetalReceipt } from '../api/create-customer-metal-receipt';
import { useReceiptAlloys } from '../api/get-receipt-alloys';

/** The customer picker the page composes from the customers feature (a feature imports no other's screens). */
export type CustomerPickerSlot = (
  value: number | null,
  onChange: (customerId: number | null) => void,
) => ReactNode;

interface Form {
  customerId: number | null;
  masterAlloyId: string | null;
  grams: string;
  fineness: string;
  note: string;
}

const EMPTY: Form = { customerId: null, masterAlloyId: null, grams: '', fineness: '', note: '' };

/**
 * Staff receive a customer's old metal, tested: it is credited at the alloy's current fixing on its fine content,
 * less the refining charge, as a customer credit. The fixing and the charge show before the receipt is recorded.
 */
export function ScrapReceiptForm({ customerPicker }: { customerPicker: CustomerPickerSlot }) {
  const { t } = useTranslation();
  const format = useFormat();
  const alloys = useReceiptAlloys();
  const create = useCreateCustomerMetalReceipt();
  const [form, setForm] = useState<Form>(EMPTY);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const error = create.error instanceof ApiError ? create.error : null;
  const fieldError = (key: string): ReactNode =>
    error?.errorMessages.find((m) => m.key === key)?.value ?? null;
  const general = error && !['customerId', 'masterAlloyId', 'grams', 'fineness', 'note'].some(fieldError);
  const alloy = alloys.data?.find((a) => String(a.id) === form.masterAlloyId);

  const submit = () => {
    if (form.customerId === null || !form.masterAlloyId) return;
    create.mutate(
      {
        customerId: form.customerId,
        masterAlloyId: Number(form.masterAlloyId),
        grams: form.grams.replace(',', '.'),
        fineness: form.fineness.replace(',', '.'),
        ...(form.note.trim() ? { note: form.note } : {}),
      },
      {
        onSuccess: (receipt) => {
          notifySuccess(
            t('metal.scrap.recorded', {
              amount: format.money(receipt.amount, receipt.currencyCode),
              credit: receipt.creditNumber,
            }),
          );
          setForm((f) => ({ ...EMPTY, customerId: f.customerId, masterAlloyId: f.masterAlloyId }));
        },
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      aria-label={t('metal.scrap.formTitle')}
      data-testid="scrap-receipt-form"
    >
      <Stack gap="sm">
        {customerPicker(form.customerId, (customerId) => set({ customerId }))}
        {fieldError('customerId') && <Alert color="red">{fieldError('customerId')}</Alert>}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('metal.scrap.alloy')}
            required
            value={form.masterAlloyId}
            onChange={(value) => set({ masterAlloyId: value })}
            data={(alloys.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
            error={fieldError('masterAlloyId')}
            data-testid="scrap-alloy"
          />
          <TextInput
            label={t('metal.scrap.grams')}
            required
            inputMode="decimal"
            value={form.grams}
            onChange={(e) => set({ grams: e.currentTarget.value })}
            error={fieldError('grams')}
            data-testid="scrap-grams"
          />
          <TextInput
            label={t('metal.scrap.fineness')}
            description={t('metal.scrap.finenessHint')}
            required
            inputMode="decimal"
            value={form.fineness}
            onChange={(e) => set({ fineness: e.currentTarget.value })}
            error={fieldError('fineness')}
            data-testid="scrap-fineness"
          />
        </SimpleGrid>
        {alloy && (
          <Text size="sm" c={alloy.fixing ? undefined : 'red'} data-testid="scrap-basis">
            {alloy.fixing
              ? t('metal.scrap.basis', {
                  session: alloy.fixing.session,
                  date: format.date(`${alloy.fixing.date}T12:00:00Z`),
                  price: format.number(alloy.fixing.pricePerOunce, { minimumFractionDigits: 2 }),
                  charge: format.number(alloy.refiningChargePercent, { maximumFractionDigits: 2 }),
                })
              : t('metal.scrap.noFixing')}
          </Text>
        )}
        <Textarea
          label={t('metal.scrap.note')}
          value={form.note}
          maxLength={500}
          onChange={(e) => set({ note: e.currentTarget.value })}
          error={fieldError('note')}
        />
        {general && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={create.isPending}
            disabled={form.customerId === null || !form.masterAlloyId}
            data-testid="scrap-submit"
          >
            {t('metal.scrap.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
