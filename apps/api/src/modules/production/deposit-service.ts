import type { ParsedBy } from '@portal/shared/platform/contract';
import { divide, micros, multiply, roundTo, toFixedString } from '@portal/shared/platform/decimal';
import type { Language } from '@portal/shared/platform/language';
import type { JobDeposit } from '@portal/shared/production/proof-schemas';
import type { payJobDepositSchemas } from '@portal/shared/production/pay-job-deposit';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { localName } from '../../platform/language';
import type { Services } from '../../platform/request-context';
import type { Scope } from '../../platform/scope';
import {
  answerOfRequest,
  callerOf,
  cardPaymentOf,
  chargeReservedPayment,
  earlierRequestOfKey,
  lockPaymentKey,
  requestFingerprint,
  reserveCardPayment,
  type PayAnswer,
} from '../finance/public';
import { payments } from '../finance/tables';
import { orders } from '../orders/tables';
import { jobOf } from './job-of';
import { stagesForServiceType } from './stages-service';
import { jobDeposits, type productionStages } from './tables';

type StageRow = typeof productionStages.$inferSelect;

/** The first stage of the list that asks for a deposit, with its index; null when none does. */
export function depositStageOf(stages: readonly StageRow[]) {
  const index = stages.findIndex((s) => s.depositPercent !== null);
  return index < 0 ? null : { index, stage: stages[index]! };
}

/** The deposit's amount: the percentage of the job's total, to the cent. */
const depositAmount = (grandTotal: string, percent: number) =>
  toFixedString(roundTo(divide(multiply(micros(grandTotal), micros(percent)), micros(100)), 2), 2);

/** The job's latest deposit payment still counting (paid or awaiting the processor), if any. */
async function livePaymentOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ code: payments.code, status: payments.status, settledAt: payments.settledAt })
    .from(jobDeposits)
    .innerJoin(payments, eq(payments.id, jobDeposits.paymentId))
    .where(and(eq(jobDeposits.orderId, orderId), inArray(payments.status, ['pending', 'succeeded'])))
    .orderBy(desc(jobDeposits.id))
    .limit(1);
  return row ?? null;
}

/** The deposit the job's stages ask for and where its payment stands; null when its stages ask for none. */
export async function depositOf(db: Db, orderId: number, language: Language): Promise<JobDeposit | null> {
  const [job] = await db
    .select({
      serviceTypeId: orders.serviceTypeId,
      grandTotal: orders.grandTotal,
      currencyCode: orders.currencyCode,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const due = depositStageOf(await stagesForServiceType(db, job!.serviceTypeId));
  if (!due) return null;
  const percent = due.stage.depositPercent!;
  const payment = await livePaymentOf(db, orderId);
  return {
    percent,
    amount: Number(depositAmount(job!.grandTotal, percent)),
    currencyCode: job!.currencyCode,
    stageName: localName(language, due.stage),
    status: !payment ? 'due' : payment.status === 'succeeded' ? 'paid' : 'pending',
    paymentCode: payment?.code ?? null,
    paidAt: payment?.settledAt?.toISOString() ?? null,
  };
}

/**
 * A forward move that would take the job into (or past) the stage asking for a deposit is refused until the deposit
 * is paid. Run inside the move's transaction, under the job's lock.
 */
export async function assertDepositAllows(
  db: Db,
  job: { id: number; code: string },
  stages: readonly StageRow[],
  move: { currentIndex: number; targetIndex: number },
  language: Language,
): Promise<void> {
  const due = depositStageOf(stages);
  if (!due || move.currentIndex >= due.index || move.targetIndex < due.index) return;
  const payment = await livePaymentOf(db, job.id);
  if (payment?.status !== 'succeeded')
    throw conflict(
      `${job.code} cannot reach the stage ${localName(language, due.stage)} before its deposit is paid`,
    );
}

type PayBody = ParsedBy<typeof payJobDepositSchemas>['body'];

/**
 * POST /JobOrders/{id}/pay-deposit: the deposit is paid by card under the call's key (docs/payments.md §4: the same
 * request again answers the first payment; another request under the key is a 409). The payment is reserved with no
 * invoice, for the job's order: settled, it becomes the customer's prepayment, which the job's final invoice uses
 * first (finance/invoice-from-order.ts). One live deposit payment per job: another while one is paid or pending is a
 * 409; a declined one leaves the deposit due.
 */
export async function payJobDeposit(
  services: Services,
  scope: Scope,
  orderId: number,
  body: PayBody,
  language: Language,
): Promise<PayAnswer> {
  const { db } = services;
  const job = await jobOf(db, scope, orderId);
  const key = body.idempotencyKey;
  const fingerprint = requestFingerprint('payJobDeposit', callerOf(scope, job.customerId), {
    orderId: job.id,
    creditCardId: body.creditCardId ?? null,
    token: body.token ?? null,
    processor: body.processor ?? null,
  });
  const earlier = await earlierRequestOfKey(db, job.customerId, key, fingerprint, language);
  if (earlier) return answerOfRequest(db, earlier);
  const paying = await cardPaymentOf(db, services.config, scope, job.customerId, body);
  const reserved = await db.transaction(async (tx) => {
    await lockPaymentKey(tx, job.customerId, key);
    const concurrent = await earlierRequestOfKey(tx, job.customerId, key, fingerprint, language);
    if (concurrent) return { repeat: concurrent };
    const [order] = await tx.select().from(orders).where(eq(orders.id, job.id)).for('update');
    const deposit = await depositOf(tx, job.id, language);
    if (!deposit) throw conflict(`${job.code} needs no deposit`);
    if (deposit.status === 'paid') throw conflict(`The deposit of ${job.code} is paid already`);
    if (deposit.status === 'pending')
      throw conflict(`A payment of the deposit of ${job.code} awaits the processor's answer`);
    const payment = await reserveCardPayment(tx, paying, {
      idempotencyKey: key,
      fingerprint,
      amount: depositAmount(order!.grandTotal, deposit.percent),
      invoices: [],
      confirmOverpayment: true,
      currencyCode: order!.currencyCode,
      orderId: job.id,
    });
    await tx.insert(jobDeposits).values({ orderId: job.id, paymentId: payment.id, percent: deposit.percent });
    await recordAudit(tx, scope, {
      action: 'production.depositReserved',
      entityType: 'job_order',
      entityId: job.id,
      details: { paymentId: payment.id, percent: deposit.percent, amount: payment.amount },
    });
    return { payment };
  });
  if ('repeat' in reserved) return answerOfRequest(db, reserved.repeat!);
  return chargeReservedPayment(db, paying, reserved.payment);
}
