import { createHash } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { conflict, invalid } from './errors';
import { canonicalJson } from './idempotency';
import type { Scope } from './scope';
import { retryKeys } from './tables';

/**
 * The `Idempotency-Key` header of the calls that create something (a note, a cart line, an upload: contracts with
 * `takesIdempotencyKey`), after the IETF draft and Stripe: a client that lost an answer sends the request again under
 * the same key and gets the first answer, marked `Idempotent-Replayed: true`, instead of a second note. Calls whose
 * key is part of their own transaction (order submission, card payments) keep it in their body (docs/payments.md §4).
 */
export const RETRY_KEY_HEADER = 'idempotency-key';
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** How long an answer is kept for a retry: a day, as Stripe does. */
const KEPT_MS = 24 * 3_600_000;
/** A first request that has not finished after this long died with its process: a retry may do the work. */
const ABANDONED_MS = 2 * 60_000;

export const KEY_IN_PROGRESS =
  'A request with this idempotency key is still being processed: try again in a moment';
export const KEY_REUSED = 'This idempotency key was already used for another request';

/** The key a request carries, or null; a malformed one is refused before anything is done. */
export function retryKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[RETRY_KEY_HEADER];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_FORMAT.test(value))
    throw invalid(RETRY_KEY_HEADER, 'The Idempotency-Key header must be 1 to 255 visible ASCII characters');
  return value;
}

/** Keys are per caller: two users' identical keys are two requests. */
function callerOf(scope: Scope | null, request: FastifyRequest): string {
  if (!scope) return `address:${request.ip}`;
  return `user:${scope.userId}/${scope.customerId ?? 'staff'}`;
}

/** The request's identity: its JSON body canonically, or a multipart body's type and length (its parts are streamed). */
function fingerprintOf(request: FastifyRequest, multipart: boolean): string {
  const hash = createHash('sha256').update(request.url + '\n');
  if (multipart) {
    const type = String(request.headers['content-type'] ?? '').split(';')[0];
    hash.update([type, String(request.headers['content-length'] ?? '')].join('\n'));
  } else hash.update(canonicalJson(request.body));
  return hash.digest('hex');
}

/**
 * Runs `work` once per key: the first request does it and keeps its answer; a retry gets that answer (`replayed`);
 * a retry while the first still runs, or the key sent with another request, is a 409 and does nothing. A failed
 * request keeps nothing, so its retry does the work.
 */
export async function answerOnce<T>(
  db: Db,
  context: { request: FastifyRequest; scope: Scope | null; key: string; call: string; multipart: boolean },
  work: () => Promise<T>,
): Promise<{ value: T; replayed: boolean }> {
  const caller = callerOf(context.scope, context.request);
  const fingerprint = fingerprintOf(context.request, context.multipart);
  const mine = and(eq(retryKeys.caller, caller), eq(retryKeys.key, context.key));
  const claimed = await db
    .insert(retryKeys)
    .values({ caller, key: context.key, call: context.call, fingerprint })
    .onConflictDoNothing()
    .returning({ key: retryKeys.key });
  if (claimed.length === 0) {
    const [kept] = await db.select().from(retryKeys).where(mine);
    if (kept && (kept.call !== context.call || kept.fingerprint !== fingerprint)) throw conflict(KEY_REUSED);
    if (kept?.status != null) return { value: kept.answer as T, replayed: true };
    // Still running, unless its process died: then this retry takes the key over.
    const takenOver = await db
      .update(retryKeys)
      .set({ createdAt: new Date() })
      .where(
        and(mine, isNull(retryKeys.status), lt(retryKeys.createdAt, new Date(Date.now() - ABANDONED_MS))),
      )
      .returning({ key: retryKeys.key });
    if (takenOver.length === 0) throw conflict(KEY_IN_PROGRESS);
  }
  let value: T;
  try {
    value = await work();
  } catch (error) {
    await db
      .delete(retryKeys)
      .where(mine)
      .catch(() => undefined);
    throw error;
  }
  await db
    .update(retryKeys)
    .set({ status: 200, answer: (value ?? null) as object })
    .where(mine);
  // Now and then, the keys older than a day go: no job of its own for a small table.
  if (Math.random() < 0.02)
    await db
      .delete(retryKeys)
      .where(lt(retryKeys.createdAt, new Date(Date.now() - KEPT_MS)))
      .catch(() => undefined);
  return { value, replayed: false };
}
