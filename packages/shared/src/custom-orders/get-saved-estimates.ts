import { defineCall } from '../platform/contract';
import { savedEstimateListQuery, savedEstimatePage } from './saved-estimate-schemas';

export const getSavedEstimatesSchemas = () => ({
  examples: [{ query: { pageNo: 1, pageSize: 10 } }],
  query: savedEstimateListQuery,
  response: savedEstimatePage,
});

/** GET /estimates: the kept estimates, last changed first; a customer's user sees its customer's only. */
export const getSavedEstimates = defineCall<typeof getSavedEstimatesSchemas>()({
  name: 'getSavedEstimates',
  domain: 'custom-orders',
  method: 'GET',
  path: '/estimates',
  permission: 'CP_ORDER_CREATION:VIEW',
  summary: 'Saved estimates, last changed first (staff: every customer’s, or one’s); pageNo from 1',
});
