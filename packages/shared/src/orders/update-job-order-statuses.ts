import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const updateJobOrderStatusesSchemas = () => ({
  body: z.object({
    JobIds: z.array(id).min(1, 'Choose at least one job order').max(500),
    StatusTypeCode: z.string().trim().min(1, 'The status is required').max(40),
  }),
  response: z.object({ updated: z.number(), statusCode: z.string() }),
});

/** POST /JobOrders/update-status (staff): every job order moves to the status, or none does. */
export const updateJobOrderStatuses = defineCall<typeof updateJobOrderStatusesSchemas>()({
  name: 'updateJobOrderStatuses',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/update-status',
  permission: 'CP_JOB_ORDERS:STATUS',
  summary: 'Staff: move job orders to a status, all of them or none',
  refusals: {
    409: "A job order's status does not allow this change",
  },
});
