import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { savedEstimate } from './saved-estimate-schemas';

export const getSavedEstimateSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: savedEstimate,
});

/** GET /estimates/{id}: one saved estimate, to reopen; another customer's is 404. */
export const getSavedEstimate = defineCall<typeof getSavedEstimateSchemas>()({
  name: 'getSavedEstimate',
  domain: 'custom-orders',
  method: 'GET',
  path: '/estimates/{id}',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary: 'One saved estimate with what it became',
});
