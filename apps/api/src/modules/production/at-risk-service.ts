import type { Paged } from '@portal/shared';
import type { Language } from '@portal/shared/platform/language';
import { addWorkingDays } from '@portal/shared/production/rules';
import type { JobAtRisk } from '@portal/shared/production/rush-schemas';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { localName } from '../../platform/language';
import { pageWindow, paginated } from '../../platform/paging';
import { memo } from '../../platform/cache';
import type { Services } from '../../platform/request-context';
import { customers } from '../customers/tables';
import { orderStatusChanged } from '../orders/public';
import { orders } from '../orders/tables';
import { workshopHolidays } from './holidays-service';
import { productionChanged } from './production-signal';
import { jobCurrentStages, jobPromises, productionStages } from './tables';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

type StageRow = typeof productionStages.$inferSelect;

/** The active stage lists by service type (null: the default list), each in order. */
async function stageLists(db: Db): Promise<Map<number | null, StageRow[]>> {
  const rows = await db
    .select()
    .from(productionStages)
    .where(eq(productionStages.isActive, true))
    .orderBy(asc(productionStages.rank), asc(productionStages.id));
  const lists = new Map<number | null, StageRow[]>();
  for (const row of rows) lists.set(row.serviceTypeId, [...(lists.get(row.serviceTypeId) ?? []), row]);
  return lists;
}

/**
 * When a job should finish, as its timeline expects it: its current stage ends its expected days after it was reached
 * (today if that day has passed), then each later stage takes its expected days, all in working days. Null: the job is
 * at its last stage (shipped).
 */
function expectedFinish(
  stages: StageRow[],
  current: { stageId: number; reachedAt: Date } | null,
  today: string,
  addDays: (from: string, days: number) => string,
): { on: string; remainingDays: number; stage: StageRow | null } | null {
  const index = current ? stages.findIndex((s) => s.id === current.stageId) : -1;
  if (current && index === stages.length - 1) return null;
  const stage = index >= 0 ? stages[index]! : null;
  let end = stage ? addDays(dayOf(current!.reachedAt), stage.expectedDays) : today;
  if (end < today) end = today;
  const later = stages.slice(index + 1).reduce((sum, s) => sum + s.expectedDays, 0);
  const on = addDays(end, later);
  return { on, remainingDays: later + (stage ? stage.expectedDays : 0), stage };
}

type LateJob = Omit<JobAtRisk, 'currentStage'> & { stage: StageRow | null };

/**
 * The late jobs of a day, kept between requests: every staff member opening the list reads the same jobs, and working
 * them out takes tens of milliseconds on 100,000 orders. A stage move, a promised day, a stage list, a holiday or an
 * order's status change drops it on every instance (docs/decisions.md "A list kept between requests"); a renamed
 * customer shows within the minute.
 */
const lateJobsOfDay = memo<LateJob[]>({
  name: 'jobs-at-risk',
  maxEntries: 2,
  signals: [productionChanged, orderStatusChanged],
});

/**
 * GET /JobOrders/at-risk: open jobs with a promised day (agreed or proposed) whose expected finish falls after it, the
 * latest first (then the soonest promised).
 */
export async function getJobOrdersAtRisk(
  services: Services,
  paging: { pageNo: number; pageSize: number },
  language: Language,
): Promise<Paged<JobAtRisk>> {
  const today = dayOf(services.now());
  const late = await lateJobsOfDay.get(services.db, today, () => lateJobs(services.db, today));
  const { limit, offset } = pageWindow(paging, 0);
  const page = late.slice(offset, offset + limit).map(({ stage, ...job }) => ({
    ...job,
    currentStage: stage ? localName(language, stage) : null,
  }));
  return paginated(page, late.length, paging);
}

/**
 * The late jobs, the latest first. Only jobs promised before the farthest any list can reach from today can be late,
 * so the database hands over those alone.
 */
async function lateJobs(db: Db, today: string): Promise<LateJob[]> {
  const [lists, holidays] = await Promise.all([stageLists(db), workshopHolidays(db, '0001-01-01')]);
  const longest = Math.max(
    0,
    ...[...lists.values()].map((l) => l.reduce((sum, s) => sum + s.expectedDays, 0)),
  );
  const horizon = addWorkingDays(today, longest, holidays);
  // Two reads rather than one join: the promises and their jobs' stages are small tables, read whole below the
  // horizon; the orders are then read by id for the late jobs alone. Joined at once, PostgreSQL merged the promises with
  // a scan of the orders (75 ms on 100,000 orders against 3 ms).
  const promised = await db
    .select({
      orderId: jobPromises.orderId,
      promisedOn: jobPromises.promisedOn,
      stageId: jobCurrentStages.stageId,
      reachedAt: jobCurrentStages.reachedAt,
    })
    .from(jobPromises)
    .leftJoin(jobCurrentStages, eq(jobCurrentStages.orderId, jobPromises.orderId))
    .where(and(inArray(jobPromises.state, ['AGREED', 'PROPOSED']), lt(jobPromises.promisedOn, horizon)));
  if (promised.length === 0) return [];
  const jobs = await db
    .select({
      orderId: orders.id,
      orderCode: orders.code,
      serviceTypeId: orders.serviceTypeId,
      customerName: customers.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        sql`${orders.id} = any(${sql.param(promised.map((p) => p.orderId))}::bigint[])`,
        ne(orders.listGroup, 'closed'),
      ),
    );
  const promiseOf = new Map(promised.map((p) => [p.orderId, p]));
  // Jobs share their days and stage lengths: each working-day sum is counted once per request.
  const sums = new Map<string, string>();
  const addDays = (from: string, days: number) => {
    const key = `${from}|${days}`;
    let day = sums.get(key);
    if (day === undefined) sums.set(key, (day = addWorkingDays(from, days, holidays)));
    return day;
  };
  const late: LateJob[] = [];
  for (const job of jobs) {
    const promise = promiseOf.get(job.orderId)!;
    const own = job.serviceTypeId === null ? undefined : lists.get(job.serviceTypeId);
    const stages = own?.length ? own : (lists.get(null) ?? []);
    const current =
      promise.stageId === null ? null : { stageId: promise.stageId, reachedAt: promise.reachedAt! };
    const finish = expectedFinish(stages, current, today, addDays);
    if (!finish || finish.on <= promise.promisedOn!) continue;
    late.push({
      orderId: job.orderId,
      orderCode: job.orderCode,
      customerName: job.customerName,
      stage: finish.stage,
      remainingDays: finish.remainingDays,
      promisedOn: promise.promisedOn!,
      expectedOn: finish.on,
      lateDays: daysBetween(promise.promisedOn!, finish.on),
    });
  }
  late.sort(
    (a, b) => b.lateDays - a.lateDays || a.promisedOn.localeCompare(b.promisedOn) || a.orderId - b.orderId,
  );
  return late;
}
