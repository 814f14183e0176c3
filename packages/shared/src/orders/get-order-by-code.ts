import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { orderDetail } from './schemas';

export const getOrderByCodeSchemas = () => ({
  examples: [{ params: { code: 'JO-100044' } }],
  params: z.object({
    code: z
      .string()
      .trim()
      .regex(/^(JO|SO|PQ)-\d{1,12}$/, 'Unknown order code'),
  }),
  response: orderDetail,
});

/**
 * GET /orders/by-code/{code}: the order confirmation (spec §1) of a submitted job order, sales order or price quote,
 * by the code the submission answered (spec §7 submitOrder value.order_code). Another customer's order, or a kind
 * the caller may not view, is 404.
 */
export const getOrderByCode = defineCall<typeof getOrderByCodeSchemas>()({
  name: 'getOrderByCode',
  domain: 'orders',
  method: 'GET',
  path: '/orders/by-code/{code}',
  permission: ['CP_JOB_ORDERS:VIEW', 'CP_SALES_ORDERS:VIEW', 'CP_PRICE_QUOTES:VIEW'],
  summary: 'The confirmation of a submitted order by its code: kind, lines, totals, addresses and status',
});
