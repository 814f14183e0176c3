import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { holdDecision } from './schemas';

export const approvePurchaseSchemas = () => ({
  params: idParams,
  body: z.object({}).optional(),
  response: holdDecision,
});

/**
 * POST /orders/{id}/approve-purchase: the customer's administrator approves an order above a buyer's limit; it is
 * then submitted, and the credit rules apply to it (it may go on credit hold).
 */
export const approvePurchase = defineCall<typeof approvePurchaseSchemas>()({
  name: 'approvePurchase',
  domain: 'trade-credit',
  method: 'POST',
  path: '/orders/{id}/approve-purchase',
  permission: 'CP_MY_PROFILE:USERS',
  summary: "Approve an order above a buyer's order limit; the credit rules then apply",
  refusals: { 409: 'The order is not awaiting approval' },
});
