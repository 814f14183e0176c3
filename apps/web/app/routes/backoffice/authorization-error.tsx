import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { Route } from './+types/authorization-error';
import { ErrorPage } from '../../components/error-page';
import { PageHeader } from '../../components/page-header';
import { useLocalizePath } from '../../lib/i18n/use-lang';
import { homePathFor } from '../../lib/session/access';
import { useCurrentUser } from '../../lib/session/session';

/** spec §2 / §5: shown when the user lacks the permission a page requires. */
export default function AuthorizationError() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const user = useCurrentUser();
  return (
    <>
      <PageHeader />
      <Alert
        color="red"
        variant="light"
        title={t('authorizationError.title')}
        data-testid="authorization-error"
      >
        {t('authorizationError.message')}
      </Alert>
      <Group mt="lg">
        <Button component={Link} to={localize(homePathFor(user))}>
          {t('authorizationError.back')}
        </Button>
      </Group>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
