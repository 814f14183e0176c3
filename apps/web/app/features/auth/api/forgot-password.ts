import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';

/**
 * POST /api/auth/forgot-password: e-mails a generated password that forces a change after use (spec §5). The answer
 * is the same whether or not the address has an account.
 */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>(
    '/api/auth/forgot-password',
    { email },
    { anonymous: true, silent: true },
  );
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
