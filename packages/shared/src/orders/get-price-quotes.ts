import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { orderListQuery, orderPage } from './schemas';

export const getPriceQuotesSchemas = () => ({
  query: orderListQuery(1).extend({ group: z.enum(['open', 'closed', 'all']).optional() }),
  response: orderPage,
});

/** GET /PriceQuotes: one page of the price quotes the caller may see, by group (open, closed, all) or tab. */
export const getPriceQuotes = defineCall<typeof getPriceQuotesSchemas>()({
  name: 'getPriceQuotes',
  domain: 'orders',
  method: 'GET',
  path: '/PriceQuotes',
  permission: 'CP_PRICE_QUOTES:VIEW',
  summary: 'Price quotes: group open / closed / all, or a tab; search and filters; pageNo from 1',
});
