import { getCategoryProducts as getCategoryProductsCall } from '@portal/shared/catalog/get-category-products';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** A page of products (the category listing's and the retail products'). */
export type ProductPage = CallResponse<typeof getCategoryProductsCall>;

/** GET /api/productCategories/products: a page of a category's products (and its sub-categories'), filtered and sorted. */
export function getCategoryProducts(
  query: CallInput<typeof getCategoryProductsCall>['query'],
  client: ApiClient = api,
): Promise<ProductPage> {
  return client.send(getCategoryProductsCall, { query });
}
