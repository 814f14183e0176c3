import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { declineBody, holdDecision } from './schemas';

export const declineHoldSchemas = () => ({
  params: idParams,
  body: declineBody,
  response: holdDecision,
});

/** POST /orders/{id}/decline-hold: staff decline an order kept on credit hold, with a reason; it is cancelled. */
export const declineHold = defineCall<typeof declineHoldSchemas>()({
  name: 'declineHold',
  domain: 'trade-credit',
  method: 'POST',
  path: '/orders/{id}/decline-hold',
  permission: 'CP_CUSTOMERS:EDIT',
  summary:
    'Decline an order kept on credit hold, with a reason; the order is cancelled and the customer e-mailed',
  refusals: { 409: 'The order is not on credit hold' },
});
