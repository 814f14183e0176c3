import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { categoryForm, categoryFormFields, productCategory } from './schemas';

export const updateCategorySchemas = () => ({
  params: idParams,
  body: categoryForm,
  form: categoryFormFields
    .extend({
      largeImage: z.file().optional(),
      smallImage: z.file().optional(),
      title1Image: z.file().optional(),
      title2Image: z.file().optional(),
    })
    .describe('The items of the category are the fields `items[0].id`, `items[1].id`, ... in their order'),
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
