import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobTimeline } from './schemas';

export const getJobOrderTimelineSchemas = () => ({
  params: idParams,
  response: jobTimeline,
  examples: [{ params: { id: 1 } }],
});

/**
 * GET /JobOrders/{id}/timeline: the job's stages with the day each was reached or is expected, its moves with photos.
 * A customer reads only its own jobs (another's is not found).
 */
export const getJobOrderTimeline = defineCall<typeof getJobOrderTimelineSchemas>()({
  name: 'getJobOrderTimeline',
  domain: 'production',
  method: 'GET',
  path: '/JobOrders/{id}/timeline',
  permission: ['CP_JOB_ORDERS:VIEW', 'CP_PRODUCTION:VIEW'],
  summary: "A job order's production stages with dates, expected dates and photos",
});
