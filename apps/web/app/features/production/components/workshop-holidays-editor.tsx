import { Alert, Button, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  type EditableColumn,
  EditableRows,
  rowFieldError,
  useEditableRows,
} from '../../../components/editable-rows';
import { ApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSaveWorkshopHolidays, useWorkshopHolidays } from '../api/rush-settings';

interface Row {
  key: string;
  day: string;
  name: string;
}

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
  const editor = useEditableRows<Row>(
    () => holidays.map((h) => ({ key: h.day, ...h })),
    (key) => ({ key, day: '', name: '' }),
  );
  const error = save.error instanceof ApiError ? save.error : null;
  const fieldError = (index: number, field: string) => rowFieldError(error, 'holidays', index, field);
  const columns: EditableColumn<Row>[] = [
    {
      title: t('production.holidays.day'),
      cell: (row, index) => (
        <TextInput
          type="date"
          aria-label={t('production.holidays.dayOf', { n: index + 1 })}
          value={row.day}
          disabled={!canEdit}
          onChange={(e) => editor.change(index, { day: e.currentTarget.value })}
          error={fieldError(index, 'day')}
          w={170}
          data-testid="workshop-holiday-day"
        />
      ),
    },
    {
      title: t('production.holidays.name'),
      cell: (row, index) => (
        <TextInput
          aria-label={t('production.holidays.nameOf', { n: index + 1 })}
          placeholder={t('production.holidays.namePlaceholder')}
          value={row.name}
          maxLength={80}
          miw={160}
          disabled={!canEdit}
          onChange={(e) => editor.change(index, { name: e.currentTarget.value })}
          error={fieldError(index, 'name')}
          data-testid="workshop-holiday-name"
        />
      ),
    },
  ];

  return (
    <form
      noValidate
      aria-labelledby="workshop-holidays-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { holidays: editor.rows.map((row) => ({ day: row.day, name: row.name })) },
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
        <EditableRows
          editor={editor}
          columns={columns}
          canEdit={canEdit}
          texts="production.holidays"
          minWidth={440}
          testIds={{ one: 'workshop-holiday', many: 'workshop-holidays' }}
          actions={{
            title: t('production.stages.actions'),
            remove: (row, index) => t('production.holidays.remove', { day: row.day || String(index + 1) }),
          }}
          empty={
            <Text size="sm" data-testid="workshop-holidays-empty">
              {t('production.holidays.none')}
            </Text>
          }
          list="holidays"
          error={error}
          saving={save.isPending}
        />
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
