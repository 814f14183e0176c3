import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { MEDIA_VIEW } from './schemas';

export const downloadAssetSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  query: z.object({
    isPreview: z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  }),
  response: z.any().meta({ type: 'string', format: 'binary', description: 'The file' }),
});

/**
 * GET /manage/assets/download/{id} (arraybuffer, optional isPreview): the file as an attachment; with isPreview an
 * image's thumbnail (WebP), or a document inline.
 */
export const downloadAsset = defineCall<typeof downloadAssetSchemas>()({
  name: 'downloadAsset',
  domain: 'media',
  method: 'GET',
  path: '/manage/assets/download/{id}',
  permission: MEDIA_VIEW,
  summary: 'The asset’s bytes (attachment); isPreview=true: the thumbnail of an image, a document inline',
  produces: 'application/octet-stream',
});
