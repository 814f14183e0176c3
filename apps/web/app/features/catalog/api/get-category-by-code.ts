import { getCategoryByCode as getCategoryByCodeCall } from '@portal/shared/catalog/get-category-by-code';
import type { CallResponse } from '@portal/shared/platform/contract';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** GET /api/productCategories/categoryCode/{code}: one category with its SEO entry in the request's language. */
export function getCategoryByCode(
  code: string,
  client: ApiClient = api,
): Promise<CallResponse<typeof getCategoryByCodeCall>> {
  return client.send(getCategoryByCodeCall, { params: { code } }, { silent: true });
}
