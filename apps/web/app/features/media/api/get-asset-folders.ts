import { getAssetFolders } from '@portal/shared/media/get-asset-folders';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';

export type AssetFolder = CallResponse<typeof getAssetFolders>[number];

/** GET /api/manage/assets/folders. */
export function useAssetFolders() {
  return useQuery({
    queryKey: callKey(getAssetFolders, {}),
    queryFn: ({ signal }) => api.send(getAssetFolders, {}, { signal }),
  });
}
