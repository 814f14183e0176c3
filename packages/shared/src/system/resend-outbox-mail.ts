import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { outboxMailRow } from './outbox-schemas';

export const resendOutboxMailSchemas = () => ({
  params: idParams,
  response: outboxMailRow,
});

/**
 * POST /mail-outbox/{id}/resend (staff): a given-up mail (or one still retrying) goes back to the queue with its
 * attempts reset. A password mail is not sent again as it was: its user gets a new generated password in a new mail,
 * and the old one is marked `replaced`. Answers the mail that will be delivered.
 */
export const resendOutboxMail = defineCall<typeof resendOutboxMailSchemas>()({
  name: 'resendOutboxMail',
  domain: 'system',
  method: 'POST',
  path: '/mail-outbox/{id}/resend',
  // As the list: the configuration module's staff-only EDIT, since sending again may issue a user a new password.
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Send a given-up or retrying mail again (a password mail: a new password in a new mail)',
  refusals: {
    409: 'This mail cannot be sent again (sent, on its way, or its link is no longer kept)',
  },
});
