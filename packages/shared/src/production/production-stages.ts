import { defineCall } from '../platform/contract';
import { productionStagesAnswer, saveProductionStagesBody } from './schemas';

export const getProductionStagesSchemas = () => ({ response: productionStagesAnswer });

/** GET /production-stages (staff): the default stages and each service type's own, in order, in both languages. */
export const getProductionStages = defineCall<typeof getProductionStagesSchemas>()({
  name: 'getProductionStages',
  domain: 'production',
  method: 'GET',
  path: '/production-stages',
  permission: 'CP_PRODUCTION:VIEW',
  summary:
    'The production stages of each service type, in order, with their expected duration in working days',
});

export const saveProductionStagesSchemas = () => ({
  body: saveProductionStagesBody,
  response: productionStagesAnswer,
  examples: [
    {
      body: {
        serviceTypeId: null,
        stages: [
          { name: 'Design', nameFr: 'Conception', expectedDays: 2 },
          { name: 'Shipped', nameFr: 'Expédié', expectedDays: 0 },
        ],
      },
    },
  ],
});

/**
 * POST /production-stages (staff who configure production, audited): the whole ordered list of one service type's
 * stages. A stage kept keeps its id and its history; a stage left out is retired, and refused while a job is in it.
 */
export const saveProductionStages = defineCall<typeof saveProductionStagesSchemas>()({
  name: 'saveProductionStages',
  domain: 'production',
  method: 'POST',
  path: '/production-stages',
  permission: 'CP_PRODUCTION:CONFIGURE',
  summary: 'Save the ordered stages of one service type (or the default stages)',
  refusals: { 409: 'A stage left out still holds a job' },
});
