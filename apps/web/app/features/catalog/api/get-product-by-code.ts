import { getProductByCode as getProductByCodeCall } from '@portal/shared/catalog/get-product-by-code';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** GET /api/itemtypes/by-code/{code}: a product with its attributes, variants, sub-items, metals, categories and SEO. */
export function getProductByCode(
  code: string,
  client: ApiClient = api,
): Promise<CallResponse<typeof getProductByCodeCall>> {
  return client.send(getProductByCodeCall, { params: { code }, query: {} }, { silent: true });
}
