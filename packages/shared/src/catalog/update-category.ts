import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { categoryForm, categoryFormWithPictures, productCategory } from './schemas';

export const updateCategorySchemas = () => ({
  params: idParams,
  body: categoryForm,
  form: categoryFormWithPictures(),
  response: productCategory,
});

/**
 * POST /ProductCategories/update/{id}, multipart as create, plus rank, description, the items (`items[n].id`) and the
 * pictures to take away (removeImages).
 */
export const updateCategory = defineCall<typeof updateCategorySchemas>()({
  name: 'updateCategory',
  domain: 'catalog',
  method: 'POST',
  path: '/ProductCategories/update/{id}',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary: 'Update a category (multipart as create, plus rank, description, items[n].id and removeImages)',
  multipart: true,
  refusals: {
    409: 'A category with this code already exists',
  },
});
