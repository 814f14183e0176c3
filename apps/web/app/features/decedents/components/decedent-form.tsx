import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { decedentFields } from '@portal/shared/decedents/schemas';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DecedentRow } from '../api/get-decedents';
import { useSaveDecedent } from '../api/save-decedent';

type Values = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  dateOfDeath: string;
  referenceNumber: string;
  notes: string;
};
type Field = keyof Values;

const valuesOf = (decedent: DecedentRow | null): Values => ({
  firstName: decedent?.firstName ?? '',
  lastName: decedent?.lastName ?? '',
  dateOfBirth: decedent?.dateOfBirth ?? '',
  dateOfDeath: decedent?.dateOfDeath ?? '',
  referenceNumber: decedent?.referenceNumber ?? '',
  notes: decedent?.notes ?? '',
});

/** Which field's message the form shows in the user's language (the contract's messages are English). */
const FIELD_MESSAGES: Partial<Record<Field, string>> = {
  firstName: 'decedents.errors.firstName',
  lastName: 'decedents.errors.lastName',
  dateOfDeath: 'decedents.errors.dates',
};

/**
 * Records a decedent or corrects one: checked here with the contract's own schema, then by the server; a field the
 * server refuses shows its message under the field.
 */
export function DecedentForm({
  decedent,
  customerId,
  readOnly,
  onSaved,
}: {
  decedent: DecedentRow | null;
  /** Staff record for the funeral home chosen on the page. */
  customerId: number | null;
  readOnly: boolean;
  onSaved: (saved: DecedentRow) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDecedent();
  const [values, setValues] = useState<Values>(() => valuesOf(decedent));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      ...values,
      dateOfBirth: values.dateOfBirth || null,
      dateOfDeath: values.dateOfDeath || null,
      ...(decedent === null && customerId !== null ? { customerId } : {}),
    };
    const checked = decedentFields.safeParse(draft);
    if (!checked.success) {
      setErrors(
        Object.fromEntries(
          checked.error.issues.map((i) => {
            const key = String(i.path[0]) as Field;
            return [key, FIELD_MESSAGES[key] ? t(FIELD_MESSAGES[key]) : i.message];
          }),
        ),
      );
      return;
    }
    setErrors({});
    save.mutate(
      { id: decedent?.id ?? null, draft },
      {
        onSuccess: (saved) => {
          notifyDone('saved', saved.fullName);
          onSaved(saved);
        },
        onError: (error) =>
          setErrors(
            error instanceof ApiError && error.errorMessages.length > 0
              ? Object.fromEntries(error.errorMessages.map((m) => [m.key, m.value]))
              : { form: t('decedents.errors.saveFailed') },
          ),
      },
    );
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
    error: errors[name],
    readOnly,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('decedents.form.title')} data-testid="decedent-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('decedents.fields.firstName')} required {...field('firstName')} />
          <TextInput label={t('decedents.fields.lastName')} required {...field('lastName')} />
          <TextInput type="date" label={t('decedents.fields.dateOfBirth')} {...field('dateOfBirth')} />
          <TextInput type="date" label={t('decedents.fields.dateOfDeath')} {...field('dateOfDeath')} />
        </SimpleGrid>
        <TextInput label={t('decedents.fields.referenceNumber')} {...field('referenceNumber')} />
        <Textarea label={t('decedents.fields.notes')} autosize minRows={2} maxRows={6} {...field('notes')} />
        {(errors.form ?? errors.customerId ?? errors.forbidden) && (
          <Text c="red.8" size="sm" role="alert">
            {errors.form ?? errors.customerId ?? errors.forbidden}
          </Text>
        )}
        {!readOnly && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-decedent">
              {t('decedents.form.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
