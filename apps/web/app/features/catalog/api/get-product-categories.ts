import { getProductCategories as getProductCategoriesCall } from '@portal/shared/catalog/get-product-categories';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** spec §3 Product category. */
export type ProductCategory = CallResponse<typeof getProductCategoriesCall>[number];

/** GET /api/ProductCategories (top-level categories for the storefront catalogue menu). */
export function getProductCategories(client: ApiClient = api): Promise<ProductCategory[]> {
  return client.send(getProductCategoriesCall, { query: {} }, { silent: true });
}
