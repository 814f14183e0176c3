import { defineCall } from '../platform/contract';
import { MEDIA_EDIT, mediaAsset, updateAssetRequest } from './schemas';

export const updateAssetSchemas = () => ({ body: updateAssetRequest, response: mediaAsset });

/** POST /manage/assets/update (asset): the title (and, for staff, whether every customer sees it). */
export const updateAsset = defineCall<typeof updateAssetSchemas>()({
  name: 'updateAsset',
  domain: 'media',
  method: 'POST',
  path: '/manage/assets/update',
  permission: MEDIA_EDIT,
  summary: 'Change an asset’s title (staff: also shared or not)',
});
