import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { wireNumber } from '../platform/numbers';
import { PRODUCT_SUGGESTIONS_MAX } from './get-product-suggestions';
import { productSearchText, productSuggestion } from './schemas';

export const suggestItemTypesSchemas = () => ({
  examples: [{ query: { code: 'NS-RG10' } }],
  query: z.object({
    code: productSearchText,
    limit: wireNumber(
      z
        .number()
        .int()
        .min(1)
        .max(PRODUCT_SUGGESTIONS_MAX, `At most ${PRODUCT_SUGGESTIONS_MAX} suggestions can be asked for`),
    ).default(8),
  }),
  response: z.object({ items: z.array(productSuggestion) }),
});

/**
 * GET /itemtypes/suggest?code=: the style codes a quick order's line may mean, as the customer types them: the
 * catalogue's search on codes first (a code one typo away after the exact ones), then names.
 */
export const suggestItemTypes = defineCall<typeof suggestItemTypesSchemas>()({
  name: 'suggestItemTypes',
  domain: 'catalog',
  method: 'GET',
  path: '/itemtypes/suggest',
  permission: 'public',
  summary: 'Style codes matching what has been typed of a code (quick order)',
});
