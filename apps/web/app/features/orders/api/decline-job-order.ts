import { api } from '../../../lib/browser-api';
import type { StatusAnswer } from './order-types';
import { useOrderMutation } from './use-order-mutation';

export interface DeclineInput {
  id: number;
  reason: string | null;
  /** Required (spec §4 "declined (with reason text)"). */
  reasonText: string;
}

/** POST /api/JobOrders/{id}/decline. */
export function declineJobOrder(input: DeclineInput): Promise<StatusAnswer> {
  return api.post<StatusAnswer>(`/api/JobOrders/${input.id}/decline`, {
    reason: input.reason ?? undefined,
    reasonText: input.reasonText,
  });
}

export const useDeclineJobOrder = () => useOrderMutation('JO', declineJobOrder);
