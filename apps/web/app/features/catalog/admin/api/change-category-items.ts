import { addItemsToCategory } from '@portal/shared/catalog/add-items-to-category';
import { getCategoryItems } from '@portal/shared/catalog/get-category-items';
import { removeItemsFromCategory } from '@portal/shared/catalog/remove-items-from-category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { callKey, domainKey } from '../../../../lib/calls';
import type { CategoryItem } from './get-category-items';

export type ItemChange = 'add' | 'remove';

const CALLS = { add: addItemsToCategory, remove: removeItemsFromCategory } as const;

/**
 * POST /api/ItemTypes/AddItemsToProductCategory/{id} and RemoveItemsFromProductCategory/{id} with the id list (spec §7);
 * both answer the category's items as they now are.
 */
export function changeCategoryItems(
  change: ItemChange,
  categoryId: number,
  itemIds: number[],
): Promise<CategoryItem[]> {
  return api.send(CALLS[change], { params: { id: categoryId }, body: itemIds }, { silent: true });
}

export function useChangeCategoryItems(categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, itemIds }: { change: ItemChange; itemIds: number[] }) =>
      changeCategoryItems(change, categoryId, itemIds),
    onSuccess: async (items) => {
      queryClient.setQueryData(callKey(getCategoryItems, { params: { id: categoryId } }), items);
      // The counts of the category list, the items that can still be added and the listings change with it.
      await queryClient.invalidateQueries({
        queryKey: domainKey('catalog'),
        predicate: (query) => query.queryKey[1] !== getCategoryItems.name,
      });
    },
  });
}
