import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getComponents } from '@portal/shared/cms/get-components';
import { getContentFields } from '@portal/shared/cms/get-content-fields';
import { getContents } from '@portal/shared/cms/get-contents';
import { getDataSources } from '@portal/shared/cms/get-data-sources';
import { saveContent } from '@portal/shared/cms/save-content';
import { saveContentWithFields } from '@portal/shared/cms/save-content-with-fields';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

/** GET /api/manage/contents: one page, searched by name or slug (spec §9: page 1 of 10). */
export function useContents(query: { pageNo: number; search: string }) {
  const search = query.search.trim() || undefined;
  return useQuery({
    ...callQuery(getContents, { query: { pageNo: query.pageNo, pageSize: 10, search } }),
    placeholderData: keepPreviousData,
  });
}

/** The component types a content can be made of (filter type 2: content types). */
export const useContentTypes = () =>
  useQuery(callQuery(getComponents, { query: { filterType: 2, contentType: true, pageSize: 200 } }));

export const useContentFields = (id: number) => useQuery(callQuery(getContentFields, { params: { id } }));
export const useDataSources = () => useQuery(callQuery(getDataSources, {}));

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<typeof saveContent>['body']) => api.send(saveContent, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('cms') }),
  });
}

export type ContentWithFields = CallInput<typeof saveContentWithFields>['body'];

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContentWithFields) => api.send(saveContentWithFields, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('cms') }),
  });
}
