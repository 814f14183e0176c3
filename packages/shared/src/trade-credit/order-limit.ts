import { z } from 'zod';
import { MANAGE_USERS, VIEW_USERS } from '../users/admin-schemas';
import { defineCall } from '../platform/contract';
import { id, idParams } from '../platform/ids';
import { moneyInput } from '../finance/schemas';

export const orderLimit = z.object({
  userId: z.number().int(),
  customerId: z.number().int(),
  /** The most one order of this buyer may total without approval; null: no limit. */
  orderLimit: z.number().nullable(),
});

export const getOrderLimitSchemas = () => ({
  examples: [{ params: { id: 2 } }],
  params: idParams,
  // Staff name the customer; a customer's administrator always sets limits for its active customer.
  query: z.object({ customerId: id.optional() }),
  response: orderLimit,
});

/** GET /User/{id}/order-limit: a buyer's order limit at a customer. */
export const getOrderLimit = defineCall<typeof getOrderLimitSchemas>()({
  name: 'getOrderLimit',
  domain: 'trade-credit',
  method: 'GET',
  path: '/User/{id}/order-limit',
  permission: VIEW_USERS,
  summary: "A buyer's order limit at a customer (null: no limit)",
});

export const saveOrderLimitSchemas = () => ({
  params: idParams,
  body: z.object({ customerId: id.optional(), orderLimit: moneyInput.nullable() }),
  response: orderLimit,
});

/** POST /User/{id}/order-limit: a customer's administrator sets a buyer's limit; nobody sets their own. */
export const saveOrderLimit = defineCall<typeof saveOrderLimitSchemas>()({
  name: 'saveOrderLimit',
  domain: 'trade-credit',
  method: 'POST',
  path: '/User/{id}/order-limit',
  permission: MANAGE_USERS,
  summary: "Set a buyer's order limit at a customer (null: no limit); nobody sets their own",
});
