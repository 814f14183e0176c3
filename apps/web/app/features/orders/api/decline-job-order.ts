import { declineJobOrder } from '@portal/shared/orders/decline-job-order';
import type { DeclineReason } from '@portal/shared/orders/decline-reasons';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

export interface DeclineInput {
  id: number;
  reason: DeclineReason | null;
  /** Required (spec §4 "declined (with reason text)"). */
  reasonText: string;
}

/** POST /api/JobOrders/{id}/decline. */
export const useDeclineJobOrder = () =>
  useOrderMutation((input: DeclineInput) =>
    api.send(declineJobOrder, {
      params: { id: input.id },
      body: { reason: input.reason ?? undefined, reasonText: input.reasonText },
    }),
  );
