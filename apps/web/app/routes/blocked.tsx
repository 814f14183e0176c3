import '../styles/mantine-forms.css';
import { Alert, Button, Container, Group } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/blocked';
import { ErrorPage } from '../components/error-page';
import { PageHeader } from '../components/page-header';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { useSignOut } from '../lib/session/use-sign-out';

/** Where a blocked account ends up (spec §5 Access). */
export default function Blocked() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const signOut = useSignOut();
  return (
    <Container size="md" py="xl">
      <PageHeader />
      <Alert color="red" variant="light" title={t('blocked.title')} data-testid="blocked-message">
        {t('blocked.message')}
      </Alert>
      <Group mt="lg">
        <Button onClick={signOut}>{t('blocked.signOut')}</Button>
        <Button component={Link} to={localize('/contact-us')} variant="default">
          {t('pages.storefront.contactUs')}
        </Button>
      </Group>
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
