import {
  Button,
  Card,
  Checkbox,
  Group,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useProfileCountries, useProfileStates } from '../api/places';
import { errorsOf, fieldMessage, nest, type Values } from '../form-values';

export interface FieldSpec {
  /** The body's field, dotted for a nested one (`address.city`). */
  name: string;
  label: string;
  type?:
    | 'text'
    | 'email'
    | 'tel'
    | 'url'
    | 'password'
    | 'checkbox'
    | 'country'
    | 'state'
    | 'select'
    | 'textarea'
    | 'honeypot';
  /** The choices of a 'select'. */
  options?: { value: string; label: string }[];
  required?: boolean;
  autoComplete?: string;
  /** For a state: the field holding its country. */
  countryField?: string;
}

function CountrySelect({ spec, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const countries = useProfileCountries().data ?? [];
  return (
    <Select
      label={spec.label}
      required={spec.required}
      searchable
      data={countries.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === '' ? null : String(value)}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      data-testid={`field-${spec.name}`}
      nothingFoundMessage={t('people.noMatch')}
    />
  );
}

function StateSelect({ spec, value, error, onChange, countryId }: FieldProps & { countryId: string }) {
  const states = useProfileStates(countryId === '' ? null : Number(countryId)).data ?? [];
  return (
    <Select
      label={spec.label}
      searchable
      clearable
      disabled={states.length === 0}
      data={states.map((s) => ({ value: String(s.id), label: s.name }))}
      value={value === '' ? null : String(value)}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      data-testid={`field-${spec.name}`}
    />
  );
}

interface FieldProps {
  spec: FieldSpec;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

function Field(props: FieldProps & { values: Values }) {
  const { spec, value, error, onChange } = props;
  if (spec.type === 'checkbox')
    return (
      <Checkbox
        label={spec.label}
        checked={value === true}
        onChange={(e) => onChange(e.currentTarget.checked)}
        mt="lg"
      />
    );
  if (spec.type === 'password')
    return (
      <PasswordInput
        label={spec.label}
        name={spec.name}
        required={spec.required}
        autoComplete={spec.autoComplete}
        value={String(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
      />
    );
  if (spec.type === 'country') return <CountrySelect {...props} />;
  if (spec.type === 'select')
    return (
      <Select
        label={spec.label}
        required={spec.required}
        clearable={!spec.required}
        data={spec.options ?? []}
        value={value === '' ? null : String(value)}
        onChange={(next) => onChange(next ?? '')}
        error={error}
        data-testid={`field-${spec.name}`}
      />
    );
  if (spec.type === 'textarea')
    return (
      <Textarea
        label={spec.label}
        name={spec.name}
        autosize
        minRows={3}
        value={String(value)}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={error}
      />
    );
  if (spec.type === 'honeypot')
    // A field people never see nor reach with the keyboard; robots that fill every input fill it (sign-up).
    return (
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1 }}>
        <input
          type="text"
          name={spec.name}
          tabIndex={-1}
          autoComplete="off"
          value={String(value)}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      </div>
    );
  if (spec.type === 'state')
    return <StateSelect {...props} countryId={String(props.values[spec.countryField ?? ''] ?? '')} />;
  return (
    <TextInput
      label={spec.label}
      name={spec.name}
      type={spec.type ?? 'text'}
      required={spec.required}
      autoComplete={spec.autoComplete}
      value={String(value)}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/**
 * One card of my-profile: its fields checked with the call's own schema before sending (the server checks again with
 * the same one), each error on its field, whether found here or answered by the server.
 */
export function CardForm({
  title,
  testId,
  fields,
  schema,
  initial,
  pending,
  onSave,
  onSaved,
  extra,
  submitLabel,
}: {
  title: string;
  testId: string;
  fields: FieldSpec[];
  schema: ZodType;
  initial: Values;
  pending: boolean;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  onSaved?: () => void;
  extra?: ReactNode;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const initialKey = JSON.stringify(initial);
  const [shownKey, setShownKey] = useState(initialKey);
  // A save (or another tab) changed what the card shows: start again from it.
  if (shownKey !== initialKey) {
    setShownKey(initialKey);
    setValues(initial);
  }

  const set = (spec: FieldSpec) => (value: string | boolean) =>
    setValues((current) => {
      const next = { ...current, [spec.name]: value };
      // spec §4: choosing a country clears the state.
      for (const f of fields) if (f.type === 'state' && f.countryField === spec.name) next[f.name] = '';
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = nest(values, fields);
    const checked = schema.safeParse(body);
    if (!checked.success) {
      setErrors(
        errorsOf(
          checked.error.issues.map((i) => ({ key: i.path.join('.'), value: i.message })),
          t,
        ),
      );
      return;
    }
    setErrors({});
    onSave(body).then(
      () => onSaved?.(),
      (error: unknown) => {
        if (error instanceof ApiError && error.errorMessages.length > 0) {
          const found = errorsOf(error.errorMessages, t);
          const known = fields.some((f) => found[f.name]);
          setErrors(known ? found : { _form: fieldMessage(error.errorMessages[0]!.value, t) });
        } else setErrors({ _form: t('people.saveFailed', { name: title }) });
      },
    );
  };

  return (
    <Card withBorder padding="lg" radius="md" data-testid={testId}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {fields.map((spec) => (
              <Field
                key={spec.name}
                spec={spec}
                value={values[spec.name] ?? ''}
                values={values}
                error={errors[spec.name]}
                onChange={set(spec)}
              />
            ))}
          </SimpleGrid>
          {errors._form && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-7)' }}>
              {errors._form}
            </div>
          )}
          {extra}
          <Group justify="flex-end">
            <Button type="submit" loading={pending}>
              {submitLabel ?? t('people.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
