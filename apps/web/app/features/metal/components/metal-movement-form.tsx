import { Alert, Button, Group, Select, SimpleGrid, SegmentedControl, TextInput } from '@mantine/core';
import {
  PRODUCTION_STEPS,
  type MovementDirection,
  type ProductionStep,
} from '@portal/shared/metal/movement-schemas';
import { useState, type ReactNode } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRecordMetalMovement } from '../api/record-metal-movement';

interface Form {
  step: ProductionStep;
  direction: MovementDirection;
  metalId: string | null;
  grams: string;
  worker: string;
  note: string;
}

/**
 * Records metal issued to a production step or returned from it. A return above what is still out at that step is
 * refused by the server and said on the weight field; the form keeps what was typed.
 */
export function MetalMovementForm({
  orderId,
  metals,
}: {
  orderId: number;
  metals: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const record = useRecordMetalMovement(orderId);
  const [form, setForm] = useState<Form>({
    step: 'casting',
    direction: 'issued',
    metalId: metals[0]?.value ?? null,
    grams: '',
    worker: '',
    note: '',
  });
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const error = record.error instanceof ApiError ? record.error : null;
  const fieldError = (key: string): ReactNode =>
    error?.errorMessages.find((m) => m.key === key)?.value ?? null;
  const general =
    error && !['step', 'direction', 'metalId', 'grams', 'worker', 'note', 'movedAt'].some(fieldError);

  const submit = () => {
    if (!form.metalId) return;
    record.mutate(
      {
        step: form.step,
        direction: form.direction,
        metalId: Number(form.metalId),
        grams: form.grams.replace(',', '.'),
        ...(form.worker.trim() ? { worker: form.worker } : {}),
        ...(form.note.trim() ? { note: form.note } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(t(form.direction === 'issued' ? 'metal.form.issuedDone' : 'metal.form.returnedDone'));
          set({ grams: '', note: '' });
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
      aria-label={t('metal.form.title')}
      data-testid="metal-movement-form"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SegmentedControl
          aria-label={t('metal.form.direction')}
          value={form.direction}
          onChange={(value) => set({ direction: value as MovementDirection })}
          data={[
            { value: 'issued', label: t('metal.direction.issued') },
            { value: 'returned', label: t('metal.direction.returned') },
          ]}
          data-testid="metal-direction"
        />
        <Select
          label={t('metal.form.step')}
          value={form.step}
          onChange={(value) => value && set({ step: value as ProductionStep })}
          data={PRODUCTION_STEPS.map((step) => ({ value: step, label: t(`metal.steps.${step}`) }))}
          allowDeselect={false}
          error={fieldError('step')}
          data-testid="metal-step"
        />
        <Select
          label={t('metal.form.metal')}
          value={form.metalId}
          onChange={(value) => set({ metalId: value })}
          data={metals}
          allowDeselect={false}
          required
          error={fieldError('metalId')}
          data-testid="metal-metal"
        />
        <TextInput
          label={t('metal.form.grams')}
          inputMode="decimal"
          required
          value={form.grams}
          onChange={(e) => set({ grams: e.currentTarget.value })}
          error={fieldError('grams')}
          data-testid="metal-grams"
        />
        <TextInput
          label={t('metal.form.worker')}
          value={form.worker}
          maxLength={100}
          onChange={(e) => set({ worker: e.currentTarget.value })}
          error={fieldError('worker')}
        />
        <TextInput
          label={t('metal.form.note')}
          value={form.note}
          maxLength={500}
          onChange={(e) => set({ note: e.currentTarget.value })}
          error={fieldError('note')}
        />
      </SimpleGrid>
      {general && (
        <Alert color="red" mt="sm" role="alert">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button type="submit" loading={record.isPending} disabled={!form.metalId} data-testid="metal-submit">
          {t(form.direction === 'issued' ? 'metal.form.submitIssued' : 'metal.form.submitReturned')}
        </Button>
      </Group>
    </form>
  );
}
