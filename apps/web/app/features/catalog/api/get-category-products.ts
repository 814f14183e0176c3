import type { ProductListItem } from '@portal/shared';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import type { productQueryOf } from '../catalogue-search';

export interface ProductPage {
  items: ProductListItem[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

/** GET /api/productCategories/products: a page of a category's products (and its sub-categories'), filtered and sorted. */
export function getCategoryProducts(
  query: ReturnType<typeof productQueryOf>,
  client: ApiClient = api,
): Promise<ProductPage> {
  return client.get<ProductPage>('/api/productCategories/products', { query });
}
