import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { storefrontPaths } from '@portal/shared';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { Notice } from '../../../components/notice';
import { operationFailedMessage } from '../../../lib/feedback';
import { useLang, useLocalizePath } from '../../../lib/i18n/use-lang';

/** spec §5: a visitor who opens the cart (or the checkout) is asked to sign in first. */
export function CartLoginRequired({ back }: { back: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Notice tone="info" title={t('cart.loginRequiredTitle')} testId="cart-login-required">
      {t('cart.loginRequired')}
      <Group mt="md">
        <Button
          component={Link}
          to={`${localize('/login')}?redirectTo=${encodeURIComponent(localize(back))}`}
        >
          {t('nav.signIn')}
        </Button>
      </Group>
    </Notice>
  );
}

export function CartLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** spec §8: 'Error occured while loading shopping cart!'. */
export function CartLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Notice tone="alert" testId="cart-load-failed">
      {operationFailedMessage(lang, 'load', t('cart.name'))}
      <Group mt="sm">
        <Button variant="light" color="red" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Notice>
  );
}

export function CartEmpty() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Stack align="flex-start" gap="md" data-testid="cart-empty">
      <Group gap="xs" c="dimmed">
        <Icon name="cart" size={28} />
        <Text size="lg">{t('cart.empty')}</Text>
      </Group>
      <Button component={Link} to={localize(storefrontPaths.catalogue())} variant="light">
        {t('home.browseCatalogue')}
      </Button>
    </Stack>
  );
}
