import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { designRequest } from './schemas';
import { id } from '../platform/ids';

export const createCustomOrderSchemas = () => ({
  body: designRequest.extend({
    /** Adds this piece to an existing set: it joins that set's job order while work has not started. */
    parentId: id.optional(),
    /** Staff order on behalf of a customer; a customer always orders for themselves. */
    customerId: id.optional(),
    /** The other pieces of the same set (a band with the engagement ring). */
    children: z.array(designRequest).max(10).default([]),
  }),
  response: z.object({
    /** The custom order's id (the pictures are attached to it). */
    id: z.number(),
    order_code: z.string(),
    jobTypeCode: z.literal('JO'),
    /** The job order it became (or joined). */
    orderId: z.number(),
    price: z.number(),
  }),
});

/** POST /customOrders/createOrder: a designed piece (and its children) becomes a job order, or joins its parent's. */
export const createCustomOrder = defineCall<typeof createCustomOrderSchemas>()({
  name: 'createCustomOrder',
  domain: 'custom-orders',
  method: 'POST',
  path: '/customOrders/createOrder',
  permission: 'CP_ORDER_CREATION:EDIT',
  takesIdempotencyKey: true,
  summary: 'Submit a designed piece (and its children) as a job order, or add it to its parent’s job order',
  refusals: {
    409: 'The job order of the parent design is already in work',
  },
});
