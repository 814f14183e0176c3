import { z } from 'zod';
import { wireNumber } from '../platform/numbers';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';

export const saveItemGroupSchemas = () => ({
  body: z.object({
    id: id.optional(),
    groupName: z.string().trim().min(1, 'Name is required').max(200),
    groupNameFr: z.string().trim().min(1).max(200).optional(),
    code: z.string().trim().min(1).max(40).optional(),
    parentId: id.nullable().default(null),
    rank: wireNumber(z.number().int().min(0).max(1_000_000)).optional(),
    itemTypeIds: z.array(id).max(10_000).optional(),
  }),
  response: z.object({
    id: z.number(),
    code: z.string(),
    groupName: z.string(),
    parentId: z.number().nullable(),
  }),
});

/** POST /customOrderItemGroup: creates (no id) or updates a group, and optionally moves item types into it. */
export const saveItemGroup = defineCall<typeof saveItemGroupSchemas>()({
  name: 'saveItemGroup',
  domain: 'catalog',
  method: 'POST',
  path: '/customOrderItemGroup',
  permission: 'CP_CATALOG_ADMIN:EDIT',
  summary: 'Create or update a custom-order item group',
  refusals: {
    409: 'An item group with this code already exists',
  },
});
