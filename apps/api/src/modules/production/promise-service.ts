import type { Language } from '@portal/shared/platform/language';
import { micros, toNumber } from '@portal/shared/platform/decimal';
import { isWorkingDay } from '@portal/shared/production/rules';
import { rushFee } from '@portal/shared/production/rush-rules';
import type { JobPromise, PromiseState } from '@portal/shared/production/rush-schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { conflict, invalid, notFound } from '../../platform/errors';
import type { Services } from '../../platform/request-context';
import { assertCustomerAccess, isStaff, type Scope } from '../../platform/scope';
import { estimateOptions } from '../custom-orders/tables';
import { customers } from '../customers/tables';
import { changeOrderStatus, setOrderDueDate, statusByCode, STATUS_KIND } from '../orders/public';
import { orders } from '../orders/tables';
import { workshopHolidays } from './holidays-service';
import { queuePromiseAnswerMail, queueProposedDayMails, type ProposedDay } from './promise-mail';
import { earliestOfTier } from './rush-tiers-service';
import { jobCurrentStages, jobPromises } from './tables';
import { productionChanged } from './production-signal';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** What a checkout asked: the tier (locked until the commit), the days, and its fee on the goods. */
export interface RushChoice {
  tierId: number;
  tierName: string;
  tierNameFr: string;
  feePercent: string;
  fee: number;
  neededBy: string | null;
  earliestOn: string;
  dueOn: string;
}

/**
 * The tier chosen at checkout, priced on the goods after discount and booked on a day: the day asked when the tier can
 * meet it, else its earliest. The tier's row stays locked until the submission commits, so that two checkouts never
 * both take its last place of a day.
 */
export async function rushChoiceFor(
  tx: Db,
  request: { tierId: number; neededBy: string | null; goods: number },
  today: string,
): Promise<RushChoice> {
  const [tier] = await tx
    .select()
    .from(estimateOptions)
    .where(
      and(
        eq(estimateOptions.id, request.tierId),
        eq(estimateOptions.kind, 'PRIORITY'),
        eq(estimateOptions.isActive, true),
      ),
    )
    .for('update');
  if (!tier) throw invalid('rushTierId', 'This rush tier is not offered');
  if (request.neededBy !== null && request.neededBy <= today)
    throw invalid('neededBy', 'The needed-by date must be after today');
  const earliestOn = await earliestOfTier(tx, tier, today);
  if (earliestOn === null) throw conflict('This rush tier is fully booked: choose another');
  return {
    tierId: tier.id,
    tierName: tier.name,
    tierNameFr: tier.nameFr,
    feePercent: tier.surchargePercent,
    fee: rushFee(request.goods, tier.surchargePercent),
    neededBy: request.neededBy,
    earliestOn,
    dueOn: request.neededBy !== null && request.neededBy > earliestOn ? request.neededBy : earliestOn,
  };
}

/** The submitted job order's tier, days and fee, as asked. */
export async function recordJobPromise(tx: Db, orderId: number, choice: RushChoice) {
  await tx.insert(jobPromises).values({
    orderId,
    tierId: choice.tierId,
    tierName: choice.tierName,
    tierNameFr: choice.tierNameFr,
    feePercent: choice.feePercent,
    feeAmount: choice.fee.toFixed(2),
    neededBy: choice.neededBy,
    earliestOn: choice.earliestOn,
    dueOn: choice.dueOn,
  });
  await productionChanged.changed(tx);
}

/** Goods after discount, exactly: what a tier's fee is a percent of. */
export const goodsOf = (totals: { subTotal: number; discountValue: number }) =>
  toNumber(micros(totals.subTotal) - micros(totals.discountValue));

type PromiseRow = typeof jobPromises.$inferSelect;

async function jobOf(db: Db, scope: Scope, orderId: number) {
  const [job] = await db
    .select({ order: orders, promise: jobPromises })
    .from(orders)
    .leftJoin(jobPromises, eq(jobPromises.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.kind, 'JO')));
  if (!job) throw notFound('The job order');
  assertCustomerAccess(scope, job.order.customerId, 'The job order');
  return job;
}

async function hasStarted(db: Db, orderId: number) {
  const [current] = await db
    .select({ orderId: jobCurrentStages.orderId })
    .from(jobCurrentStages)
    .where(eq(jobCurrentStages.orderId, orderId));
  return current !== undefined;
}

function promiseView(code: string, row: PromiseRow, language: Language, started: boolean): JobPromise {
  return {
    orderId: row.orderId,
    orderCode: code,
    tierName: language === 'fr' ? row.tierNameFr : row.tierName,
    feePercent: Number(row.feePercent),
    feeAmount: Number(row.feeAmount),
    neededBy: row.neededBy,
    earliestOn: row.earliestOn,
    promisedOn: row.promisedOn,
    state: row.state as PromiseState,
    note: row.note,
    mayAnswer: row.state === 'PROPOSED' && !started,
  };
}

/** GET /JobOrders/{id}/promise: null for a job ordered without a tier. */
export async function getJobOrderPromise(
  db: Db,
  scope: Scope,
  orderId: number,
  language: Language,
): Promise<JobPromise | null> {
  const job = await jobOf(db, scope, orderId);
  if (!job.promise) return null;
  return promiseView(job.order.code, job.promise, language, await hasStarted(db, orderId));
}

/**
 * POST /JobOrders/{id}/promise: the day the workshop commits to, a working day from today on. The day asked (the
 * needed-by day, or the tier's earliest without one) is agreed at once and becomes the order's due date; another is
 * proposed to the customer, who accepts or cancels.
 */
export async function promiseJobOrder(
  services: Services,
  scope: Scope,
  orderId: number,
  body: { promisedOn: string; note?: string | undefined },
  language: Language,
): Promise<JobPromise> {
  const now = services.now();
  const today = dayOf(now);
  const proposal = await services.db.transaction(async (tx): Promise<ProposedDay | null> => {
    const job = await jobOf(tx, scope, orderId);
    const [promise] = await tx
      .select()
      .from(jobPromises)
      .where(eq(jobPromises.orderId, orderId))
      .for('update');
    if (!promise) throw conflict('This job order was placed without a rush tier: it has no date to promise');
    if (promise.state === 'CANCELLED') throw conflict('The customer cancelled this job order');
    if (body.promisedOn < today || !isWorkingDay(body.promisedOn, await workshopHolidays(tx, today)))
      throw invalid('promisedOn', 'Choose a working day from today on');
    const asked = promise.neededBy ?? promise.earliestOn;
    const state: PromiseState = body.promisedOn === asked ? 'AGREED' : 'PROPOSED';
    await tx
      .update(jobPromises)
      .set({
        promisedOn: body.promisedOn,
        dueOn: body.promisedOn,
        state,
        note: body.note ?? null,
        updatedAt: now,
      })
      .where(eq(jobPromises.orderId, orderId));
    await productionChanged.changed(tx);
    if (state === 'AGREED') await setOrderDueDate(tx, orderId, body.promisedOn, now);
    await recordAudit(tx, scope, {
      action: 'production.promise',
      entityType: 'order',
      entityId: orderId,
      details: { code: job.order.code, promisedOn: body.promisedOn, state },
    });
    return state === 'PROPOSED'
      ? {
          orderId,
          code: job.order.code,
          customerId: job.order.customerId,
          askedOn: asked,
          promisedOn: body.promisedOn,
          note: body.note ?? null,
        }
      : null;
  });
  // After the commit, through the outbox: a mail failure never undoes the proposal.
  if (proposal) await queueProposedDayMails(services, proposal);
  return (await getJobOrderPromise(services.db, scope, orderId, language))!;
}

/**
 * The customer's answer to a proposed day, before work starts: accepted, the day is agreed and becomes the order's due
 * date; refused, the job order is cancelled.
 */
export async function answerJobOrderPromise(
  services: Services,
  scope: Scope,
  orderId: number,
  answer: 'accept' | 'cancel',
  language: Language,
): Promise<JobPromise> {
  const now = services.now();
  const answered = await services.db.transaction(async (tx) => {
    const job = await jobOf(tx, scope, orderId);
    const [promise] = await tx
      .select()
      .from(jobPromises)
      .where(eq(jobPromises.orderId, orderId))
      .for('update');
    if (!promise || promise.state !== 'PROPOSED')
      throw conflict('No new date is waiting for your answer on this job order');
    // The lock a job's moves take: a move that starts the work waits for the answer, or the answer sees it started.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('job_stage'), ${orderId}::int)`);
    if (await hasStarted(tx, orderId))
      throw conflict(
        'Work on this job order has started: the date can no longer be refused or accepted here',
      );
    await productionChanged.changed(tx);
    if (answer === 'accept') {
      await tx
        .update(jobPromises)
        .set({ state: 'AGREED', updatedAt: now })
        .where(eq(jobPromises.orderId, orderId));
      await setOrderDueDate(tx, orderId, promise.promisedOn!, now);
    } else {
      await tx
        .update(jobPromises)
        .set({ state: 'CANCELLED', updatedAt: now })
        .where(eq(jobPromises.orderId, orderId));
      const cancelled = await statusByCode(tx, STATUS_KIND.JO, 'CANCELLED');
      await changeOrderStatus(tx, scope, job.order, cancelled, now, {
        reasonText: 'The customer refused the proposed date',
      });
    }
    await recordAudit(tx, scope, {
      action: `production.promise-${answer}`,
      entityType: 'order',
      entityId: orderId,
      details: { code: job.order.code, promisedOn: promise.promisedOn, byStaff: isStaff(scope) },
    });
    const [customer] = await tx
      .select({ name: customers.name })
      .from(customers)
      .where(eq(customers.id, job.order.customerId));
    return {
      orderId,
      code: job.order.code,
      customerName: customer?.name ?? '',
      promisedOn: promise.promisedOn!,
    };
  });
  await queuePromiseAnswerMail(services, answer, answered);
  return (await getJobOrderPromise(services.db, scope, orderId, language))!;
}
