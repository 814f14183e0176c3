import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { assetIdList, folderTargetParams, MEDIA_EDIT } from './schemas';

export const moveAssetsSchemas = () => ({
  params: folderTargetParams,
  body: assetIdList,
  response: z.object({ moved: z.number().int() }),
});

/** POST /manage/assets/folder/change/{folderID} (list of assets): all move or none; folderID 0 is "no folder". */
export const moveAssets = defineCall<typeof moveAssetsSchemas>()({
  name: 'moveAssets',
  domain: 'media',
  method: 'POST',
  path: '/manage/assets/folder/change/{folderID}',
  permission: MEDIA_EDIT,
  summary: 'Move a list of asset ids into a folder (0: out of any folder), in one transaction',
});
