import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { daily, monthly, runScheduledJob, type ScheduledJob } from './scheduled-jobs';
import { scheduledJobRuns } from './tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => new Date(iso);

function countingJob(name: string, work: () => Promise<void> = async () => {}) {
  const runs: Date[] = [];
  const job: ScheduledJob = {
    name,
    isDue: monthly(),
    leaseMs: 60_000,
    run: async (_services, now) => {
      runs.push(now);
      await work();
      return { counted: runs.length };
    },
  };
  return { job, runs };
}

describe('the due rules', () => {
  it('a monthly job is due once from the first of each month', () => {
    const due = monthly(2);
    expect(due(null, at('2026-11-01T02:00:00Z'))).toBe(true);
    expect(due(null, at('2026-11-01T01:59:00Z'))).toBe(false);
    expect(due(at('2026-11-01T02:00:00Z'), at('2026-11-28T12:00:00Z'))).toBe(false);
    expect(due(at('2026-11-01T02:00:00Z'), at('2026-12-01T02:01:00Z'))).toBe(true);
  });

  it('a daily job is due once a day from its hour', () => {
    const due = daily(6);
    expect(due(at('2026-11-27T06:00:00Z'), at('2026-11-28T05:59:00Z'))).toBe(false);
    expect(due(at('2026-11-27T06:00:00Z'), at('2026-11-28T06:00:00Z'))).toBe(true);
    expect(due(at('2026-11-28T06:00:00Z'), at('2026-11-28T23:00:00Z'))).toBe(false);
  });
});

describe('running a job', () => {
  it('runs a due job once, keeps its summary, and not again until it is due', async () => {
    const { job, runs } = countingJob('test-once');
    const first = await runScheduledJob(t.app.services, job, at('2026-11-01T00:05:00Z'));
    expect(first).toEqual({ ran: true, summary: { counted: 1 } });
    expect(await runScheduledJob(t.app.services, job, at('2026-11-15T00:00:00Z'))).toEqual({
      ran: false,
      reason: 'not-due',
    });
    await runScheduledJob(t.app.services, job, at('2026-12-01T00:00:00Z'));
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-11-01T00:05:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    const [row] = await t.db.select().from(scheduledJobRuns).where(eq(scheduledJobRuns.name, 'test-once'));
    expect(row?.lastSummary).toEqual({ counted: 2 });
    expect(row?.claimedUntil).toBeNull();
  });

  it('of two instances ticking at once, one runs the job', async () => {
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    const { job, runs } = countingJob('test-race', () => running);
    const first = runScheduledJob(t.app.services, job, at('2026-11-01T00:00:00Z'));
    // The first holds the lease while its work runs: the second instance's tick finds it taken.
    await expect.poll(() => runs.length).toBe(1);
    expect(await runScheduledJob(t.app.services, job, at('2026-11-01T00:00:01Z'))).toEqual({
      ran: false,
      reason: 'running-elsewhere',
    });
    release();
    expect((await first).ran).toBe(true);
    expect(runs).toHaveLength(1);
  });

  it('a failed run keeps the error and is tried again at the next tick', async () => {
    let fail = true;
    const { job, runs } = countingJob('test-retry', async () => {
      if (fail) throw new Error('statement store unreachable');
    });
    await expect(runScheduledJob(t.app.services, job, at('2026-11-01T00:00:00Z'))).rejects.toThrow(
      'statement store unreachable',
    );
    const [failed] = await t.db
      .select()
      .from(scheduledJobRuns)
      .where(eq(scheduledJobRuns.name, 'test-retry'));
    expect(failed).toMatchObject({
      lastRunAt: null,
      claimedUntil: null,
      lastError: 'statement store unreachable',
    });
    fail = false;
    expect((await runScheduledJob(t.app.services, job, at('2026-11-01T00:01:00Z'))).ran).toBe(true);
    expect(runs).toHaveLength(2);
  });

  it('a run a crash cut short is taken over once its lease has ended', async () => {
    const { job, runs } = countingJob('test-lease');
    await t.db
      .insert(scheduledJobRuns)
      .values({ name: 'test-lease', claimedUntil: new Date(Date.now() - 1000) });
    expect((await runScheduledJob(t.app.services, job, at('2026-11-01T00:00:00Z'))).ran).toBe(true);
    expect(runs).toHaveLength(1);
  });
});
