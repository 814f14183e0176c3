import { getFilterAttributesByCategory as getFilterAttributesByCategoryCall } from '@portal/shared/catalog/get-filter-attributes-by-category';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { useLang } from '../../../lib/i18n/use-lang';

export type FilterAttribute = CallResponse<typeof getFilterAttributesByCategoryCall>[number];

/** GET /api/productCategories/filterAttributesByCategory: the attributes a category's products can be filtered by. */
export function getFilterAttributesByCategory(
  categoryID: number,
  client: ApiClient = api,
): Promise<FilterAttribute[]> {
  return client.send(getFilterAttributesByCategoryCall, { query: { categoryID } });
}

/** The attributes a category's products are offered in (configurator: the version choices), names in the page's language. */
export function useFilterAttributesByCategory(categoryID: number | null, enabled: boolean) {
  const lang = useLang();
  return useQuery({
    queryKey: [
      ...callKey(getFilterAttributesByCategoryCall, { query: { categoryID: categoryID ?? 0 } }),
      lang,
    ],
    queryFn: () => getFilterAttributesByCategory(categoryID!),
    enabled: enabled && categoryID !== null,
    staleTime: 5 * 60_000,
  });
}
