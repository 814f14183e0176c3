import { getRetailProducts as getRetailProductsCall } from '@portal/shared/catalog/get-retail-products';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';
import type { ProductPage } from './get-category-products';

/** GET /api/ProductCategories/RetailProducts: retail products, paged; `featured` keeps those featured on the portal. */
export function getRetailProducts(
  { pageNo, pageSize, featured }: { pageNo: number; pageSize: number; featured: boolean },
  client: ApiClient = api,
): Promise<ProductPage> {
  return client.send(getRetailProductsCall, {
    query: { pageNo, pageSize, FeaturedProductOnPortal: featured },
  });
}
