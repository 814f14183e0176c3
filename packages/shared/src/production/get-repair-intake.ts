import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { repairIntake } from './repair-schemas';

export const getRepairIntakeSchemas = () => ({
  params: idParams,
  response: repairIntake.nullable(),
  examples: [{ params: { id: 1 } }],
});

/** GET /JobOrders/{id}/repair-intake: a repair job's intake (null for another job); another customer's job: 404. */
export const getRepairIntake = defineCall<typeof getRepairIntakeSchemas>()({
  name: 'getRepairIntake',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/{id}/repair-intake',
  permission: ['CP_JOB_ORDERS:VIEW', 'CP_PRODUCTION:VIEW'],
  summary: 'The intake of a repair job: piece, condition, photos, stones and metal with weights, signature',
});
