import { useMutation } from '@tanstack/react-query';
import { sendContactMessage } from '@portal/shared/contact/send-contact-message';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

/**
 * POST /api/contact-us from the visitor's browser (so the per-address limit counts the visitor, not the web server).
 * Field errors are left to the form (silent).
 */
export function useSendContactMessage() {
  return useMutation({
    mutationKey: callKey(sendContactMessage),
    mutationFn: (body: CallInput<typeof sendContactMessage>['body']) =>
      api.send(sendContactMessage, { body }, { anonymous: true, silent: true }),
  });
}
