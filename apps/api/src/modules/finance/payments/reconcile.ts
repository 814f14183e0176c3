import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { payments } from '../tables';
import { gatewayFor, type ProcessorCode } from '../gateways/public';
import type { Actor } from '../ledger/entries';
import type { PaymentRow } from '../ledger/payments';
import { askProcessor, finishPayment } from './finish';
import { chargeOf, pendingChargeOf } from './service';

/** Any fixed number: the instances of one database take turns at claiming pending payments. */
const RECONCILE_LOCK_ID = 726_145_316;
const BATCH = 50;

export interface ReconcileResult {
  /** False when another instance held the lock: this pass did nothing. */
  ran: boolean;
  settled: number;
  failed: number;
  stillPending: number;
}

/**
 * Settles card payments left pending (a processor that did not answer in time, a process that stopped mid-payment)
 * from the processor's own answer (docs/payments.md §4 "Timeouts"): Square's CreatePayment replayed with the same
 * key, NMI's Query API by order id. Nothing is charged again under a new key, and nothing is marked paid without the
 * processor's approval.
 *
 * Claims are made under `pg_try_advisory_xact_lock`, so one instance at a time picks the work; a claimed payment is
 * leased (locked_at) for `leaseMs`, so no other pass takes it while its lookup runs outside any transaction. A
 * payment whose pay request may still be running (locked in the last `leaseMs`) is left alone.
 */
export async function reconcilePendingPayments(
  db: Db,
  config: Config,
  options: { leaseMs: number; now?: () => Date },
): Promise<ReconcileResult> {
  const now = options.now?.() ?? new Date();
  const claimed = await db.transaction(async (tx) => {
    // The result's shape is the same on node-postgres and PGlite: { rows }.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${RECONCILE_LOCK_ID}) as locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return null;
    const rows = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.status, 'pending'),
          inArray(payments.processor, ['SQUARE', 'NMI']),
          or(isNull(payments.lockedAt), lt(payments.lockedAt, new Date(now.getTime() - options.leaseMs))),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(payments)
        .set({ lockedAt: now })
        .where(
          inArray(
            payments.id,
            rows.map((r) => r.id),
          ),
        );
    return rows;
  });
  if (claimed === null) return { ran: false, settled: 0, failed: 0, stillPending: 0 };

  const result: ReconcileResult = { ran: true, settled: 0, failed: 0, stillPending: 0 };
  for (const payment of claimed) {
    const status = (await settleOne(db, config, payment)).status;
    if (status === 'succeeded') result.settled += 1;
    else if (status === 'failed') result.failed += 1;
    else result.stillPending += 1;
  }
  return result;
}

async function settleOne(db: Db, config: Config, payment: PaymentRow): Promise<PaymentRow> {
  const pending = pendingChargeOf(payment);
  const gateway = gatewayFor(config, payment.processor as ProcessorCode);
  // Without the request or the processor there is nothing to ask: the payment stays pending for a person to see.
  if (!pending || !gateway) return payment;
  const outcome = await askProcessor(
    gateway,
    (g, request) => g.lookupCharge(request),
    chargeOf(payment, pending),
  );
  // Posted under the payer who asked for the payment, as the pay call would have.
  const actor: Actor = { userId: payment.createdByUserId, impersonatorId: payment.impersonatorId };
  return finishPayment(db, actor, payment, outcome);
}

/**
 * Runs the reconciliation every `intervalMs` in this process (started by server.ts), one pass at a time; passes of
 * several instances take turns through the lock above. Returns the stop function.
 */
export function startPaymentReconciliation(
  db: Db,
  config: Config,
  options: { intervalMs: number; leaseMs: number; onError: (error: unknown) => void },
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = reconcilePendingPayments(db, config, { leaseMs: options.leaseMs })
      .catch(options.onError)
      .finally(() => (running = null));
  }, options.intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
