import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /api/User/ChangePassword (also the forced change after a generated password, spec §5). */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/User/ChangePassword', input, { silent: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
