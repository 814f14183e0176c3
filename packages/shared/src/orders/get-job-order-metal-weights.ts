import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { metalWeightsAnswer } from './metal-weights';

export const getJobOrderMetalWeightsSchemas = () => ({
  params: idParams,
  response: metalWeightsAnswer,
  examples: [{ params: { id: 1 } }],
});

/** GET /JobOrders/{id}/metal-weights: each metal line's estimated and finished weight, the difference and its price. */
export const getJobOrderMetalWeights = defineCall<typeof getJobOrderMetalWeightsSchemas>()({
  name: 'getJobOrderMetalWeights',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/{id}/metal-weights',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary:
    "A job order's metal lines: estimated and finished weight, the difference, the price per gram and its basis",
});
