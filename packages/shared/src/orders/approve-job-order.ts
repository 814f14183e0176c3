import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { statusAnswer } from './schemas';

export const approveJobOrderSchemas = () => ({
  params: idParams,
  body: z.object({
    serviceType: z.union([z.number().int().positive(), z.string().trim().min(1).max(40)], {
      message: 'The service type is required',
    }),
  }),
  response: statusAnswer,
});

/** POST /JobOrders/{id}/approve: the customer approves the job with the service type (id or code) it is made under. */
export const approveJobOrder = defineCall<typeof approveJobOrderSchemas>()({
  name: 'approveJobOrder',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/{id}/approve',
  permission: 'CP_JOB_ORDERS:APPROVE',
  summary: 'Approve a job order waiting for approval, with the service type it is made under',
  refusals: {
    409: "The job order's status does not allow approving it",
  },
});
