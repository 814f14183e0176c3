import type { MyProfile } from '@portal/shared/users/profile-schemas';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../lib/session/session';

/** Who is signed in, for whom, with which roles; and the staff member acting as them after switch user. */
export function ProfileSummary({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const customer = user.activeCustomer;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="profile-general">
      <Group wrap="nowrap" align="flex-start">
        <Avatar src={profile.settings.imageUrl} size={72} radius="xl" alt="" data-testid="profile-avatar">
          {profile.general.firstName.charAt(0)}
          {profile.general.lastName.charAt(0)}
        </Avatar>
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {profile.general.firstName} {profile.general.lastName}
          </Text>
          <Text size="sm">{profile.general.email}</Text>
          {customer && (
            <Text size="sm" c="dimmed">
              {customer.name} ({customer.accountNumber})
            </Text>
          )}
          <Group gap={6}>
            {user.roles.map((role) => (
              <Badge key={role.id} variant="light">
                {role.name}
              </Badge>
            ))}
          </Group>
          {user.impersonator && (
            <Text size="sm" c="orange">
              {t('people.signedInBy', { name: user.impersonator.fullName })}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
