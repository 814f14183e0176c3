import { ActionIcon, Anchor, Button, Modal, MultiSelect, Select, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Component } from '@portal/shared/cms/schemas';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Icon } from '../../../components/icon';
import { type SettingsGridColumn, SettingsGrid, useSettingsGrid } from '../../../components/settings-grid';
import { useLocalizePath } from '../../../lib/i18n/use-lang';
import { useTranslation } from '../../../lib/i18n/use-translation';
import {
  type ComponentFilter,
  useComponentNames,
  useComponents,
  useDeleteComponent,
} from '../api/components';
import { ComponentForm } from './component-form';
import { ConfirmDelete } from '../../../components/confirm-delete';

export const componentPath = (id: number) => `/backoffice/cms/components/${id}`;

type FlagChoice = 'any' | 'yes' | 'no';
const flagOf = (choice: FlagChoice) => (choice === 'any' ? undefined : choice === 'yes');

/** spec §5 component filters: none, type 1 (by selected names) or type 2 (by the Content type and nestable flags). */
function FilterTools({ onChange }: { onChange: (filter: ComponentFilter) => void }) {
  const { t } = useTranslation();
  const names = useComponentNames();
  const [type, setType] = useState<'0' | '1' | '2'>('0');
  const [chosen, setChosen] = useState<string[]>([]);
  const [flags, setFlags] = useState<{ contentType: FlagChoice; nestable: FlagChoice }>({
    contentType: 'any',
    nestable: 'any',
  });
  const emit = (next: { type?: typeof type; chosen?: string[]; flags?: typeof flags }) => {
    const at = { type, chosen, flags, ...next };
    if (at.type === '1') onChange({ filterType: 1, names: at.chosen });
    else if (at.type === '2')
      onChange({
        filterType: 2,
        contentType: flagOf(at.flags.contentType),
        nestable: flagOf(at.flags.nestable),
      });
    else onChange(null);
  };
  const flagData = [
    { value: 'any', label: t('cms.filter.any') },
    { value: 'yes', label: t('common.yes') },
    { value: 'no', label: t('common.no') },
  ];
  const flagSelect = (key: keyof typeof flags, label: string) => (
    <Select
      label={label}
      data={flagData}
      value={flags[key]}
      allowDeselect={false}
      w={140}
      onChange={(value) => {
        const next = { ...flags, [key]: (value ?? 'any') as FlagChoice };
        setFlags(next);
        emit({ flags: next });
      }}
    />
  );
  return (
    <>
      <Select
        label={t('cms.filter.label')}
        data={[
          { value: '0', label: t('cms.filter.none') },
          { value: '1', label: t('cms.filter.byName') },
          { value: '2', label: t('cms.filter.byFlags') },
        ]}
        value={type}
        allowDeselect={false}
        w={200}
        onChange={(value) => {
          const next = (value ?? '0') as typeof type;
          setType(next);
          emit({ type: next });
        }}
        data-testid="components-filter-type"
      />
      {type === '1' && (
        <MultiSelect
          label={t('cms.filter.names')}
          data={[...new Set((names.data?.items ?? []).map((c) => c.name))]}
          value={chosen}
          searchable
          clearable
          miw={220}
          maw={420}
          onChange={(value) => {
            setChosen(value);
            emit({ chosen: value });
          }}
        />
      )}
      {type === '2' && (
        <>
          {flagSelect('contentType', t('cms.fields.contentType'))}
          {flagSelect('nestable', t('cms.fields.nestable'))}
        </>
      )}
    </>
  );
}

/** /backoffice/cms/components: the components, searched by name or code and filtered (spec §5), grid key Components. */
export function ComponentsAdmin() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [filter, setFilter] = useState<ComponentFilter>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Component | null>(null);
  const remove = useDeleteComponent();
  const yesNo = (value: boolean) => (value ? t('common.yes') : t('common.no'));

  const columns: SettingsGridColumn<Component>[] = [
    {
      field: 'name',
      title: t('cms.fields.name'),
      locked: true,
      render: (c) => (
        <Anchor component={Link} to={localize(componentPath(c.id))} fw={600} size="sm">
          {c.name}
        </Anchor>
      ),
    },
    { field: 'code', title: t('cms.fields.code'), noWrap: true },
    { field: 'contentType', title: t('cms.fields.contentType'), render: (c) => yesNo(c.contentType) },
    { field: 'nestable', title: t('cms.fields.nestable'), render: (c) => yesNo(c.nestable) },
    {
      field: 'fieldCount',
      title: t('cms.fields.fieldCount'),
      textAlign: 'right',
      render: (c) => c.fields.length,
    },
    { field: 'contentCount', title: t('cms.fields.contentCount'), textAlign: 'right' },
    {
      field: 'actions',
      title: t('cms.fields.actions'),
      locked: true,
      textAlign: 'right',
      render: (c) => (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('cms.actions.deleteNamed', { name: c.name })}
          onClick={() => setDeleting(c)}
        >
          <Icon name="trash" size={18} />
        </ActionIcon>
      ),
    },
  ];
  const grid = useSettingsGrid('Components', columns);
  const components = useComponents({
    pageNo: grid.page,
    pageSize: grid.pageSize,
    search: debounced,
    filter,
    enabled: grid.ready,
  });

  return (
    <>
      <SettingsGrid
        grid={grid}
        testId="components-grid"
        records={components.data?.items ?? []}
        totalRecords={components.data?.pagingData.itemCount ?? 0}
        fetching={components.isFetching}
        toolbar={
          <>
            <TextInput
              label={t('cms.searchComponents')}
              leftSection={<Icon name="search" size={16} />}
              value={search}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                grid.setPage(1);
              }}
              w={260}
              maw="100%"
            />
            <FilterTools
              onChange={(next) => {
                setFilter(next);
                grid.setPage(1);
              }}
            />
            <Button onClick={() => setCreating(true)} data-testid="component-new">
              {t('cms.actions.newComponent')}
            </Button>
          </>
        }
      />
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={
          <Title order={2} fz="h4">
            {t('cms.actions.newComponent')}
          </Title>
        }
        closeButtonProps={{ 'aria-label': t('cms.close') }}
      >
        <ComponentForm
          submitLabel={t('cms.actions.createComponent')}
          onSaved={(saved) => void navigate(localize(componentPath(saved.id)))}
        />
      </Modal>
      {deleting && (
        <ConfirmDelete
          title={t('cms.deleteComponent.title')}
          question={t('cms.deleteComponent.question', { name: deleting.name })}
          name={deleting.name}
          namedWhenDone
          pending={remove.isPending}
          confirmLabel={t('cms.actions.delete')}
          closeLabel={t('cms.close')}
          testId="cms-delete"
          onDelete={(callbacks) => remove.mutate(deleting.id, callbacks)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
