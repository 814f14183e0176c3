import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import type { SeoFieldValues, SeoLanguage } from '../seo-entry';
import type { SeoKind } from './get-seo-entries';
import { seoKeys } from './keys';

export interface SeoEntryInput extends SeoFieldValues {
  entityType: SeoKind;
  entityId: number;
  language: SeoLanguage;
}

/** POST /api/SEO: the entry of one category or product in one language; empty fields are cleared. */
export function saveSeoEntry(input: SeoEntryInput): Promise<SeoFieldValues> {
  return api.post<SeoFieldValues>('/api/SEO', input, { silent: true });
}

/** Saves the languages that changed, one call each, then reads the tables again. */
export function useSaveSeoEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: SeoEntryInput[]) => {
      for (const entry of entries) await saveSeoEntry(entry);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: seoKeys.all }),
  });
}
