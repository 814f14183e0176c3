import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { assetUploadFields, MEDIA_EDIT, mediaAsset } from './schemas';

export const uploadAssetSchemas = () => ({
  body: z.custom<FormData>(),
  form: assetUploadFields.extend({
    file: z.file().describe('The asset; its type is recognised from the content'),
  }),
  response: mediaAsset,
});

/**
 * POST /upload/asset (multipart form): a `file` part with optional `title` and `folderId`. The type is recognised from
 * the content and checked against the media library's asset limitation: 413 when too large, 415 when not allowed.
 */
export const uploadAsset = defineCall<typeof uploadAssetSchemas>()({
  name: 'uploadAsset',
  domain: 'media',
  method: 'POST',
  path: '/upload/asset',
  permission: MEDIA_EDIT,
  takesIdempotencyKey: true,
  summary:
    'Upload a media asset (multipart file, title, folderId); type from the content, limits from the MEDIA_LIBRARY asset limitation (413, 415)',
  multipart: true,
  status: 201,
});
