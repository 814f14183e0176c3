import type { AuthTokensResponse } from '@portal/shared';
import type { QueryClient } from '@tanstack/react-query';
import { browserTokenStore } from '../../lib/auth/tokens';
import { sessionKey, setSessionUser } from '../../lib/session/session';

/**
 * After sign-in, switch customer and switch user: keep the new pair in the auth cookie, make the new user current and
 * drop every cached answer of the previous identity.
 */
export function startSession(queryClient: QueryClient, response: AuthTokensResponse): void {
  browserTokenStore.set({ token: response.token, refreshToken: response.refreshToken });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  setSessionUser(queryClient, response.user);
}
