import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { productCategory } from './schemas';

export const getChildProductCatalogsSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(productCategory),
});

/** GET /ProductCategories/childProductCatalogs/{id}: the sub-categories of a category. */
export const getChildProductCatalogs = defineCall<typeof getChildProductCatalogsSchemas>()({
  name: 'getChildProductCatalogs',
  domain: 'catalog',
  method: 'GET',
  path: '/ProductCategories/childProductCatalogs/{id}',
  permission: 'public',
  summary: 'The sub-categories of a category',
});
