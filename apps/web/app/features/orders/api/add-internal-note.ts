import { addInternalNote } from '@portal/shared/orders/add-internal-note';
import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/job-note-insert (staff): a note customers never see. */
export const useAddInternalNote = () =>
  useOrderMutation((input: { orderId: number; text: string; attemptKey: string }) =>
    api.send(
      addInternalNote,
      { body: { JobOrderID: input.orderId, Note: input.text } },
      { idempotencyKey: input.attemptKey },
    ),
  );
