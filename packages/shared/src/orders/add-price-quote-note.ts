import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { noteAdded, orderNoteBody } from './schemas';

export const addPriceQuoteNoteSchemas = () => ({
  params: idParams,
  body: orderNoteBody,
  response: noteAdded,
});

/** POST /PriceQuotes/{id}/notes: a note on a price quote. */
export const addPriceQuoteNote = defineCall<typeof addPriceQuoteNoteSchemas>()({
  name: 'addPriceQuoteNote',
  domain: 'orders',
  method: 'POST',
  path: '/PriceQuotes/{id}/notes',
  permission: 'CP_PRICE_QUOTES:EDIT',
  takesIdempotencyKey: true,
  summary: 'Add a note to a price quote',
});
