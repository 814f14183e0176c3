import { defineCall } from '../platform/contract';
import { assetListQuery, assetPage, MEDIA_VIEW } from './schemas';

export const getAssetsSchemas = () => ({ query: assetListQuery, response: assetPage });

/** GET /manage/assets: one page of the library the caller sees, newest first, by folder, title search and type. */
export const getAssets = defineCall<typeof getAssetsSchemas>()({
  name: 'getAssets',
  domain: 'media',
  method: 'GET',
  path: '/manage/assets',
  permission: MEDIA_VIEW,
  summary:
    'Media assets the caller sees (staff: every one; a customer: its own and shared ones), by folder (0: none), title and type; pageNo from 1',
});
