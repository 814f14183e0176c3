import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderNote } from './schemas';

export const getJobOrderCustomerNotesSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(orderNote),
});

/** GET /JobOrders/{id}/customernotes: the customer notes (pictures of the work), oldest first. */
export const getJobOrderCustomerNotes = defineCall<typeof getJobOrderCustomerNotesSchemas>()({
  name: 'getJobOrderCustomerNotes',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/{id}/customernotes',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'Customer notes of a job order, with their pictures',
});
