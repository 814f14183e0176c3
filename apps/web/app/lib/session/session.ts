import type { AuthUser } from '@portal/shared';
import { getCurrentUser } from '@portal/shared/auth/get-current-user';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiClient } from '../api';
import { browserTokenStore } from '../auth/tokens';
import { api } from '../browser-api';

/** Who is looking at the page: a signed-in user, nobody, or a blocked account (spec §5 Access). */
export interface Session {
  user: AuthUser | null;
  blocked: boolean;
}

export const ANONYMOUS: Session = { user: null, blocked: false };

/** GET /api/auth/user with the caller's tokens; 401 (after the client's one refresh) means signed out. */
export async function loadSession(client: ApiClient, hasTokens: boolean): Promise<Session> {
  if (!hasTokens) return ANONYMOUS;
  try {
    const user = await client.send(getCurrentUser, {}, { silent: true });
    return user.status === 'blocked' ? { user: null, blocked: true } : { user, blocked: false };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.isBlocked) return { user: null, blocked: true };
      if (error.status === 401) return ANONYMOUS;
    }
    throw error;
  }
}

export const sessionKey = ['session'] as const;

/** The browser's session: seeded from the server render, replaced on sign-in, switch and sign-out. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKey,
    queryFn: () => loadSession(api, browserTokenStore.get() !== null),
    staleTime: Infinity,
    gcTime: Infinity,
    // Staff may change the user's role settings meanwhile (configuration screen): back on the tab, the menu and the
    // page guards follow the permissions the API now applies, without waiting for a reload.
    refetchOnWindowFocus: 'always',
  });

export function useSession(): Session {
  return useQuery(sessionQueryOptions()).data ?? ANONYMOUS;
}

/** The signed-in user; only for components under the back-office layout, whose guard guarantees one. */
export function useCurrentUser(): AuthUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser needs a signed-in user');
  return user;
}

export function setSessionUser(queryClient: QueryClient, user: AuthUser | null): void {
  const session: Session = !user
    ? ANONYMOUS
    : user.status === 'blocked'
      ? { user: null, blocked: true }
      : { user, blocked: false };
  queryClient.setQueryData(sessionKey, session);
}
