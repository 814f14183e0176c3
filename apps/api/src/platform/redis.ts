import { Redis } from 'ioredis';

/**
 * How long Redis may take to connect, and to answer one command. Redis answers in well under a millisecond: past this
 * it is away or frozen (a socket that accepts and never answers), and the rate limit lets the request through
 * rather than holding it (README, REDIS_URL).
 */
export const REDIS_TIME_LIMIT_MS = 500;

/**
 * The Redis that instances share (REDIS_URL): the rate limit counts there, readiness pings it. A command never waits
 * in a queue for a connection (enableOfflineQueue: false): while Redis is away it fails at once.
 */
export function openRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    connectTimeout: REDIS_TIME_LIMIT_MS,
    commandTimeout: REDIS_TIME_LIMIT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', onError);
  return redis;
}

/** Lets go of the connection: QUIT when Redis answers, else the socket is simply closed. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit().catch(() => undefined);
  redis.disconnect();
}
