import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { workflow } from './schemas';

export const updateWorkflowStatusSchemas = () => ({
  params: z.object({
    workflowCode: z.enum(['JOB_ORDER', 'SALES_ORDER', 'PRICE_QUOTE']),
    statusCode: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_]+$/, 'Is not a status code'),
  }),
  body: z.object({
    name: z.string().trim().min(1, 'The name is required').max(80),
    nameFr: z.string().trim().min(1, 'The French name is required').max(80),
    rank: wireNumber(z.number().int().min(0).max(10_000)),
  }),
  response: workflow,
});

/**
 * PUT /admin-settings/cp/workflows/{workflowCode}/statuses/{statusCode}: what is safe to change of a status, its
 * names and place in the list. Its code and tab stay: the order rules and the tabs depend on them.
 */
export const updateWorkflowStatus = defineCall<typeof updateWorkflowStatusSchemas>()({
  name: 'updateWorkflowStatus',
  domain: 'settings',
  method: 'PUT',
  path: '/admin-settings/cp/workflows/{workflowCode}/statuses/{statusCode}',
  permission: 'CP_CONFIGURATION:EDIT',
  summary: 'Rename or re-order a workflow status',
});
