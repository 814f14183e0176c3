import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { savedEstimate, savedEstimateRequest } from './saved-estimate-schemas';

export const updateSavedEstimateSchemas = () => ({
  params: idParams,
  body: savedEstimateRequest,
  response: savedEstimate,
});

/** PUT /estimates/{id}: a draft estimate changed; one already sent to the workshop stays as it was sent. */
export const updateSavedEstimate = defineCall<typeof updateSavedEstimateSchemas>()({
  name: 'updateSavedEstimate',
  domain: 'custom-orders',
  method: 'PUT',
  path: '/estimates/{id}',
  permission: 'CP_ORDER_CREATION:EDIT',
  summary: 'Change a saved estimate that has not been sent',
  refusals: { 409: 'The estimate was already sent to the workshop' },
});
