import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { categoryForm, categoryFormFields, productCategory } from './schemas';

export const createCategorySchemas = () => ({
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
 * POST /ProductCategories/create, multipart: the fields of `categoryFormFields`, the pictures (largeImage, smallImage,
 * title1Image, title2Image) and the items (`items[n].id`, in their order).
 */
export const createCategory = defineCall<typeof createCategorySchemas>()({
  name: 'createCategory',
  domain: 'catalog',
  method: 'POST',
  path: '/ProductCategories/create',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary:
    'Create a category (multipart: name, code, parentId, largeImage, smallImage, title1Image, title2Image)',
  multipart: true,
  refusals: {
    409: 'A category with this code already exists',
  },
});
