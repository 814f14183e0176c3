import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { categoryItem } from './schemas';

export const getCategoryItemsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(categoryItem),
});

/** GET /ProductCategories/categoryItems/{id}: the category's items in rank order. */
export const getCategoryItems = defineCall<typeof getCategoryItemsSchemas>()({
  name: 'getCategoryItems',
  domain: 'catalog',
  method: 'GET',
  path: '/ProductCategories/categoryItems/{id}',
  permission: ['CP_CATALOG_ADMIN:VIEW', 'CP_CATALOG:VIEW'],
  summary: 'The items of a category in rank order',
});
