import { type RouterContextProvider, redirect } from 'react-router';
import { browserTokenStore } from '../auth/tokens';
import { api } from '../browser-api';
import { readLocaleCookie } from '../i18n/locale-cookie';
import { getQueryClient } from '../query-client';
import { sessionContext } from './context';
import { logout } from './logout';
import { ANONYMOUS, sessionKey, sessionQueryOptions } from './session';

/** Browser side of the session: the cached user (seeded by the server render) for guards and client loaders. */
export async function clientSessionMiddleware({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}): Promise<void> {
  const url = new URL(request.url);
  if (url.pathname === '/' && readLocaleCookie(document.cookie) === 'fr') {
    throw redirect(`/fr${url.search}`);
  }
  const queryClient = getQueryClient();
  context.set(sessionContext, {
    api,
    getSession: () => queryClient.ensureQueryData(sessionQueryOptions()),
    endSession: async () => {
      await logout(api, browserTokenStore.get());
      browserTokenStore.set(null);
      // Nothing of the previous user stays in the cache.
      queryClient.clear();
      queryClient.setQueryData(sessionKey, ANONYMOUS);
    },
  });
}
