import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { categoryItem, categoryItemIds } from './schemas';

export const removeItemsFromCategorySchemas = () => ({
  params: idParams,
  body: categoryItemIds,
  response: z.array(categoryItem),
});

/** POST /ItemTypes/RemoveItemsFromProductCategory/{id}: answers the category's items as they now are. */
export const removeItemsFromCategory = defineCall<typeof removeItemsFromCategorySchemas>()({
  name: 'removeItemsFromCategory',
  domain: 'catalog',
  method: 'POST',
  path: '/ItemTypes/RemoveItemsFromProductCategory/{id}',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary: 'Remove items from a category',
});
