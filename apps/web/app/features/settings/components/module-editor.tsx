import {
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { z } from 'zod';
import type { moduleWithRoles } from '@portal/shared/settings/schemas';
import { useEffect, useState } from 'react';
import { actionName, roleName } from '../../../lib/access-names';
import { notifyError, notifySuccess } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFieldSettings } from '../api/field-settings';
import { useModuleByCode, useSaveModule, useSaveRoleSettings } from '../api/modules';

type Module = z.infer<typeof moduleWithRoles>;

/**
 * One module: its names, position and state, and which actions each role holds in it (spec §6: admins save role
 * settings per module). Saved role settings hold at once: permissions are read on every request.
 */
export function ModuleEditor({
  code,
  module,
  canEdit,
  onClose,
}: {
  code: string;
  module: Module;
  canEdit: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const title = useModuleByCode(code);
  const roles = useFieldSettings().data?.roles ?? [];
  const saveModule = useSaveModule();
  const saveRoles = useSaveRoleSettings();
  const [details, setDetails] = useState({
    name: module.nameEn,
    nameFr: module.nameFr,
    rank: module.rank,
    isActive: module.isActive,
  });
  const [grants, setGrants] = useState<Record<number, string[]>>(() =>
    Object.fromEntries(module.roleSettings.map((r) => [r.roleId, r.actions])),
  );

  // spec §8: 'Error occured while getting the module name'.
  useEffect(() => {
    if (title.isError) notifyError(t('configuration.modules.moduleNameFailed'));
  }, [title.isError, t]);

  const toggle = (roleId: number, action: string, on: boolean) =>
    setGrants((current) => {
      const actions = new Set(current[roleId] ?? []);
      if (on) actions.add(action);
      else actions.delete(action);
      return { ...current, [roleId]: [...actions] };
    });

  const saveRoleSettings = () =>
    saveRoles.mutate(
      {
        moduleId: module.id,
        roleSettings: roles.map((role) => ({ roleId: role.id, actions: grants[role.id] ?? [] })),
      },
      { onSuccess: () => notifySuccess(t('configuration.modules.rolesSaved')) },
    );

  const saveDetails = () =>
    saveModule.mutate(
      { id: module.id, ...details },
      { onSuccess: (saved) => notifySuccess(t('configuration.saved', { name: saved.name })) },
    );

  const roleRows = roles.filter((role) => role.isStaff || !module.staffOnly);

  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={t('configuration.modules.rolesOf', { name: title.data?.name ?? module.name })}
      closeButtonProps={{ 'aria-label': t('configuration.close') }}
      data-testid="module-editor"
    >
      <Stack gap="md">
        {canEdit && (
          <Stack gap="sm">
            <Text fw={600}>{t('configuration.modules.moduleDetails')}</Text>
            <Group grow align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label={t('configuration.modules.name')}
                value={details.name}
                onChange={(e) => setDetails({ ...details, name: e.currentTarget.value })}
                miw={200}
              />
              <TextInput
                label={t('configuration.modules.nameFr')}
                value={details.nameFr}
                onChange={(e) => setDetails({ ...details, nameFr: e.currentTarget.value })}
                miw={200}
              />
              <NumberInput
                label={t('configuration.modules.rank')}
                value={details.rank}
                onChange={(v) => setDetails({ ...details, rank: typeof v === 'number' ? v : 0 })}
                min={0}
                max={10000}
                allowDecimal={false}
                miw={120}
              />
            </Group>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Switch
                label={t('configuration.modules.active')}
                checked={details.isActive}
                onChange={(e) => setDetails({ ...details, isActive: e.currentTarget.checked })}
              />
              <Button variant="light" onClick={saveDetails} loading={saveModule.isPending}>
                {t('configuration.modules.saveModule')}
              </Button>
            </Group>
            <Divider />
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          {t('configuration.modules.roleSettingsHint')}
        </Text>
        <ScrollArea type="auto">
          <Table striped withTableBorder miw={module.actions.length * 110 + 160} data-testid="role-settings">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('configuration.modules.role')}</Table.Th>
                {module.actions.map((action) => (
                  <Table.Th key={action} ta="center">
                    {actionName(t, action)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roleRows.map((role) => (
                <Table.Tr key={role.id} data-testid={`role-${role.code}`}>
                  <Table.Td>{roleName(t, role)}</Table.Td>
                  {module.actions.map((action) => (
                    <Table.Td key={action} ta="center">
                      <Checkbox
                        aria-label={`${roleName(t, role)} · ${actionName(t, action)}`}
                        checked={(grants[role.id] ?? []).includes(action)}
                        onChange={(e) => toggle(role.id, action, e.currentTarget.checked)}
                        disabled={!canEdit}
                        style={{ display: 'inline-block' }}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {canEdit && (
          <Group justify="flex-end">
            <Button
              onClick={saveRoleSettings}
              loading={saveRoles.isPending}
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              data-testid="role-settings-save"
            >
              {t('configuration.modules.saveRoles')}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
