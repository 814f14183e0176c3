import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { heldOrder } from './schemas';

export const getOrdersAwaitingApprovalSchemas = () => ({
  response: z.array(heldOrder),
});

/** GET /orders/awaiting-approval: the active customer's orders above a buyer's limit, for its administrator. */
export const getOrdersAwaitingApproval = defineCall<typeof getOrdersAwaitingApprovalSchemas>()({
  name: 'getOrdersAwaitingApproval',
  domain: 'trade-credit',
  method: 'GET',
  path: '/orders/awaiting-approval',
  permission: 'CP_MY_PROFILE:USERS',
  summary: "The active customer's orders above a buyer's order limit, waiting for its administrator",
});
