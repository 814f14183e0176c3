import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { savedEstimate } from './saved-estimate-schemas';

export const sendSavedEstimateSchemas = () => ({
  params: idParams,
  body: z.object({
    /** JO: a custom order (and its job order) at the estimate's price; PQ: a price quote for the workshop to confirm. */
    as: z.enum(['JO', 'PQ'], { message: 'Say whether it goes as a custom order or a price quote' }),
  }),
  response: savedEstimate,
});

/**
 * POST /estimates/{id}/send: the estimate goes to the workshop as a custom order or a price quote, for its customer,
 * at the total it shows (priced again at today's prices); it then names what it became and can no longer change.
 */
export const sendSavedEstimate = defineCall<typeof sendSavedEstimateSchemas>()({
  name: 'sendSavedEstimate',
  domain: 'custom-orders',
  method: 'POST',
  path: '/estimates/{id}/send',
  permission: 'CP_ORDER_CREATION:EDIT',
  summary: 'Send a saved estimate to the workshop as a custom order or a price quote',
  refusals: { 409: 'The estimate was already sent to the workshop' },
});
