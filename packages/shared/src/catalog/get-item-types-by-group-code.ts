import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { catalogCodeParams, itemTypeRow } from './schemas';

export const getItemTypesByGroupCodeSchemas = () => ({
  examples: [{ params: { code: '1' } }],
  params: catalogCodeParams,
  response: z.array(itemTypeRow),
});

/** GET /ItemTypes/get-item-types-by-group-code/{code}: the item types (no versions) of an item group, by name. */
export const getItemTypesByGroupCode = defineCall<typeof getItemTypesByGroupCodeSchemas>()({
  name: 'getItemTypesByGroupCode',
  domain: 'catalog',
  method: 'GET',
  path: '/ItemTypes/get-item-types-by-group-code/{code}',
  permission: ['CP_ORDER_CREATION:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
  summary: 'Item types of an item group',
});
