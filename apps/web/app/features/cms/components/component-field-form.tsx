import { Button, Group, MultiSelect, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { ComponentField, FieldType } from '@portal/shared/cms/schemas';
import { useState } from 'react';
import { notifyDone } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  type ComponentFieldInput,
  useComponentNames,
  useFieldTypes,
  useSaveComponentField,
} from '../api/components';
import { useDataSources } from '../api/contents';
import { fieldErrorsOf } from './component-form';

/**
 * One field of a component: its name, code and type (GET component-fields/types), whether it is translated and
 * required, its rank, and the type's options: the data source of a data-source field, the nestable components a list
 * of nested components allows.
 */
export function ComponentFieldForm({
  componentId,
  field,
  nextRank,
  onSaved,
}: {
  componentId: number;
  field: ComponentField | null;
  nextRank: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const types = useFieldTypes();
  const sources = useDataSources();
  const components = useComponentNames();
  const save = useSaveComponentField();
  const [form, setForm] = useState<ComponentFieldInput>({
    componentId,
    id: field?.id,
    name: field?.name ?? '',
    nameFr: field?.nameFr ?? null,
    code: field?.code ?? '',
    type: field?.type ?? 'text',
    translatable: field?.translatable ?? true,
    required: field?.required ?? false,
    rank: field?.rank ?? nextRank,
    dataSourceId: field?.dataSourceId ?? null,
    allowedComponents: field?.allowedComponents ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<ComponentFieldInput>) => setForm((f) => ({ ...f, ...patch }));
  const submit = () =>
    save.mutate(
      {
        ...form,
        dataSourceId: form.type === 'datasource' ? form.dataSourceId : null,
        allowedComponents: form.type === 'components' ? form.allowedComponents : [],
      },
      {
        onSuccess: (saved) => {
          notifyDone('saved', saved.name);
          onSaved();
        },
        onError: (error) => setErrors(fieldErrorsOf(error)),
      },
    );
  return (
    <Stack
      gap="sm"
      component="form"
      data-testid="field-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <TextInput
        label={t('cms.fields.name')}
        value={form.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={errors.name}
        required
        data-testid="field-name"
      />
      <TextInput
        label={t('cms.fields.nameFr')}
        description={t('cms.fields.nameFrHint')}
        value={form.nameFr ?? ''}
        onChange={(e) => set({ nameFr: e.currentTarget.value || null })}
        error={errors.nameFr}
        data-testid="field-name-fr"
      />
      <TextInput
        label={t('cms.fields.code')}
        description={t('cms.codeHint')}
        value={form.code}
        onChange={(e) => set({ code: e.currentTarget.value })}
        error={errors.code}
        required
        data-testid="field-code"
      />
      <Select
        label={t('cms.fields.fieldType')}
        data={(types.data ?? []).map((type) => ({ value: type.type, label: type.name }))}
        value={form.type}
        allowDeselect={false}
        onChange={(value) => value && set({ type: value as FieldType })}
        searchable
        error={errors.type}
        data-testid="field-type"
      />
      {form.type === 'datasource' && (
        <Select
          label={t('cms.fields.dataSource')}
          data={(sources.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={form.dataSourceId ? String(form.dataSourceId) : null}
          onChange={(value) => set({ dataSourceId: value ? Number(value) : null })}
          error={errors.dataSourceId}
          required
        />
      )}
      {form.type === 'components' && (
        <MultiSelect
          label={t('cms.fields.allowedComponents')}
          data={(components.data?.items ?? [])
            .filter((c) => c.nestable)
            .map((c) => ({ value: c.code, label: c.name }))}
          value={form.allowedComponents}
          onChange={(value) => set({ allowedComponents: value })}
          error={errors.allowedComponents}
          searchable
        />
      )}
      <NumberInput
        label={t('cms.fields.rank')}
        value={form.rank}
        min={0}
        max={100000}
        allowDecimal={false}
        onChange={(value) => set({ rank: typeof value === 'number' ? value : undefined })}
        w={160}
      />
      <Group gap="lg">
        <Switch
          label={t('cms.fields.translatable')}
          checked={form.translatable}
          onChange={(e) => set({ translatable: e.currentTarget.checked })}
        />
        <Switch
          label={t('cms.fields.required')}
          checked={form.required}
          onChange={(e) => set({ required: e.currentTarget.checked })}
        />
      </Group>
      <Group justify="flex-end">
        <Button
          type="submit"
          loading={save.isPending}
          disabled={!form.name.trim() || !form.code.trim()}
          data-testid="field-save"
        >
          {t('cms.actions.saveField')}
        </Button>
      </Group>
    </Stack>
  );
}
