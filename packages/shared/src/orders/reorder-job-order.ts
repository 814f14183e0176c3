import { z } from 'zod';
import { cartSessionId, cartView } from '../cart/schemas';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const reorderJobOrderSchemas = () => ({
  params: idParams,
  body: z.object({ sessionId: cartSessionId }),
  response: z.object({ cart: cartView, skipped: z.array(z.string()) }),
});

/** POST /JobOrders/re-order/{id}: the job’s pieces go into the cart of the session at today’s prices; the codes of
 * pieces no longer in the catalogue are listed in `skipped`. */
export const reorderJobOrder = defineCall<typeof reorderJobOrderSchemas>()({
  name: 'reorderJobOrder',
  domain: 'orders',
  method: 'POST',
  path: '/JobOrders/re-order/{id}',
  permission: 'CP_SHOPPING_CART:EDIT',
  takesIdempotencyKey: true,
  summary: 'Copy the pieces of a job order into the cart of the session, at today’s prices',
  refusals: {
    409: 'None of the pieces of this job order can be ordered any more',
  },
});
