import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import type { CategoryItem } from './get-category-items';
import { catalogAdminKeys } from './keys';

export type ItemChange = 'add' | 'remove';

const PATHS: Record<ItemChange, string> = {
  add: 'AddItemsToProductCategory',
  remove: 'RemoveItemsFromProductCategory',
};

/**
 * POST /api/ItemTypes/AddItemsToProductCategory/{id} and RemoveItemsFromProductCategory/{id} with the id list (spec §7);
 * both answer the category's items as they now are.
 */
export function changeCategoryItems(
  change: ItemChange,
  categoryId: number,
  itemIds: number[],
): Promise<CategoryItem[]> {
  return api.post<CategoryItem[]>(`/api/ItemTypes/${PATHS[change]}/${categoryId}`, itemIds, { silent: true });
}

export function useChangeCategoryItems(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, itemIds }: { change: ItemChange; itemIds: number[] }) =>
      changeCategoryItems(change, categoryId, itemIds),
    onSuccess: async (items) => {
      queryClient.setQueryData(catalogAdminKeys.categoryItems(categoryId), items);
      // The counts of the category list and the items that can still be added change with it.
      await queryClient.invalidateQueries({
        predicate: (query) => {
          const kind = query.queryKey[1];
          return query.queryKey[0] === catalogAdminKeys.all[0] && kind !== 'category-items';
        },
      });
    },
  });
}
