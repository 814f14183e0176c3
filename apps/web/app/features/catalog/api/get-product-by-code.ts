import type { ProductDetail } from '@portal/shared';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

/** GET /api/itemtypes/by-code/{code}: a product with its attributes, variants, sub-items, metals, categories and SEO. */
export function getProductByCode(code: string, client: ApiClient = api): Promise<ProductDetail> {
  return client.get<ProductDetail>(`/api/itemtypes/by-code/${encodeURIComponent(code)}`, { silent: true });
}
