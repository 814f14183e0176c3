import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteSavedEstimateSchemas = () => ({
  params: idParams,
  response: z.object({ id: z.number() }),
});

/** DELETE /estimates/{id}: a draft estimate deleted; one sent stays, as the record of what the order came from. */
export const deleteSavedEstimate = defineCall<typeof deleteSavedEstimateSchemas>()({
  name: 'deleteSavedEstimate',
  domain: 'custom-orders',
  method: 'DELETE',
  path: '/estimates/{id}',
  permission: 'CP_ORDER_CREATION:EDIT',
  summary: 'Delete a saved estimate that has not been sent',
  refusals: { 409: 'The estimate was already sent to the workshop' },
});
