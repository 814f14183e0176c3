import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { MEDIA_EDIT } from './schemas';

export const deleteAssetFolderSchemas = () => ({ params: idParams, response: z.object({ id: z.number() }) });

/** POST /manage/assets/folder/{id} (delete folder): only an empty folder; one holding assets is a 409 that says so. */
export const deleteAssetFolder = defineCall<typeof deleteAssetFolderSchemas>()({
  name: 'deleteAssetFolder',
  domain: 'media',
  method: 'POST',
  path: '/manage/assets/folder/{id}',
  permission: MEDIA_EDIT,
  summary: 'Delete an empty media folder (409 while it holds assets)',
  refusals: {
    409: 'The folder still holds assets',
  },
});
