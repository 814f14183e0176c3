import type { Lang } from '../../../pages';

/**
 * Query keys of the back-office catalogue (one factory per domain). Names come in the page's language: keys of answers
 * with names carry it. The category editor's list holds both languages and needs none.
 */
export const catalogAdminKeys = {
  all: ['catalog-admin'] as const,
  categories: () => [...catalogAdminKeys.all, 'categories'] as const,
  categoryTree: (lang: Lang) => [...catalogAdminKeys.all, 'category-tree', lang] as const,
  category: (id: number, lang: Lang) => [...catalogAdminKeys.all, 'category', id, lang] as const,
  categoryItems: (id: number) => [...catalogAdminKeys.all, 'category-items', id] as const,
  addableItems: (categoryId: number, search: string, pageNo: number) =>
    [...catalogAdminKeys.all, 'addable-items', categoryId, search, pageNo] as const,
  products: (
    query: { categoryId: number | null; pageNo: number; pageSize: number; sort: string },
    lang: Lang,
  ) => [...catalogAdminKeys.all, 'products', query, lang] as const,
  product: (id: number, lang: Lang) => [...catalogAdminKeys.all, 'product', id, lang] as const,
  customAttributeValues: (id: number, lang: Lang) =>
    [...catalogAdminKeys.all, 'custom-attribute-values', id, lang] as const,
};
