import { z } from 'zod';
import { requestLanguage } from '../../platform/language';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import * as groups from './item-groups-service';

const id = z.object({ id: z.coerce.number().int().positive() });
const itemGroup = z.object({
  id: z.number(),
  code: z.string(),
  groupName: z.string(),
  parentId: z.number().nullable(),
  parentGroupName: z.string().nullable(),
  rank: z.number(),
  itemTypeCount: z.number(),
});
const itemTypeRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  itemGroupId: z.number().nullable(),
});

export const itemGroupRoutes = [
  defineRoute({
    method: 'GET',
    url: '/customOrderItemGroup/get-all',
    permission: ['CP_ORDER_CREATION:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
    summary: 'Every custom-order item group',
    response: z.array(itemGroup),
    handler: ({ services, request }) => groups.listItemGroups(services.db, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/customOrderItemGroup',
    permission: 'CP_CATALOG_ADMIN:VIEW',
    summary: 'Custom-order item groups for management, with parent group and item type counts',
    response: z.array(itemGroup),
    handler: ({ services, request }) => groups.listItemGroups(services.db, requestLanguage(request)),
  }),
  defineRoute({
    method: 'GET',
    url: '/customOrderItemGroup/get-item-types/:groupID',
    permission: ['CP_ORDER_CREATION:VIEW', 'CP_CATALOG_ADMIN:VIEW'],
    summary: 'The item types of a custom-order item group',
    params: z.object({ groupID: z.coerce.number().int().positive() }),
    response: z.array(itemTypeRow),
    handler: ({ services, request, params }) =>
      groups.itemTypesOfGroup(services.db, requestLanguage(request), params.groupID),
  }),
  defineRoute({
    method: 'POST',
    url: '/customOrderItemGroup',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary: 'Create or update a custom-order item group',
    body: z.object({
      id: z.coerce.number().int().positive().optional(),
      groupName: z.string().trim().min(1, 'Name is required').max(200),
      groupNameFr: z.string().trim().min(1).max(200).optional(),
      code: z.string().trim().min(1).max(40).optional(),
      parentId: z.coerce.number().int().positive().nullable().default(null),
      rank: z.coerce.number().int().min(0).max(1_000_000).optional(),
      itemTypeIds: z.array(z.coerce.number().int().positive()).max(10_000).optional(),
    }),
    response: z.object({
      id: z.number(),
      code: z.string(),
      groupName: z.string(),
      parentId: z.number().nullable(),
    }),
    handler: ({ services, scope, body }) => groups.saveItemGroup(services.db, requireScope(scope), body),
  }),
  defineRoute({
    method: 'POST',
    url: '/customOrderItemGroup/delete/:id',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary: 'Delete an empty custom-order item group',
    params: id,
    response: z.object({ id: z.number() }),
    handler: ({ services, scope, params }) =>
      groups.deleteItemGroup(services.db, requireScope(scope), params.id),
  }),
];
