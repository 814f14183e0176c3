import { useMutation } from '@tanstack/react-query';
import { confirmEmailChange } from '@portal/shared/users/confirm-email-change';
import { api } from '../../../../lib/browser-api';

/**
 * POST /api/User/confirm-email (public): the link's token changes the sign-in e-mail. Its failures are the page's.
 * A file of its own: the confirmation page is a storefront page, and the request's contract would bring zod's
 * e-mail schema into its first load.
 */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api.send(confirmEmailChange, { body: { token } }, { silent: true }),
  });
}
