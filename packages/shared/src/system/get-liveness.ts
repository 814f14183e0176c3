import { z } from 'zod';
import { defineCall } from '../platform/contract';

export const getLivenessSchemas = () => ({
  response: z.object({ status: z.literal('alive') }),
});

/**
 * GET /health/live: the process answers. No dependency is asked: a database or Redis that is away is no reason to
 * restart this process (docs/operations.md "Health").
 */
export const getLiveness = defineCall<typeof getLivenessSchemas>()({
  name: 'getLiveness',
  domain: 'system',
  method: 'GET',
  path: '/health/live',
  permission: 'public',
  summary: 'Liveness: the process answers (no dependency checked); for an orchestrator',
  rateLimit: false,
});
