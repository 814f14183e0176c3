import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { changePassword } from '@portal/shared/users/change-password';
import { api } from '../../../lib/browser-api';

export type ChangePasswordInput = CallInput<typeof changePassword>['body'];

/** POST /api/User/ChangePassword (also the forced change after a generated password, spec §5). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.send(changePassword, { body }, { silent: true }),
  });
}
