import { correctMetalFixing } from '@portal/shared/metal/correct-metal-fixing';
import { importMetalFixings } from '@portal/shared/metal/import-metal-fixings';
import { listMetalFixings } from '@portal/shared/metal/list-metal-fixings';
import { recordMetalFixing } from '@portal/shared/metal/record-metal-fixing';
import type { CallInput } from '@portal/shared/platform/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

export type FixingQuery = CallInput<typeof listMetalFixings>['query'];
export type FixingDraft = CallInput<typeof recordMetalFixing>['body'];

/** GET /api/metal-fixings: newest first, by metal and days; the page stays while the next one loads. */
export function useMetalFixings(query: FixingQuery) {
  return useQuery({ ...callQuery(listMetalFixings, { query }), placeholderData: keepPreviousData });
}

/** Every metal read again after a fixing: the formulas' prices may have followed it. */
function useRefreshMetal() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: domainKey('metal') });
}

/**
 * POST /api/metal-fixings, or PUT /api/metal-fixings/{id} for a correction. Silent: the form shows what was refused
 * under its field.
 */
export function useSaveFixing() {
  const refresh = useRefreshMetal();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number | null; draft: FixingDraft }) =>
      id === null
        ? api.send(recordMetalFixing, { body: draft }, { silent: true })
        : api.send(correctMetalFixing, { params: { id }, body: draft }, { silent: true }),
    onSuccess: refresh,
  });
}

export interface FixingUpload {
  file: File;
  source: string;
  importValidLines: boolean;
}

/** POST /api/metal-fixings/import (multipart). Silent: the import panel shows a refused file's reason. */
export function useImportFixings() {
  const refresh = useRefreshMetal();
  return useMutation({
    mutationFn: (input: FixingUpload) => {
      const form = new FormData();
      if (input.source.trim()) form.append('source', input.source.trim());
      form.append('importValidLines', input.importValidLines ? 'true' : 'false');
      form.append('file', input.file, input.file.name);
      return api.send(importMetalFixings, { body: form }, { silent: true });
    },
    onSuccess: refresh,
  });
}
