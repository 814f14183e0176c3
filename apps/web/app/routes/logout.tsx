import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Form, Link, data, redirect } from 'react-router';
import type { Route } from './+types/logout';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocalizePath } from '../lib/i18n/use-lang';
import { langFromPath, localizePath } from '../lib/i18n/paths';
import { type SessionAccess, sessionContext } from '../lib/session/context';

const homeOf = (request: Request) => localizePath('/', langFromPath(new URL(request.url).pathname));

/** Signs out (revokes the session, clears the auth cookie) and lands on the home page. */
async function signOut(request: Request, access: SessionAccess): Promise<never> {
  await access.endSession();
  throw redirect(homeOf(request));
}

/**
 * POST /logout. A browser marks a request another site started (`Sec-Fetch-Site: cross-site` or `same-site`): such a
 * form post is refused, whatever the cookie policy lets through.
 */
export function action({ request, context }: Route.ActionArgs) {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') throw data(null, { status: 403 });
  return signOut(request, context.get(sessionContext));
}
export const clientAction = ({ request, context }: Route.ClientActionArgs) =>
  signOut(request, context.get(sessionContext));

/** GET /logout only asks: a visitor who is not signed in has nothing to sign out of. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.get(sessionContext).getSession();
  if (!session.user && !session.blocked) throw redirect(homeOf(request));
  return null;
}

export default function Logout() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <Center py={64} px="md">
      <Paper withBorder radius="md" p="xl" maw={420} w="100%">
        <Form method="post">
          <Stack gap="md">
            <Title order={1} fz="h2">
              {t('auth.signOutTitle')}
            </Title>
            <Text>{t('auth.signOutQuestion')}</Text>
            <Group justify="flex-end">
              <Button component={Link} to={localize('/')} variant="default">
                {t('common.cancel')}
              </Button>
              <Button type="submit" data-testid="confirm-sign-out">
                {t('nav.signOut')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Paper>
    </Center>
  );
}
