import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { catalogFlag, productCategory } from './schemas';

export const getProductCategoriesSchemas = () => ({
  query: z.object({
    getOnlyParent: catalogFlag.default(true),
    ignoreSettingUsersCanOnlyViewTheirItemTypes: catalogFlag.optional(),
  }),
  response: z.array(productCategory),
});

/** GET /ProductCategories: the top-level categories, or every category with getOnlyParent=false. */
export const getProductCategories = defineCall<typeof getProductCategoriesSchemas>()({
  name: 'getProductCategories',
  domain: 'catalog',
  method: 'GET',
  path: '/ProductCategories',
  permission: 'public',
  summary: 'Top-level product categories, or all with getOnlyParent=false',
});
