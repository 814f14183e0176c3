import { ActionIcon, Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSaveWorkshopHolidays, useWorkshopHolidays } from '../api/rush-settings';

interface Row {
  key: string;
  day: string;
  name: string;
}

let newRows = 0;

/** The days the workshop does not work, from today on: working-day dates (tiers, promises, timelines) skip them. */
function HolidaysForm({
  holidays,
  canEdit,
}: {
  holidays: { day: string; name: string }[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveWorkshopHolidays();
  const [rows, setRows] = useState<Row[]>(() => holidays.map((h) => ({ key: h.day, ...h })));
  const error = save.error instanceof ApiError ? save.error : null;
  const change = (index: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const fieldError = (index: number, field: string) =>
    error?.errorMessages.find((m) => m.key === `holidays.${index}.${field}`)?.value;

  return (
    <form
      noValidate
      aria-labelledby="workshop-holidays-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { holidays: rows.map((row) => ({ day: row.day, name: row.name })) },
          { onSuccess: () => notifySuccess(t('production.holidays.saved')) },
        );
      }}
      data-testid="workshop-holidays"
    >
      <Stack gap="sm">
        <Title order={2} fz="h3" id="workshop-holidays-title">
          {t('production.holidays.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('production.holidays.help')}
        </Text>
        {rows.length === 0 && (
          <Text size="sm" data-testid="workshop-holidays-empty">
            {t('production.holidays.none')}
          </Text>
        )}
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row, index) => (
            <Group
              key={row.key}
              component="li"
              gap="xs"
              align="flex-start"
              wrap="wrap"
              data-testid="workshop-holiday-row"
            >
              <TextInput
                type="date"
                aria-label={t('production.holidays.dayOf', { n: index + 1 })}
                value={row.day}
                disabled={!canEdit}
                onChange={(e) => change(index, { day: e.currentTarget.value })}
                error={fieldError(index, 'day')}
                w={170}
                data-testid="workshop-holiday-day"
              />
              <TextInput
                aria-label={t('production.holidays.nameOf', { n: index + 1 })}
                placeholder={t('production.holidays.namePlaceholder')}
                value={row.name}
                maxLength={80}
                disabled={!canEdit}
                onChange={(e) => change(index, { name: e.currentTarget.value })}
                error={fieldError(index, 'name')}
                style={{ flex: '1 1 160px' }}
                data-testid="workshop-holiday-name"
              />
              {canEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
                  aria-label={t('production.holidays.remove', { day: row.day || String(index + 1) })}
                  data-testid="workshop-holiday-remove"
                >
                  ×
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        {error && !error.errorMessages.some((m) => /^holidays\.\d+\./.test(m.key)) && (
          <Alert color="red" role="alert" data-testid="workshop-holidays-error">
            {error.errorMessages[0]?.value ?? error.message}
          </Alert>
        )}
        {canEdit && (
          <Group justify="space-between">
            <Button
              variant="default"
              onClick={() => setRows((all) => [...all, { key: `new-${(newRows += 1)}`, day: '', name: '' }])}
              data-testid="workshop-holiday-add"
            >
              {t('production.holidays.add')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="workshop-holidays-save">
              {t('production.holidays.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The holidays section of the production settings, once they are read. */
export function WorkshopHolidaysEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const holidays = useWorkshopHolidays();
  if (holidays.isPending) return <Loader aria-label={t('app.loading')} />;
  if (holidays.isError)
    return (
      <Alert color="red" role="alert" title={t('production.holidays.loadFailed')}>
        <Button variant="default" size="xs" onClick={() => void holidays.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <HolidaysForm
      key={holidays.data.map((h) => `${h.day}/${h.name}`).join(',')}
      holidays={holidays.data}
      canEdit={canEdit}
    />
  );
}
