import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { itemTypeRow } from './schemas';

export const getItemTypesOfGroupSchemas = () => ({
  examples: [{ params: { groupID: 1 } }],
  params: z.object({ groupID: id }),
  response: z.array(itemTypeRow),
});

/** GET /customOrderItemGroup/get-item-types/{groupID}: every active item type of a group, by name. */
export const getItemTypesOfGroup = defineCall<typeof getItemTypesOfGroupSchemas>()({
  name: 'getItemTypesOfGroup',
  domain: 'catalog',
  method: 'GET',
  path: '/customOrderItemGroup/get-item-types/{groupID}',
  permission: ['CP_ORDER_CREATION:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
  summary: 'The item types of a custom-order item group',
});
