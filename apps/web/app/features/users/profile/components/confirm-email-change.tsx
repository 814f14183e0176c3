import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api';
import { useLocalizePath } from '../../../../lib/i18n/use-lang';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { sessionQueryOptions } from '../../../../lib/session/session';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/**
 * The page the confirmation mail links to. The change waits for a click rather than happening on load: mail scanners
 * open links to inspect them, and must not use up the single-use token (docs/decisions.md, e-mail change).
 */
export function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const queryClient = useQueryClient();
  const confirm = useConfirmEmailChange();
  const failure =
    confirm.error instanceof ApiError && confirm.error.status === 409
      ? t('confirmEmail.taken')
      : confirm.error instanceof ApiError && (confirm.error.status === 404 || confirm.error.status === 400)
        ? t('confirmEmail.invalid')
        : confirm.error
          ? t('confirmEmail.failed')
          : null;
  return (
    <Center py={64} px="md">
      <Paper withBorder radius="md" p="xl" maw={480} w="100%">
        <Stack gap="md">
          <Title order={1} fz="h2">
            {t('confirmEmail.title')}
          </Title>
          {!token ? (
            <Alert color="red" variant="light" role="alert" data-testid="confirm-email-failed">
              {t('confirmEmail.invalid')}
            </Alert>
          ) : confirm.isSuccess ? (
            <Alert color="green" variant="light" role="status" data-testid="confirm-email-done">
              {t('confirmEmail.done', { email: confirm.data.email })}
            </Alert>
          ) : (
            <>
              <Text>{t('confirmEmail.intro')}</Text>
              {failure && (
                <Alert color="red" variant="light" role="alert" data-testid="confirm-email-failed">
                  {failure}
                </Alert>
              )}
            </>
          )}
          <Group justify="flex-end">
            {confirm.isSuccess || failure || !token ? (
              <>
                <Button component={Link} to={localize('/backoffice/my-profile')} variant="default">
                  {t('confirmEmail.toProfile')}
                </Button>
                <Button component={Link} to={localize('/login')}>
                  {t('confirmEmail.signIn')}
                </Button>
              </>
            ) : (
              <Button
                loading={confirm.isPending}
                onClick={() =>
                  confirm.mutate(token, {
                    // The header's user (its e-mail) comes from the session: read it again.
                    onSuccess: () =>
                      queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
                  })
                }
              >
                {t('confirmEmail.confirm')}
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
