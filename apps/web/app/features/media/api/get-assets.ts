import { getAssets as getAssetsCall } from '@portal/shared/media/get-assets';
import type { CallInput, CallResponse } from '@portal/shared/platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type AssetPage = CallResponse<typeof getAssetsCall>;
export type AssetRow = AssetPage['items'][number];
export type AssetQuery = NonNullable<CallInput<typeof getAssetsCall>['query']>;

/** GET /api/manage/assets: one page of the library, kept on screen while the next one loads. */
export function useAssets(query: AssetQuery) {
  const input = { query };
  return useQuery({
    queryKey: callKey(getAssetsCall, input),
    queryFn: ({ signal }) => api.send(getAssetsCall, input, { signal }),
    placeholderData: keepPreviousData,
  });
}
