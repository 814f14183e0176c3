import { defineCall } from '../platform/contract';
import { catalogCodeParams, productCategory } from './schemas';

export const getCategoryByCodeSchemas = () => ({
  examples: [{ params: { code: 'RINGS' } }],
  params: catalogCodeParams,
  response: productCategory,
});

/** GET /productCategories/categoryCode/{code}: one category with its SEO entry in the request's language. */
export const getCategoryByCode = defineCall<typeof getCategoryByCodeSchemas>()({
  name: 'getCategoryByCode',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/categoryCode/{code}',
  permission: 'public',
  summary: 'A category by its code',
});
