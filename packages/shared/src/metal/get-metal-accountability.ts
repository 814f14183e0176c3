import { defineCall } from '../platform/contract';
import { metalAccountability, metalAccountabilityQuery } from './accountability-schemas';

export const getMetalAccountabilitySchemas = () => ({
  query: metalAccountabilityQuery,
  response: metalAccountability,
  examples: [{ query: { from: '2026-01-01', to: '2026-12-31' } }],
});

/**
 * GET /reports/metal-accountability (staff): for a period, per metal and per production step, the metal issued to
 * production, returned from it, lost (issued − returned) and invoiced.
 */
export const getMetalAccountability = defineCall<typeof getMetalAccountabilitySchemas>()({
  name: 'getMetalAccountability',
  domain: 'metal',
  method: 'GET',
  path: '/reports/metal-accountability',
  permission: 'CP_METAL:VIEW',
  summary: 'Metal issued, returned, lost and invoiced over a period, per metal and per production step',
});
