import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { metalAccountabilityQuery } from './accountability-schemas';

export const exportMetalAccountabilitySchemas = () => ({
  query: metalAccountabilityQuery,
  response: z.any().meta({ type: 'string', description: 'A CSV file (text/csv, UTF-8)' }),
  examples: [{ query: { from: '2026-01-01', to: '2026-12-31' } }],
});

/**
 * GET /reports/metal-accountability/csv (staff): the same report as a CSV file, one line per metal and then one per
 * metal and step, its headings in the caller's language.
 */
export const exportMetalAccountability = defineCall<typeof exportMetalAccountabilitySchemas>()({
  name: 'exportMetalAccountability',
  domain: 'metal',
  method: 'GET',
  path: '/reports/metal-accountability/csv',
  permission: 'CP_METAL:VIEW',
  summary: 'The metal accountability report of a period as a CSV file (text/csv)',
  produces: 'text/csv',
});
