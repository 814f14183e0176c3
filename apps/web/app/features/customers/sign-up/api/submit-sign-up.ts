import { useMutation } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { submitSignUp } from '@portal/shared/customers/submit-sign-up';
import { api } from '../../../../lib/browser-api';

/**
 * POST /api/Customers/sign-up from the visitor's browser (so the per-address limit counts the visitor, not the web
 * server). Field errors are left to the form (silent).
 */
export function useSubmitSignUp() {
  return useMutation({
    mutationFn: (body: CallInput<typeof submitSignUp>['body']) =>
      api.send(submitSignUp, { body }, { anonymous: true, silent: true }),
  });
}
