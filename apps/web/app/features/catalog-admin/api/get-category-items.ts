import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { catalogAdminKeys } from './keys';

/** spec §3 Category detail element: an item of a category (imageCode is its first picture). */
export interface CategoryItem {
  id: number;
  code: string;
  name: string;
  rank: number;
  imageCode: string | null;
  isChecked: boolean;
}

/** GET /api/ProductCategories/categoryItems/{id}: the category's items in rank order. */
export function getCategoryItems(categoryId: number): Promise<CategoryItem[]> {
  return api.get<CategoryItem[]>(`/api/ProductCategories/categoryItems/${categoryId}`);
}

export function useCategoryItems(categoryId: number) {
  return useQuery({
    queryKey: catalogAdminKeys.categoryItems(categoryId),
    queryFn: () => getCategoryItems(categoryId),
  });
}
