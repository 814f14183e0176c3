import { useMutation } from '@tanstack/react-query';
import { switchUser } from '@portal/shared/auth/switch-user';
import { api } from '../../../lib/browser-api';

/** POST /api/auth/switchUser: staff act as a portal user; the impersonator's own id switches back. */
export function useSwitchUser() {
  return useMutation({
    mutationFn: (userId: number) => api.send(switchUser, { body: { userId } }),
  });
}
