import { defineCall } from '../platform/contract';
import { bulkMoveAnswer, bulkMoveBody } from './schemas';

export const moveJobOrdersStageSchemas = () => ({
  body: bulkMoveBody,
  response: bulkMoveAnswer,
  examples: [{ body: { jobs: [{ jobOrderId: 1, fromStageId: null }] } }],
});

/**
 * POST /JobOrders/stage (staff): several jobs each to its next stage, or all to the stage given; all or nothing, in
 * one transaction.
 */
export const moveJobOrdersStage = defineCall<typeof moveJobOrdersStageSchemas>()({
  name: 'moveJobOrdersStage',
  domain: 'production',
  method: 'POST',
  path: '/JobOrders/stage',
  permission: 'CP_PRODUCTION:EDIT',
  summary: 'Move several job orders to their next production stage, or all to a given one (all or nothing)',
  refusals: { 409: 'A job has moved since the mover saw it, or has no next stage' },
});
