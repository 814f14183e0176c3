import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { requestEmailChange } from '@portal/shared/users/request-email-change';
import { api } from '../../../../lib/browser-api';

/** POST /api/User/change-email: the current password and the new address; a link is mailed, nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: CallInput<typeof requestEmailChange>['body']) =>
      api.send(requestEmailChange, { body }, { silent: true }),
  });
}
