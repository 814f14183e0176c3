import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { idParams } from '../platform/ids';
import { jobTimeline, moveStageFields } from './schemas';

export const moveJobOrderStageSchemas = () => ({
  params: idParams,
  body: z.custom<FormData | z.input<typeof moveStageFields>>(),
  form: moveStageFields.extend({ photos: z.array(z.file()).optional() }),
  response: jobTimeline,
});

/**
 * POST /JobOrders/{id}/stage (staff): the job moves to its next stage, or to the stage given; backward only with a
 * reason. A multipart form may carry photos (`photos`, checked like every upload); JSON carries none. Answers the
 * job's timeline.
 */
export const moveJobOrderStage = defineCall<typeof moveJobOrderStageSchemas>()({
  name: 'moveJobOrderStage',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/{id}/stage',
  permission: 'CP_PRODUCTION:EDIT',
  summary:
    'Move a job order to its next production stage, or to a given one, with an optional note and photos',
  status: 201,
  multipart: true,
  refusals: { 409: 'The job has moved since the mover saw it, or it has no next stage' },
});
