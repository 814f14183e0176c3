import type { DecedentFilters } from '@portal/shared/decedents/schemas';
import { getDecedents as getDecedentsCall } from '@portal/shared/decedents/get-decedents';
import type { CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type DecedentPage = CallResponse<typeof getDecedentsCall>;
export type DecedentRow = DecedentPage['items'][number];

/** The filters as the screens hold them; empty ones are left out of the call. */
export type DecedentSearch = { [K in keyof DecedentFilters]?: DecedentFilters[K] };

const compact = (filters: DecedentSearch) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '' && v !== false));

/** GET /api/decedents (with filter): one page, kept on screen while the next one loads. */
export function useDecedents(search: DecedentSearch, pageNo: number, pageSize = 10, enabled = true) {
  const input = { query: { pageNo, pageSize, filters: JSON.stringify(compact(search)) } };
  return useQuery({
    queryKey: callKey(getDecedentsCall, input),
    queryFn: ({ signal }) => api.send(getDecedentsCall, input, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
