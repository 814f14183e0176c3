import type { AuthTokensResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

export interface PortalLoginInput {
  email: string;
  password: string;
  captchaToken?: string;
}

/** POST /api/auth/portal-login: `{ token, refreshToken, user }`; 401 wrong credentials, 403 blocked, 429 too many. */
export function portalLogin(input: PortalLoginInput): Promise<AuthTokensResponse> {
  return api.post<AuthTokensResponse>('/api/auth/portal-login', input, {
    anonymous: true,
    raw: true,
    silent: true,
  });
}

export function usePortalLogin() {
  return useMutation({ mutationFn: portalLogin });
}
