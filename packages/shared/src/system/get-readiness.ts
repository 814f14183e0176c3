import { z } from 'zod';
import { defineCall } from '../platform/contract';
import { apiMessages, errorMessage } from '../platform/envelope';

/** A dependency's check: answered, no answer within its time limit, or answered with an error (refused, denied). */
export const dependencyCheck = z.enum(['ok', 'timeout', 'failed']);
export type DependencyCheck = z.infer<typeof dependencyCheck>;

const readinessValue = z.object({
  status: z.enum(['ready', 'unavailable']),
  /** One entry per dependency this instance has: Redis with REDIS_URL, storage with S3_BUCKET. */
  checks: z.object({
    database: dependencyCheck,
    redis: dependencyCheck.optional(),
    storage: dependencyCheck.optional(),
  }),
});
export type Readiness = z.infer<typeof readinessValue>;

export const getReadinessSchemas = () => ({
  // The envelope with the checks in `value` both ways: on a 503 `hasErrors` is true and `errorMessages` has one entry
  // per failed dependency, its key the dependency's name.
  response: z.object({
    value: readinessValue,
    hasErrors: z.boolean(),
    errorMessages: z.array(errorMessage),
    apiMessages,
  }),
});

/**
 * GET /health/ready: whether this instance can serve, each dependency asked in parallel under its own time limit.
 * 200 when all answer, else 503 naming each that did not (docs/operations.md "Health").
 */
export const getReadiness = defineCall<typeof getReadinessSchemas>()({
  name: 'getReadiness',
  domain: 'system',
  method: 'GET',
  path: '/health/ready',
  permission: 'public',
  summary:
    'Readiness: database, Redis and object storage (when configured) each answer within their time limit',
  raw: true,
  rateLimit: false,
  alsoAnswers: {
    503: 'A dependency did not answer in time or answered with an error: `errorMessages` names it',
  },
});
