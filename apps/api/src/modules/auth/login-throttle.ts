import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { loginAttempts } from './tables';
import { AppError } from '../../platform/errors';
import type { Services } from '../../platform/request-context';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Advisory-lock namespace of sign-in attempts (the migrations use the one-key form, so the two never meet). */
const LOCK_NAMESPACE = 4_113;
/** An address that signed in to the account within this time is the owner's: the account-wide slow-down spares it. */
const KNOWN_ADDRESS_DAYS = 180;
/**
 * Failures of one account from addresses that never signed in to it, before each further try from such an address must
 * wait: 1 s, then twice as long after every failure, up to the window. A spread-out attacker is slowed to a crawl; the
 * owner, at an address they signed in from before, is never held up by it.
 */
export const SLOWDOWN_AFTER_FAILURES = 10;

interface AttemptCounts {
  pair_failures: number;
  ip_failures: number;
  stranger_failures: number;
  last_stranger_failure: string | null;
  known_address: boolean;
}

function refuse(retryAfterSeconds: number): never {
  const error = new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
  error.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSeconds)));
  throw error;
}

/**
 * Admits a sign-in attempt or refuses it (429), and when admitted records it as failed before the password is checked:
 * counted under a lock per account and per address, so parallel guesses queue here and each sees the ones before it.
 * Limits, against password guessing: per account and address (the owner elsewhere is not locked out), per address, and
 * the growing delay above for addresses that never signed in to the account. Returns the attempt's id, for
 * `recordSuccess`.
 */
export async function admitAttempt(services: Services, email: string, ip: string): Promise<number> {
  const { config } = services;
  const now = services.now();
  const windowStart = new Date(now.getTime() - config.LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000);
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`account:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`address:${ip}`}))`);
    const [counts] = await queryRows<AttemptCounts>(
      tx,
      sql`
      with account as (
        select ip, succeeded, created_at from login_attempts
        where email = ${email} and created_at > ${knownSince.toISOString()}::timestamptz
      ),
      known as (select distinct ip from account where succeeded)
      select
        (select count(*)::int from account a
          where not a.succeeded and a.ip = ${ip} and a.created_at > ${windowStart.toISOString()}::timestamptz
            and a.created_at > coalesce(
              (select max(created_at) from account s where s.succeeded and s.ip = ${ip}), '-infinity')
        ) as pair_failures,
        (select count(*)::int from login_attempts
          where ip = ${ip} and not succeeded and created_at > ${windowStart.toISOString()}::timestamptz
        ) as ip_failures,
        (select count(*)::int from account a
          where not a.succeeded and a.created_at > ${windowStart.toISOString()}::timestamptz
            and a.ip not in (select ip from known)
        ) as stranger_failures,
        (select max(a.created_at)::text from account a
          where not a.succeeded and a.ip not in (select ip from known)
        ) as last_stranger_failure,
        exists (select 1 from known where ip = ${ip}) as known_address`,
    );
    const windowSeconds = config.LOGIN_FAILURE_WINDOW_MINUTES * 60;
    if (counts!.pair_failures >= config.LOGIN_MAX_FAILURES_PER_ACCOUNT) refuse(windowSeconds);
    if (counts!.ip_failures >= config.LOGIN_MAX_FAILURES_PER_IP) refuse(windowSeconds);
    if (!counts!.known_address && counts!.stranger_failures >= SLOWDOWN_AFTER_FAILURES) {
      const delay = Math.min(2 ** (counts!.stranger_failures - SLOWDOWN_AFTER_FAILURES), windowSeconds);
      const waited = (now.getTime() - new Date(counts!.last_stranger_failure!).getTime()) / 1000;
      if (waited < delay) refuse(delay - waited);
    }
    const [attempt] = await tx
      .insert(loginAttempts)
      .values({ email, ip, succeeded: false, createdAt: now })
      .returning({ id: loginAttempts.id });
    return attempt!.id;
  });
}

export async function recordSuccess(db: Db, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attemptId));
}
