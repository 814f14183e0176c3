import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { assetIdList, MEDIA_EDIT } from './schemas';

export const deleteAssetsSchemas = () => ({
  body: assetIdList,
  response: z.object({ deleted: z.number().int() }),
});

/** POST /manage/assets/delete (list of assets): all in one transaction, or none when one is not the caller's. */
export const deleteAssets = defineCall<typeof deleteAssetsSchemas>()({
  name: 'deleteAssets',
  domain: 'media',
  method: 'POST',
  path: '/manage/assets/delete',
  permission: MEDIA_EDIT,
  summary: 'Delete a list of asset ids in one transaction (404 when one is not visible)',
  // The body is a bare list of ids: no field name tells the document's rules that it names records.
  refusals: { 404: 'An asset of the list is not visible to the caller: nothing is deleted' },
});
