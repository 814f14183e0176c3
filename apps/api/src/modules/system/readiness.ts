import type { ErrorMessage } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import type { DependencyCheck, Readiness } from '@portal/shared/system/get-readiness';
import { pingDatabase } from '../../db/client';
import { translateMessage } from '../../platform/messages';
import type { Services } from '../../platform/request-context';
import { TimeLimitExceeded, withinTimeLimit } from '../../platform/time-limit';

type Dependency = keyof Readiness['checks'];

/**
 * How long each dependency may take to answer a probe. Together under the 3 s an orchestrator's probe should allow
 * (docs/operations.md "Health"): the checks run in parallel.
 */
export const PROBE_LIMITS_MS: Record<Dependency, number> = { database: 2_000, redis: 1_000, storage: 2_000 };

const NAMES: Record<Dependency, string> = {
  database: 'The database',
  redis: 'Redis',
  storage: 'Object storage',
};

/** The database's ping under its time limit: a frozen database must not stall GET /health either. */
export const pingDatabaseInTime = (db: Services['db']) =>
  withinTimeLimit(pingDatabase(db), PROBE_LIMITS_MS.database);

/** The dependencies this instance has: the database always, Redis with REDIS_URL, the bucket with S3_BUCKET. */
function probesOf(services: Pick<Services, 'db' | 'redis' | 'media'>) {
  const probes: [Dependency, () => Promise<unknown>][] = [['database', () => pingDatabase(services.db)]];
  const { redis } = services;
  if (redis) probes.push(['redis', () => redis.ping()]);
  const { store } = services.media;
  if (store.check) probes.push(['storage', () => store.check!(PROBE_LIMITS_MS.storage)]);
  return probes;
}

/** Our own limit, or the client's (ioredis' "Command timed out", the AWS SDK's TimeoutError) reached first. */
const isTimeout = (error: unknown) =>
  error instanceof TimeLimitExceeded ||
  (error instanceof Error && (error.name === 'TimeoutError' || /\btimed out\b/i.test(error.message)));

async function outcomeOf(dependency: Dependency, probe: () => Promise<unknown>) {
  try {
    await withinTimeLimit(probe(), PROBE_LIMITS_MS[dependency]);
    return { dependency, check: 'ok' as DependencyCheck };
  } catch (error) {
    return { dependency, check: (isTimeout(error) ? 'timeout' : 'failed') as DependencyCheck, error };
  }
}

/**
 * GET /health/ready's answer: the envelope, each dependency's check in `value`, and on a failure `hasErrors` with one
 * message per failed dependency, keyed by its name. What went wrong in detail (an address, the driver's words) goes
 * to the log only: the answer is public.
 */
export async function getReadiness(
  services: Pick<Services, 'db' | 'redis' | 'media'>,
  language: Language,
  logFailure: (dependency: Dependency, error: unknown) => void,
) {
  const outcomes = await Promise.all(probesOf(services).map(([name, probe]) => outcomeOf(name, probe)));
  const failures: ErrorMessage[] = [];
  for (const { dependency, check, error } of outcomes) {
    if (check === 'ok') continue;
    logFailure(dependency, error);
    const message =
      check === 'timeout'
        ? `${NAMES[dependency]} did not answer within ${PROBE_LIMITS_MS[dependency]} ms`
        : `${NAMES[dependency]} is unreachable or answered with an error`;
    failures.push({ key: dependency, value: translateMessage(language, message) });
  }
  const value: Readiness = {
    status: failures.length === 0 ? 'ready' : 'unavailable',
    checks: Object.fromEntries(outcomes.map((o) => [o.dependency, o.check])) as Readiness['checks'],
  };
  const hasErrors = failures.length > 0;
  return {
    value,
    hasErrors,
    errorMessages: failures,
    apiMessages: { hasErrors, serverErrors: failures.map((f) => f.value) },
  };
}
