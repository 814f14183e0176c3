import { z } from 'zod';
import { pagedOf } from '../platform/envelope';
import { defineCall } from '../platform/contract';
import { id } from '../platform/ids';
import { pagingQuery } from '../platform/paging';
import { categoryItem } from './schemas';

export const getAddableItemsSchemas = () => ({
  query: pagingQuery(1).extend({
    categoryId: id.optional(),
    search: z.string().max(100).optional(),
  }),
  response: pagedOf(categoryItem),
});

/** GET /ItemTypes/CanBeAddedToCategory: catalogue items not yet in the category, searched by name or code. */
export const getAddableItems = defineCall<typeof getAddableItemsSchemas>()({
  name: 'getAddableItems',
  domain: 'catalog',
  method: 'GET',
  path: '/ItemTypes/CanBeAddedToCategory',
  permission: 'CP_CATALOG_ADMIN:VIEW',
  summary: 'Catalogue items not yet in a category, searched by name or code',
});
