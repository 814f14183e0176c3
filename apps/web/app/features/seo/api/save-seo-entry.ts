import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@portal/shared/platform/contract';
import { saveSeoEntry } from '@portal/shared/seo/save-seo-entry';
import { api } from '../../../lib/browser-api';
import { seoKeys } from './keys';

export type SeoEntryInput = CallInput<typeof saveSeoEntry>['body'];

/** Saves the languages that changed, one call each (POST /api/SEO), then reads the tables again. */
export function useSaveSeoEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entries: SeoEntryInput[]) => {
      for (const body of entries) await api.send(saveSeoEntry, { body }, { silent: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: seoKeys.all }),
  });
}
