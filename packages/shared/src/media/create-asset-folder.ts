import { defineCall } from '../platform/contract';
import { createFolderRequest, MEDIA_EDIT, mediaFolder } from './schemas';

export const createAssetFolderSchemas = () => ({ body: createFolderRequest, response: mediaFolder });

/** POST /manage/assets/folder (folder with name): a customer's folder is its own; staff may share theirs. */
export const createAssetFolder = defineCall<typeof createAssetFolderSchemas>()({
  name: 'createAssetFolder',
  domain: 'media',
  method: 'POST',
  path: '/manage/assets/folder',
  permission: MEDIA_EDIT,
  summary: 'Create a media folder (name; staff: shared with every customer or not)',
  status: 201,
});
