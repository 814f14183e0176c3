import { defineCall } from '../platform/contract';
import { pagedOf } from '../platform/envelope';
import { pagingQuery } from '../platform/paging';
import { outboxMailRow, outboxStatus } from './outbox-schemas';

export const listOutboxMailsSchemas = () => ({
  query: pagingQuery(1).extend({ status: outboxStatus.optional() }),
  response: pagedOf(outboxMailRow),
});

/**
 * GET /mail-outbox (staff): the mails the portal sent or is sending, newest first, paged and filtered by status. Texts
 * are not listed: they may hold secrets.
 */
export const listOutboxMails = defineCall<typeof listOutboxMailsSchemas>()({
  name: 'listOutboxMails',
  domain: 'system',
  method: 'GET',
  path: '/mail-outbox',
  // Mail delivery is the installation's configuration (SMTP_URL), which only staff see: the configuration module's
  // staff-only permission, so customer administrators never reach other people's mail.
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'Mails of the outbox, newest first, paged and filtered by status',
});
