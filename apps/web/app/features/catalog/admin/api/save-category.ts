import { createCategory } from '@portal/shared/catalog/create-category';
import { updateCategory } from '@portal/shared/catalog/update-category';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/browser-api';
import { domainKey } from '../../../../lib/calls';

/** spec §3 Product category: the four pictures of a category. */
export const CATEGORY_IMAGE_FIELDS = ['largeImage', 'smallImage', 'title1Image', 'title2Image'] as const;
export type CategoryImageField = (typeof CATEGORY_IMAGE_FIELDS)[number];

export interface CategoryDraft {
  name: string;
  nameFr: string;
  code: string;
  parentId: number | null;
  rank: number;
  description: string;
  /** New pictures to upload. */
  images: Partial<Record<CategoryImageField, File>>;
  /** Pictures to take away. */
  removeImages: CategoryImageField[];
}

/** The multipart body of create and update (spec §7): name, code, parentId, rank, description and the pictures. */
export function categoryFormData(draft: CategoryDraft): FormData {
  const form = new FormData();
  form.set('name', draft.name.trim());
  if (draft.nameFr.trim()) form.set('nameFr', draft.nameFr.trim());
  form.set('code', draft.code.trim());
  form.set('parentId', draft.parentId === null ? '' : String(draft.parentId));
  form.set('rank', String(draft.rank));
  form.set('description', draft.description);
  for (const field of CATEGORY_IMAGE_FIELDS) {
    const file = draft.images[field];
    if (file) form.set(field, file, file.name);
  }
  if (draft.removeImages.length > 0) form.set('removeImages', draft.removeImages.join(','));
  return form;
}

/** POST /api/ProductCategories/create, or /update/{id} for an existing category. Errors are the editor's to show. */
export function saveCategory(
  id: number | null,
  draft: CategoryDraft,
): Promise<CallResponse<typeof createCategory>> {
  const body = categoryFormData(draft);
  return id === null
    ? api.send(createCategory, { body }, { silent: true })
    : api.send(updateCategory, { params: { id }, body }, { silent: true });
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: CategoryDraft }) => saveCategory(id, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: domainKey('catalog') }),
  });
}
