import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { reorderAnswer, reorderBody } from './reorder-answer';

export const reorderJobOrderSchemas = () => ({
  params: idParams,
  body: reorderBody,
  response: reorderAnswer,
});

/** POST /JobOrders/re-order/{id}: the job's pieces go into the cart of the session at today's prices, each line saying
 * what changed since it was ordered (the spec's call; `POST /orders/{id}/reorder` does the same for any past order). */
export const reorderJobOrder = defineCall<typeof reorderJobOrderSchemas>()({
  name: 'reorderJobOrder',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/re-order/{id}',
  permission: 'CP_SHOPPING_CART:EDIT',
  takesIdempotencyKey: true,
  summary: 'Copy the pieces of a job order into the cart of the session, at today’s prices',
  refusals: {
    409: 'None of the pieces of this order can be ordered any more',
  },
});
