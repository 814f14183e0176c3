import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { filtersParam, pagingQuery } from '../platform/paging';
import { productListPage, productSearchText } from './schemas';

export const getCategoryProductsSchemas = () => ({
  query: pagingQuery(1).extend({
    categoryId: id.optional(),
    itemGroupID: id.optional(),
    filters: filtersParam,
    attributeFilterStr: z.string().max(2000).optional(),
    /** Words of the code, names or descriptions, in either language, accents, case and a typo forgiven. */
    search: productSearchText.optional(),
  }),
  response: productListPage,
});

/**
 * GET /productCategories/products: a page of the products of a category (and its sub-categories) or of an item group,
 * with attribute filters, search and sort. With `search` (and no sort asked for), the best matches come first.
 */
export const getCategoryProducts = defineCall<typeof getCategoryProductsSchemas>()({
  name: 'getCategoryProducts',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/products',
  permission: 'public',
  summary: 'Products of a category (and its sub-categories) with attribute filters, search, sort and paging',
});
