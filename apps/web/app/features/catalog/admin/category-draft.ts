import type { AdminCategory } from './api/get-categories';
import type { CategoryDraft, CategoryImageField } from './api/save-category';

/** The largest picture the server takes by default (UPLOAD_LIMIT_BYTES, 20 MB). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** The form of a new category, or of an existing one as saved. */
export function draftOf(category: AdminCategory | null, parentId: number | null = null): CategoryDraft {
  return {
    name: category?.name ?? '',
    nameFr: category?.nameFr ?? '',
    code: category?.code ?? '',
    parentId: category ? category.parentId : parentId,
    rank: category?.rank ?? 100,
    description: category?.description ?? '',
    images: {},
    removeImages: [],
  };
}

export type DraftField = 'name' | 'nameFr' | 'code' | 'rank' | 'description' | CategoryImageField;

/**
 * What is wrong with a draft, as i18n keys per field (the server checks the same and more: a code already in use, a
 * parent that would make a cycle). Empty when it can be sent.
 */
export function draftErrors(draft: CategoryDraft): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  const name = draft.name.trim();
  const code = draft.code.trim();
  if (!name) errors.name = 'catalogAdmin.errors.nameRequired';
  else if (name.length > 200) errors.name = 'catalogAdmin.errors.tooLong';
  if (draft.nameFr.trim().length > 200) errors.nameFr = 'catalogAdmin.errors.tooLong';
  if (!code) errors.code = 'catalogAdmin.errors.codeRequired';
  else if (code.length > 40) errors.code = 'catalogAdmin.errors.tooLong';
  else if (!/^[A-Za-z0-9_-]+$/.test(code)) errors.code = 'catalogAdmin.errors.codeFormat';
  if (!Number.isInteger(draft.rank) || draft.rank < 0 || draft.rank > 1_000_000)
    errors.rank = 'catalogAdmin.errors.rank';
  if (draft.description.length > 5000) errors.description = 'catalogAdmin.errors.tooLong';
  for (const [field, file] of Object.entries(draft.images) as [CategoryImageField, File | undefined][]) {
    if (!file) continue;
    if (!IMAGE_TYPES.includes(file.type)) errors[field] = 'catalogAdmin.errors.imageType';
    else if (file.size > MAX_IMAGE_BYTES) errors[field] = 'catalogAdmin.errors.imageSize';
  }
  return errors;
}
