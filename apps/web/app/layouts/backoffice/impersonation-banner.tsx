import { Alert, Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/icon';
import { useSwitchUser } from '../../features/auth/public/switch-user';
import { startSession } from '../../features/auth/public/start-session';
import { notifySuccess } from '../../lib/feedback';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { homePathFor } from '../../lib/session/access';
import { useCurrentUser } from '../../lib/session/session';

/** While staff act as another user: who is acting, and the way back (switchUser with their own id). */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localize = useLocalizePath();
  const switchUser = useSwitchUser();
  const impersonator = user.impersonator;
  if (!impersonator) return null;

  const returnToSelf = () =>
    switchUser.mutate(impersonator.id, {
      onSuccess: (response) => {
        startSession(queryClient, response);
        notifySuccess(t('switchUser.returned', { name: response.user.fullName }));
        void navigate(localize(homePathFor(response.user)));
      },
    });

  return (
    <Alert
      color="brand"
      variant="light"
      mb="md"
      icon={<Icon name="switch" />}
      data-testid="impersonation-banner"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('switchUser.actingAs', { name: user.fullName, impersonator: impersonator.fullName })}
        </Text>
        <Button size="xs" onClick={returnToSelf} loading={switchUser.isPending}>
          {t('switchUser.returnToSelf')}
        </Button>
      </Group>
    </Alert>
  );
}
