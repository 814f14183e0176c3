import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderLine } from './schemas';

export const getPriceQuoteItemsSchemas = () => ({
  examples: [{ params: { id: 20 } }],
  params: idParams,
  response: z.array(orderLine),
});

/** GET /PriceQuotes/{id}/items: the lines of a price quote, as ordered. */
export const getPriceQuoteItems = defineCall<typeof getPriceQuoteItemsSchemas>()({
  name: 'getPriceQuoteItems',
  domain: 'orders',
  method: 'GET',
  path: '/PriceQuotes/{id}/items',
  permission: 'CP_PRICE_QUOTES:VIEW',
  summary: 'The lines of a price quote',
});
