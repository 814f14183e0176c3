import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { listOutboxMails } from '@portal/shared/system/list-outbox-mails';
import { callQuery } from '../../../lib/calls';

/** GET /api/mail-outbox (staff): the outbox, newest first, by status. */
export function useOutboxMails(query: CallInput<typeof listOutboxMails>['query']) {
  return useQuery({ ...callQuery(listOutboxMails, { query }), placeholderData: keepPreviousData });
}
