import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderDetail } from './schemas';

export const getPriceQuoteDetailSchemas = () => ({
  examples: [{ params: { id: 20 } }],
  params: idParams,
  response: orderDetail,
});

/** GET /PriceQuotes/{id}/detail: everything about one price quote. */
export const getPriceQuoteDetail = defineCall<typeof getPriceQuoteDetailSchemas>()({
  name: 'getPriceQuoteDetail',
  domain: 'orders',
  method: 'GET',
  path: '/PriceQuotes/{id}/detail',
  permission: 'CP_PRICE_QUOTES:VIEW',
  summary:
    'Everything about a price quote: customer, addresses, answers, totals, items and the status timeline',
});
