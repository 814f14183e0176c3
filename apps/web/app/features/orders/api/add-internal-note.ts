import { api } from '../../../lib/browser-api';
import { useOrderMutation } from './use-order-mutation';

/** POST /api/JobOrders/job-note-insert (staff): a note customers never see. */
export function addInternalNote(input: { orderId: number; text: string }) {
  return api.post<{ id: number }>('/api/JobOrders/job-note-insert', {
    JobOrderID: input.orderId,
    Note: input.text,
  });
}

export const useAddInternalNote = () => useOrderMutation('JO', addInternalNote);
