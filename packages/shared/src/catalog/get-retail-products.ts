import { defineCall } from '../platform/contract';
import { pagingQuery } from '../platform/paging';
import { catalogFlag, productListPage } from './schemas';

export const getRetailProductsSchemas = () => ({
  query: pagingQuery(1).extend({ FeaturedProductOnPortal: catalogFlag.default(false) }),
  response: productListPage,
});

/** GET /ProductCategories/RetailProducts: retail products, paged; FeaturedProductOnPortal keeps the featured ones. */
export const getRetailProducts = defineCall<typeof getRetailProductsSchemas>()({
  name: 'getRetailProducts',
  domain: 'catalog',
  method: 'GET',
  path: '/ProductCategories/RetailProducts',
  permission: 'public',
  summary: 'Retail products, paged; FeaturedProductOnPortal narrows to featured ones',
});
