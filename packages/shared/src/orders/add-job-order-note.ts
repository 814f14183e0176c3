import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { jobOrderNoteFields, noteAdded } from './schemas';

export const addJobOrderNoteSchemas = () => ({
  body: z.custom<FormData | z.input<typeof jobOrderNoteFields>>(),
  form: jobOrderNoteFields.extend({ image: z.file().optional() }),
  response: noteAdded,
});

/** POST /JobOrders/notes: a note on a job order. The body is a multipart form (the fields of `jobOrderNoteFields` and
 * an optional `image`), or JSON without a picture; the handler reads it. */
export const addJobOrderNote = defineCall<typeof addJobOrderNoteSchemas>()({
  name: 'addJobOrderNote',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/notes',
  permission: 'CP_JOB_ORDERS:EDIT',
  takesIdempotencyKey: true,
  summary: 'Add a note to a job order (multipart note, jobOrderID, optional image; or JSON without image)',
  multipart: true,
});
