import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobMetal, recordMetalMovementBody } from './movement-schemas';

export const recordMetalMovementSchemas = () => ({
  params: idParams,
  body: recordMetalMovementBody,
  response: jobMetal,
});

/**
 * POST /JobOrders/{id}/metal-movements (staff): metal issued to or returned from a production step of a job order.
 * A return never exceeds what that step was issued of that metal. Answers the job's metal as it now stands.
 */
export const recordMetalMovement = defineCall<typeof recordMetalMovementSchemas>()({
  name: 'recordMetalMovement',
  domain: 'metal',
  method: 'POST',
  path: '/JobOrders/{id}/metal-movements',
  permission: 'CP_METAL:EDIT',
  summary: 'Record metal issued to or returned from a production step of a job order',
  status: 201,
  refusals: { 409: 'The return would exceed what the step was issued of that metal' },
});
