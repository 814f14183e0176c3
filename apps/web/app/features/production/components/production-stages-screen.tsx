import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import type { ServiceTypeStages } from '@portal/shared/production/schemas';
import { useState } from 'react';
import { ScrollFrame } from '../../../components/scroll-frame';
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
let newRows = 0;

const rowsOf = (list: ServiceTypeStages | undefined): Row[] =>
  (list?.stages ?? []).map((s) => ({
    id: s.id,
    key: String(s.id),
    name: s.nameEn,
    nameFr: s.nameFr,
    expectedDays: s.expectedDays,
    depositPercent: s.depositPercent ?? '',
  }));

/** The ordered stages of one list, edited in place: renamed, reordered, added, removed, and saved together. */
function StagesEditor({ list, canEdit }: { list: ServiceTypeStages; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveProductionStages();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(list));
  const error = save.error instanceof ApiError ? save.error : null;
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const swap = (index: number, other: number) =>
    setRows((all) => {
      const copy = [...all];
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      return copy;
    });
  const fieldError = (index: number, field: string) =>
    error?.errorMessages.find((m) => m.key === `stages.${index}.${field}`)?.value;

  return (
    <form
      noValidate
      aria-label={t('production.stages.title')}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          {
            serviceTypeId: list.serviceTypeId,
            stages: rows.map((row) => ({
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
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('production.stages.usesDefault')}
          </Text>
        )}
        <ScrollFrame minWidth={620} label={t('production.stages.title')}>
          <Table data-testid="production-stages-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('production.stages.order')}</Table.Th>
                <Table.Th>{t('production.stages.name')}</Table.Th>
                <Table.Th>{t('production.stages.nameFr')}</Table.Th>
                <Table.Th>{t('production.stages.days')}</Table.Th>
                <Table.Th>{t('production.stages.deposit')}</Table.Th>
                {/* Positioned: the hidden label is placed inside the scrolling frame, not at the page's edge. */}
                <Table.Th pos="relative">
                  <VisuallyHidden>{t('production.stages.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={row.key} data-testid="production-stage-row">
                  <Table.Td>{index + 1}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('production.stages.nameOf', { n: index + 1 })}
                      value={row.name}
                      maxLength={80}
                      disabled={!canEdit}
                      onChange={(e) => change(index, { name: e.currentTarget.value })}
                      error={fieldError(index, 'name')}
                      data-testid="production-stage-name"
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={t('production.stages.nameFrOf', { n: index + 1 })}
                      value={row.nameFr}
                      maxLength={80}
                      disabled={!canEdit}
                      onChange={(e) => change(index, { nameFr: e.currentTarget.value })}
                      error={fieldError(index, 'nameFr')}
                      data-testid="production-stage-name-fr"
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('production.stages.daysOf', { n: index + 1 })}
                      value={row.expectedDays}
                      min={0}
                      max={250}
                      allowDecimal={false}
                      w={90}
                      disabled={!canEdit}
                      onChange={(value) => change(index, { expectedDays: value })}
                      error={fieldError(index, 'expectedDays')}
                      data-testid="production-stage-days"
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={t('production.stages.depositOf', { n: index + 1 })}
                      value={row.depositPercent}
                      min={1}
                      max={100}
                      allowDecimal={false}
                      suffix=" %"
                      w={90}
                      disabled={!canEdit}
                      onChange={(value) => change(index, { depositPercent: value })}
                      error={fieldError(index, 'depositPercent')}
                      data-testid="production-stage-deposit"
                    />
                  </Table.Td>
                  <Table.Td>
                    {canEdit && (
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          disabled={index === 0}
                          onClick={() => swap(index, index - 1)}
                          aria-label={t('production.stages.up', { name: row.name })}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          disabled={index === rows.length - 1}
                          onClick={() => swap(index, index + 1)}
                          aria-label={t('production.stages.down', { name: row.name })}
                        >
                          ↓
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                          aria-label={t('production.stages.remove', { name: row.name })}
                        >
                          ×
                        </ActionIcon>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollFrame>
        {error && !error.errorMessages.some((m) => m.key.startsWith('stages.')) && (
          <Alert color="red" role="alert" data-testid="production-stages-error">
            {error.errorMessages[0]?.value ?? error.message}
          </Alert>
        )}
        {canEdit && (
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() =>
                setRows((all) => [
                  ...all,
                  {
                    key: `new-${(newRows += 1)}`,
                    name: '',
                    nameFr: '',
                    expectedDays: 1,
                    depositPercent: '',
                  },
                ])
              }
              data-testid="production-stage-add"
            >
              {t('production.stages.add')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="production-stages-save">
              {t('production.stages.save')}
            </Button>
          </Group>
        )}
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
        maw={420}
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
