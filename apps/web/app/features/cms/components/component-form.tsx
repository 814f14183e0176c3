import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { Component } from '@portal/shared/cms/schemas';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifyDone } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type ComponentInput, useSaveComponent } from '../api/components';

/**
 * The server's field errors of a refused save, by field path (api-conventions: key = field path); several on one field
 * (each value a new type refuses) are shown together.
 */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const m of error.errorMessages)
      errors[m.key] = errors[m.key] ? `${errors[m.key]} · ${m.value}` : m.value;
  return errors;
};

/**
 * A component's name, code and its two flags (spec §3): a content type is written as a page or entry of its own, a
 * nestable component goes inside another's list of nested components. Creates when no component is given.
 */
export function ComponentForm({
  component,
  onSaved,
  submitLabel,
}: {
  component?: Component;
  onSaved?: (saved: Component) => void;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const save = useSaveComponent();
  const [form, setForm] = useState<ComponentInput>({
    name: component?.name ?? '',
    code: component?.code ?? '',
    contentType: component?.contentType ?? true,
    nestable: component?.nestable ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = () =>
    save.mutate(
      { ...form, id: component?.id },
      {
        onSuccess: (saved) => {
          setErrors({});
          notifyDone('saved', saved.name);
          onSaved?.(saved);
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label={t('cms.fields.name')}
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={errors.name}
          required
          miw={200}
          data-testid="component-name"
        />
        <TextInput
          label={t('cms.fields.code')}
          description={t('cms.codeHint')}
          value={form.code}
          onChange={(e) => setForm({ ...form, code: e.currentTarget.value })}
          error={errors.code}
          required
          miw={200}
          data-testid="component-code"
        />
      </Group>
      <Group gap="lg">
        <Switch
          label={t('cms.fields.contentType')}
          checked={form.contentType}
          onChange={(e) => setForm({ ...form, contentType: e.currentTarget.checked })}
        />
        <Switch
          label={t('cms.fields.nestable')}
          checked={form.nestable}
          onChange={(e) => setForm({ ...form, nestable: e.currentTarget.checked })}
        />
      </Group>
      <Group>
        <Button type="submit" loading={save.isPending} disabled={!form.name.trim() || !form.code.trim()}>
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
