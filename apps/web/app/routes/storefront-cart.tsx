import { Alert, Button, Container, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Route } from './+types/storefront-cart';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { pageFrameLoaders } from '../lib/page-request';
import { useSession } from '../lib/session/session';

export const loader = pageFrameLoaders.loader;
export const clientLoader = pageFrameLoaders.clientLoader;

/** The storefront cart; a visitor who is not signed in reads the spec §5 message instead. */
export default function StorefrontCart() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { user } = useSession();
  return (
    <Container size="xl" py="xl">
      <PageHeader />
      {!user && (
        <Alert
          color="brand"
          variant="light"
          title={t('cart.loginRequiredTitle')}
          data-testid="cart-login-required"
        >
          {t('cart.loginRequired')}
          <Group mt="md">
            <Button component={Link} to={localize('/login')}>
              {t('nav.signIn')}
            </Button>
          </Group>
        </Alert>
      )}
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
