import { Card, Stack, Text, Title } from '@mantine/core';
import type { AdminSettingGroup } from '@portal/shared/settings/schemas';
import { SettingField } from './setting-field';

/** Settings in their groups, one card each. */
export function SettingsGroups({ groups, canEdit }: { groups: AdminSettingGroup[]; canEdit: boolean }) {
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <Card
          key={group.id}
          withBorder
          radius="md"
          padding="md"
          component="section"
          aria-labelledby={`settings-group-${group.code}`}
          data-testid={`settings-group-${group.code}`}
        >
          <Stack gap="md">
            <Title order={2} fz="lg" id={`settings-group-${group.code}`}>
              {group.name}
            </Title>
            {group.adminSettings.length === 0 && <Text c="dimmed">—</Text>}
            {group.adminSettings.map((setting) => (
              // Keyed by the saved value, so a value saved elsewhere (or refused) shows as it is now.
              <SettingField
                key={`${setting.code}-${setting.updatedAt}`}
                setting={setting}
                canEdit={canEdit}
              />
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
