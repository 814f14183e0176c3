import { uploadAsset as uploadAssetCall } from '@portal/shared/media/upload-asset';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/browser-api';
import { mediaKeys } from './keys';

export interface AssetUpload {
  file: File;
  folderId: number | null;
  shared: boolean;
}

/** POST /api/upload/asset (multipart). Silent: a refused file's reason (413, 415) is shown by the upload zone. */
export function useUploadAsset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssetUpload) => {
      const form = new FormData();
      if (input.folderId !== null) form.append('folderId', String(input.folderId));
      if (input.shared) form.append('shared', 'true');
      form.append('file', input.file, input.file.name);
      return api.send(uploadAssetCall, { body: form }, { silent: true });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
