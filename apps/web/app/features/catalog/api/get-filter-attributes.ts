import { getFilterAttributes as getFilterAttributesCall } from '@portal/shared/catalog/get-filter-attributes';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import type { FilterAttribute } from './get-filter-attributes-by-category';

/** GET /api/productCategories/filterAttributes?search=: the filters of a search's results, counted among its matches. */
export function getFilterAttributes(search: string, client: ApiClient = api): Promise<FilterAttribute[]> {
  return client.send(getFilterAttributesCall, { query: { search } });
}
