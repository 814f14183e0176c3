import { getProductSuggestions as getProductSuggestionsCall } from '@portal/shared/catalog/get-product-suggestions';
import type { CallResponse } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';

export type ProductSuggestion = CallResponse<typeof getProductSuggestionsCall>['items'][number];

/** GET /api/productCategories/products/suggestions: the catalogue search box's list; a failure offers nothing. */
export async function getProductSuggestions(
  search: string,
  signal: AbortSignal,
): Promise<ProductSuggestion[]> {
  return (
    await api.send(getProductSuggestionsCall, { query: { search, limit: 8 } }, { silent: true, signal })
  ).items;
}
