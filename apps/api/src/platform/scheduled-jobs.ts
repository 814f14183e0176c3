import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Services } from './request-context';
import { scheduledJobRuns } from './tables';

/**
 * Work the product does on its own at set times (monthly statements, memo invoicing, retention): the runner below
 * asks each job every tick whether it is due, and one instance at a time runs it (docs/decisions.md "Scheduled jobs").
 */
export interface ScheduledJob {
  /** Stable: the key of the job's row in scheduled_job_runs. */
  name: string;
  /** Whether a run is due at `now`, given the `now` of the last successful run (null: it never ran). */
  isDue(lastRunAt: Date | null, now: Date): boolean;
  /** The longest a run may take: past it, another instance may take the job over (a crash mid-run). */
  leaseMs: number;
  /** Does the work as of `now`; what it returns is kept as the run's summary (counts, never personal data). */
  run(services: Services, now: Date): Promise<Record<string, unknown>>;
}

export type JobOutcome =
  { ran: true; summary: Record<string, unknown> } | { ran: false; reason: 'not-due' | 'running-elsewhere' };

/** Due once per UTC day, from `hour` o'clock. */
export function daily(hour = 0): ScheduledJob['isDue'] {
  return (last, now) => {
    const dueAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour);
    return now.getTime() >= dueAt && (last === null || last.getTime() < dueAt);
  };
}

/** Due once per UTC month, on the first day from `hour` o'clock (or on the first tick after it). */
export function monthly(hour = 0): ScheduledJob['isDue'] {
  return (last, now) => {
    const dueAt = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, hour);
    return now.getTime() >= dueAt && (last === null || last.getTime() < dueAt);
  };
}

/**
 * Runs `job` as of `now` if it is due and no other instance is running it. The claim is one conditional UPDATE of the
 * job's row, so of two instances ticking at once exactly one wins; a run that fails keeps its last successful time,
 * and is tried again at the next tick.
 */
export async function runScheduledJob(services: Services, job: ScheduledJob, now: Date): Promise<JobOutcome> {
  const { db } = services;
  await db.insert(scheduledJobRuns).values({ name: job.name }).onConflictDoNothing();
  const [row] = await db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, job.name));
  if (!row || !job.isDue(row.lastRunAt, now)) return { ran: false, reason: 'not-due' };
  if (!(await claim(db, job, row.lastRunAt))) return { ran: false, reason: 'running-elsewhere' };
  try {
    const summary = await job.run(services, now);
    await db
      .update(scheduledJobRuns)
      .set({
        lastRunAt: now,
        claimedUntil: null,
        lastFinishedAt: new Date(),
        lastError: null,
        lastSummary: summary,
      })
      .where(eq(scheduledJobRuns.name, job.name));
    return { ran: true, summary };
  } catch (error) {
    await db
      .update(scheduledJobRuns)
      .set({
        claimedUntil: null,
        lastFinishedAt: new Date(),
        lastError: String((error as Error)?.message ?? error),
      })
      .where(eq(scheduledJobRuns.name, job.name));
    throw error;
  }
}

/** Takes the job's lease unless another instance holds it or has run the job since we read its row. */
async function claim(db: Db, job: ScheduledJob, seenLastRunAt: Date | null): Promise<boolean> {
  const clock = new Date();
  const claimed = await db
    .update(scheduledJobRuns)
    .set({ claimedUntil: new Date(clock.getTime() + job.leaseMs) })
    .where(
      and(
        eq(scheduledJobRuns.name, job.name),
        or(isNull(scheduledJobRuns.claimedUntil), lt(scheduledJobRuns.claimedUntil, clock)),
        seenLastRunAt === null
          ? isNull(scheduledJobRuns.lastRunAt)
          : sql`${scheduledJobRuns.lastRunAt} = ${seenLastRunAt.toISOString()}::timestamptz`,
      ),
    )
    .returning({ name: scheduledJobRuns.name });
  return claimed.length === 1;
}

/**
 * Ticks every `intervalMs` in this process (started by server.ts), running the jobs that are due one after the
 * other; a tick still running skips the next. Returns the stop function, which waits for the running tick.
 */
export function startScheduledJobs(
  services: Services,
  jobs: readonly ScheduledJob[],
  options: { intervalMs: number; onError: (job: ScheduledJob, error: unknown) => void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    for (const job of jobs) {
      if (stopped) return;
      await runScheduledJob(services, job, services.now()).catch((error: unknown) =>
        options.onError(job, error),
      );
    }
  };
  const timer = setInterval(() => {
    if (running) return;
    running = tick().finally(() => (running = null));
  }, options.intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
