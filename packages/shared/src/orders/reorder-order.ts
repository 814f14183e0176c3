import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { reorderAnswer, reorderBody } from './reorder-answer';

export const reorderOrderSchemas = () => ({
  params: idParams,
  body: reorderBody,
  response: reorderAnswer,
});

/**
 * POST /orders/{id}/reorder: the pieces of any past job order or sales order of the caller's customer go into the
 * cart of the session at today's prices; each line says whether its price went up or down since it was ordered, or
 * why it could not be added.
 */
export const reorderOrder = defineCall<typeof reorderOrderSchemas>()({
  name: 'reorderOrder',
  domain: 'orders',
  method: 'POST',
  path: '/orders/{id}/reorder',
  permission: 'CP_SHOPPING_CART:EDIT',
  takesIdempotencyKey: true,
  summary:
    'Copy the pieces of a past job order or sales order into the cart, at today’s prices, saying what changed',
  refusals: {
    404: 'The order was not found',
    409: 'None of the pieces of this order can be ordered any more',
  },
});
