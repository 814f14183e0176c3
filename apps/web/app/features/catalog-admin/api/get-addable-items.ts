import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import type { CategoryItem } from './get-category-items';
import { catalogAdminKeys } from './keys';

export interface AddableItemPage {
  items: CategoryItem[];
  pagingData: { itemCount: number; pageNo: number; pageSize: number };
}

export const ADDABLE_PAGE_SIZE = 10;

/** GET /api/ItemTypes/CanBeAddedToCategory: catalogue items not yet in the category, searched by name or code. */
export function getAddableItems(
  categoryId: number,
  search: string,
  pageNo: number,
): Promise<AddableItemPage> {
  return api.get<AddableItemPage>('/api/ItemTypes/CanBeAddedToCategory', {
    query: { categoryId, search: search.trim() || undefined, pageNo, pageSize: ADDABLE_PAGE_SIZE },
  });
}

export function useAddableItems(categoryId: number, search: string, pageNo: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogAdminKeys.addableItems(categoryId, search.trim(), pageNo),
    queryFn: () => getAddableItems(categoryId, search, pageNo),
    enabled,
    placeholderData: keepPreviousData,
  });
}
