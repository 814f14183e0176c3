import type { Language } from '@portal/shared/platform/language';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { payments } from '../tables';
import { AppError } from '../../../platform/errors';
import { translateMessage } from '../../../platform/messages';
import type { KeyCaller } from '../../../platform/idempotency';
import type { Scope } from '../../../platform/scope';
import type { PaymentRow } from '../ledger/payments';

/**
 * The one rule of every call that pays under an idempotency key (POST /payment/pay, /payment/insertOrdersAndPay,
 * /payment/createorderandpay; docs/payments.md §4, after Stripe and Square): the payment made under a key keeps a
 * fingerprint of the request that made it (the call, the caller and the canonical body). The same request again
 * answers the first result; another request under the key is a 409, checked under the key's lock before the call
 * writes anything (no order, no invoice, no charge).
 */

/** Any fixed number: the namespace of the per-key locks of the pay calls. */
const PAYMENT_KEY_LOCK = 726_145_317;

export const callerOf = (scope: Scope, customerId: number): KeyCaller => ({
  userId: scope.userId,
  customerId,
});

/** The 409 of a key used again for another request, in the caller's language. */
export const keyReused = (language: Language) => {
  const message = translateMessage(
    language,
    'This payment key was already used for another request: open the pay dialog again to pay.',
  );
  return new AppError('CONFLICT', message, [{ key: 'idempotencyKey', value: message }]);
};

/**
 * The payment already made under this customer's key for this very request, or null when the key is new; a 409 when
 * the key was used for another request. Inside a transaction, call lockPaymentKey first so that requests under one
 * key take turns.
 */
export async function paymentOfKey(
  db: Db,
  customerId: number,
  key: string,
  fingerprint: string,
  language: Language,
): Promise<PaymentRow | null> {
  const [earlier] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, key)));
  if (!earlier) return null;
  if (earlier.requestFingerprint !== fingerprint) throw keyReused(language);
  return earlier;
}

/** Requests under one key wait for each other until the transaction ends (the first one's payment is then visible). */
export async function lockPaymentKey(tx: Db, customerId: number, key: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${PAYMENT_KEY_LOCK}, hashtext(${`${customerId}:${key}`}))`,
  );
}

export { requestFingerprint } from '../../../platform/idempotency';
