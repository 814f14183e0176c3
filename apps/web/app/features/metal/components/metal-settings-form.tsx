import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { hasPermission } from '@portal/shared/auth/permission-check';
import type { MetalSettings } from '@portal/shared/metal/metal-settings';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/feedback';
import { useFormat } from '../../../lib/i18n/use-format';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';
import { useMetalSettings, useUpdateMetalSettings } from '../api/metal-settings';

const asNumber = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);

function SettingsForm({ settings, canEdit }: { settings: MetalSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdateMetalSettings();
  const [tolerance, setTolerance] = useState<number | string>(settings.weightTolerancePercent);
  const [lockHours, setLockHours] = useState<number | string>(settings.lockHours);
  const [lockCap, setLockCap] = useState<number | string>(settings.lockCapGrams);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          {
            weightTolerancePercent: asNumber(tolerance),
            lockHours: asNumber(lockHours),
            lockCapGrams: asNumber(lockCap),
          },
          { onSuccess: () => notifySuccess(t('metalSettings.saved')) },
        );
      }}
    >
      <Stack maw={520}>
        <NumberInput
          label={t('metalSettings.tolerance')}
          description={t('metalSettings.toleranceHelp')}
          value={tolerance}
          onChange={setTolerance}
          min={0}
          max={100}
          decimalScale={2}
          required
          disabled={!canEdit}
          data-testid="metal-settings-tolerance"
        />
        <NumberInput
          label={t('metalSettings.lockHours')}
          description={t('metalSettings.lockHoursHelp')}
          value={lockHours}
          onChange={setLockHours}
          min={1}
          max={720}
          allowDecimal={false}
          required
          disabled={!canEdit}
          data-testid="metal-settings-lock-hours"
        />
        <NumberInput
          label={t('metalSettings.lockCap')}
          description={t('metalSettings.lockCapHelp')}
          value={lockCap}
          onChange={setLockCap}
          min={0}
          decimalScale={3}
          required
          disabled={!canEdit}
          data-testid="metal-settings-lock-cap"
        />
        <Text size="xs" c="dimmed">
          {settings.updatedByName
            ? t('metalSettings.updated', {
                date: format.dateTime(settings.updatedAt),
                name: settings.updatedByName,
              })
            : t('metalSettings.updatedNobody', { date: format.dateTime(settings.updatedAt) })}
        </Text>
        {canEdit && (
          <Group>
            <Button type="submit" loading={update.isPending} data-testid="metal-settings-save">
              {t('metalSettings.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** Staff set the metal rules: the finished-weight tolerance, the price lock window and the locked-metal cap. */
export function MetalSettingsSection() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useMetalSettings();
  const canEdit = hasPermission(user.permissions, 'CP_METAL:EDIT');
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('metalSettings.intro')}
      </Text>
      {!canEdit && <Text size="sm">{t('metalSettings.readOnly')}</Text>}
      {settings.isError ? (
        <Alert color="red" role="alert">
          {t('metalSettings.loadFailed')}
        </Alert>
      ) : settings.data ? (
        <SettingsForm key={settings.data.updatedAt} settings={settings.data} canEdit={canEdit} />
      ) : (
        <Text size="sm">{t('app.loading')}</Text>
      )}
    </Stack>
  );
}
