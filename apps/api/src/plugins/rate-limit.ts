import fastifyRateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../platform/errors';
import { sharedPlugin } from './shared-plugin';

/**
 * RATE_LIMIT_PER_MINUTE calls per address, registered under /api. With REDIS_URL every instance counts in one place;
 * an unreachable or frozen Redis lets requests through within its time limit (platform/redis.ts) rather than turning
 * the whole product away (the sign-in throttle, in the database, still holds). Routes that say `rateLimit: false` (the
 * health probes) are never counted. Server rendering's own calls carry the internal token and are not counted.
 */
export const rateLimit = sharedPlugin<{ config: Config; redis: Redis | null; internalToken?: string }>(
  'rate-limit',
  async (api, { config, redis, internalToken }) => {
    await api.register(fastifyRateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      ...(redis ? { redis, nameSpace: 'portal-rate-limit-', skipOnError: true } : {}),
      allowList: (request) =>
        internalToken !== undefined && request.headers['x-portal-internal'] === internalToken,
      errorResponseBuilder: (_req, context) => {
        const error = new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
        error.headers['retry-after'] = String(Math.ceil(context.ttl / 1000));
        return error;
      },
    });
  },
);
