import { api } from '../../../lib/browser-api';
import type { StatusAnswer } from './order-types';
import { useOrderMutation } from './use-order-mutation';

export interface QuoteStatusChange {
  id: number;
  /** APPROVE and DECLINE are the customer's answers; SET is staff moving the quote to any status. */
  statusChangeAction: 'APPROVE' | 'DECLINE' | 'SET';
  statusCode?: string;
  reason?: string | null;
  reasonText?: string | null;
}

/** POST /api/PriceQuotes/set-status (spec §4: an approved or set quote leaves the open list). */
export function setQuoteStatus(input: QuoteStatusChange): Promise<StatusAnswer> {
  return api.post<StatusAnswer>('/api/PriceQuotes/set-status', {
    ...input,
    reason: input.reason ?? undefined,
    reasonText: input.reasonText ?? undefined,
  });
}

export const useSetQuoteStatus = () => useOrderMutation('PQ', setQuoteStatus);
