import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id, idParams } from '../platform/ids';
import { metalWeightsAnswer } from './metal-weights';

const grams = z
  .number({ message: 'The finished weight is required' })
  .positive('The finished weight must be above 0 g')
  .max(9_999_999, 'The finished weight must be below 9,999,999 g')
  .refine(
    (value) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
    'The finished weight has at most 3 decimals (mg)',
  );

export const recordFinishedWeightsSchemas = () => ({
  params: idParams,
  body: z.object({
    lines: z
      .array(z.object({ orderItemId: id, grams }))
      .min(1, 'Give the finished weight of at least one line'),
  }),
  response: metalWeightsAnswer,
});

/**
 * POST /JobOrders/{id}/finished-weights (staff): the finished grams of whole metal lines when the job reaches
 * finishing. Within the tolerance the order is billed on them at once; beyond it the customer is asked to approve.
 */
export const recordFinishedWeights = defineCall<typeof recordFinishedWeightsSchemas>()({
  name: 'recordFinishedWeights',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/{id}/finished-weights',
  permission: 'CP_METAL:EDIT',
  summary:
    'Record the finished metal weight of job order lines; beyond the tolerance the customer approves it',
  refusals: { 409: 'The job order is already invoiced, or a line has no metal' },
});
