import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { assetType, MEDIA_VIEW } from './schemas';

export const getAssetTypesSchemas = () => ({ response: z.array(assetType) });

/** GET /manage/assets/types: the kinds of file the library keeps, with their media types. */
export const getAssetTypes = defineCall<typeof getAssetTypesSchemas>()({
  name: 'getAssetTypes',
  domain: 'media',
  method: 'GET',
  path: '/manage/assets/types',
  permission: MEDIA_VIEW,
  summary:
    'The asset types (image, PDF document) and the media types each covers, named in the caller’s language',
});
