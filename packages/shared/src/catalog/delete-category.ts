import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const deleteCategorySchemas = () => ({ query: idParams, response: z.object({ id: z.number() }) });

/** DELETE /ProductCategories/delete?id=: refused (409) while the category has sub-categories. */
export const deleteCategory = defineCall<typeof deleteCategorySchemas>()({
  name: 'deleteCategory',
  domain: 'catalog',
  method: 'DELETE',
  path: '/ProductCategories/delete',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary: 'Delete a category without sub-categories',
  refusals: {
    409: 'The category has sub-categories: move or delete them first',
  },
});
