import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { Link } from 'react-router';
import { isChunkLoadError, reloadOnce } from '../lib/chunk-reload';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { errorStatus } from '../lib/page-meta';

/**
 * spec §2 / §8: 404 reads '404 Not Found' / 'This page could not be found'; any other error 'An error occurred' with
 * its status code (500 when it has none).
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const status = errorStatus(error);
  const notFound = status === 404;

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
    else if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} lh={1} c="brand.6" aria-hidden="true">
          {status}
        </Text>
        <Title order={1}>{notFound ? t('errors.notFoundTitle') : t('errors.errorTitle')}</Title>
        <Text size="lg" data-testid="error-message">
          {notFound ? t('errors.notFoundMessage') : t('errors.errorMessage', { status })}
        </Text>
        <Button component={Link} to={localize('/')} size="md">
          {t('errors.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
