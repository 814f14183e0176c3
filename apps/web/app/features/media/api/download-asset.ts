import { downloadAsset } from '@portal/shared/media/download-asset';
import { api } from '../../../lib/browser-api';

/**
 * GET /api/manage/assets/download/{id} (arraybuffer, optional isPreview). Silent: spec §8 "Asset download fails: only
 * logged".
 */
export const fetchAssetFile = (id: number, isPreview = false): Promise<Blob> =>
  api.sendForFile(
    downloadAsset,
    { params: { id }, query: { isPreview: isPreview ? 'true' : 'false' } },
    { silent: true },
  );
