import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteComponent } from '@portal/shared/cms/delete-component';
import { deleteComponentField } from '@portal/shared/cms/delete-component-field';
import { getComponent } from '@portal/shared/cms/get-component';
import { getComponents } from '@portal/shared/cms/get-components';
import { getFieldTypes } from '@portal/shared/cms/get-field-types';
import { saveComponent } from '@portal/shared/cms/save-component';
import { saveComponentField } from '@portal/shared/cms/save-component-field';
import type { CallInput } from '@portal/shared/platform/contract';
import { api } from '../../../lib/browser-api';
import { callQuery, domainKey } from '../../../lib/calls';

/** spec §5 component filters: type 1 keeps the selected names, type 2 the Content type and/or nestable flags. */
export type ComponentFilter =
  { filterType: 1; names: string[] } | { filterType: 2; contentType?: boolean; nestable?: boolean } | null;

/** GET /api/manage/components: one page, searched by name or code (case-insensitive) and filtered (spec §5). */
export function useComponents(query: {
  pageNo: number;
  pageSize: number;
  search: string;
  filter: ComponentFilter;
  enabled?: boolean;
}) {
  const search = query.search.trim() || undefined;
  const filter =
    query.filter?.filterType === 1
      ? query.filter.names.length > 0
        ? { filterType: 1 as const, names: query.filter.names.join(',') }
        : {}
      : (query.filter ?? {});
  return useQuery({
    ...callQuery(getComponents, {
      query: { pageNo: query.pageNo, pageSize: query.pageSize, search, ...filter },
    }),
    placeholderData: keepPreviousData,
    enabled: query.enabled ?? true,
  });
}

/** Every component's name (the choices of filter type 1 and of a nested-components field). */
export const useComponentNames = () =>
  useQuery(callQuery(getComponents, { query: { pageNo: 1, pageSize: 200 } }));

export const useComponent = (id: number) => useQuery(callQuery(getComponent, { params: { id } }));
export const useFieldTypes = () => useQuery(callQuery(getFieldTypes, {}));

/** A write of the CMS domain: every cached CMS read is fetched again after it. */
function useCmsWrite<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: domainKey('cms') }),
  });
}

export type ComponentInput = CallInput<typeof saveComponent>['body'];
export type ComponentFieldInput = CallInput<typeof saveComponentField>['body'];

export const useSaveComponent = () =>
  useCmsWrite((body: ComponentInput) => api.send(saveComponent, { body }));
export const useDeleteComponent = () =>
  useCmsWrite((id: number) => api.send(deleteComponent, { params: { id } }));
export const useSaveComponentField = () =>
  useCmsWrite((body: ComponentFieldInput) => api.send(saveComponentField, { body }));
export const useDeleteComponentField = () =>
  useCmsWrite((id: number) => api.send(deleteComponentField, { params: { id } }));
