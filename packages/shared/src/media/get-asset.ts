import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { MEDIA_VIEW, mediaAsset } from './schemas';

export const getAssetSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: mediaAsset,
});

/** GET /manage/assets/{id}: one asset; another customer's is 404. */
export const getAsset = defineCall<typeof getAssetSchemas>()({
  name: 'getAsset',
  domain: 'media',
  method: 'GET',
  path: '/manage/assets/{id}',
  permission: MEDIA_VIEW,
  summary: 'One media asset the caller sees',
});
