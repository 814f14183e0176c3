import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { itemGroup } from './schemas';

export const getItemGroupsSchemas = () => ({ response: z.array(itemGroup) });

/** GET /customOrderItemGroup/get-all: every custom-order item group (the groups a custom order starts from). */
export const getItemGroups = defineCall<typeof getItemGroupsSchemas>()({
  name: 'getItemGroups',
  domain: 'catalog',
  method: 'GET',
  path: '/customOrderItemGroup/get-all',
  permission: ['CP_ORDER_CREATION:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
  summary: 'Every custom-order item group',
});
