import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { workflow } from './schemas';

export const getWorkflowsSchemas = () => ({ response: z.array(workflow) });

/** GET /admin-settings/cp/workflows: each order kind's statuses and the moves the portal makes between them. */
export const getWorkflows = defineCall<typeof getWorkflowsSchemas>()({
  name: 'getWorkflows',
  domain: 'settings',
  method: 'GET',
  path: '/admin-settings/cp/workflows',
  permission: 'CP_CONFIGURATION:VIEW',
  summary: 'Order workflows: statuses and transitions',
});
