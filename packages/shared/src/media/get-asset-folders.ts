import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { MEDIA_VIEW, mediaFolder } from './schemas';

export const getAssetFoldersSchemas = () => ({ response: z.array(mediaFolder) });

/** GET /manage/assets/folders: the folders the caller sees, by name, with how many assets each holds. */
export const getAssetFolders = defineCall<typeof getAssetFoldersSchemas>()({
  name: 'getAssetFolders',
  domain: 'media',
  method: 'GET',
  path: '/manage/assets/folders',
  permission: MEDIA_VIEW,
  summary: 'The media folders the caller sees (its own and shared ones), with their asset counts',
});
