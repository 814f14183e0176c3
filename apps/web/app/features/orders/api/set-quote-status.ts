import { setQuoteStatus } from '@portal/shared/orders/set-quote-status';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** APPROVE and DECLINE are the customer's answers; SET is staff moving the quote to any status. */
export interface QuoteStatusChange {
  id: number;
  statusChangeAction: 'APPROVE' | 'DECLINE' | 'SET';
  statusCode?: string;
  reason?: CallInput<typeof setQuoteStatus>['body']['reason'] | null;
  reasonText?: string | null;
}

/** POST /api/PriceQuotes/set-status (spec §4: an approved or set quote leaves the open list). */
export const useSetQuoteStatus = () =>
  useOrderMutation((input: QuoteStatusChange) =>
    api.send(setQuoteStatus, {
      body: { ...input, reason: input.reason ?? undefined, reasonText: input.reasonText ?? undefined },
    }),
  );
