import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { itemGroup } from './schemas';

export const getManagedItemGroupsSchemas = () => ({ response: z.array(itemGroup) });

/** GET /customOrderItemGroup: the item groups for management, with their parent group and item type counts. */
export const getManagedItemGroups = defineCall<typeof getManagedItemGroupsSchemas>()({
  name: 'getManagedItemGroups',
  domain: 'catalog',
  method: 'GET',
  path: '/customOrderItemGroup',
  permission: 'CP_CATALOG_ADMIN:VIEW',
  summary: 'Custom-order item groups for management, with parent group and item type counts',
});
