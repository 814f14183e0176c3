import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { productDetail, productDetailFlags } from './schemas';

export const getItemTypeSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  query: productDetailFlags,
  response: productDetail,
});

/** GET /itemtypes/{id}: a product with its sub-items, variants, attributes, metals, categories and SEO entry. */
export const getItemType = defineCall<typeof getItemTypeSchemas>()({
  name: 'getItemType',
  domain: 'catalog',
  method: 'GET',
  path: '/itemtypes/{id}',
  permission: 'public',
  summary: 'A product with its sub-items, variants, attributes and SEO entry',
});
