import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { noteAdded, requiredText } from './schemas';
import { id } from '../platform/ids';

export const addInternalNoteSchemas = () => ({
  body: z.object({
    JobOrderID: id,
    Note: requiredText('The note', 4000),
    UserId: id.optional(),
  }),
  response: noteAdded,
});

/** POST /JobOrders/job-note-insert (staff): an internal note on a job order, which customers never see. */
export const addInternalNote = defineCall<typeof addInternalNoteSchemas>()({
  name: 'addInternalNote',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/job-note-insert',
  permission: 'CP_JOB_ORDERS:STATUS',
  takesIdempotencyKey: true,
  summary: 'Staff: an internal note on a job order, customers never see it',
});
