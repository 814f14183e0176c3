import { getAssetLimitations } from '@portal/shared/media/get-asset-limitations';
import { updateAssetLimitation } from '@portal/shared/media/update-asset-limitation';
import type { CallResponse } from '@portal/shared/platform/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { callKey } from '../../../lib/calls';
import { mediaKeys } from './keys';

export type AssetLimitationRow = CallResponse<typeof getAssetLimitations>[number];

/** POST /api/assetslimitation: the upload limits per use. */
export function useAssetLimitations(enabled: boolean) {
  return useQuery({
    queryKey: callKey(getAssetLimitations, { body: {} }),
    queryFn: ({ signal }) => api.send(getAssetLimitations, { body: {} }, { signal }),
    enabled,
  });
}

/** POST /api/assetslimitation/update/{id}; field errors go to the form (silent). */
export function useUpdateAssetLimitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      mimeTypes,
      maxSizeBytes,
    }: {
      id: number;
      mimeTypes: string[];
      maxSizeBytes: number;
    }) =>
      api.send(
        updateAssetLimitation,
        { params: { id }, body: { mimeTypes, maxSizeBytes } },
        { silent: true },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
