import { deleteCategory as deleteCategoryCall } from '@portal/shared/catalog/delete-category';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { domainKey } from '../../../../lib/calls';

/** DELETE /api/ProductCategories/delete?id=: refused (409) while the category has sub-categories. */
export function deleteCategory(id: number): Promise<CallResponse<typeof deleteCategoryCall>> {
  return api.send(deleteCategoryCall, { query: { id } }, { silent: true });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('catalog') }),
  });
}
