import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { incomingOrderAttribute } from './schemas';
import { id } from '../platform/ids';

export const getIncomingOrderAttributesSchemas = () => ({
  query: z.object({ customerId: id.optional() }),
  response: z.array(incomingOrderAttribute),
});

/** GET /shoppingCart/incoming-order-attributes: the questions an order asks, general ones and the customer type's. */
export const getIncomingOrderAttributes = defineCall<typeof getIncomingOrderAttributesSchemas>()({
  name: 'getIncomingOrderAttributes',
  domain: 'cart',
  method: 'GET',
  path: '/shoppingCart/incoming-order-attributes',
  permission: 'public',
  summary:
    'The extra questions of an order (general ones and those of the customer’s type; staff name the customer)',
});
