import { logout as logoutCall } from '@portal/shared/auth/logout';
import type { ApiClient, Tokens } from '../api';

/** POST /api/auth/logout: revokes the session (its refresh-token family). A failure changes nothing for the user. */
export async function logout(client: ApiClient, tokens: Tokens | null): Promise<void> {
  if (!tokens) return;
  try {
    await client.send(logoutCall, { body: { refreshToken: tokens.refreshToken } }, { silent: true });
  } catch {
    // Already signed out, expired or blocked: the cookie is cleared anyway.
  }
}
