import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { categoryItem, categoryItemIds } from './schemas';

export const addItemsToCategorySchemas = () => ({
  params: idParams,
  body: categoryItemIds,
  response: z.array(categoryItem),
});

/** POST /ItemTypes/AddItemsToProductCategory/{id}: items after the category's current ones; answers its items. */
export const addItemsToCategory = defineCall<typeof addItemsToCategorySchemas>()({
  name: 'addItemsToCategory',
  domain: 'catalog',
  method: 'POST',
  path: '/ItemTypes/AddItemsToProductCategory/{id}',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary: 'Add items to a category (after its current items)',
});
