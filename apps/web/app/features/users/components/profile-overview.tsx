import type { AuthUser } from '@portal/shared';
import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w="40%" fw={600} scope="row">
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** Groups `MODULE:ACTION` permissions by module for reading. */
function permissionsByModule(permissions: string[]): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const permission of permissions) {
    const [module, action] = permission.split(':');
    if (!module || !action) continue;
    groups.set(module, [...(groups.get(module) ?? []), action]);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
}

/** The signed-in user as GET /api/auth/user describes them (profile editing comes with the my-profile issue). */
export function ProfileOverview({ user }: { user: AuthUser }) {
  const { t } = useTranslation();
  const dash = t('common.none');
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <Section title={t('profile.general')}>
        <Table variant="vertical" layout="fixed" withTableBorder={false} data-testid="profile-general">
          <Table.Tbody>
            <Field label={t('profile.name')}>{user.fullName}</Field>
            <Field label={t('auth.email')}>{user.email}</Field>
            <Field label={t('profile.title')}>{user.userDetails.title ?? dash}</Field>
            <Field label={t('profile.jobTitle')}>{user.userDetails.jobTitle ?? dash}</Field>
            <Field label={t('profile.phone')}>{user.userDetails.phone ?? dash}</Field>
            <Field label={t('profile.language')}>{t(`language.names.${user.language}`)}</Field>
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t('profile.account')}>
        <Table variant="vertical" layout="fixed" withTableBorder={false}>
          <Table.Tbody>
            <Field label={t('profile.kind')}>{t(`profile.kinds.${user.kind}`)}</Field>
            <Field label={t('profile.status')}>{t(`profile.statuses.${user.status}`)}</Field>
            <Field label={t('profile.roles')}>
              <Group gap={6}>
                {user.roles.length === 0
                  ? dash
                  : user.roles.map((role) => (
                      <Badge key={role.id} variant="light">
                        {role.name}
                      </Badge>
                    ))}
              </Group>
            </Field>
            <Field label={t('profile.activeCustomer')}>
              {user.activeCustomer
                ? `${user.activeCustomer.name} (${user.activeCustomer.accountNumber})`
                : user.scope.allCustomers
                  ? t('dashboard.allCustomers')
                  : dash}
            </Field>
            <Field label={t('profile.customers')}>
              <Stack gap={2}>
                {user.usersCustomers.length === 0
                  ? dash
                  : user.usersCustomers.map((customer) => (
                      <Text key={customer.id} size="sm">
                        {customer.name} ({customer.accountNumber})
                      </Text>
                    ))}
              </Stack>
            </Field>
            {user.impersonator && (
              <Field label={t('profile.impersonator')}>
                {user.impersonator.fullName} ({user.impersonator.email})
              </Field>
            )}
          </Table.Tbody>
        </Table>
      </Section>
      <Section title={t('profile.permissions')}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profile.module')}</Table.Th>
              <Table.Th>{t('profile.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {permissionsByModule(user.permissions).map(([module, actions]) => (
              <Table.Tr key={module}>
                <Table.Td>{t(`modules.${module}`, { defaultValue: module })}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {actions.map((action) => (
                      <Badge key={action} size="sm" variant="outline">
                        {action}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Section>
    </SimpleGrid>
  );
}
