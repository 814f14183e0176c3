import { getProductSuggestions as getProductSuggestionsCall } from '@portal/shared/catalog/get-product-suggestions';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';

export type ProductSuggestion = CallResponse<typeof getProductSuggestionsCall>['items'][number];

/**
 * GET /api/productCategories/products/suggestions: the few products that best match what has been typed so far. A
 * failure is not toasted: the box simply offers nothing, and Enter still searches. The storefront's header asks for 6,
 * the back office's product catalogue for 8.
 */
export async function getProductSuggestions(
  search: string,
  signal: AbortSignal,
  limit = 6,
): Promise<ProductSuggestion[]> {
  return (await api.send(getProductSuggestionsCall, { query: { search, limit } }, { silent: true, signal }))
    .items;
}
