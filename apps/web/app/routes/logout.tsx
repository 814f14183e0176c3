import { Center, Loader } from '@mantine/core';
import { useTranslation } from '../lib/i18n/use-translation';
import { redirect } from 'react-router';
import type { Route } from './+types/logout';
import { langFromPath, localizePath } from '../lib/i18n/paths';
import { type SessionAccess, sessionContext } from '../lib/session/context';

/** Signs out (revokes the session, clears the auth cookie) and lands on the home page. */
async function signOut(request: Request, access: SessionAccess): Promise<never> {
  await access.endSession();
  throw redirect(localizePath('/', langFromPath(new URL(request.url).pathname)));
}

export const loader = ({ request, context }: Route.LoaderArgs) =>
  signOut(request, context.get(sessionContext));
export const clientLoader = ({ request, context }: Route.ClientLoaderArgs) =>
  signOut(request, context.get(sessionContext));

export default function Logout() {
  const { t } = useTranslation();
  return (
    <Center py={64}>
      <Loader aria-label={t('auth.signingOut')} />
    </Center>
  );
}
