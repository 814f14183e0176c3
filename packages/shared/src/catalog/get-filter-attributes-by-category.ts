import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { filterAttribute } from './schemas';

export const getFilterAttributesByCategorySchemas = () => ({
  examples: [{ query: { categoryID: 1 } }],
  query: z.object({ categoryID: id }),
  response: z.array(filterAttribute),
});

/** GET /productCategories/filterAttributesByCategory: the attributes a category's products can be filtered by. */
export const getFilterAttributesByCategory = defineCall<typeof getFilterAttributesByCategorySchemas>()({
  name: 'getFilterAttributesByCategory',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/filterAttributesByCategory',
  permission: 'public',
  summary: 'Filterable attributes and their values among the products of a category',
});
