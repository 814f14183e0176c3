import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { orderNote } from './schemas';

export const getPriceQuoteNotesSchemas = () => ({
  examples: [{ params: { id: 20 } }],
  params: idParams,
  response: z.array(orderNote),
});

/** GET /PriceQuotes/{id}/notes: the notes of a price quote, oldest first. */
export const getPriceQuoteNotes = defineCall<typeof getPriceQuoteNotesSchemas>()({
  name: 'getPriceQuoteNotes',
  domain: 'orders',
  method: 'GET',
  path: '/PriceQuotes/{id}/notes',
  permission: 'CP_PRICE_QUOTES:VIEW',
  summary: 'Notes of a price quote',
});
