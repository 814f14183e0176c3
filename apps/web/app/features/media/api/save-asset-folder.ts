import { createAssetFolder } from '@portal/shared/media/create-asset-folder';
import { deleteAssetFolder } from '@portal/shared/media/delete-asset-folder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { mediaKeys } from './keys';

/** POST /api/manage/assets/folder; the name's error is shown by the form (silent). */
export function useCreateAssetFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; shared?: boolean }) =>
      api.send(createAssetFolder, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** POST /api/manage/assets/folder/{id}: a folder still holding assets is refused with a toast saying so. */
export function useDeleteAssetFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(deleteAssetFolder, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
