import { getCategoryProducts as getCategoryProductsCall } from '@portal/shared/catalog/get-category-products';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import type { productQueryOf } from '../catalogue-search';

/** A page of products (the category listing's and the retail products'). */
export type ProductPage = CallResponse<typeof getCategoryProductsCall>;

/** GET /api/productCategories/products: a page of a category's products (and its sub-categories'), filtered and sorted. */
export function getCategoryProducts(
  query: ReturnType<typeof productQueryOf>,
  client: ApiClient = api,
): Promise<ProductPage> {
  return client.send(getCategoryProductsCall, { query });
}
