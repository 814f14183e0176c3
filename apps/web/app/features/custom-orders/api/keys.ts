import type { Lang } from '../../../pages';

/**
 * Query keys of custom orders (one factory per domain). The API answers product, metal and group names in the page's
 * language: those keys carry it. Prices depend on who asks (the customer's discount): the viewer is part of the key.
 */
export const customOrderKeys = {
  all: ['custom-orders'] as const,
  itemGroups: (lang: Lang) => [...customOrderKeys.all, 'item-groups', lang] as const,
  itemTypesOfGroup: (groupId: number, lang: Lang) =>
    [...customOrderKeys.all, 'item-types-of-group', groupId, lang] as const,
  groupProducts: (query: { itemGroupID: number; search: string; pageNo: number }, lang: Lang) =>
    [...customOrderKeys.all, 'group-products', query, lang] as const,
  itemType: (id: number, lang: Lang) => [...customOrderKeys.all, 'item-type', id, lang] as const,
  metals: (lang: Lang) => [...customOrderKeys.all, 'metals', lang] as const,
  price: (selection: unknown, viewer: string) =>
    [...customOrderKeys.all, 'price', viewer, selection] as const,
  lists: () => [...customOrderKeys.all, 'list'] as const,
  topLevel: (pageNo: number, lang: Lang) => [...customOrderKeys.lists(), 'top-level', pageNo, lang] as const,
  children: (parentId: number, lang: Lang) =>
    [...customOrderKeys.lists(), 'children', parentId, lang] as const,
  detail: (id: number, lang: Lang) => [...customOrderKeys.all, 'detail', id, lang] as const,
};
