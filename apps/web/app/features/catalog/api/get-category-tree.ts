import type { ProductCategory } from '@portal/shared';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** GET /api/ProductCategories?getOnlyParent=false: every category, names in the request's language. */
export function getCategoryTree(client: ApiClient = api): Promise<ProductCategory[]> {
  return client.get<ProductCategory[]>('/api/ProductCategories', { query: { getOnlyParent: false } });
}
