import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useModules } from '../api/modules';
import { ModuleEditor } from './module-editor';

/** Every module with its state and how many roles hold an action in it; Edit opens its details and role settings. */
export function ModulesPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const modules = useModules();
  const [open, setOpen] = useState<string | null>(null);
  if (!modules.data) return null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {modules.data.map((module) => (
          <Card key={module.id} withBorder radius="md" padding="md" data-testid={`module-${module.code}`}>
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={600} truncate>
                    {module.name}
                  </Text>
                  <Badge color={module.isActive ? 'green' : 'gray'} variant="light">
                    {module.isActive
                      ? t('configuration.modules.active')
                      : t('configuration.modules.inactive')}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {module.code}
                  {module.staffOnly ? ` · ${t('configuration.modules.staffOnly')}` : ''}
                </Text>
                <Text size="sm">
                  {t('configuration.modules.actionsCount', { count: module.roleSettings.length })}
                </Text>
              </Stack>
              <Group justify="flex-end">
                <Button
                  variant="light"
                  size="xs"
                  onClick={() => setOpen(module.code)}
                  data-testid={`module-${module.code}-edit`}
                >
                  {canEdit ? t('configuration.modules.edit') : t('configuration.modules.roleSettings')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
      {open && (
        <ModuleEditor
          code={open}
          module={modules.data.find((m) => m.code === open)!}
          canEdit={canEdit}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
