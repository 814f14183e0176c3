import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { productCategory } from './schemas';

export const getCategorySchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: productCategory,
});

/** GET /productCategories/{id}: one category with its SEO entry in the request's language. */
export const getCategory = defineCall<typeof getCategorySchemas>()({
  name: 'getCategory',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/{id}',
  permission: 'public',
  summary: 'A category by id',
});
