import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { metalWeightsAnswer } from './metal-weights';

export const approveWeightSchemas = () => ({
  params: idParams,
  body: z.object({
    /** Staff approving in the customer's place say why (audited); a customer gives none. */
    reason: z.string().trim().max(500, 'The reason must be at most 500 characters').optional(),
  }),
  response: metalWeightsAnswer,
});

/** POST /JobOrders/{id}/approve-weight: the customer accepts the finished weight beyond the tolerance, or staff override. */
export const approveWeight = defineCall<typeof approveWeightSchemas>()({
  name: 'approveWeight',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/{id}/approve-weight',
  permission: 'CP_JOB_ORDERS:APPROVE',
  summary:
    'Approve the finished metal weight of a job order beyond the tolerance (staff: override with a reason)',
  refusals: { 409: 'No finished weight of this job order awaits approval' },
});
