import type { filterAttribute } from '@portal/shared';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/api';
import { api } from '../../../lib/browser-api';

export type FilterAttribute = z.infer<typeof filterAttribute>;

/** GET /api/productCategories/filterAttributesByCategory: the attributes a category's products can be filtered by. */
export function getFilterAttributes(categoryID: number, client: ApiClient = api): Promise<FilterAttribute[]> {
  return client.get<FilterAttribute[]>('/api/productCategories/filterAttributesByCategory', {
    query: { categoryID },
  });
}
