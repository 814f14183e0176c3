import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';

export const getJobOrderImagesSchemas = () => ({
  examples: [{ params: { id: 1 } }],
  params: idParams,
  response: z.array(
    z.object({ url: z.string(), source: z.enum(['design', 'item', 'note']), caption: z.string() }),
  ),
});

/** GET /JobOrders/{id}/images: the custom design’s pictures, the pieces’, then those of the notes the caller reads. */
export const getJobOrderImages = defineCall<typeof getJobOrderImagesSchemas>()({
  name: 'getJobOrderImages',
  domain: 'orders',
  method: 'GET',
  path: '/JobOrders/{id}/images',
  permission: 'CP_JOB_ORDERS:VIEW',
  summary: 'Pictures of a job order: the custom design’s, its pieces’, then pictures attached to notes',
});
