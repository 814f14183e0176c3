import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderNote } from './schemas';

export const getJobOrderNotesSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(orderNote),
});

/** GET /JobOrders/{id}/notes: the order notes, oldest first; staff also read internal ones. */
export const getJobOrderNotes = defineCall<typeof getJobOrderNotesSchemas>()({
  name: 'getJobOrderNotes',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/{id}/notes',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'Notes of a job order (staff also read internal notes)',
});
