import { updateCategory } from '@portal/shared/catalog/update-category';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { domainKey } from '../../../../lib/calls';
import type { AdminCategory } from './get-categories';

/**
 * The new ranks of reordered categories, each through POST /api/ProductCategories/update/{id} (the call that carries the
 * rank, spec §7) with the category's own names, code and parent: its pictures, description and items stay as they are.
 * One after the other, so a failure stops at the category it names.
 */
export async function saveCategoryRanks(
  changes: readonly { id: number; rank: number }[],
  categories: readonly AdminCategory[],
): Promise<void> {
  for (const change of changes) {
    const category = categories.find((c) => c.id === change.id);
    if (!category) continue;
    const form = new FormData();
    form.set('name', category.name);
    form.set('nameFr', category.nameFr);
    form.set('code', category.code);
    form.set('parentId', category.parentId === null ? '' : String(category.parentId));
    form.set('rank', String(change.rank));
    await api.send(updateCategory, { params: { id: category.id }, body: form }, { silent: true });
  }
}

export function useSaveCategoryRanks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      changes,
      categories,
    }: {
      changes: readonly { id: number; rank: number }[];
      categories: readonly AdminCategory[];
    }) => saveCategoryRanks(changes, categories),
    // Saved or not halfway, the list is read again to show what the server holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('catalog') }),
  });
}
