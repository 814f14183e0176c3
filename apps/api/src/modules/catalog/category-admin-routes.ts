import { pagedOf, productCategory } from '@portal/shared';
import { z } from 'zod';
import { parseFields, readMultipart } from '../../platform/multipart';
import { pagingQuery } from '../../platform/paging';
import { requireScope } from '../../platform/request-context';
import { defineRoute } from '../../platform/route';
import * as admin from './category-admin-service';

const id = z.object({ id: z.coerce.number().int().positive() });
const categoryItem = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  rank: z.number(),
  imageCode: z.string().nullable(),
  isChecked: z.boolean(),
});
/** The id lists of add/remove: a bare array, or `{ ids }` / `{ itemTypeIds }`. */
const idList = z
  .union([
    z.array(z.coerce.number().int().positive()),
    z.object({ ids: z.array(z.coerce.number().int().positive()) }),
    z.object({ itemTypeIds: z.array(z.coerce.number().int().positive()) }),
  ])
  .transform((v) => (Array.isArray(v) ? v : 'ids' in v ? v.ids : v.itemTypeIds));

const categoryFields = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  nameFr: z.string().trim().min(1).max(200).optional(),
  code: z
    .string()
    .trim()
    .min(1, 'Code is required')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may hold letters, digits, - and _ only'),
  parentId: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'null' || v === '0' ? null : Number(v)))
    .refine((v) => v === null || (Number.isInteger(v) && v > 0), 'Parent must be a category id'),
  rank: z.coerce.number().int().min(0).max(1_000_000).optional(),
  description: z.string().max(5000).optional(),
  removeImages: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(admin.CATEGORY_IMAGES))),
});

/** `items[0].id`, `items[1].id`, ... in index order; or a repeated `items` field. */
function itemIdsOf(fields: Record<string, string | string[]>): number[] | undefined {
  const indexed = Object.entries(fields)
    .map(([key, value]) => ({ match: /^items\[(\d+)\]\.id$/i.exec(key), value }))
    .filter((e) => e.match)
    .sort((a, b) => Number(a.match![1]) - Number(b.match![1]))
    .map((e) => Number(e.value));
  const plain =
    fields.items === undefined
      ? []
      : (Array.isArray(fields.items) ? fields.items : [fields.items]).map(Number);
  const ids = [...indexed, ...plain];
  if (ids.length === 0) return fields.clearItems === 'true' ? [] : undefined;
  if (ids.some((n) => !Number.isInteger(n) || n <= 0))
    parseFields(z.object({ items: z.array(z.number().int().positive()) }), { items: ids });
  return ids;
}

async function categoryForm(request: Parameters<typeof readMultipart>[0]) {
  const { fields, files } = await readMultipart(request);
  return { input: { ...parseFields(categoryFields, fields), itemIds: itemIdsOf(fields) }, files };
}

export const categoryAdminRoutes = [
  defineRoute({
    method: 'POST',
    url: '/ProductCategories/create',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary:
      'Create a category (multipart: name, code, parentId, largeImage, smallImage, title1Image, title2Image)',
    multipart: true,
    response: productCategory,
    handler: async ({ services, scope, request }) => {
      const { input, files } = await categoryForm(request);
      return admin.createCategory(services, requireScope(scope), input, files);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/ProductCategories/update/:id',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary: 'Update a category (multipart as create, plus rank, description, items[n].id and removeImages)',
    params: id,
    multipart: true,
    response: productCategory,
    handler: async ({ services, scope, request, params }) => {
      const { input, files } = await categoryForm(request);
      return admin.updateCategory(services, requireScope(scope), params.id, input, files);
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/ProductCategories/delete',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary: 'Delete a category without sub-categories',
    query: id,
    response: z.object({ id: z.number() }),
    handler: ({ services, scope, query }) => admin.deleteCategory(services, requireScope(scope), query.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/ProductCategories/categoryItems/:id',
    permission: ['CP_CATALOG_ADMIN:VIEW', 'CP_CATALOG:VIEW'],
    summary: 'The items of a category in rank order',
    params: id,
    response: z.array(categoryItem),
    handler: ({ services, params }) => admin.categoryItems(services.db, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/ItemTypes/CanBeAddedToCategory',
    permission: 'CP_CATALOG_ADMIN:VIEW',
    summary: 'Catalogue items not yet in a category, searched by name or code',
    query: pagingQuery(1).extend({
      categoryId: z.coerce.number().int().positive().optional(),
      search: z.string().max(100).optional(),
    }),
    response: pagedOf(categoryItem),
    handler: ({ services, query }) => admin.itemsThatCanBeAdded(services.db, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/ItemTypes/AddItemsToProductCategory/:id',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary: 'Add items to a category (after its current items)',
    params: id,
    body: idList,
    response: z.array(categoryItem),
    handler: ({ services, scope, params, body }) =>
      admin.addItemsToCategory(services, requireScope(scope), params.id, body),
  }),
  defineRoute({
    method: 'POST',
    url: '/ItemTypes/RemoveItemsFromProductCategory/:id',
    permission: 'CP_CATALOG_ADMIN:EDIT',
    summary: 'Remove items from a category',
    params: id,
    body: idList,
    response: z.array(categoryItem),
    handler: ({ services, scope, params, body }) =>
      admin.removeItemsFromCategory(services, requireScope(scope), params.id, body),
  }),
];
