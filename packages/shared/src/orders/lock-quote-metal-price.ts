import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { metalLock } from '../metal/lock-schemas';

export const lockQuoteMetalPriceSchemas = () => ({
  examples: [{ params: { id: 20 } }],
  params: idParams,
  response: z.object({ metalLock }),
});

/**
 * POST /PriceQuotes/{id}/lock-metal-price: holds the current price of each metal of an open price quote's lines for the
 * customer's lock window, within the customer's cap; approved or ordered within it, the quote keeps those prices.
 */
export const lockQuoteMetalPrice = defineCall<typeof lockQuoteMetalPriceSchemas>()({
  name: 'lockQuoteMetalPrice',
  domain: 'orders',
  method: 'POST',
  path: '/PriceQuotes/{id}/lock-metal-price',
  permission: 'CP_PRICE_QUOTES:APPROVE',
  refusals: {
    409: 'The quote is closed or has no metal-priced line, or the lock would take the customer past its locked-metal limit',
  },
  summary: 'Locks the metal prices of an open price quote for the customer’s lock window, within its cap',
});
