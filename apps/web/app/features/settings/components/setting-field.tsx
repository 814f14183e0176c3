import { Button, Group, NumberInput, Select, Switch, Text, TextInput } from '@mantine/core';
import type { AdminSetting } from '@portal/shared/settings/schemas';
import { type SettingProblem, settingValueProblem } from '@portal/shared/settings/setting-rules';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useUpdateSetting } from '../api/admin-settings';

const ORDER_KINDS = ['JO', 'SO', 'PQ'];

/** The screen's own words for a value that does not fit (the API refuses it the same way). */
function useProblemText() {
  const { t } = useTranslation();
  return (problem: SettingProblem | null) =>
    problem ? t(`configuration.settings.problems.${problem.code}`, { ...problem }) : null;
}

/**
 * One global setting, edited with the input its type calls for and saved on its own (PUT per code). A boolean saves
 * as soon as it is switched; the others when Save is pressed, once the value fits the setting's rules.
 */
export function SettingField({ setting, canEdit }: { setting: AdminSetting; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const problemText = useProblemText();
  const update = useUpdateSetting();
  const [draft, setDraft] = useState(setting.value ?? '');
  const [touched, setTouched] = useState(false);
  const problem = settingValueProblem(setting, draft);
  const error = touched ? problemText(problem) : null;
  const changed = draft.trim() !== (setting.value ?? '');
  const testId = `setting-${setting.code}`;

  const save = (value = draft) => {
    setTouched(true);
    if (settingValueProblem(setting, value)) return;
    update.mutate(
      { code: setting.code, value },
      {
        onSuccess: (saved) => {
          setTouched(false);
          setDraft(saved.value ?? '');
          notifySuccess(t('configuration.saved', { name: saved.name }));
        },
        onError: () => setDraft(setting.value ?? ''),
      },
    );
  };

  const label = (
    <Text component="span" size="sm" fw={500}>
      {setting.name}
    </Text>
  );
  const description = t('configuration.settings.lastChanged', { date: format.dateTime(setting.updatedAt) });

  if (setting.valueType === 'boolean')
    return (
      <Switch
        label={label}
        description={description}
        checked={draft === 'true'}
        disabled={!canEdit || update.isPending}
        onChange={(event) => {
          const value = event.currentTarget.checked ? 'true' : 'false';
          setDraft(value);
          save(value);
        }}
        data-testid={testId}
      />
    );

  const input =
    setting.valueType === 'select' ? (
      <Select
        label={label}
        description={description}
        data={(setting.options ?? []).map((value) => ({
          value,
          label: ORDER_KINDS.includes(value) ? t(`configuration.orders.kinds.${value}`) : value,
        }))}
        value={draft || null}
        onChange={(value) => setDraft(value ?? '')}
        allowDeselect={false}
        error={error}
        disabled={!canEdit}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
    ) : setting.valueType === 'number' ? (
      <NumberInput
        label={label}
        description={description}
        value={draft}
        onChange={(value) => setDraft(String(value))}
        min={setting.minValue ?? undefined}
        max={setting.maxValue ?? undefined}
        decimalScale={2}
        error={error}
        disabled={!canEdit}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
    ) : (
      <TextInput
        label={label}
        description={description}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        maxLength={setting.maxLength ?? undefined}
        withAsterisk={setting.isRequired}
        error={error}
        disabled={!canEdit}
        style={{ flex: 1, minWidth: 0 }}
        data-testid={testId}
      />
    );

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      {input}
      {canEdit && (
        <Button
          variant="light"
          onClick={() => save()}
          disabled={!changed}
          loading={update.isPending}
          mb={error ? 22 : 0}
          data-testid={`${testId}-save`}
        >
          {t('configuration.save')}
        </Button>
      )}
    </Group>
  );
}
