import type { ProductCategory } from '@portal/shared';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** GET /api/productCategories/categoryCode/{code}: one category with its SEO entry in the request's language. */
export function getCategoryByCode(code: string, client: ApiClient = api): Promise<ProductCategory> {
  return client.get<ProductCategory>(`/api/productCategories/categoryCode/${encodeURIComponent(code)}`, {
    silent: true,
  });
}
