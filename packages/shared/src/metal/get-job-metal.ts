import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobMetal } from './movement-schemas';

export const getJobMetalSchemas = () => ({
  params: idParams,
  response: jobMetal,
  examples: [{ params: { id: 1 } }],
});

/** GET /JobOrders/{id}/metal-movements (staff): a job order's metal movements and its loss per step and in all. */
export const getJobMetal = defineCall<typeof getJobMetalSchemas>()({
  name: 'getJobMetal',
  domain: 'metal',
  method: 'GET',
  path: '/JobOrders/{id}/metal-movements',
  permission: 'CP_METAL:VIEW',
  summary: "A job order's metal movements, with the loss per production step and in all",
});
