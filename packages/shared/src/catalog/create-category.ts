import { defineCall } from '../platform/contract';
import { categoryForm, categoryFormWithPictures, productCategory } from './schemas';

export const createCategorySchemas = () => ({
  body: categoryForm,
  form: categoryFormWithPictures(),
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
