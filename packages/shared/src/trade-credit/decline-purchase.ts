import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { declineBody, holdDecision } from './schemas';

export const declinePurchaseSchemas = () => ({
  params: idParams,
  body: declineBody,
  response: holdDecision,
});

/** POST /orders/{id}/decline-purchase: the administrator declines a buyer's order, with a reason the buyer is told. */
export const declinePurchase = defineCall<typeof declinePurchaseSchemas>()({
  name: 'declinePurchase',
  domain: 'trade-credit',
  method: 'POST',
  path: '/orders/{id}/decline-purchase',
  permission: 'CP_MY_PROFILE:USERS',
  summary: "Decline an order above a buyer's order limit, with a reason; the buyer is e-mailed",
  refusals: { 409: 'The order is not awaiting approval' },
});
