import { deleteAssets } from '@portal/shared/media/delete-assets';
import { moveAssets } from '@portal/shared/media/move-assets';
import { updateAsset } from '@portal/shared/media/update-asset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { mediaKeys } from './keys';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mediaKeys.all });
}

/** POST /api/manage/assets/update: the title (staff: shared or not); field errors go to the form. */
export function useUpdateAsset() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: number; title: string; shared?: boolean }) =>
      api.send(updateAsset, { body }, { silent: true }),
    onSuccess: refresh,
  });
}

/** POST /api/manage/assets/folder/change/{folderID} (0: out of any folder). */
export function useMoveAssets() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ folderId, ids }: { folderId: number; ids: number[] }) =>
      api.send(moveAssets, { params: { folderID: folderId }, body: ids }),
    onSuccess: refresh,
  });
}

/** POST /api/manage/assets/delete. */
export function useDeleteAssets() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: number[]) => api.send(deleteAssets, { body: ids }),
    onSuccess: refresh,
  });
}
