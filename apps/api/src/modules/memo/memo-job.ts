import { daily, type ScheduledJob } from '../../platform/scheduled-jobs';
import { runMemoDay } from './memo-daily';

/** Every day from 06:00 UTC: the memo past its due date is invoiced, and what falls due soon is reminded. */
export const memoDailyJob: ScheduledJob = {
  name: 'memo-daily',
  isDue: daily(6),
  leaseMs: 30 * 60_000,
  run: (services, now) => runMemoDay(services, now),
};
