import type { MyProfile } from '@portal/shared/users/profile-schemas';
import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { permissionName, roleName } from '../../../../lib/access-names';
import { useLang } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useCurrentUser } from '../../../../lib/session/session';

/** Who is signed in, for whom, with which roles; and the staff member acting as them after switch user. */
export function ProfileSummary({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation();
  const lang = useLang();
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
                {roleName(t, role)}
              </Badge>
            ))}
          </Group>
          {/* What the roles allow, as a person reads it in the page's language (never the raw codes). */}
          <details data-testid="profile-permissions">
            <summary>
              <Text span size="sm">
                {t('people.permissions')}
              </Text>
            </summary>
            <Text component="ul" size="sm" mt={4} pl="md">
              {user.permissions
                .filter((code) => code !== '0')
                .map((code) => (
                  <li key={code}>{permissionName(t, lang, code)}</li>
                ))}
            </Text>
          </details>
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
