import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { apiMessages, errorMessage } from '../platform/envelope';

const healthValue = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'unreachable']),
  version: z.string(),
});

export const getHealthSchemas = () => ({
  // api-conventions shows `{ status, db, version }` at the top level, and every response carries the envelope: both hold.
  response: healthValue.extend({
    value: healthValue.nullable(),
    hasErrors: z.boolean(),
    errorMessages: z.array(errorMessage),
    apiMessages,
  }),
});

/**
 * GET /health: liveness and database reachability, answered whole (raw), 503 when the database is unreachable or does
 * not answer in time. The spec's clients read it; an orchestrator uses /health/live and /health/ready.
 */
export const getHealth = defineCall<typeof getHealthSchemas>()({
  name: 'getHealth',
  domain: 'system',
  method: 'GET',
  path: '/health',
  permission: 'public',
  summary: 'Liveness and database reachability (503 when the database is unreachable)',
  raw: true,
  rateLimit: false,
  alsoAnswers: {
    503: 'The database is unreachable',
  },
});
