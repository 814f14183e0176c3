import { monthly, type ScheduledJob } from '../../../platform/scheduled-jobs';
import { mailMonthlyStatements } from './statement-mailing';

/** On the first of each month from 04:00 UTC: the past month's statements are mailed (statement-mailing.ts). */
export const monthlyStatementsJob: ScheduledJob = {
  name: 'monthly-statements',
  isDue: monthly(4),
  leaseMs: 60 * 60_000,
  run: (services, now) => mailMonthlyStatements(services, now),
};
