import { getCategoryItems as getCategoryItemsCall } from '@portal/shared/catalog/get-category-items';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '../../../../lib/calls';

/** spec §3 Category detail element: an item of a category (imageCode is its first picture). */
export type CategoryItem = CallResponse<typeof getCategoryItemsCall>[number];

/** GET /api/ProductCategories/categoryItems/{id}: the category's items in rank order. */
export function useCategoryItems(categoryId: number) {
  return useQuery(callQuery(getCategoryItemsCall, { params: { id: categoryId } }));
}
