import { getProductCategories } from '@portal/shared/catalog/get-product-categories';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** GET /api/ProductCategories?getOnlyParent=false: every category, names in the request's language. */
export function getCategoryTree(client: ApiClient = api): Promise<CallResponse<typeof getProductCategories>> {
  return client.send(getProductCategories, { query: { getOnlyParent: false } });
}
