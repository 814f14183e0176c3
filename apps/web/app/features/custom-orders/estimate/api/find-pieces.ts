import { getProductSuggestions } from '@portal/shared/catalog/get-product-suggestions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey } from '../../../../lib/calls';

/** GET /api/productCategories/products/suggestions: the catalogue pieces matching what was typed (the estimate's piece). */
export function usePieceSuggestions(search: string) {
  const input = { query: { search, limit: 8 } };
  return useQuery({
    queryKey: callKey(getProductSuggestions, input),
    queryFn: ({ signal }) => api.send(getProductSuggestions, input, { signal, silent: true }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
