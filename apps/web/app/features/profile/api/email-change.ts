import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { confirmEmailChange } from '@portal/shared/users/confirm-email-change';
import { requestEmailChange } from '@portal/shared/users/request-email-change';
import { api } from '../../../lib/browser-api';

/** POST /api/User/change-email: the current password and the new address; a link is mailed, nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: CallInput<typeof requestEmailChange>['body']) =>
      api.send(requestEmailChange, { body }, { silent: true }),
  });
}

/** POST /api/User/confirm-email (public): the link's token changes the sign-in e-mail. Its failures are the page's. */
export function useConfirmEmailChange() {
  return useMutation({
    mutationFn: (token: string) => api.send(confirmEmailChange, { body: { token } }, { silent: true }),
  });
}
