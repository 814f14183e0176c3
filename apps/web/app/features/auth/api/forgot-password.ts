import { useMutation } from '@tanstack/react-query';
import { forgotPassword } from '@portal/shared/auth/forgot-password';
import { api } from '../../../lib/browser-api';

/**
 * POST /api/auth/forgot-password: e-mails a generated password that forces a change after use (spec §5). The answer
 * is the same whether or not the address has an account.
 */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      api.send(forgotPassword, { body: { email } }, { anonymous: true, silent: true }),
  });
}
