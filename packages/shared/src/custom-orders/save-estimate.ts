import { defineCall } from '../platform/contract';
import { savedEstimate, savedEstimateRequest } from './saved-estimate-schemas';

export const saveEstimateSchemas = () => ({ body: savedEstimateRequest, response: savedEstimate });

/** POST /estimates: keeps the estimate screen's choices under a name, priced again on the server. */
export const saveEstimate = defineCall<typeof saveEstimateSchemas>()({
  name: 'saveEstimate',
  domain: 'custom-orders',
  method: 'POST',
  path: '/estimates',
  permission: 'CP_ORDER_CREATION:EDIT',
  summary: 'Save an estimate (its choices, the piece and the customer) to reopen or send later',
});
