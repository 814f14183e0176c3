import { Loader, NumberInput, Select, Switch, TextInput } from '@mantine/core';
import type { ComponentField } from '@portal/shared/cms/schemas';
import { lazy, Suspense } from 'react';

// The editor and its ProseMirror stay out of every other page's JavaScript.
const RichTextField = lazy(() => import('./rich-text-field'));

export interface DataSourceOptions {
  id: number;
  entries: { value: string; label: string }[];
}

/** The input of one field, by its type; nested blocks are edited as JSON text (rare; checked by the server). */
export function FieldInput({
  field,
  value,
  onChange,
  sources,
  label,
}: {
  field: ComponentField;
  value: unknown;
  onChange: (value: unknown) => void;
  sources: DataSourceOptions[];
  label: string;
}) {
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'richtext':
      return (
        <Suspense fallback={<Loader size="sm" />}>
          <RichTextField label={label} value={text} onChange={onChange} />
        </Suspense>
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      );
    case 'boolean':
      return (
        <Switch label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} />
      );
    case 'datasource':
      return (
        <Select
          label={label}
          value={text || null}
          clearable
          data={sources.find((s) => s.id === field.dataSourceId)?.entries ?? []}
          onChange={(v) => onChange(v)}
        />
      );
    case 'components':
      return (
        <TextInput
          label={label}
          value={value === undefined || value === null ? '' : JSON.stringify(value)}
          onChange={(e) => {
            try {
              onChange(JSON.parse(e.currentTarget.value || 'null'));
            } catch {
              // typing: kept until it parses
            }
          }}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          type={field.type === 'date' ? 'date' : 'text'}
          value={text}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
