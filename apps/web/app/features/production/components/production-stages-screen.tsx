import { Alert, Button, Divider, Loader, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import type { ServiceTypeStages } from '@portal/shared/production/schemas';
import { useState } from 'react';
import {
  type EditableColumn,
  EditableRows,
  rowFieldError,
  useEditableRows,
} from '../../../components/editable-rows';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';
import { useProductionStages } from '../api/get-production-stages';
import { useSaveProductionStages } from '../api/save-production-stages';
import { RushTiersSection } from './rush-tiers-editor';
import { WorkshopHolidaysEditor } from './workshop-holidays-editor';

interface Row {
  /** The stage's id once saved; a new row has none. */
  id?: number;
  /** Stable React key of the row while it is edited. */
  key: string;
  name: string;
  nameFr: string;
  expectedDays: number | string;
  /** A deposit due before the stage, in percent; empty: none. */
  depositPercent: number | string;
}

const DEFAULT_LIST = 'default';

const rowsOf = (list: ServiceTypeStages | undefined): Row[] =>
  (list?.stages ?? []).map((s) => ({
    id: s.id,
    key: String(s.id),
    name: s.nameEn,
    nameFr: s.nameFr,
    expectedDays: s.expectedDays,
    depositPercent: s.depositPercent ?? '',
  }));

const blankRow = (key: string): Row => ({ key, name: '', nameFr: '', expectedDays: 1, depositPercent: '' });

/** The ordered stages of one list, edited in place: renamed, reordered, added, removed, and saved together. */
function StagesEditor({ list, canEdit }: { list: ServiceTypeStages; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveProductionStages();
  const editor = useEditableRows(() => rowsOf(list), blankRow);
  const error = save.error instanceof ApiError ? save.error : null;
  const fieldError = (index: number, field: string) => rowFieldError(error, 'stages', index, field);
  const name = (field: 'name' | 'nameFr', label: string) => (row: Row, index: number) => (
    <TextInput
      aria-label={t(label, { n: index + 1 })}
      value={row[field]}
      maxLength={80}
      miw={160}
      disabled={!canEdit}
      onChange={(e) => editor.change(index, { [field]: e.currentTarget.value })}
      error={fieldError(index, field)}
      data-testid={field === 'name' ? 'production-stage-name' : 'production-stage-name-fr'}
    />
  );
  const number =
    (
      field: 'expectedDays' | 'depositPercent',
      label: string,
      props: { min: number; max: number; suffix?: string },
    ) =>
    (row: Row, index: number) => (
      <NumberInput
        aria-label={t(label, { n: index + 1 })}
        value={row[field]}
        min={props.min}
        max={props.max}
        allowDecimal={false}
        suffix={props.suffix}
        w={90}
        disabled={!canEdit}
        onChange={(value) => editor.change(index, { [field]: value })}
        error={fieldError(index, field)}
        data-testid={field === 'expectedDays' ? 'production-stage-days' : 'production-stage-deposit'}
      />
    );
  const columns: EditableColumn<Row>[] = [
    { title: t('production.stages.order'), cell: (_row, index) => index + 1 },
    { title: t('production.stages.name'), cell: name('name', 'production.stages.nameOf') },
    { title: t('production.stages.nameFr'), cell: name('nameFr', 'production.stages.nameFrOf') },
    {
      title: t('production.stages.days'),
      cell: number('expectedDays', 'production.stages.daysOf', { min: 0, max: 250 }),
    },
    {
      title: t('production.stages.deposit'),
      cell: number('depositPercent', 'production.stages.depositOf', { min: 1, max: 100, suffix: ' %' }),
    },
  ];

  return (
    <form
      noValidate
      aria-label={t('production.stages.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            serviceTypeId: list.serviceTypeId,
            stages: editor.rows.map((row) => ({
              ...(row.id === undefined ? {} : { id: row.id }),
              name: row.name,
              nameFr: row.nameFr,
              expectedDays: typeof row.expectedDays === 'number' ? row.expectedDays : Number.NaN,
              depositPercent: typeof row.depositPercent === 'number' ? row.depositPercent : null,
            })),
          },
          { onSuccess: () => notifySuccess(t('production.stages.saved')) },
        );
      }}
    >
      <Stack gap="sm">
        <EditableRows
          editor={editor}
          columns={columns}
          canEdit={canEdit}
          texts="production.stages"
          minWidth={720}
          testIds={{ one: 'production-stage', many: 'production-stages' }}
          actions={{
            title: t('production.stages.actions'),
            moveUp: (row) => t('production.stages.up', { name: row.name }),
            moveDown: (row) => t('production.stages.down', { name: row.name }),
            remove: (row) => t('production.stages.remove', { name: row.name }),
          }}
          empty={
            <Text size="sm" c="dimmed">
              {t('production.stages.usesDefault')}
            </Text>
          }
          list="stages"
          error={error}
          saving={save.isPending}
        />
      </Stack>
    </form>
  );
}

/** /backoffice/production-stages: each service type's stages (or the default ones), staff who configure edit them. */
export function ProductionStagesScreen() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canEdit = hasPermission(user.permissions, 'CP_PRODUCTION:CONFIGURE');
  const lists = useProductionStages();
  const [chosen, setChosen] = useState<string>(DEFAULT_LIST);
  if (lists.isPending) return <Loader aria-label={t('app.loading')} />;
  if (lists.isError)
    return (
      <Alert color="red" role="alert" title={t('production.stages.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void lists.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  const keyOf = (list: ServiceTypeStages) =>
    list.serviceTypeId === null ? DEFAULT_LIST : String(list.serviceTypeId);
  const list = lists.data.find((l) => keyOf(l) === chosen) ?? lists.data[0]!;
  return (
    <Stack gap="md" data-testid="production-stages">
      <Select
        label={t('production.stages.serviceType')}
        value={keyOf(list)}
        onChange={(value) => value && setChosen(value)}
        allowDeselect={false}
        maw={560}
        data={lists.data.map((l) => ({
          value: keyOf(l),
          label:
            l.serviceTypeName === null
              ? t('production.stages.defaultList')
              : l.stages.length
                ? l.serviceTypeName
                : t('production.stages.withoutOwn', { name: l.serviceTypeName }),
        }))}
        data-testid="production-stages-service-type"
      />
      <StagesEditor
        key={`${keyOf(list)}:${list.stages.map((s) => `${s.id}/${s.rank}/${s.nameEn}/${s.expectedDays}/${s.depositPercent ?? ''}`).join(',')}`}
        list={list}
        canEdit={canEdit}
      />
      <Divider my="md" />
      <RushTiersSection canEdit={canEdit} />
      <Divider my="md" />
      <WorkshopHolidaysEditor canEdit={canEdit} />
    </Stack>
  );
}
