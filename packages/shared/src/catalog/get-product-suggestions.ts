import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { wireNumber } from '../platform/numbers';
import { productSearchText, productSuggestion } from './schemas';

export const PRODUCT_SUGGESTIONS_MAX = 10;

export const getProductSuggestionsSchemas = () => ({
  examples: [{ query: { search: 'solitare', limit: 5 } }],
  query: z.object({
    search: productSearchText,
    limit: wireNumber(
      z
        .number()
        .int()
        .min(1)
        .max(PRODUCT_SUGGESTIONS_MAX, `At most ${PRODUCT_SUGGESTIONS_MAX} suggestions can be asked for`),
    ).default(6),
  }),
  response: z.object({ items: z.array(productSuggestion) }),
});

/**
 * GET /productCategories/products/suggestions: the few catalogue products that best match what a shopper has typed so
 * far (the search of GET /productCategories/products, best matches only, without prices): the search boxes' list.
 */
export const getProductSuggestions = defineCall<typeof getProductSuggestionsSchemas>()({
  name: 'getProductSuggestions',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/products/suggestions',
  permission: 'public',
  summary: 'The best-matching products for what has been typed in a search box (code, name, description)',
});
