import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { catalogAdminKeys } from './keys';

/** DELETE /api/ProductCategories/delete?id=: refused (409) while the category has sub-categories. */
export function deleteCategory(id: number): Promise<{ id: number }> {
  return api.request<{ id: number }>('/api/ProductCategories/delete', {
    method: 'DELETE',
    query: { id },
    silent: true,
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogAdminKeys.all }),
  });
}
