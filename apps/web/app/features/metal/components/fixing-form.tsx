import { Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  FIXING_METALS,
  FIXING_SESSIONS,
  fixingFields,
  type MetalFixing,
} from '@portal/shared/metal/fixing-schemas';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSaveFixing } from '../api/fixings';

/** The benchmark each metal is usually taken from (docs/jewelry-trade.md §2): a default staff may change. */
const USUAL_SOURCE: Record<string, string> = {
  GOLD: 'LBMA',
  SILVER: 'LBMA',
  PLATINUM: 'LME',
  PALLADIUM: 'LME',
};

/** A time as the browser's datetime-local input shows it: the user's own clock, to the minute. */
function localInput(at: Date): string {
  const shifted = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 16);
}

interface Values {
  metal: string;
  session: string;
  source: string;
  price: number | string;
  fixedAt: string;
}

const valuesOf = (fixing: MetalFixing | null): Values => ({
  metal: fixing?.metal ?? 'GOLD',
  session: fixing?.session ?? 'PM',
  source: fixing?.source ?? 'LBMA',
  price: fixing?.pricePerOunce ?? '',
  fixedAt: localInput(fixing ? new Date(fixing.fixedAt) : new Date()),
});

/** Which message the form shows, in the page's language, for what the contract refuses before sending. */
const FIELD_MESSAGES: Record<string, string> = {
  pricePerOunce: 'metalFixings.fixings.errors.price',
  fixedAt: 'metalFixings.fixings.errors.fixedAt',
  source: 'metalFixings.fixings.errors.source',
};

/**
 * Records a fixing, or corrects one (`fixing` given). Checked with the contract's schema first, then by the server:
 * zero, negative, future and a second fixing of the same session come back under their field.
 */
export function FixingForm({ fixing, onSaved }: { fixing: MetalFixing | null; onSaved?: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFixing();
  const [values, setValues] = useState<Values>(() => valuesOf(fixing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const at = new Date(values.fixedAt);
    const draft = {
      metal: values.metal,
      session: values.session,
      source: values.source,
      pricePerOunce: typeof values.price === 'number' ? values.price : Number.NaN,
      fixedAt: Number.isNaN(at.getTime()) ? '' : at.toISOString(),
    };
    const checked = fixingFields.safeParse(draft);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((i) => {
            const key = String(i.path[0]);
            return [key, FIELD_MESSAGES[key] ? t(FIELD_MESSAGES[key]) : i.message];
          }),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { id: fixing?.id ?? null, draft: checked.data },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t(fixing ? 'metalFixings.fixings.corrected' : 'metalFixings.fixings.recorded', {
              metal: t(`metalFixings.names.${saved.metal}`),
            }),
          );
          if (!fixing) setValues((v) => ({ ...v, price: '' }));
          onSaved?.();
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.errorMessages.length > 0
              ? Object.fromEntries(
                  error.errorMessages.map((m) => [m.key === 'conflict' ? 'session' : m.key, m.value]),
                )
              : { form: t('metalFixings.fixings.errors.saveFailed') },
          ),
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t(fixing ? 'metalFixings.fixings.correctTitle' : 'metalFixings.fixings.recordTitle')}
      data-testid="fixing-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm">
          <Select
            label={t('metalFixings.fixings.metal')}
            data={FIXING_METALS.map((m) => ({ value: m, label: t(`metalFixings.names.${m}`) }))}
            value={values.metal}
            allowDeselect={false}
            disabled={fixing !== null}
            onChange={(metal) =>
              metal && set({ metal, source: fixing ? values.source : (USUAL_SOURCE[metal] ?? values.source) })
            }
            error={errors.metal}
          />
          <Select
            label={t('metalFixings.fixings.session')}
            data={FIXING_SESSIONS.map((s) => ({ value: s, label: t(`metalFixings.sessions.${s}`) }))}
            value={values.session}
            allowDeselect={false}
            onChange={(session) => session && set({ session })}
            error={errors.session}
          />
          <TextInput
            label={t('metalFixings.fixings.source')}
            value={values.source}
            onChange={(e) => set({ source: e.currentTarget.value })}
            error={errors.source}
            required
          />
          <NumberInput
            label={t('metalFixings.fixings.pricePerOunce')}
            value={values.price}
            onChange={(price) => set({ price })}
            decimalScale={2}
            min={0}
            thousandSeparator=" "
            error={errors.pricePerOunce}
            required
            data-testid="fixing-price"
          />
          <TextInput
            type="datetime-local"
            label={t('metalFixings.fixings.fixedAt')}
            value={values.fixedAt}
            onChange={(e) => set({ fixedAt: e.currentTarget.value })}
            error={errors.fixedAt}
            required
          />
        </SimpleGrid>
        {(errors.form ?? errors.forbidden) && (
          <Text c="red.8" size="sm" role="alert">
            {errors.form ?? errors.forbidden}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} data-testid="save-fixing">
            {t(fixing ? 'metalFixings.fixings.saveCorrection' : 'metalFixings.fixings.record')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
