import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { type FormEvent, lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { Columns } from '../../../../components/columns';
import { SelectField } from '../../../../components/native-fields';
import { CheckField, TextAreaField, TextField } from '../../../../components/text-fields';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useTypedBeforeHydration } from '../../../../lib/use-typed-before-hydration';
import { useCountries } from '../../../reference/public/get-countries';
import { useStates } from '../../../reference/public/get-states';
import { errorsOf, fieldMessage, nest, type Values } from '../form-values';

const PasswordField = lazy(() => import('./password-field'));

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

/*
 * The fields are the browser's own controls (components/native-fields.tsx): the sign-up page is a storefront page and
 * stays within its 150 KB of JavaScript (docs/benchmarks.md); a country list is a native select, which a phone shows as
 * its own picker and a keyboard searches by typing.
 */

function CountrySelect({ spec, value, error, onChange }: FieldProps) {
  const { t } = useTranslation();
  const countries = useCountries().data ?? [];
  return (
    <SelectField
      label={spec.label}
      required={spec.required}
      placeholder={t('people.choose')}
      options={countries.map((c) => ({ value: String(c.id), label: c.name }))}
      value={String(value)}
      onChange={onChange}
      error={error}
      testId={`field-${spec.name}`}
    />
  );
}

function StateSelect({ spec, value, error, onChange, countryId }: FieldProps & { countryId: string }) {
  const { t } = useTranslation();
  const states = useStates(countryId === '' ? null : Number(countryId)).data ?? [];
  return (
    <SelectField
      label={spec.label}
      placeholder={t('people.choose')}
      disabled={states.length === 0}
      options={states.map((s) => ({ value: String(s.id), label: s.name }))}
      value={String(value)}
      onChange={onChange}
      error={error}
      testId={`field-${spec.name}`}
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
  const { t } = useTranslation();
  const text = { label: spec.label, name: spec.name, value: String(value), onChange, error };
  if (spec.type === 'checkbox')
    return (
      <CheckField
        label={spec.label}
        checked={value === true}
        onChange={onChange}
        className="nf-check-beside"
      />
    );
  if (spec.type === 'password')
    return (
      <Suspense fallback={<TextField {...text} type="password" required={spec.required} />}>
        <PasswordField
          {...text}
          required={spec.required}
          autoComplete={spec.autoComplete}
          toggleLabel={t('auth.togglePasswordVisibility')}
        />
      </Suspense>
    );
  if (spec.type === 'country') return <CountrySelect {...props} />;
  if (spec.type === 'select')
    return (
      <SelectField
        label={spec.label}
        required={spec.required}
        placeholder={spec.required ? t('people.choose') : t('people.none')}
        options={spec.options ?? []}
        value={String(value)}
        onChange={onChange}
        error={error}
        testId={`field-${spec.name}`}
      />
    );
  if (spec.type === 'textarea') return <TextAreaField {...text} rows={3} />;
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
    <TextField
      {...text}
      type={spec.type ?? 'text'}
      required={spec.required}
      autoComplete={spec.autoComplete}
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
  /** The call's own schema, checked before sending; without it (the sign-up page) the server's answer says. */
  schema?: ZodType;
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

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    const spec = fields.find((f) => f.name === name);
    if (spec) set(spec)(value);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = nest(values, fields);
    const checked = schema?.safeParse(body);
    if (checked && !checked.success) {
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
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Columns cols={{ base: 1, sm: 2 }} spacing="sm">
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
          </Columns>
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
