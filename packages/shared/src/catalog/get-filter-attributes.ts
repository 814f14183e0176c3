import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { filterAttribute } from './schemas';

export const getFilterAttributesSchemas = () => ({
  query: z.object({ itemGroupID: id.optional() }),
  response: z.array(filterAttribute),
});

/** GET /productCategories/filterAttributes: the attributes the products of an item group can be filtered by. */
export const getFilterAttributes = defineCall<typeof getFilterAttributesSchemas>()({
  name: 'getFilterAttributes',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/filterAttributes',
  permission: 'public',
  summary: 'Filterable attributes and their values among the products of an item group',
});
