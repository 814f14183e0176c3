import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { filterAttribute, productSearchText } from './schemas';

export const getFilterAttributesSchemas = () => ({
  query: z.object({ itemGroupID: id.optional(), search: productSearchText.optional() }),
  response: z.array(filterAttribute),
});

/**
 * GET /productCategories/filterAttributes: the attributes the products of an item group (or all) can be filtered by;
 * with `search`, among the products that match it (the facets of a search's results).
 */
export const getFilterAttributes = defineCall<typeof getFilterAttributesSchemas>()({
  name: 'getFilterAttributes',
  domain: 'catalog',
  method: 'GET',
  path: '/productCategories/filterAttributes',
  permission: 'public',
  summary: 'Filterable attributes and their values among the products of an item group',
});
