import type { AuthTokensResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/** POST /api/auth/switchUser: staff act as a portal user; the impersonator's own id switches back. */
export function switchUser(userId: number): Promise<AuthTokensResponse> {
  return api.post<AuthTokensResponse>('/api/auth/switchUser', { userId }, { raw: true });
}

export function useSwitchUser() {
  return useMutation({ mutationFn: switchUser });
}
