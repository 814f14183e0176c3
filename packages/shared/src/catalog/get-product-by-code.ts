import { defineCall } from '../platform/contract';
import { catalogCodeParams, productDetail, productDetailFlags } from './schemas';

export const getProductByCodeSchemas = () => ({
  examples: [{ params: { code: 'STONE-DIA-010' } }],
  params: catalogCodeParams,
  query: productDetailFlags,
  response: productDetail,
});

/** GET /itemtypes/by-code/{code}: a product by its code, as GET /itemtypes/{id} (storefront addresses use codes). */
export const getProductByCode = defineCall<typeof getProductByCodeSchemas>()({
  name: 'getProductByCode',
  domain: 'catalog',
  method: 'GET',
  path: '/itemtypes/by-code/{code}',
  permission: 'public',
  summary: 'A product by its code (storefront addresses use codes)',
});
