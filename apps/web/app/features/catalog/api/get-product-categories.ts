import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** spec §3 Product category; only what the storefront menu needs. */
export interface ProductCategory {
  id: number;
  name: string;
  code: string;
  rank?: number | null;
  parentID?: number | null;
  parentId?: number | null;
}

/** GET /api/ProductCategories (top-level categories for the storefront catalogue menu). */
export function getProductCategories(client: ApiClient = api): Promise<ProductCategory[]> {
  return client.get<ProductCategory[]>('/api/ProductCategories', { silent: true });
}
