import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { jobOrderNoteFields, noteAdded } from './schemas';

export const addJobOrderCustomerNoteSchemas = () => ({
  body: z.custom<FormData | z.input<typeof jobOrderNoteFields>>(),
  form: jobOrderNoteFields.extend({ image: z.file().optional() }),
  response: noteAdded,
});

/** POST /JobOrders/customernotes: a customer note with a picture. The body is a multipart form (the fields of
 * `jobOrderNoteFields` and `image`), or JSON without a picture; the handler reads it. */
export const addJobOrderCustomerNote = defineCall<typeof addJobOrderCustomerNoteSchemas>()({
  name: 'addJobOrderCustomerNote',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/customernotes',
  permission: 'CP_JOB_ORDERS:EDIT',
  takesIdempotencyKey: true,
  summary: 'Add a customer note with a picture (multipart image, note, jobOrderID, entityTypeCode)',
  multipart: true,
});
