import { useMutation } from '@tanstack/react-query';
import { portalLogin } from '@portal/shared/auth/portal-login';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';

export type PortalLoginInput = CallInput<typeof portalLogin>['body'];

/** POST /api/auth/portal-login: `{ token, refreshToken, user }`; 401 wrong credentials, 403 blocked, 429 too many. */
export function usePortalLogin() {
  return useMutation({
    mutationFn: (body: PortalLoginInput) =>
      api.send(portalLogin, { body }, { anonymous: true, silent: true }),
  });
}
