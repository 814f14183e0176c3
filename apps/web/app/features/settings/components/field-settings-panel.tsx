import { Button, Card, Checkbox, Group, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import {
  type ConfigurableScreen,
  FIELD_SCREENS,
  type FieldScreenCode,
} from '@portal/shared/settings/field-catalogue';
import type { FieldScreen } from '@portal/shared/settings/schemas';
import { useState } from 'react';
import { roleName } from '../../../lib/access-names';
import { notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFieldSettings, useSaveFieldSettings } from '../api/field-settings';

interface RoleSetting {
  visible: boolean;
  required: boolean;
  readOnly: boolean;
}
type Draft = Record<string, Record<number, RoleSetting>>;

const OPEN: RoleSetting = { visible: true, required: false, readOnly: false };

const draftOf = (screen: FieldScreen): Draft =>
  Object.fromEntries(
    screen.fields.map((f) => [
      f.code,
      Object.fromEntries(
        f.roleSettings.map((r) => [
          r.roleId,
          { visible: r.visible, required: r.required, readOnly: r.readOnly },
        ]),
      ),
    ]),
  );

/** A change keeps the setting coherent: hidden or read-only is never required, required is shown and editable. */
function changed(current: RoleSetting, key: keyof RoleSetting, on: boolean): RoleSetting {
  const next = { ...current, [key]: on };
  if (key === 'visible' && !on) next.required = false;
  if (key === 'readOnly' && on) next.required = false;
  if (key === 'required' && on) Object.assign(next, { visible: true, readOnly: false });
  return next;
}

function ScreenEditor({
  screen,
  roles,
  canEdit,
}: {
  screen: FieldScreen;
  roles: { id: number; code: string; name: string; isStaff: boolean }[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveFieldSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(screen));
  const screens: readonly ConfigurableScreen[] = FIELD_SCREENS;
  const catalogue = screens.find((s) => s.code === screen.code)?.fields ?? [];
  const settingOf = (field: string, roleId: number) => draft[field]?.[roleId] ?? OPEN;
  const set = (field: string, roleId: number, key: keyof RoleSetting, on: boolean) =>
    setDraft((d) => ({
      ...d,
      [field]: { ...d[field], [roleId]: changed(settingOf(field, roleId), key, on) },
    }));

  const submit = () =>
    save.mutate(
      {
        screenCode: screen.code as FieldScreenCode,
        fields: screen.fields.map((f) => ({
          code: f.code,
          roleSettings: roles.map((r) => ({ roleId: r.id, ...settingOf(f.code, r.id) })),
        })),
      },
      { onSuccess: (saved) => notifySuccess(t('configuration.saved', { name: saved.name })) },
    );

  return (
    <Stack gap="md">
      {screen.fields.map((field) => {
        const canRequire = catalogue.find((f) => f.code === field.code)?.canRequire !== false;
        return (
          <Card key={field.code} withBorder radius="md" padding="md" data-testid={`field-${field.code}`}>
            <Stack gap="sm">
              <Title order={3} fz="md">
                {field.name}
              </Title>
              <ScrollArea type="auto">
                <Table miw={420} verticalSpacing={6}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('configuration.modules.role')}</Table.Th>
                      <Table.Th ta="center">{t('configuration.fields.visible')}</Table.Th>
                      <Table.Th ta="center">{t('configuration.fields.required')}</Table.Th>
                      <Table.Th ta="center">{t('configuration.fields.readOnly')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {roles.map((role) => {
                      const s = settingOf(field.code, role.id);
                      const box = (key: keyof RoleSetting, disabled = false) => (
                        <Table.Td ta="center">
                          <Checkbox
                            aria-label={`${field.name} · ${roleName(t, role)} · ${t(`configuration.fields.${key}`)}`}
                            checked={s[key]}
                            disabled={!canEdit || disabled}
                            onChange={(e) => set(field.code, role.id, key, e.currentTarget.checked)}
                            style={{ display: 'inline-block' }}
                            data-testid={`field-${field.code}-${role.code}-${key}`}
                          />
                        </Table.Td>
                      );
                      return (
                        <Table.Tr key={role.id}>
                          <Table.Td>
                            <Text size="sm">
                              {roleName(t, role)}
                              {role.isStaff && (
                                <Text span size="xs" c="dimmed">
                                  {' '}
                                  ({t('configuration.fields.staffRole')})
                                </Text>
                              )}
                            </Text>
                          </Table.Td>
                          {box('visible')}
                          {box('required', !canRequire)}
                          {box('readOnly')}
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            </Stack>
          </Card>
        );
      })}
      {canEdit && (
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="field-settings-save">
            {t('configuration.fields.saveScreen')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * Field settings (spec §7 Settings and configuration): per screen, per field and per role, shown / required /
 * read-only.
 */
export function FieldSettingsPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const settings = useFieldSettings();
  const [screenCode, setScreenCode] = useState<string>(FIELD_SCREENS[0].code);
  if (!settings.data) return null;
  const screen = settings.data.screens.find((s) => s.code === screenCode);
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('configuration.fields.intro')}
      </Text>
      <Select
        label={t('configuration.fields.screen')}
        data={settings.data.screens.map((s) => ({ value: s.code, label: s.name }))}
        value={screenCode}
        onChange={(value) => value && setScreenCode(value)}
        allowDeselect={false}
        maw={360}
      />
      {screen && (
        // Keyed by the saved settings: after a save the editor starts again from what was stored.
        <ScreenEditor
          key={`${screen.code}-${JSON.stringify(screen.fields)}`}
          screen={screen}
          roles={settings.data.roles}
          canEdit={canEdit}
        />
      )}
    </Stack>
  );
}
