import { memoDailyJob } from './modules/memo/public';
import { printRetentionJob } from './modules/decedents/public';
import { lateChargesJob, monthlyStatementsJob } from './modules/finance/public';
import { familyOrderFollowUpJob } from './flows/family-order/follow-up';
import type { ScheduledJob } from './platform/scheduled-jobs';

/**
 * Every job the server runs on its own (platform/scheduled-jobs.ts), as routes.ts lists every call: each module
 * exports its jobs from its public.ts and they are named here once.
 */
export const scheduledJobs: readonly ScheduledJob[] = [
  monthlyStatementsJob,
  memoDailyJob,
  printRetentionJob,
  lateChargesJob,
  familyOrderFollowUpJob,
];
